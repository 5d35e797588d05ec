package swtcg

import (
	"fmt"
	"strconv"

	"github.com/judge-swccg/judge/rulings"
)

// RearrangeRule prices bringing another card of a stack to the top, and
// says where a stacked Pilot must go when the new top card cannot pilot
// the unit it sits on (worked example W9).
var RearrangeRule = register(&Rule[*Rearrange]{
	ID:       "swtcg-rearrange",
	Title:    "Rearranging a stack",
	Question: "rearrange",
	Schema:   "description=bring another card of a stack to the top: its cost, and whether a stacked Pilot must move",
	Check:    checkRearrange,
	Describe: func(r *Rearrange) string { return fmt.Sprintf("rearrange: %s with version %s on top", r.Unit, r.Top) },
	Doc: `In your build step a stack can be rearranged: a dearer new top card
costs the difference in build points, paid in one turn; a cheaper one is
free. A stacked Pilot whose new top card cannot pilot its unit must move:
to a unit it can pilot, to the Character arena or to the build zone.`,
	Cites: refs(refRearranging, refUniquePilots, refPilots, refPilotsBuild, glossPilot, glossDroid),
	Run: func(t *Table, q *Rearrange) rulings.Ruling {
		var r ruling
		p := t.piece(q.Unit)
		top, beneath := stackOf(p)
		newTop := *findVersion(beneath, q.Top)
		owner := p.Unit.Owner
		if s := t.State.Step; s != "" && s != buildStep(owner) {
			r.Stepf(refs(refRearranging, refTurn), "The step is %s: a stack is rearranged only in its owner's build step (%s).", s, buildStep(owner))
			return r.verdict(rulings.Illegal, "The %s cannot rearrange %s now.", sideName(owner), p.label())
		}
		diff := val(newTop.Cost) - val(top.Cost)
		if diff > 0 {
			r.Stepf(refs(refRearranging), "%s (cost %d) would replace %s (cost %d) on top: it costs more, so the %s pays the difference, %d build %s, all in this turn.",
				cardLabel(newTop), val(newTop.Cost), cardLabel(top), val(top.Cost), sideName(owner), diff, plural(diff, "point", "points"))
			if bp := t.player(owner).BuildPoints; bp != nil && *bp < diff {
				r.Stepf(refs(refRearranging), "The %s has %d build %s left: not enough.", sideName(owner), *bp, plural(*bp, "point", "points"))
				return r.verdict(rulings.Illegal, "The %s cannot pay the %d build points to bring %s to the top.", sideName(owner), diff, cardLabel(newTop))
			}
		} else {
			diff = 0
			r.Stepf(refs(refRearranging), "%s (cost %d) would replace %s (cost %d) on top: it does not cost more, so the rearrangement is free.",
				cardLabel(newTop), val(newTop.Cost), cardLabel(top), val(top.Cost))
		}
		r.Stepf(refs(refRearranging), "Rearranging does not change the damage counters: %s keeps %d.", p.label(), damageOf(p))
		cost := "free"
		if diff > 0 {
			cost = "costs " + itoa(diff) + " build " + plural(diff, "point", "points")
		}
		if p.Pilot == nil {
			return r.verdict(rulings.Legal, "The %s can bring %s to the top of the stack; it %s.", sideName(owner), cardLabel(newTop), costWord(cost))
		}
		host := p.Unit
		r.Stepf(refs(refUniquePilots), "%s is a stacked Pilot sitting on %s: the unit gets only the Pilot ability of the top card, and the Pilot may have to move if the new top card cannot go on that unit.", p.label(), host.label())
		if why := cannotPilot(&newTop, host); why != "" {
			r.Stepf(refs(refUniquePilots, refPilots), "With %s on top, the Pilot cannot stay on %s: %s.", cardLabel(newTop), host.label(), why)
			dest := []string{}
			if newTop.PilotAbility != nil {
				dest = append(dest, "a "+newTop.PilotAbility.Subtype)
			}
			dest = append(dest, "the Character arena", "the build zone")
			r.Stepf(refs(refPilotsBuild), "So the Pilot moves when the stack is rearranged: to %s.", listOr(dest))
			if newTop.PilotAbility != nil {
				var fits []string
				for i := range t.State.Units {
					u := &t.State.Units[i]
					if u != host && u.Owner == owner && cannotPilot(&newTop, u) == "" && u.Pilot == nil {
						fits = append(fits, u.label())
					}
				}
				r.Stepf(refs(refPilotsBuild), "The %s's units it could pilot, without a Pilot now: %s.", sideName(owner), listAnd(fits))
			}
			return r.verdict(rulings.Answer, "%s can come to the top (%s) only if %s moves off %s: to %s.", cardLabel(newTop), cost, p.Pilot.Name, host.label(), listOr(dest))
		}
		r.Stepf(refs(refUniquePilots, refPilots), "%s can pilot %s too: the Pilot stays.", cardLabel(newTop), host.label())
		return r.verdict(rulings.Legal, "The %s can bring %s to the top of the Pilot's stack; it %s and the Pilot stays on %s.", sideName(owner), cardLabel(newTop), costWord(cost), host.label())
	},
})

func costWord(cost string) string {
	if cost == "free" {
		return "is free"
	}
	return cost
}

// buildStep is a side's build step.
func buildStep(s Side) Step { return Step(string(s) + "_builds") }

// retreatStep is a side's retreat step.
func retreatStep(s Side) Step { return Step(string(s) + "_retreats") }

// cannotPilot says why c (as a Pilot) cannot sit on u, or "".
func cannotPilot(c *Card, u *Unit) string {
	switch {
	case c.PilotAbility == nil:
		return cardLabel(*c) + " has no Pilot ability"
	case u.Type != SpaceUnit && u.Type != GroundUnit:
		return u.label() + " is not a Space or Ground unit"
	case !u.hasSubtype(c.PilotAbility.Subtype):
		return "a " + c.PilotAbility.Subtype + " Pilot goes only on a " + c.PilotAbility.Subtype + ", and " + u.label() + " is not one (" + subtypesOf(&u.Card) + ")"
	case u.hasSubtype("Droid"):
		return u.label() + " is a Droid: no Pilot goes on a Droid"
	}
	return ""
}

func subtypesOf(c *Card) string {
	if len(c.Subtypes) == 0 {
		return "no subtypes given"
	}
	return listAnd(c.Subtypes)
}

func itoa(n int) string { return strconv.Itoa(n) }

func checkRearrange(c *checker, r *Rearrange) error {
	if err := c.mustRef(c.path+".unit", r.Unit); err != nil {
		return err
	}
	top, beneath := stackOf(c.t.piece(r.Unit))
	if top.Version == r.Top {
		return c.Errorf(c.path+".top", "version %s is already on top", r.Top)
	}
	if findVersion(beneath, r.Top) == nil {
		return c.Errorf(c.path+".top", "no card of version %q beneath %s", r.Top, r.Unit)
	}
	return nil
}
