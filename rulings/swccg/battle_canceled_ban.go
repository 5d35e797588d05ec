package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// battleUncancelable rules No when a text on table keeps the battle from
// being canceled ("Battles may not be canceled at same site", Han's Heavy
// Blaster Pistol (V)).
func battleUncancelable(t *table.Table, by string, r *rulings.Ruling) bool {
	at := t.State.Battle.At
	b, ok := firstBan(t, r, isBattles, "the battle", "", at, by)
	if !ok {
		return false
	}
	r.Stepf(refs(cancelNoResult), "%s would cancel the battle at %s, but %s applies: a card's text prevails over the rule it changes, so the battle is not canceled and goes on.", by, at, b)
	r.Verdict = rulings.No
	r.Answer = fmt.Sprintf("No. The battle at %s may not be canceled (%s's text): it goes on.", at, b.p.Name)
	return true
}
