package xwing

import (
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

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
	changes := inEffect(t, s, s.SkillChanges[:n], say)
	n = len(changes)
	if n == 0 {
		say(nil, "%s's printed pilot skill is %d; nothing alters it.", s.Name(), s.PilotSkill)
		return s.PilotSkill
	}
	if n > 1 {
		var earlier []string
		for _, c := range changes[:n-1] {
			earlier = append(earlier, c.Source)
		}
		say(refs(withNote(refAltered, "only the most recent effect")), "%s's printed pilot skill is %d. Of the effects altering it (%s, then %s), only the most recent, %s, applies; the earlier ones are set aside.",
			s.Name(), s.PilotSkill, joinNames(earlier), changes[n-1].Source, changes[n-1].Source)
	} else {
		say(refs(refAltered), "%s's printed pilot skill is %d; one effect alters it: %s.", s.Name(), s.PilotSkill, changes[0].Source)
	}
	c := changes[n-1]
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
