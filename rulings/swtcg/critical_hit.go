package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var glossCriticalHit = gloss("Critical Hit")

// CriticalHitRule rules on the extra damage of a unit's Critical Hit
// abilities for one roll.
var CriticalHitRule = register(&Rule[*CritAsk]{
	ID:       "swtcg-critical-hit",
	Title:    "Critical Hit: the extra damage of one or more Critical Hit abilities",
	Question: "critical_hit",
	Schema:   "description=does Critical Hit add damage to this roll, and how much?",
	Check:    checkCritical,
	Describe: func(q *CritAsk) string {
		return fmt.Sprintf("critical_hit: %s rolls %s", q.Unit, joinDice(q.Dice))
	},
	Doc: `A unit with Critical Hit X does X more damage if at least one die of an
attack shows a natural six, however many do. A unit may have a second
Critical Hit ability (its own, its Pilot's, another card's): each one it
had before the dice were rolled adds its X; one gained after the roll is
too late. Accuracy cannot make a natural six, and dice rolled for abilities
such as Retaliate get no Critical Hit.`,
	Cites: refs(refCriticalHit, glossCriticalHit, glossNatural, refAccuracy, refPilotingUnits),
	Run:   runCritical,
})

// CritAsk is a roll by a unit, with Critical Hit abilities it gained from
// other cards.
type CritAsk struct {
	Unit string `json:"unit" jsonschema:"required,description=the unit rolling"`
	Dice []int  `json:"dice" jsonschema:"required,description=the natural value of each die (1 to 6)"`
	// Gained are Critical Hit abilities other cards gave the unit.
	Gained []GainedCrit `json:"gained,omitempty" jsonschema:"description=Critical Hit abilities other cards gave the unit, and when"`
	// Roll is what the dice are rolled for.
	Roll string `json:"roll,omitempty" jsonschema:"enum=attack,enum=retaliate,description=attack (default) or retaliate (dice of damage for an ability)"`
}

// GainedCrit is a Critical Hit ability another card gave a unit.
type GainedCrit struct {
	Source    string `json:"source" jsonschema:"required"`
	X         int    `json:"x" jsonschema:"required,minimum=1"`
	AfterRoll bool   `json:"after_roll,omitempty" jsonschema:"description=the unit got it after the attack dice were rolled"`
}

func runCritical(t *Table, q *CritAsk) rulings.Ruling {
	var r ruling
	u := t.piece(q.Unit).Unit
	if q.Roll == "retaliate" {
		r.Stepf(refs(refCriticalHit, glossCriticalHit), "These dice are rolled for Retaliate, an ability, not for an attack: Critical Hit applies only to dice rolled for an attack.")
		return r.verdict(rulings.No, "Critical Hit adds no damage to %s's Retaliate dice.", u.label())
	}
	var have []string
	total := 0
	if x := u.Keywords.CriticalHit; x > 0 {
		total += x
		have = append(have, fmt.Sprintf("Critical Hit %d (its own)", x))
	}
	if x := pilotGives(u).Keywords.CriticalHit; x > 0 {
		total += x
		have = append(have, fmt.Sprintf("Critical Hit %d (from its Pilot %s)", x, u.Pilot.Name))
		r.Stepf(refs(refPilotingUnits), "%s's Pilot %s gives it Critical Hit %d.", u.label(), u.Pilot.Name, x)
	}
	for _, g := range q.Gained {
		if g.AfterRoll {
			r.Stepf(refs(refCriticalHit), "%s gave Critical Hit %d after the attack dice were rolled: too late to affect this damage.", g.Source, g.X)
			continue
		}
		total += g.X
		have = append(have, fmt.Sprintf("Critical Hit %d (from %s)", g.X, g.Source))
	}
	if total == 0 {
		r.Stepf(refs(refCriticalHit), "%s had no Critical Hit ability before the dice were rolled.", u.label())
		return r.verdict(rulings.No, "Critical Hit adds no damage: %s had none when it rolled.", u.label())
	}
	if len(have) > 1 {
		r.Stepf(refs(refCriticalHit, glossCriticalHit), "%s has %s: a unit that already has Critical Hit can get a second one, and both add to the damage if a natural six is rolled: %d in all.", u.label(), listAnd(have), total)
	} else {
		r.Stepf(refs(refCriticalHit), "%s has %s.", u.label(), have[0])
	}
	sixes, made := 0, 0
	acc := keywordsOf(u).Accuracy
	for _, d := range q.Dice {
		switch {
		case d == 6:
			sixes++
		case acc > 0 && d+acc >= 6:
			made++
		}
	}
	if sixes == 0 {
		if made > 0 {
			r.Stepf(refs(refCriticalHit, glossNatural, refAccuracy), "No die shows a natural six; Accuracy %d brings %d %s to six or more, but a bonus never makes a natural six.", acc, made, plural(made, "die", "dice"))
		} else {
			r.Stepf(refs(glossNatural), "No die shows a natural six.")
		}
		return r.verdict(rulings.No, "Critical Hit adds no damage: %s rolled no natural six.", u.label())
	}
	r.Stepf(refs(refCriticalHit, glossNatural), "%d %s a natural six: however many sixes come up, each Critical Hit adds its X once: +%d damage.", sixes, plural(sixes, "die shows", "dice show"), total)
	return r.verdict(rulings.Yes, "Critical Hit adds %d damage to %s's attack.", total, u.label())
}

func joinDice(ds []int) string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = itoa(d)
	}
	return strings.Join(out, ", ")
}

func checkCritical(c *checker, q *CritAsk) error {
	if err := c.mustUnit(c.path+".unit", q.Unit); err != nil {
		return err
	}
	if len(q.Dice) == 0 {
		return c.Errorf(c.path+".dice", "give the dice rolled (dice: [6, 3])")
	}
	for i, d := range q.Dice {
		if d < 1 || d > 6 {
			return c.Errorf(fmt.Sprintf("%s.dice[%d]", c.path, i), "a die shows 1 to 6, not %d", d)
		}
	}
	for i, g := range q.Gained {
		if g.X < 1 {
			return c.Errorf(fmt.Sprintf("%s.gained[%d].x", c.path, i), "Critical Hit %d: X is 1 or more", g.X)
		}
	}
	switch q.Roll {
	case "", "attack", "retaliate":
	default:
		return c.Errorf(c.path+".roll", "roll %q: want attack or retaliate", q.Roll)
	}
	return nil
}
