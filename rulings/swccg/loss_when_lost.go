package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// LossWhenLost rules the Force a player loses when a card is lost, by a
// card on it reading "If starship lost, you lose X Force, where X =
// starship's armor" (Flagship).
var LossWhenLost = register(&Rule[string]{
	ID:       "loss-when-lost",
	Title:    "Force lost when a card is lost, by a card on it",
	Question: "loss_when_lost",
	Schema:   "description=the card on table is lost: how much Force does a card deployed on it make its owner lose?",
	Check:    func(c *table.Checker, q string) error { return c.MustName(q, "") },
	Describe: func(q string) string { return "loss_when_lost: " + q },
	Doc: `Reads, on the cards deployed on the lost card, "If <starship|vehicle|
character> lost, you lose X Force, where X = <its> <value>" and computes the
value as the value rule does (printed value and the modifiers of the cards
on table: Deflector Shield Generators' armor +2 counts). The Force is lost
from hand or Life Force to the Lost Pile (ask lose_force with the amount).`,
	Cites: []glossary.Ref{loseForceOneAtATime},
	Run:   runLossWhenLost,
})

var (
	loseForceOneAtATime = narrow(table.GlossaryRef("losing Force"), "Whenever you are required to lose Force, you must move the appropriate number of cards from your hand and/or Life Force to your Lost Pile")
	lossWhenLostText    = lazyregexp.New(`(?i)if (starship|vehicle|character) lost, you lose X Force, where X = (?:starship|vehicle|character)'s ([a-z ]+?)\.`)
)

func runLossWhenLost(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	lost := t.Piece(name)
	for _, p := range t.Pieces {
		if p.Host != lost {
			continue
		}
		m := lossWhenLostText().FindStringSubmatch(p.Card.GameText)
		if m == nil || !isType(lost, m[1]) {
			continue
		}
		st, ok := statNamed(strings.ReplaceAll(strings.TrimSpace(m[2]), " ", "_"))
		if !ok {
			r.Stepf(refs(loseForceOneAtATime), "%s: %q — its value %q is not one the value rule reads.", p.Name, m[0], m[2])
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's X.", p.Name)
			return r
		}
		r.Stepf(refs(loseForceOneAtATime), "%s is on %s: %q.", p.Name, lost.Name, strings.TrimSuffix(m[0], "."))
		vc := &valueCalc{t: t, r: &r, st: st}
		v, defined := vc.card(lost, &ValueAsk{Card: lost.Name, Stat: st.Name})
		if !defined {
			v = 0
		}
		r.Verdict = rulings.Answer
		r.Answer = fmt.Sprintf("%s loses %s Force (X = %s's %s) as %s is lost.", sideTitle(p.Owner()), num(v), lost.Name, st.Word, lost.Name)
		return r
	}
	r.Stepf(refs(loseForceOneAtATime), "No card on %s makes its owner lose Force when it is lost.", lost.Name)
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("No Force is lost by a card on %s.", lost.Name)
	return r
}
