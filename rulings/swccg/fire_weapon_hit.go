package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The target's defense value and the weapon destiny's outcome.

// defenseValue: ability or armor for a character, armor or maneuver for a
// starship or vehicle; the file's value first.
func (f *firing) defenseValue(tg *table.Piece) (float64, bool) {
	if v := f.q.DefenseValue; v != nil {
		f.r.Stepf(refs(glossDefenseValue), "%s's defense value is %s (from the file).", tg.Name, num(*v))
		return *v, true
	}
	if v, quote, ok := f.w.givenDefense(tg); ok {
		f.r.Stepf(refs(defenseOther), "%s's text: \"%s\": the weapon gives %s's defense value, %s.", f.w.name, quote, tg.Name, num(v))
		return v, true
	}
	f.unreadDefense(tg)
	c := tg.Card
	switch c.Type {
	case "Character":
		ab, ar := tg.Ability(), c.Armor
		switch {
		case ar.Defined && (!ab.Defined || ar.Value > ab.Value):
			f.r.Stepf(refs(defenseCharacter), "%s's defense value is its armor %s (higher than its ability).", tg.Name, num(ar.Value))
			return ar.Value, true
		case ab.Defined:
			f.r.Stepf(refs(defenseCharacter), "%s's defense value is its ability %s (a character's ability or armor, whichever is higher).", tg.Name, num(ab.Value))
			return ab.Value, true
		}
		f.r.Stepf(refs(defenseDroid), "%s has neither ability nor armor: an unarmored droid's defense value is zero.", tg.Name)
		return 0, true
	case "Starship", "Vehicle":
		if c.Armor.Defined {
			f.r.Stepf(refs(defenseCraft, glossArmor), "%s's defense value is its armor %s.", tg.Name, num(c.Armor.Value))
			return c.Armor.Value, true
		}
		if c.Maneuver.Defined {
			f.r.Stepf(refs(defenseCraft, glossManeuver), "%s's defense value is its maneuver %s.", tg.Name, num(c.Maneuver.Value))
			return c.Maneuver.Value, true
		}
	}
	if c.Type == "Creature" {
		f.r.Stepf(refs(defenseCreature, refFerocity), "%s's defense value is a creature's own term (\"Roar 4\"), not in the card data: give defense_value:.", tg.Name)
		f.r.Assume("%s's defense value is not known: the hit is not decided", tg.Name)
		return 0, false
	}
	f.r.Stepf(refs(glossDefenseValue), "%s's defense value (a %s's own term, or one its text gives) is not read: give defense_value:.", tg.Name, strings.ToLower(c.Type))
	f.r.Assume("%s's defense value is not known: the hit is not decided", tg.Name)
	return 0, false
}

// outcome totals the weapon destiny and says whether the target is hit.
func (f *firing) outcome(tg *table.Piece, dv float64) string {
	w, q := f.w, f.q
	draws := w.draws()
	if len(q.Destiny) != draws {
		f.r.Stepf(refs(weaponDestinyCount), "%s draws %d weapon destiny; the file gives %d draw(s).", w.name, draws, len(q.Destiny))
		f.r.Assume("the %d draw(s) given are the whole weapon destiny", len(q.Destiny))
	}
	total := 0.0
	for _, d := range q.Destiny {
		total += d
	}
	f.r.Stepf(refs(weaponDestinyMandatory), "Weapon destiny drawn (mandatory once fired): %s, total %s.", joinNums(q.Destiny), num(total))
	for _, m := range w.targetingModifiers(tg) {
		if m.notRead {
			f.r.Stepf(refs(weaponDestinyWhat), "%s's text: \"%s\": not applied (its condition is not read as this firing).", w.name, m.quote)
			f.r.Assume("%s's weapon destiny text is not applied; if it applies, write it in modifiers:", w.name)
			continue
		}
		f.r.Stepf(refs(weaponDestinyWhat), "%s's text: \"%s\": %+g, targeting %s.", w.name, m.quote, m.value, tg.Name)
		total += m.value
	}
	total += f.tableDestinyModifiers(tg, len(q.Destiny))
	for _, m := range q.Modifiers {
		f.r.Stepf(refs(weaponDestinyWhat), "%s modifies the weapon destiny by %+g (from the file).", m.From, m.Value*float64(len(q.Destiny)))
		total += m.Value * float64(len(q.Destiny))
	}
	hit := w.hit
	if hit == nil {
		return f.otherOutcome(tg, total, dv)
	}
	total += hit.Value
	f.r.Stepf(refs(hitShot, glossDefenseValue), "%s's text: \"%s\": %s > %s?", w.name, hit.Quote, num(total), num(dv))
	if total <= dv {
		f.r.Stepf(refs(hitShot), "%s is not greater than %s's defense value %s: missed.", num(total), tg.Name, num(dv))
		return fmt.Sprintf("total %s against defense value %s: %s is missed.", num(total), num(dv), tg.Name)
	}
	if f.outside {
		f.r.Stepf(refs(hitSideways, glossSniper, fireHitEndsEarly), "%s is hit outside a battle: a 'hit' target not participating in a battle is lost at once (Sniper's ruling; as when a battle ends before its damage segment).", tg.Name)
	} else {
		f.r.Stepf(refs(hitSideways, fireHitSideways, refHits), "%s is hit: turned sideways, it still participates (and may fire its own weapon), and must be forfeited in the damage segment.", tg.Name)
	}
	if w.forfeitZero() {
		f.r.Stepf(refs(glossHit), "%s's text: its forfeit = 0 once hit.", w.name)
		return fmt.Sprintf("total %s > defense value %s: %s is hit, and its forfeit = 0.", num(total), num(dv), tg.Name)
	}
	return fmt.Sprintf("total %s > defense value %s: %s is hit.", num(total), num(dv), tg.Name)
}

// otherOutcome reads an outcome other than a 'hit' ("Character
// immediately captured if destiny +3 > defense value", "If destiny +2 >
// defense value, all starship weapons … are lost"): whether it happens,
// quoting it; what it does is the text's.
func (f *firing) otherOutcome(tg *table.Piece, total, dv float64) string {
	w := f.w
	add, quote, ok := w.outcomeClause()
	if !ok {
		f.r.Stepf(refs(glossWeapons), "%s's text gives its outcome in words the engine does not read (not \"target hit if …\"): total weapon destiny %s against defense value %s.", w.name, num(total), num(dv))
		f.r.Assume("%s's outcome is not read", w.name)
		return fmt.Sprintf("total weapon destiny %s against defense value %s; its outcome (not a 'hit') is in its text.", num(total), num(dv))
	}
	total += add
	f.r.Stepf(refs(segmentDescribes, glossDefenseValue), "%s's text: \"%s\": %s > %s?", w.name, quote, num(total), num(dv))
	if total <= dv {
		f.r.Stepf(refs(segmentDescribes), "%s is not greater than %s's defense value %s: the outcome does not happen.", num(total), tg.Name, num(dv))
		return fmt.Sprintf("total %s against defense value %s: missed, \"%s\" does not happen.", num(total), num(dv), quote)
	}
	f.r.Stepf(refs(segmentOutcome), "%s > %s: the text's outcome happens to %s (some weapons, instead of a 'hit', specify another outcome).", num(total), num(dv), tg.Name)
	return fmt.Sprintf("total %s > defense value %s: \"%s\".", num(total), num(dv), quote)
}

func joinNums(vs []float64) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = num(v)
	}
	return strings.Join(s, " + ")
}
