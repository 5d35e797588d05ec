package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// Agility rules on a ship's agility when cards raise and lower it.
var Agility = register(&Rule[string]{
	ID:       "xwing-agility",
	Title:    "Agility: sum every change, then apply the minimum of 0",
	Question: "agility",
	Schema:   "description=ship: what is its agility?",
	Check:    func(c *checker, ship string) error { return c.mustShip(ship, c.path) },
	Describe: func(ship string) string { return "agility: " + ship },
	Doc: `Every increase and reduction is added to the printed value first; a "to a
minimum of 0" applies only to the result. A cloak token adds 2; a huge
ship's agility is 0.`,
	Cites: refs(refIncreaseReduce, refCloak, refHugeAgility),
	Run: func(t *Table, q string) rulings.Ruling {
		var r rulings.Ruling
		s := t.Ship(q)
		if s.Size == "huge" {
			r.Stepf(refs(refHugeAgility), "%s is a huge ship: its agility is 0 (it still rolls the extra defense dice it is given).", s.Name())
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's agility is 0.", s.Name())
			return r
		}
		total := s.Agility
		text := fmt.Sprintf("printed %d", s.Agility)
		for _, c := range s.AgilityChanges {
			total += c.Add
			text += fmt.Sprintf(" %+d (%s)", c.Add, c.Source)
		}
		if s.Cloaked {
			total += 2
			text += " +2 (cloak token)"
			r.Stepf(refs(refCloak), "%s has a cloak token: its agility is increased by 2.", s.Name())
		}
		r.Stepf(refs(refIncreaseReduce), "Add every change before any minimum: %s = %d.", text, total)
		v := max(total, 0)
		if total < 0 {
			r.Stepf(refs(refIncreaseReduce), "Only now does the minimum of 0 apply: %d becomes 0.", total)
		} else if early := clampedEachStep(s); early != v {
			r.Stepf(refs(withNote(refIncreaseReduce, "ignore the minimum until the calculation is complete")), "The total is not below 0, so no minimum applies; applying it after each change would wrongly give %d.", early)
		}
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's agility is %d.", s.Name(), v)
		return r
	},
})

// agilityOf is a ship's agility now: every change summed, the cloak's +2,
// then the minimum of 0; 0 for a huge ship.
func agilityOf(s *Ship) int {
	if s.Size == "huge" {
		return 0
	}
	total := s.Agility
	for _, c := range s.AgilityChanges {
		total += c.Add
	}
	if s.Cloaked {
		total += 2
	}
	return max(total, 0)
}
