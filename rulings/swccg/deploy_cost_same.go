package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A cost text's "to same site as one of your Rebels with ability > 2",
// "to same system as any Imperial capital starship": another active card
// the words name must already be at the destination (Stormtrooper, Rebel
// Trooper, TIE Fighter). An ability bound is read against the card's
// ability as the table gives it.

var (
	reSameAsDest = lazyregexp.New(`(?i)^same (site|system|sector|location) as (.+?)[.,;)]*$`)
	reAbilityBnd = lazyregexp.New(`(?i)\s+(?:with|of) ability\s*(>=|<=|>|<|=)\s*(\d+)$`)
)

// sameAsDestination decides words ("same site as …", after "to") for the
// spot the card goes to; known is false when the words are not this shape
// or the table does not say where the card goes.
func (dp *deployment) sameAsDestination(words string, s spot) (holds, known bool, why string) {
	m := reSameAsDest().FindStringSubmatch(strings.TrimSpace(words))
	if m == nil || s.Place == nil {
		return false, false, ""
	}
	if k, ok := s.kind(); ok && m[1] != "location" && k != strings.ToLower(m[1]) {
		return false, true, ""
	}
	phrase, bound := m[2], ""
	var op string
	var limit float64
	if b := reAbilityBnd().FindStringSubmatchIndex(phrase); b != nil {
		op, bound = phrase[b[2]:b[3]], phrase[b[0]:]
		fmt.Sscan(phrase[b[4]:b[5]], &limit)
		phrase = phrase[:b[0]]
	}
	owner := table.Side("")
	f := glossary.Fold(phrase)
	for _, lead := range []string{"one of your ", "your "} {
		if rest, ok := strings.CutPrefix(f, lead); ok {
			owner, f = dp.d.Player, rest
			break
		}
	}
	where := glossary.Fold(s.name())
	for _, q := range dp.t.Pieces {
		if q.Card == dp.d.Resolved || !q.Active() || glossary.Fold(q.Location()) != where {
			continue
		}
		if owner != "" && q.Owner() != owner || !namesCard(f, q, q) {
			continue
		}
		if op != "" && !abilityWithin(q, op, limit) {
			continue
		}
		return true, true, fmt.Sprintf(": %s is there%s", q.Name, bound)
	}
	return false, true, fmt.Sprintf(" (none of the cards at %s is %q)", s.name(), strings.TrimSpace(phrase+bound))
}

// abilityWithin compares q's ability, as the table gives it, with a bound.
func abilityWithin(q *table.Piece, op string, limit float64) bool {
	a := q.Ability()
	if !a.Defined {
		return false
	}
	switch op {
	case ">":
		return a.Value > limit
	case ">=":
		return a.Value >= limit
	case "<":
		return a.Value < limit
	case "<=":
		return a.Value <= limit
	}
	return a.Value == limit
}
