package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Other cards' text about a firing: weapon destiny modifiers of the bearer
// and of the firer's cards and location here, "may not be targeted by
// weapons" on the target, and defense value modifiers, which are shown as
// not read when the file gives no defense_value.

var (
	reOwnDestiny   = lazyregexp.New(`(?i)\b(?:its|his|her|this starship's|this vehicle's)\b`)
	reFiringX      = lazyregexp.New(`(?i)^when firing (?:a |an |the )?(.+)$`)
	reHereDestiny  = lazyregexp.New(`(?i)^add (\d+) to each of your weapon destiny draws here$`)
	reTargetingCon = lazyregexp.New(`(?i)^if targeting (?:an? )?(.+)$`)
)

// tableDestinyModifiers adds what the bearer's own text and the firer's
// cards and location "here" add to the weapon destiny, and names the texts
// about weapon destiny it does not apply.
func (f *firing) tableDestinyModifiers(tg *table.Piece, draws int) float64 {
	sum := 0.0
	owner, at := f.by.Owner(), f.by.Location()
	for _, s := range locationSentences(f.q.place, owner) {
		if m := reHereDestiny().FindStringSubmatch(s); m != nil {
			v := drainValue(m[1]) * float64(draws)
			f.r.Stepf(refs(glossLocations, weaponDestinyWhat), "%s's text on %s's side: \"%s\": %+g.", at, owner, s, v)
			sum += v
		}
	}
	for _, p := range f.t.Pieces {
		if p.Entry.TextOff() || !p.Active() {
			continue
		}
		// levels of one clause ("adds 1 (2 if targeting an alien)") share
		// its quote: the last that applies replaces the others
		var quotes []string
		chosen := map[string]cards.Effect{}
		for _, e := range p.Card.Effects {
			if e.Kind != "each_weapon_destiny_modifier" && e.Kind != "total_weapon_destiny_modifier" {
				continue
			}
			switch f.applies(p, e, tg) {
			case modApplies:
				if _, seen := chosen[e.Quote]; !seen {
					quotes = append(quotes, e.Quote)
				}
				chosen[e.Quote] = e
			case modNotRead:
				if samePlace(p.Location(), at) {
					f.r.Stepf(refs(weaponDestinyWhat), "%s's text: \"%s\": not applied (its subject or condition is not read as this firing).", p.Name, e.Quote)
					f.r.Assume("%s's weapon destiny text is not applied; if it applies, write it in modifiers:", p.Name)
				}
			}
		}
		for _, q := range quotes {
			e := chosen[q]
			v := e.Value
			if e.Kind == "each_weapon_destiny_modifier" {
				v *= float64(draws)
			}
			f.r.Stepf(refs(weaponDestinyWhat), "%s's text: \"%s\": %+g.", p.Name, e.Quote, v)
			sum += v
		}
	}
	return sum
}

// reading is how a weapon destiny modifier bears on a firing: it applies,
// is plainly about another firing, or is not read.
type reading int

const (
	modApplies reading = iota
	modOtherFiring
	modNotRead
)

// applies: a modifier of the bearer's own ("its weapon destiny draws",
// "when firing a blaster", "if targeting an alien"), or "here" of the
// firer's card at the bearer's location.
func (f *firing) applies(p *table.Piece, e cards.Effect, tg *table.Piece) reading {
	if strings.HasPrefix(glossary.Fold(e.Target), "opponent") {
		// "opponent's weapon destiny draws here are -1": never its own
		// side's firing; the other side's is not read here
		if p.Owner() == f.by.Owner() {
			return modOtherFiring
		}
		return modNotRead
	}
	own := p == f.by || (f.w.piece != nil && p == f.w.piece)
	possessive := reOwnDestiny().MatchString(e.Quote)
	var conds []string
	for _, c := range strings.Split(e.Condition, ";") {
		if c = strings.TrimSpace(c); c != "" {
			conds = append(conds, c)
		}
	}
	for _, c := range conds {
		switch {
		case strings.EqualFold(c, "here"):
			if p.Owner() != f.by.Owner() || !samePlace(p.Location(), f.by.Location()) {
				return modOtherFiring
			}
			own = true
		case reFiringX().MatchString(c):
			if !f.w.is(reFiringX().FindStringSubmatch(c)[1]) {
				return modOtherFiring
			}
		case reTargetingCon().MatchString(c):
			if !weaponTargets(reTargetingCon().FindStringSubmatch(c)[1], tg) {
				return modOtherFiring
			}
		default:
			return modNotRead
		}
	}
	switch {
	case own && (possessive || len(conds) > 0):
		return modApplies
	case possessive:
		return modOtherFiring // "his", "its": another card's firing
	}
	return modNotRead // "Adds 1 to weapon destiny draws" with no subject: whose is not read
}

// is: the weapon is an X ("Scout Blaster", "blaster"): its title or a
// characteristic.
func (w *weapon) is(x string) bool {
	if strings.Contains(glossary.Fold(w.name), glossary.Fold(strings.TrimSuffix(x, "s"))) {
		return true
	}
	if w.piece != nil && !w.permanent {
		ok, _ := describes(x, w.piece.Card)
		return ok
	}
	return false
}

// unreadDefense names the cards at the target's location whose text
// changes defense values: not applied to a defense value read from the
// card (give defense_value: when one applies).
func (f *firing) unreadDefense(tg *table.Piece) {
	for _, p := range f.t.Pieces {
		if !samePlace(p.Location(), tg.Location()) || p.Entry.TextOff() {
			continue
		}
		for _, e := range p.Card.Effects {
			if strings.HasPrefix(strings.ToLower(e.Target), "each of your") && p.Owner() != tg.Owner() {
				continue // "each of your …": the text's owner's cards only
			}
			if e.Kind == "defense_value_modifier" || e.Kind == "defense_value_set" {
				f.r.Stepf(refs(glossDefenseValue), "%s's text: \"%s\": not read; if it changes %s's defense value, give defense_value:.", p.Name, e.Quote, tg.Name)
				f.r.Assume("%s's defense value text is not applied", p.Name)
				break
			}
		}
	}
}
