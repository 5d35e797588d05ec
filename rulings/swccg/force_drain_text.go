package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Drain bonuses of the player's weapons and devices at the drain location
// ("May add 1 to Force drain where present", "While present: adds 1 to …
// Force drains here"), and of a character's permanent weapon in its own
// text ("Permanent weapon is •Maul's Lightsaber (may add 1 to Force drain
// where present; …)"), read from their text, each condition decided by the
// table. Other cards' drain texts are still named as not read (unreadTexts).

// textModifiers sums the drain bonuses of the player's weapons, devices
// and permanent weapons at the location, and returns the cards it read; a
// card the file's modifiers name is left to them, one title counts once
// unless its text is cumulative, and one bearer's weapons add once (a
// character uses one weapon a turn).
func (d drain) textModifiers(named map[string]bool) (float64, map[*table.Piece]bool) {
	read := map[*table.Piece]bool{}
	seen := map[string]bool{}
	used := map[*table.Piece]*table.Piece{} // bearer → the weapon whose bonus counts
	sum := 0.0
	kind, _ := spot{Place: d.q.place}.kind()
	for _, q := range d.t.Pieces {
		if q.Owner() != d.q.Player || !samePlace(q.Location(), d.place) || named[glossary.Fold(q.Name)] || named[glossary.Fold(q.Card.Title)] {
			continue
		}
		for _, e := range drainBonuses(q.Card.Effects) {
			carrier, weapon, ok := bonusCarrier(q, e)
			if !ok {
				continue
			}
			read[q] = true
			quote := strings.TrimSpace(e.Quote)
			if !declaredMode(q, e, "Force drain", refs(glossDrainModifier), d.r) {
				continue
			}
			if why := notPresent(carrier, kind); why != "" {
				d.r.Stepf(refs(glossLightsabers, glossDrainModifier), "%s's text %q does not apply: %s.", q.Name, quote, why)
				continue
			}
			if h := carrier; weapon && h != nil && !isCapital(h) {
				if d.t.UsedWeaponThisTurn(h) {
					// Using a weapon's text is using the weapon: one a turn.
					d.r.Stepf(refs(weaponOnePerTurn), "%s already used a weapon this turn (this_turn.used_weapon) and may use only one per turn: %s's text %q does not apply.", h.Name, q.Name, quote)
					d.r.Assume("the weapon %s used this turn was not %s", h.Name, weaponName(q, h))
					continue
				}
				if w := used[h]; w != nil && w != q {
					d.r.Stepf(refs(weaponOnePerTurn), "%s may use only one weapon per turn and uses %s for this drain: %s's text %q adds nothing more.", h.Name, weaponName(w, h), q.Name, quote)
					continue
				}
			}
			if !d.bonusCounts(q, withoutPresence(e), quote, seen) {
				continue
			}
			if weapon && carrier != nil {
				used[carrier] = q
			}
			how := "an automatic modifier"
			if e.Kind == "may_add_to_force_drain" {
				how = "optional, counted as its owner uses it"
			}
			textStep(d.r, q, e, refs(glossDrainModifier, automaticMandatory), "the drain is "+signed(e.Value)+" ("+how+").")
			sum += e.Value
		}
	}
	return sum, read
}

// bonusCarrier says whether e, a drain bonus in q's text, is a weapon's or
// a device's (textModifiers'), and who carries it: a weapon's or device's
// host, or q itself for its permanent weapon; weapon says the one-weapon-
// a-turn limit binds the carrier.
func bonusCarrier(q *table.Piece, e cards.Effect) (carrier *table.Piece, weapon, ok bool) {
	switch {
	case q.Card.Type == "Weapon" || q.Card.Type == "Device":
		return q.Host, q.Card.Type == "Weapon", true
	case strings.HasPrefix(glossary.Fold(e.Target), "permanent weapon"):
		return q, true, true
	}
	return nil, false, false
}

// drainBonuses are the effects adding to the holder's Force drains; an
// automatic reading inside an optional one's words ("may add 1 to Force
// drain" read also as "add 1 to Force drain") is the same text, once.
func drainBonuses(effects []cards.Effect) []cards.Effect {
	var out []cards.Effect
	for _, e := range effects {
		if e.Kind != "may_add_to_force_drain" && e.Kind != "force_drain_modifier" {
			continue
		}
		inside := false
		for _, o := range effects {
			if o.Kind == "may_add_to_force_drain" && e.Kind == "force_drain_modifier" && o.Span[0] <= e.Span[0] && e.Span[1] <= o.Span[1] {
				inside = true
			}
		}
		if !inside {
			out = append(out, e)
		}
	}
	return out
}

// weaponName names the weapon q is or, borne by q itself, holds as its
// permanent weapon.
func weaponName(q, carrier *table.Piece) string {
	if q == carrier {
		return q.Name + "'s permanent weapon"
	}
	return q.Name
}

// notPresent says why a weapon or device its carrier bears is not present
// at the drain location: not at a site (Glossary lightsabers: a lightsaber
// is not present at a system or sector), or carried by a character aboard
// a starship or enclosed vehicle.
func notPresent(carrier *table.Piece, kind string) string {
	if kind != "site" {
		return "a weapon or device carried there is not present at a system or sector"
	}
	for h := carrier; h != nil; h = h.Host {
		if h.Host != nil && h.Host.Enclosed() && h.Entry.On == "" {
			return h.Name + " is aboard " + h.Host.Name + ", so what it carries is not present at the site"
		}
	}
	return ""
}

// withoutPresence drops the "where present"/"while present"/"here" terms
// notPresent and the drain location decided.
func withoutPresence(e cards.Effect) cards.Effect {
	var keep []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		if (c.Kind == "present" && c.Arg == "") || c.Kind == "here" || glossary.Fold(c.Text) == "where present" {
			continue
		}
		keep = append(keep, c)
		words = append(words, c.Text)
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	return e
}
