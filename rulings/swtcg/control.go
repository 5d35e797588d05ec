package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// ControlRule says who controls each arena and whether someone wins.
var ControlRule = register(&Rule[bool]{
	ID:       "swtcg-control",
	Title:    "Arena control and winning at the end of the turn",
	Question: "control",
	Schema:   "description=who controls each arena at the end of the turn, and who wins",
	Describe: func(bool) string { return "control: the end of the turn" },
	Doc: `At the end of each turn a player controls an arena with at least one
unit there while the opponent has none; controlling 2 of the 3 arenas wins.
Tapped units count; Locations, retreated units and Pilots on units do not.`,
	Cites: refs(refObject, refEndOfTurn, refTurn, glossUnit, refPilotingUnits),
	Run: func(t *Table, q bool) rulings.Ruling {
		var r ruling
		if s := t.State.Step; s != "" && s != "turn_ends" {
			r.Assume("the step is %s; control is checked only when the turn ends, so this is the position if nothing changes before then", s)
		}
		controls := map[Side][]string{}
		for _, a := range Arenas {
			d, l := t.unitsIn(Dark, a), t.unitsIn(Light, a)
			switch {
			case len(d) > 0 && len(l) == 0:
				controls[Dark] = append(controls[Dark], title(a))
				r.Stepf(refs(refObject), "%s arena: only the Dark Side has units (%s): the Dark Side controls it.", title(a), listAnd(labelsOf(d)))
			case len(l) > 0 && len(d) == 0:
				controls[Light] = append(controls[Light], title(a))
				r.Stepf(refs(refObject), "%s arena: only the Light Side has units (%s): the Light Side controls it.", title(a), listAnd(labelsOf(l)))
			case len(d) == 0:
				r.Stepf(refs(refObject), "%s arena: no units: nobody controls it.", title(a))
			default:
				r.Stepf(refs(refObject), "%s arena: both players have units (Dark Side %s; Light Side %s): nobody controls it.", title(a), listAnd(labelsOf(d)), listAnd(labelsOf(l)))
			}
		}
		for _, s := range []Side{Dark, Light} {
			if len(controls[s]) >= 2 {
				r.Stepf(refs(refEndOfTurn, refObject), "The %s controls %d arenas (%s): at the end of the turn it wins the game.", sideName(s), len(controls[s]), listAnd(controls[s]))
				return r.verdict(rulings.Answer, "The %s controls the %s arenas and wins.", sideName(s), listAnd(controls[s]))
			}
		}
		r.Stepf(refs(refEndOfTurn, refTurn), "Nobody controls 2 arenas: the game goes on to the next untap step.")
		var held []string
		for _, s := range []Side{Dark, Light} {
			if len(controls[s]) > 0 {
				held = append(held, fmt.Sprintf("the %s controls %s", sideName(s), listAnd(controls[s])))
			}
		}
		if len(held) == 0 {
			held = []string{"nobody controls an arena"}
		}
		return r.verdict(rulings.Answer, "Nobody wins: %s.", strings.Join(held, "; "))
	},
})
