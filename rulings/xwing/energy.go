package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refEnergy      = faq("Huge Ship Rules", "Energy")
	refEnergySteps = faq("Energy", "Energy Steps in the Activation Phase")
	refHugeIon     = faq("Additional Huge Ship Rules", "Ion Tokens")
)

// Energy rules on the energy a huge ship gains in its Gain Energy step.
var Energy = register(&Rule[*EnergyAsk]{
	ID:       "xwing-energy",
	Title:    "Gaining energy: the maneuver's energy icons, less one per ion token, up to the energy limit",
	Question: "energy",
	Schema:   "description=how much energy does the huge ship gain, and how much stays on its Ship card?",
	Check:    checkEnergy,
	Describe: func(q *EnergyAsk) string { return fmt.Sprintf("energy: %s gains with %d icon(s)", q.Ship, q.Icons) },
	Doc: `In its Gain Energy step a huge ship gains energy tokens equal to the energy
icons of the chosen maneuver, one fewer for each ion token assigned to it.
A card never holds more energy than its energy limit: the excess goes back
to the supply at once.`,
	Cites: refs(refEnergy, refEnergySteps, refHugeIon, energyGain, energyExcess, energyIon),
	Run:   runEnergy,
})

// EnergyAsk is a huge ship's Gain Energy step.
type EnergyAsk struct {
	Ship string `json:"ship" jsonschema:"required,description=the huge ship"`
	// Icons are the energy icons of the chosen maneuver on the dial.
	Icons int `json:"icons" jsonschema:"required,minimum=0,description=energy icons of the chosen maneuver"`
	// Energy is what its Ship card holds before the step.
	Energy int `json:"energy,omitempty" jsonschema:"minimum=0,description=energy tokens on the Ship card before the step"`
	// Limit is the Ship card's energy limit.
	Limit int `json:"limit" jsonschema:"required,minimum=0,description=the Ship card's energy limit"`
}

func runEnergy(t *Table, q *EnergyAsk) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q.Ship)
	r.Stepf(refs(energyGain), "%s's chosen maneuver shows %d energy icon(s): it gains that many energy tokens.", s.Name(), q.Icons)
	gain := q.Icons
	if s.Ion > 0 {
		gain = max(q.Icons-s.Ion, 0)
		r.Stepf(refs(energyIon), "%s has %d ion token(s): the energy it gains is reduced by one per token, to %d.", s.Name(), s.Ion, gain)
		if q.Icons < s.Ion {
			r.Assume("more ion tokens than energy icons leave no energy to gain, never a loss of energy already held")
		}
	}
	total := q.Energy + gain
	kept := min(total, q.Limit)
	if total > q.Limit {
		r.Stepf(refs(energyExcess), "%d on its Ship card would exceed its energy limit of %d: the %d in excess return to the supply at once.", total, q.Limit, total-q.Limit)
	} else {
		r.Stepf(refs(energyExcess), "%d on its Ship card is within its energy limit of %d.", total, q.Limit)
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s gains %d energy and has %d on its Ship card.", s.Name(), gain, kept)
	return r
}

func checkEnergy(c *checker, q *EnergyAsk) error {
	if err := c.hugeFor(q.Ship, c.path+".ship", "only huge ships gain energy"); err != nil {
		return err
	}
	if q.Icons < 0 || q.Energy < 0 || q.Limit < 0 {
		return c.Errorf(c.path, "icons, energy and limit are 0 or more")
	}
	return nil
}
