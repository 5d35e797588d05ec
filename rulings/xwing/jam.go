package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var refJam = faq("Huge Ship Actions", "Jam")

// Jam rules on the jam action: may the ship jam this enemy, and how many
// stress tokens the enemy receives.
var Jam = register(&Rule[*JamAsk]{
	ID:       "xwing-jam",
	Title:    "Jam: stress an enemy ship up to two tokens",
	Question: "jam",
	Schema:   "description=may the ship jam this enemy ship now, and how many stress tokens does it receive?",
	Check:    checkJam,
	Describe: func(q *JamAsk) string { return fmt.Sprintf("jam: %s jams %s", q.Ship, q.Target) },
	Doc: `A ship with the jam action on its action bar (the action gate applies)
chooses one enemy ship at Range 1-2 and assigns it stress tokens until it
has two in total: an enemy with two or more receives none.`,
	Cites: refs(refJam, refStressedIonized, stressedDefined, refAdvCloak, refExpertHandling, qMoreTokens, refDamagedSensor, refHugeFree, qSameCardAction, refRangeFromHuge),
	Run:   runJam,
})

// JamAsk is a jam action against Target at Range.
type JamAsk struct {
	Ship   string `json:"ship" jsonschema:"required"`
	Target string `json:"target" jsonschema:"required"`
	// Range is the range band the target is at (from a huge ship's closest point).
	Range int `json:"range" jsonschema:"required,minimum=1,maximum=5,description=range band the target is at"`
}

func runJam(t *Table, q *JamAsk) rulings.Ruling {
	var r rulings.Ruling
	s, e := t.Ship(q.Ship), t.Ship(q.Target)
	no := func(why string) rulings.Ruling {
		yesNo(&r, false, "", fmt.Sprintf("%s may not jam %s: %s", s.Name(), e.Name(), why))
		return r
	}
	if !actionAllowed(&r, s, "jam", "", false) {
		return no("it cannot perform the jam action now.")
	}
	if e.Player == s.Player {
		r.Stepf(refs(refJam), "%s is friendly: jam chooses an enemy ship.", e.Name())
		return no("it is friendly.")
	}
	if q.Range > 2 {
		r.Stepf(refs(refJam), "%s is at Range %d: jam chooses an enemy ship at Range 1-2.", e.Name(), q.Range)
		return no(fmt.Sprintf("it is at Range %d.", q.Range))
	}
	if s.Size == "huge" {
		r.Stepf(refs(refRangeFromHuge), "%s is huge: the range of its action is measured from its closest point.", s.Name())
	}
	add := max(2-e.Stress, 0)
	r.Stepf(refs(refJam), "%s is an enemy at Range %d with %d stress token(s): it is assigned stress tokens until it has two, so it receives %d.", e.Name(), q.Range, e.Stress, add)
	got := fmt.Sprintf("which receives %d stress token(s), 2 in all", add)
	if add == 0 {
		got = fmt.Sprintf("which already has %d stress tokens and receives none", e.Stress)
	}
	yesNo(&r, true, fmt.Sprintf("%s may jam %s, %s.", s.Name(), e.Name(), got), "")
	return r
}

func checkJam(c *checker, q *JamAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.Target, c.path+".target"); err != nil {
		return err
	}
	if c.t.Ship(q.Ship) == c.t.Ship(q.Target) {
		return c.Errorf(c.path+".target", "%s cannot jam itself", q.Ship)
	}
	if q.Range < 1 || q.Range > 5 {
		return c.Errorf(c.path+".range", "range %d: want 1 to 5", q.Range)
	}
	return nil
}
