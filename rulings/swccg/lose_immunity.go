package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// LoseImmunity rules whether an action whose cost or result is that a card
// loses immunity to attrition may be initiated: only if the card has it.
var LoseImmunity = register(&Rule[string]{
	ID:       "lose-immunity",
	Title:    "Initiating an action that makes a card lose immunity to attrition",
	Question: "lose_immunity",
	Schema:   "description=card: may an action making it lose immunity be initiated?",
	Check:    onTable,
	Describe: func(name string) string { return "lose_immunity: " + name },
	Doc: `You cannot lose what you do not have (Implied Target Rule): an action
that results in a card losing immunity to attrition may be initiated only if
the card has immunity now — not canceled with its game text, not removed.`,
	Cites: []glossary.Ref{refImmuneGaining, refImmuneEx3},
	Run:   runLoseImmunity,
})

func runLoseImmunity(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(name)
	im := immunityOf(t, p)
	explainImmunity(&r, p, im)
	if im.Level() > 0 {
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("The action may be initiated: %s has immunity to attrition (%s) to lose.", p.Name, levelText(im.Level()))
	} else {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("The action may not be initiated: %s has no immunity to attrition, and you cannot lose something that does not exist.", p.Name)
	}
	r.Step("An action that results in losing immunity to attrition may be initiated only by a card that has that immunity. "+r.Answer, immuneNoLoss, ex3Canceled)
	return r
}
