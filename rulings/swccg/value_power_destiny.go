package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A side's total power grows by each power destiny it draws: "adds one
// destiny to total power" (adds_destiny_to) of its cards in the battle is
// counted automatically when its condition holds; "may add …", a cost or a
// once-per-battle choice is an action played in the weapons segment, not
// counted here. The destiny is drawn, so the total is stated with it ("12 +
// one destiny") unless the question gives the draws (destiny:).

var (
	refPowerDestinies  = table.RulesRef("Power Segment", "Draw Power Destinies")
	powerDestinyAuto   = narrow(refPowerDestinies, "Cards that automatically add power destinies")
	powerDestinyChoice = narrow(refPowerDestinies, "Actions that optionally add power destinies")
	powerDestinyAdds   = narrow(refPowerDestinies, "Each power destiny increases the player's total power")
)

// powerDestinies states the power destinies of side's cards at loc and
// returns how many are drawn, and the cards whose texts add none now.
func powerDestinies(t *table.Table, side table.Side, loc string, r *rulings.Ruling) (n int, none []string) {
	for _, p := range t.Pieces {
		if !samePlace(p.Location(), loc) || p.Card == nil {
			continue
		}
		for _, e := range p.Card.Effects {
			if !addsPowerDestiny(e) || !powerDestinyOf(p, e, side) {
				continue
			}
			if b := t.State.Battle; b == nil || !samePlace(b.At, loc) {
				r.Stepf([]glossary.Ref{powerDestinyAuto}, "%s's text %q adds destiny to power in a battle; no battle is recorded at %s, so none is drawn now.", p.Name, strings.TrimSpace(e.Quote), loc)
				if !slices.Contains(none, p.Name) {
					none = append(none, p.Name)
				}
				continue
			}
			added := powerDestiny(t, p, e, r)
			if added == 0 && !slices.Contains(none, p.Name) {
				none = append(none, p.Name)
			}
			n += added
		}
	}
	return n, none
}

// addsPowerDestiny: e adds destiny to a side's power ("total power",
// "power only", "power or attrition"), not to attrition alone nor to a
// duel's or lightsaber combat's "total".
func addsPowerDestiny(e cards.Effect) bool {
	return (e.Kind == "adds_destiny_to" || e.Kind == "may_add_destiny_to") && strings.Contains(strings.ToLower(e.Target), "power")
}

// powerDestinyOf: p's text adds to side's power: its owner's, or both
// sides' ("both sides add one destiny to power only", Sunsdown).
func powerDestinyOf(p *table.Piece, e cards.Effect, side table.Side) bool {
	return p.Owner() == side || containsFold(e.Quote, "both sides")
}

// powerDestiny states one text and returns the destinies it adds.
func powerDestiny(t *table.Table, p *table.Piece, e cards.Effect, r *rulings.Ruling) int {
	quote := strings.TrimSpace(e.Quote)
	battling := p.Card.Type == "Character" || p.Card.Type == "Starship" || p.Card.Type == "Vehicle" || p.Card.Type == "Weapon" || p.Card.Type == "Device"
	if battling && (!p.Active() || late(p) || p.Entry.Undercover) {
		r.Stepf([]glossary.Ref{destinyParticipate}, "%s's text %q does not add: %s does not participate in the battle.", p.Name, quote, p.Name)
		return 0
	}
	if optionalPowerDestiny(e) {
		r.Stepf([]glossary.Ref{powerDestinyChoice}, "%s's text %q is a choice its player makes in the weapons segment, not counted automatically: add it in modifiers: or destiny: if it was made.", p.Name, quote)
		return 0
	}
	if !appliesOrSays(t, p, e, []glossary.Ref{powerDestinyAuto}, r) {
		return 0
	}
	n := max(1, int(e.Value))
	textStep(r, p, e, []glossary.Ref{powerDestinyAuto, powerDestinyAdds, glossPowerOnly}, "its player draws "+destinies(n)+" to power in the power segment, added to total power (not a battle destiny).")
	return n
}

// glossPowerOnly: a destiny to power only is drawn before battle destiny
// and is not a battle destiny.
var glossPowerOnly = narrow(glossPowerSegment, "this is not considered a battle destiny")

// optionalPowerDestiny: "may add", a choice of "power or attrition", a
// cost to pay or a once-per-battle action.
func optionalPowerDestiny(e cards.Effect) bool {
	if e.Kind == "may_add_destiny_to" || strings.Contains(strings.ToLower(e.Target), " or ") {
		return true
	}
	for _, c := range e.Conditions {
		if c.Kind == "limit" || c.Kind == "cost" {
			return true
		}
	}
	return false
}

// destinies is "one destiny", "two destinies".
func destinies(n int) string {
	switch n {
	case 1:
		return "one destiny"
	case 2:
		return "two destinies"
	}
	return fmt.Sprintf("%d destinies", n)
}

// withPowerDestinies adds the n power destinies to total: the draws the
// question gives, else stated as drawn ("12 + one destiny").
func withPowerDestinies(q *ValueAsk, total float64, n int, r *rulings.Ruling) (float64, string) {
	if n == 0 {
		return total, ""
	}
	if len(q.Destiny) < n {
		if len(q.Destiny) > 0 {
			r.Assume("destiny: gives %d power destiny draws but %d are drawn: the draws are left out", len(q.Destiny), n)
		}
		return total, " + " + destinies(n)
	}
	sum := 0.0
	for _, d := range q.Destiny[:n] {
		sum += d
	}
	r.Stepf(refs(powerDestinyAdds), "The power destiny draws (destiny: %s) add %s: %s.", nums(q.Destiny[:n]), num(sum), num(total+sum))
	return total + sum, ""
}

func nums(vs []float64) string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = num(v)
	}
	return strings.Join(out, ", ")
}
