package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var refRecover = faq("Huge Ship Rules", "Huge Ship Actions")

// Recover rules on the recover action of a huge ship: the shields its
// energy buys back.
var Recover = register(&Rule[*RecoverAsk]{
	ID:       "xwing-recover",
	Title:    "Recover: energy tokens into shields, never above the Ship card's value",
	Question: "recover",
	Schema:   "description=may the huge ship recover now, and how many shields does it recover?",
	Check:    checkRecover,
	Describe: func(q *RecoverAsk) string { return fmt.Sprintf("recover: %s with %d energy", q.Ship, q.Energy) },
	Doc: `A huge ship with the recover action on its action bar (the action gate
applies) removes all energy tokens from its Ship card and recovers one
shield per token removed, never above the Ship card's shield value; the
tokens beyond that are removed all the same.`,
	Cites: refs(refRecover, recoverAction, recoverCap, refStressedIonized, stressedDefined, refAdvCloak, refExpertHandling, qMoreTokens, refDamagedSensor, refHugeFree, qSameCardAction),
	Run:   runRecover,
})

// RecoverAsk is a recover action with the Ship card's energy and shields.
type RecoverAsk struct {
	Ship       string `json:"ship" jsonschema:"required,description=the huge ship"`
	Energy     int    `json:"energy" jsonschema:"required,minimum=0,description=energy tokens on the Ship card"`
	Shields    int    `json:"shields" jsonschema:"required,minimum=0,description=shields it has now"`
	MaxShields int    `json:"max_shields" jsonschema:"required,minimum=0,description=the Ship card's shield value"`
}

func runRecover(t *Table, q *RecoverAsk) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q.Ship)
	if !actionAllowed(&r, s, "recover", "", false) {
		yesNo(&r, false, "", fmt.Sprintf("%s may not perform the recover action now.", s.Name()))
		return r
	}
	got := min(q.Energy, max(q.MaxShields-q.Shields, 0))
	r.Stepf(refs(recoverAction), "Recover removes all %d energy token(s) from %s's Ship card; it recovers one shield for each.", q.Energy, s.Name())
	if got < q.Energy {
		r.Stepf(refs(recoverCap), "It has %d of %d shields: it cannot exceed the Ship card's shield value, so it recovers %d; the other %d token(s) are removed for nothing.", q.Shields, q.MaxShields, got, q.Energy-got)
	}
	yesNo(&r, true, fmt.Sprintf("%s may recover: all %d energy removed, %d shield(s) recovered (%d of %d).", s.Name(), q.Energy, got, q.Shields+got, q.MaxShields), "")
	return r
}

func checkRecover(c *checker, q *RecoverAsk) error {
	if err := c.hugeFor(q.Ship, c.path+".ship", "recover is a huge ship's action"); err != nil {
		return err
	}
	if q.Energy < 0 || q.Shields < 0 || q.MaxShields < 0 {
		return c.Errorf(c.path, "energy and shields are 0 or more")
	}
	return nil
}
