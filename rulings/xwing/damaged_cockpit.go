package xwing

import (
	"github.com/judge-swccg/judge/glossary"
)

// delayedCard is the damage card whose pilot-skill change waits a round:
// "After the round in which you receive this card".
const delayedCard = "Damaged Cockpit"

// inEffect drops from changes a Damaged Cockpit flipped faceup in the
// table's current round: the FAQ applies it from the round after. Without
// a round on either side the change is taken as in effect.
func inEffect(t *Table, s *Ship, changes []SkillChange, say func(cites []glossary.Ref, format string, args ...any)) []SkillChange {
	var out []SkillChange
	for _, c := range changes {
		if glossary.Fold(c.Source) != glossary.Fold(delayedCard) || c.Set == nil {
			out = append(out, c)
			continue
		}
		now := t.State.Round
		switch {
		case c.Round == 0 || now == 0:
			// No round to compare: the file lists the change as applying,
			// and the set step cites the delay.
		case c.Round >= now:
			say(refs(withNote(refDamagedCockpit, "applied on the round after it was flipped faceup")), "%s's Damaged Cockpit was flipped faceup in round %d, the current round: its effect applies from round %d, so it does not alter the pilot skill yet.", s.Name(), c.Round, c.Round+1)
			continue
		default:
			say(refs(withNote(refDamagedCockpit, "applied on the round after it was flipped faceup")), "%s's Damaged Cockpit was flipped faceup in round %d; in round %d its effect applies.", s.Name(), c.Round, now)
		}
		out = append(out, c)
	}
	return out
}
