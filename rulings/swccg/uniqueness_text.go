package swccg

import (
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card on table may make another card non-unique: "While Grenwick is on
// Death Star, your Death Star Sentry is not unique (•), is doubled, …",
// "Your Jawa Pack is not unique, …" (Wittin). The card database has no
// effect kind for it yet (other clauses of the sentence, "immune to
// Alter", are read), so the sentence is found in the text of the cards on
// table that say "not unique" at all, and its condition is decided from
// the table.
var reNotUniqueAnywhere = lazyregexp.New(`(?i)\bnot unique\b`)

var reNotUnique = lazyregexp.New(`(?i)^(?:((?:while|when|if) [^,]+), )?(your|opponent's|all) ([^,.]+?) (?:is|are) not unique\b`)

// madeNonUnique says whether a card on table makes c non-unique for
// player, with a step saying which.
func madeNonUnique(t *table.Table, player table.Side, c *cards.Card, r *rulings.Ruling) bool {
	for _, q := range t.Pieces {
		if q.Entry.TextOff() {
			continue
		}
		if !reNotUniqueAnywhere().MatchString(q.Card.GameText) {
			continue
		}
		for _, s := range q.Card.Sentences() {
			m := reNotUnique().FindStringSubmatch(s.Text)
			if m == nil || !madeFor(m[2], q.Owner(), player) || glossary.Fold(m[3]) != glossary.Fold(reTitleBare(c.Title)) {
				continue
			}
			e := cards.Effect{Quote: m[0], Condition: m[1], Conditions: cards.ParseConditions(m[1])}
			if !applies(t, q, e, r) {
				continue
			}
			textStep(r, q, e, []glossary.Ref{glossNonUnique}, c.Title+" is not unique: the uniqueness limit does not apply.")
			return true
		}
	}
	return false
}

// madeFor: "your" is the text's owner's card, "opponent's" the other's.
func madeFor(whose string, owner, player table.Side) bool {
	switch glossary.Fold(whose) {
	case "your":
		return owner == player
	case "opponent's":
		return owner != player
	}
	return true
}

// reTitleBare is a title without version markers in parentheses.
func reTitleBare(title string) string { return reVersion().ReplaceAllString(title, "") }

var reVersion = lazyregexp.New(`\s*\((?:V|AI|Holo AI)\)`)
