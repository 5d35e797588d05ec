package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
)

// PilotRule says whether a Pilot may be moved onto a unit (W7).
var PilotRule = register(&Rule[*PilotOnto]{
	ID:       "swtcg-pilot",
	Title:    "Putting a Pilot on a unit",
	Question: "pilot",
	Schema:   "description=may this Pilot go on this unit?",
	Check:    checkPilot,
	Describe: func(p *PilotOnto) string { return fmt.Sprintf("pilot: %s onto %s", p.Pilot, p.Unit) },
	Doc: `In its owner's build step (never during setup) a Character with a
"[subtype] Pilot" ability may move onto one of its owner's units of that
subtype: not a Droid, not a unit that already has a Pilot. From the
Character arena or the build zone it goes onto a unit in the Space or
Ground arena; from one unit to another, the new unit may be anywhere.`,
	Cites: refs(refPilots, refPilotsSetup, refPilotsBuild, glossPilot, glossDroid),
	Run: func(t *Table, q *PilotOnto) rulings.Ruling {
		var r ruling
		p, u := t.piece(q.Pilot), t.piece(q.Unit).Unit
		c := p.card()
		owner := p.Unit.Owner
		ok := true
		fail := func(text string, cites ...glossary.Ref) {
			r.Step(text, cites...)
			ok = false
		}
		switch s := t.State.Step; {
		case s == "setup":
			fail("During setup a Pilot cannot go on a unit: it goes into the Character arena.", refPilotsSetup)
		case s == "":
			r.Assume("no step: given; taken to be the %s's build step", sideName(owner))
		case s != buildStep(owner):
			fail(fmt.Sprintf("The step is %s: Pilots move only in their owner's build step (%s).", s, buildStep(owner)), refPilotsBuild, refTurn)
		}
		if c.PilotAbility == nil {
			fail(fmt.Sprintf("%s has no Pilot ability.", cardLabel(*c)), refPilots, glossPilot)
			return r.verdict(rulings.Illegal, "%s cannot pilot %s.", p.label(), u.label())
		}
		if u.Owner != owner {
			fail(fmt.Sprintf("%s is the %s's unit: a Pilot goes only on its owner's units.", u.label(), sideName(u.Owner)), refPilots)
		}
		sub := c.PilotAbility.Subtype
		if !u.hasSubtype(sub) {
			fail(fmt.Sprintf("%s is a %s Pilot: it goes only on a %s, and %s is not one (%s).", cardLabel(*c), sub, sub, u.label(), subtypesOf(&u.Card)), refPilots, glossPilot)
		} else {
			r.Stepf(refs(refPilots, glossPilot), "%s is a %s Pilot and %s is a %s.", cardLabel(*c), sub, u.label(), sub)
		}
		if u.hasSubtype("Droid") {
			fail(fmt.Sprintf("%s is a Droid: no Pilot goes on a Droid.", u.label()), refPilots, glossDroid)
		}
		if u.Pilot != nil && u.Pilot != p.Pilot {
			fail(fmt.Sprintf("%s already has a Pilot (%s): only 1 Pilot fits on a unit.", u.label(), cardLabel(u.Pilot.Card)), refPilots)
		}
		if p.Pilot == nil && !u.inBattle() {
			fail(fmt.Sprintf("A Pilot moving from the Character arena or the build zone goes onto a unit in the Space or Ground arena; %s is in the build zone.", u.label()), refPilotsBuild)
		}
		if p.Pilot == nil && p.Unit.Type != CharacterUnit {
			fail(fmt.Sprintf("%s is not a Character.", p.label()), refPilots)
		}
		if !ok {
			return r.verdict(rulings.Illegal, "%s cannot go on %s.", p.label(), u.label())
		}
		r.Step("Each Pilot may move once in its owner's build step.", refPilotsBuild)
		return r.verdict(rulings.Legal, "%s may go on %s.", p.label(), u.label())
	},
})

// reUnitWord finds abilities that speak of a unit ("this unit gets …").
var reUnitWord = lazyregexp.New(`(?i)\bunits?\b`)

// pilotBonusText lists what a Pilot ability gives: "+20 speed and "Pay 1 Force → Evade 2"".
func pilotBonusText(pa *PilotAbility) string {
	var out []string
	for _, b := range []struct {
		n    int
		what string
	}{{pa.Speed, "speed"}, {pa.Power, "power"}, {pa.Health, "health"}} {
		if b.n != 0 {
			out = append(out, fmt.Sprintf("%+d %s", b.n, b.what))
		}
	}
	k := pa.Keywords
	for _, kw := range []struct {
		n    int
		name string
	}{{k.Accuracy, "Accuracy"}, {k.Bombard, "Bombard"}, {k.CriticalHit, "Critical Hit"}, {k.Deflect, "Deflect"}, {k.Evade, "Evade"}, {k.IonCannon, "Ion Cannon"}, {k.Shields, "Shields"}, {k.Stun, "Stun"}} {
		if kw.n > 0 && !mentioned(pa.Abilities, kw.name) {
			out = append(out, fmt.Sprintf("%s %d", kw.name, kw.n))
		}
	}
	if k.Armor && !mentioned(pa.Abilities, "Armor") {
		out = append(out, "Armor")
	}
	for _, a := range pa.Abilities {
		out = append(out, fmt.Sprintf("%q", a))
	}
	if len(out) == 0 {
		return "no bonus"
	}
	return listAnd(out)
}

// mentioned says whether an ability text already names a keyword, so it
// is not listed twice.
func mentioned(abilities []string, keyword string) bool {
	for _, a := range abilities {
		if strings.Contains(strings.ToLower(a), strings.ToLower(keyword)) {
			return true
		}
	}
	return false
}

func checkPilot(c *checker, p *PilotOnto) error {
	if err := c.mustUnit(c.path+".unit", p.Unit); err != nil {
		return err
	}
	return c.mustRef(c.path+".pilot", p.Pilot)
}
