package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// PilotEffectsRule says which of a Pilot's bonuses and abilities work
// where it is (W8, W21).
var PilotEffectsRule = register(&Rule[string]{
	ID:       "swtcg-pilot-effects",
	Title:    "What a Pilot gives, and which of its abilities work",
	Question: "pilot_effects",
	Schema:   "description=a Pilot (aboard a unit or a Character unit): which of its bonuses and abilities work where it is",
	Check:    checkPilotEffects,
	Describe: func(pilot string) string { return "pilot_effects: " + pilot },
	Doc: `The bonuses and abilities after "Pilot" work only while the Pilot sits
on a unit; in the Character arena the Pilot gets none of them. On a unit
the Pilot isn't a unit: its own abilities that affect "this unit" do
nothing, and a stacked Pilot gives only its top card's Pilot bonuses.`,
	Cites: refs(refPilots, refPilotingUnits, refUniquePilots, glossPilot, refBuildZone),
	Run: func(t *Table, q string) rulings.Ruling {
		var r ruling
		p := t.piece(q)
		c := p.card()
		pa := c.PilotAbility
		gives := pilotBonusText(pa)
		if p.Pilot == nil {
			u := p.Unit
			where := "the Character arena"
			if !u.inBattle() {
				where = "the build zone"
			}
			r.Stepf(refs(refPilots, glossPilot), "%s is in %s, not on a unit: nothing after \"Pilot\" works, so it does not get %s.", u.label(), where, gives)
			sp := numbersOf(u.Card, u.Beneath)
			r.Stepf(refs(refPilots), "As a Character unit it has its own numbers: speed %d, power %d, health %d.", sp.Speed, sp.Power, sp.Health)
			return r.verdict(rulings.Answer, "%s gets none of its Pilot bonuses (%s) while in %s; as a Character unit it has its own speed %d, power %d and health %d.", u.label(), gives, where, sp.Speed, sp.Power, sp.Health)
		}
		host := p.Unit
		r.Stepf(refs(refPilots, glossPilot), "%s sits on %s, which gets %s.", p.label(), host.label(), gives)
		if len(p.Pilot.Beneath) > 0 {
			r.Stepf(refs(refUniquePilots), "%s is a stack of %d cards: the unit gets only the top card's Pilot bonuses, no extra bonus for the cards beneath.", p.label(), 1+len(p.Pilot.Beneath))
		}
		if !host.inBattle() {
			r.Stepf(refs(refBuildZone), "%s is in the build zone: abilities there do not work, except those that prevent damage (Evade, Deflect) and Reserves.", host.label())
		}
		r.Stepf(refs(refPilotingUnits), "On a unit the Pilot isn't a unit: it cannot be attacked, its speed and power do not matter, and its damage is kept apart from the unit's.")
		var dead, live []string
		for _, a := range c.Abilities {
			if reUnitWord().MatchString(a) {
				dead = append(dead, fmt.Sprintf("%q", a))
			} else {
				live = append(live, fmt.Sprintf("%q", a))
			}
		}
		if len(dead) > 0 {
			r.Stepf(refs(refPilotingUnits), "Its own %s %s %s of a unit; a Pilot on a unit isn't a unit, so %s nothing.", plural(len(dead), "ability", "abilities"), listAnd(dead), plural(len(dead), "speaks", "speak"), plural(len(dead), "it does", "they do"))
		}
		if len(live) > 0 {
			r.Assume("its other abilities (%s) do not speak of a unit and are taken to apply as written", strings.Join(live, ", "))
		}
		answer := fmt.Sprintf("%s gives %s %s", p.label(), host.label(), gives)
		if len(dead) > 0 {
			answer += fmt.Sprintf("; its own %s %s not apply", listAnd(dead), plural(len(dead), "does", "do"))
		}
		return r.verdict(rulings.Answer, "%s.", answer)
	},
})

func checkPilotEffects(c *checker, pilot string) error {
	if err := c.mustRef(c.path, pilot); err != nil {
		return err
	}
	if card := c.t.piece(pilot).card(); card.PilotAbility == nil {
		return c.Errorf(c.path, "%s has no Pilot ability (pilot_ability:)", pilot)
	}
	return nil
}
