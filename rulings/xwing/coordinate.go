package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// Coordinate rules on the coordinate action: may the ship coordinate this
// friendly ship, and may that ship take the free action.
var Coordinate = register(&Rule[*CoordinateAsk]{
	ID:       "xwing-coordinate",
	Title:    "Coordinate: another friendly ship at Range 1-2 takes a free action",
	Question: "coordinate",
	Schema:   "description=may the ship coordinate this friendly ship, which then performs one free action?",
	Check:    checkCoordinate,
	Describe: func(q *CoordinateAsk) string { return fmt.Sprintf("coordinate: %s coordinates %s", q.Ship, q.Target) },
	Doc: `A ship with the coordinate action on its action bar (the action gate
applies) chooses another friendly ship at Range 1-2 (from a huge ship's
closest point), which may immediately perform one free action. The chosen
ship takes that free action only if it could: a stressed ship performs no
actions, a huge ship no free actions.`,
	Cites: refs(refCoordinate, refRangeFromHuge, refStressedIonized, stressedDefined, refAdvCloak, refExpertHandling, qMoreTokens, refDamagedSensor, refHugeFree, qSameCardAction),
	Run:   runCoordinate,
})

// CoordinateAsk is a coordinate action on Target at Range.
type CoordinateAsk struct {
	Ship   string `json:"ship" jsonschema:"required"`
	Target string `json:"target" jsonschema:"required,description=the friendly ship chosen"`
	Range  int    `json:"range" jsonschema:"required,minimum=1,maximum=5,description=range band the chosen ship is at (from a huge ship's closest point)"`
	// Action is the free action the chosen ship would take.
	Action string `json:"action,omitempty" jsonschema:"description=the free action the chosen ship would perform (focus, evade, barrel roll …)"`
}

func runCoordinate(t *Table, q *CoordinateAsk) rulings.Ruling {
	var r rulings.Ruling
	s, f := t.Ship(q.Ship), t.Ship(q.Target)
	no := func(why string) rulings.Ruling {
		yesNo(&r, false, "", fmt.Sprintf("%s may not coordinate %s: %s", s.Name(), f.Name(), why))
		return r
	}
	if !actionAllowed(&r, s, "coordinate", "", false) {
		return no("it cannot perform the coordinate action now.")
	}
	if f.Player != s.Player {
		r.Stepf(refs(refCoordinate), "%s is an enemy: coordinate chooses another friendly ship.", f.Name())
		return no("it is an enemy ship.")
	}
	if s.Size == "huge" {
		r.Stepf(refs(refRangeFromHuge), "%s is huge: range is measured from its closest point.", s.Name())
	}
	if q.Range > 2 {
		r.Stepf(refs(refCoordinate), "%s is at Range %d: coordinate chooses a friendly ship at Range 1-2.", f.Name(), q.Range)
		return no(fmt.Sprintf("it is at Range %d.", q.Range))
	}
	r.Stepf(refs(refCoordinate), "%s is another friendly ship at Range %d: it may immediately perform one free action.", f.Name(), q.Range)
	action := q.Action
	if action == "" {
		action = "focus"
		r.Assume("no action: given; the free action is checked as a focus action")
	}
	var sub rulings.Ruling
	ok := actionAllowed(&sub, f, action, "", true)
	r.Steps = append(r.Steps, sub.Steps...)
	if !ok {
		yesNo(&r, true, fmt.Sprintf("%s may coordinate %s, but %s cannot perform the free %s action now.", s.Name(), f.Name(), f.Name(), action), "")
		return r
	}
	yesNo(&r, true, fmt.Sprintf("%s may coordinate %s, which may perform a free %s action.", s.Name(), f.Name(), action), "")
	return r
}

func checkCoordinate(c *checker, q *CoordinateAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.Target, c.path+".target"); err != nil {
		return err
	}
	if c.t.Ship(q.Ship) == c.t.Ship(q.Target) {
		return c.Errorf(c.path+".target", "%s chooses another ship, not itself", q.Ship)
	}
	if q.Range < 1 || q.Range > 5 {
		return c.Errorf(c.path+".range", "range %d: want 1 to 5", q.Range)
	}
	return nil
}
