package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
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

// currentSkill is a ship's pilot skill with all its changes, no steps.
func currentSkill(t *Table, s *Ship) int {
	return pilotSkill(t, s, len(s.SkillChanges), nil, map[*Ship]bool{})
}

// pilotSkill applies the latest of the first n changes to the printed
// value; r, when not nil, receives the steps.
func pilotSkill(t *Table, s *Ship, n int, r *rulings.Ruling, seen map[*Ship]bool) int {
	say := func(cites []glossary.Ref, format string, args ...any) {
		if r != nil {
			r.Stepf(cites, format, args...)
		}
	}
	seen[s] = true
	if n == 0 {
		say(nil, "%s's printed pilot skill is %d; nothing alters it.", s.Name(), s.PilotSkill)
		return s.PilotSkill
	}
	if n > 1 {
		var earlier []string
		for _, c := range s.SkillChanges[:n-1] {
			earlier = append(earlier, c.Source)
		}
		say(refs(withNote(refAltered, "only the most recent effect")), "%s's printed pilot skill is %d. Of the effects altering it (%s, then %s), only the most recent, %s, applies; the earlier ones are set aside.",
			s.Name(), s.PilotSkill, joinNames(earlier), s.SkillChanges[n-1].Source, s.SkillChanges[n-1].Source)
	} else {
		say(refs(refAltered), "%s's printed pilot skill is %d; one effect alters it: %s.", s.Name(), s.PilotSkill, s.SkillChanges[0].Source)
	}
	c := s.SkillChanges[n-1]
	switch {
	case c.Add != nil:
		v := max(s.PilotSkill+*c.Add, 0)
		say(refs(refAltered), "%s adds %d to the printed %d: pilot skill %d.", c.Source, *c.Add, s.PilotSkill, v)
		return v
	case c.Set != nil:
		cites := refs(refAltered)
		if glossary.Fold(c.Source) == glossary.Fold("Damaged Cockpit") {
			cites = append(cites, withNote(refDamagedCockpit, "applies from the round after it is flipped faceup"))
		}
		say(cites, "%s sets the pilot skill to %d (not the printed value adjusted by earlier effects).", c.Source, *c.Set)
		return *c.Set
	}
	src := t.Ship(c.Copy)
	if seen[src] {
		say(refs(refAltered), "%s would copy %s, which copies back: the loop is broken at the printed %d.", s.Name(), src.Name(), s.PilotSkill)
		if r != nil {
			r.Assume("a circle of Swarm Tactics copies reads as the printed pilot skill")
		}
		return s.PilotSkill
	}
	v := pilotSkill(t, src, len(src.SkillChanges), r, seen)
	say(refs(refSwarmErrata, withNote(refSwarm, "chains through a second Swarm Tactics")), "%s gives %s the pilot skill of %s, %d, until the end of the Combat phase.", c.Source, s.Name(), src.Name(), v)
	return v
}

func joinNames(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	out := names[0]
	for _, n := range names[1 : len(names)-1] {
		out += ", " + n
	}
	return out + " and " + names[len(names)-1]
}

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

// clampedEachStep is the agility a player would get by applying the
// minimum of 0 after each change, the reading the FAQ rejects.
func clampedEachStep(s *Ship) int {
	v := s.Agility
	for _, c := range s.AgilityChanges {
		v = max(v+c.Add, 0)
	}
	if s.Cloaked {
		v += 2
	}
	return v
}
