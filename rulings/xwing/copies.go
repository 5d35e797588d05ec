package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Copies rules on several copies of one card on a ship.
var Copies = register(&Rule[*CopiesAsk]{
	ID:       "xwing-copies",
	Title:    "Several copies of one card",
	Question: "copies",
	Schema:   "description=do all copies of a card on one ship trigger?",
	Check:    func(c *checker, a *CopiesAsk) error { return c.mustShip(a.Ship, c.path+".ship") },
	Describe: func(a *CopiesAsk) string { return fmt.Sprintf("copies: %s's copies of %s", a.Ship, a.Card) },
	Doc: `Copies of a card whose ability needs no action all trigger (two
Mercenary Copilots change two hits to two crits); copies of a card whose
ability is an action still allow that action once per round.`,
	Cites: refs(qCopies, qSameCardAction),
	Run: func(t *Table, q *CopiesAsk) rulings.Ruling {
		var r rulings.Ruling
		c := q
		s := t.Ship(c.Ship)
		n := copiesOf(s, c.Card)
		action := false
		for _, u := range s.Upgrades {
			if glossary.Fold(u.Name) == glossary.Fold(c.Card) && u.Action {
				action = true
			}
		}
		r.Stepf(nil, "%s has %d %s of %s.", s.Name(), n, plural(n, "copy", "copies"), c.Card)
		switch {
		case n == 0:
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s has no %s to trigger.", s.Name(), c.Card)
		case action:
			r.Stepf(refs(qSameCardAction), "%s's ability needs an action: however many copies, the action is performed once per round.", c.Card)
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s performs %s's action once per round, not once per copy.", s.Name(), c.Card)
		default:
			note := ""
			if glossary.Fold(c.Card) == glossary.Fold("Mercenary Copilot") {
				note = fmt.Sprintf(" (the FAQ's own example: attacking with two, it changes two hit results to two critical hit results; here %d)", n)
			}
			r.Stepf(refs(withNote(qCopies, "two Mercenary Copilots")), "%s's ability needs no action: every copy triggers%s.", c.Card, note)
			r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("All %d copies of %s on %s trigger.", n, c.Card, s.Name())
		}
		return r
	},
})
