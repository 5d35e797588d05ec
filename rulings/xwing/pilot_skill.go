package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// PilotSkill rules on a ship's pilot skill when several effects alter it.
var PilotSkill = register(&Rule[*SkillAsk]{
	ID:       "xwing-pilot-skill",
	Title:    "Pilot skill: only the most recent change applies",
	Question: "pilot_skill",
	Schema:   "description=what is the ship's pilot skill?",
	Check:    checkPilotSkill,
	Describe: describePilotSkill,
	Doc: `When several effects alter a ship's pilot skill, only the most recent one
applies, to the printed value: Veteran Instincts makes a 3 a 5, Damaged
Cockpit then makes it 0 (not 2), and Swarm Tactics next round gives it the
Swarm Tactics ship's own pilot skill, which may itself come from Swarm Tactics.`,
	Cites: refs(refAltered, refDamagedCockpit, refSwarmErrata, refSwarm),
	Run: func(t *Table, q *SkillAsk) rulings.Ruling {
		var r rulings.Ruling
		s := t.Ship(q.Ship)
		n := q.After
		if n == 0 {
			n = len(s.SkillChanges)
		}
		v := pilotSkill(t, s, n, &r, map[*Ship]bool{})
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's pilot skill is %d.", s.Name(), v)
		return r
	},
})

func checkPilotSkill(c *checker, s *SkillAsk) error {
	if err := c.mustShip(s.Ship, c.path+".ship"); err != nil {
		return err
	}
	if n := len(c.t.Ship(s.Ship).SkillChanges); s.After < 0 || s.After > n {
		return c.Errorf(c.path+".after", "after %d: %s has %d skill changes", s.After, s.Ship, n)
	}
	return nil
}

func describePilotSkill(s *SkillAsk) string {
	if s.After > 0 {
		return fmt.Sprintf("pilot_skill: %s after %d change(s)", s.Ship, s.After)
	}
	return "pilot_skill: " + s.Ship
}
