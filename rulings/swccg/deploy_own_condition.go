package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// ownConditionForbids applies the deploying card's own "May not be
// deployed if two or more of opponent's unique (•) characters on table"
// (a may_not_deploy with no subject and a condition): the condition is
// decided from the table as the card's owner sees it; one the table does
// not show is stated as an assumption (applies), not passed over.
func (dp *deployment) ownConditionForbids(c *cards.Card) {
	as := &table.Piece{Card: c, Name: c.Title, Entry: &table.Card{Card: c.Title, Owner: dp.d.Player}}
	for _, e := range c.Effects {
		if e.Kind != "may_not_deploy" || e.Target != "" || e.Title != "" || e.Condition == "" {
			continue
		}
		if n, ok := dp.opponentsUniqueCount(e.Condition); ok {
			// "if three or more of opponent's unique (•) characters on
			// table": counted here (the on_table term names one card)
			if n.have < n.limit {
				dp.r.Stepf([]glossary.Ref{restrGameText}, "%s's text %q: %s has %d unique (•) characters on table, fewer than %d: it does not forbid this.", c.Title, strings.TrimSpace(e.Quote), dp.d.Player.Opponent(), n.have, n.limit)
				continue
			}
			dp.r.Stepf([]glossary.Ref{restrGameText}, "%s's text %q: %s has %d unique (•) characters on table: %s may not deploy now.", c.Title, strings.TrimSpace(e.Quote), dp.d.Player.Opponent(), n.have, c.Title)
			dp.block("%s's text: %s", c.Title, strings.TrimSpace(e.Quote))
			continue
		}
		if !applies(dp.t, as, e, dp.r) {
			continue
		}
		textStep(dp.r, as, e, []glossary.Ref{restrGameText}, c.Title+" may not deploy now.")
		dp.block("%s's text: %s", c.Title, strings.TrimSpace(e.Quote))
	}
}

// uniqueCount is how many unique characters the opponent has on table and
// the count a text names.
type uniqueCount struct{ have, limit int }

var reUniqueCount = lazyregexp.New(`(?i)^if (two|three|four|five) or more of opponent's unique \(•\) characters on table$`)

// opponentsUniqueCount reads "if three or more of opponent's unique (•)
// characters on table" and counts them on the table.
func (dp *deployment) opponentsUniqueCount(cond string) (uniqueCount, bool) {
	m := reUniqueCount().FindStringSubmatch(strings.TrimSpace(cond))
	if m == nil {
		return uniqueCount{}, false
	}
	var n uniqueCount
	fmt.Sscan(map[string]string{"two": "2", "three": "3", "four": "4", "five": "5"}[strings.ToLower(m[1])], &n.limit)
	for _, q := range dp.t.Pieces {
		if q.Owner() == dp.d.Player.Opponent() && q.Card.Type == "Character" && q.Card.Uniqueness == cards.Unique {
			n.have++
		}
	}
	return n, true
}
