package swtcg

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// unitsIn lists a side's units in an arena: Locations, retreated units and
// Pilots sitting on units are not units there.
func (t *Table) unitsIn(s Side, a Arena) []*Unit {
	var out []*Unit
	for i := range t.State.Units {
		u := &t.State.Units[i]
		if u.Owner == s && u.In == string(a) && u.Type != LocationCard {
			out = append(out, u)
		}
	}
	return out
}

func labelsOf(us []*Unit) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.label()
	}
	return out
}

// BuildPointsRule gives each player's build points for the Light Side's roll.
var BuildPointsRule = register(&Rule[int]{
	ID:       "swtcg-build-points",
	Title:    "Build points for the turn",
	Question: "build_points",
	Schema:   "minimum=1,maximum=6,description=each player's build points for this roll of the Light Side's die",
	Check:    checkBuildPoints,
	Describe: func(roll int) string { return fmt.Sprintf("build_points: the Light Side rolls %d", roll) },
	Doc: `In the roll for build points the Light Side rolls one die; each player
gets that many build points, plus 1 for having at least 1 unit in each of
the three arenas (retreated units and Pilots on units are not in an arena
as units).`,
	Cites: refs(refTurn, glossBuildRoll, refPilotingUnits, refBuildZone),
	Run: func(t *Table, q int) rulings.Ruling {
		var r ruling
		roll := q
		r.Stepf(refs(refTurn, glossBuildRoll), "The Light Side rolled %d: each player gets %d build points, and 1 more for having at least 1 unit in each arena.", roll, roll)
		total := map[Side]int{}
		for _, s := range []Side{Dark, Light} {
			var missing []string
			for _, a := range Arenas {
				if len(t.unitsIn(s, a)) == 0 {
					missing = append(missing, title(a))
				}
			}
			total[s] = roll
			if len(missing) == 0 {
				total[s]++
				r.Stepf(refs(refTurn, glossBuildRoll), "The %s has units in all three arenas: %d + 1 = %d.", sideName(s), roll, total[s])
			} else {
				r.Stepf(refs(refTurn, glossBuildRoll, refBuildZone), "The %s has no unit in the %s %s (retreated units and Pilots on units do not count): %d.", sideName(s), listAnd(missing), plural(len(missing), "arena", "arenas"), roll)
			}
		}
		return r.verdict(rulings.Answer, "The Dark Side gets %d build points and the Light Side %d.", total[Dark], total[Light])
	},
})

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

func title(a Arena) string {
	if a == "" {
		return ""
	}
	return strings.ToUpper(string(a[:1])) + string(a[1:])
}

// speedOf is a unit's speed: its stack's, plus a Pilot's speed bonus.
func speedOf(u *Unit) int {
	s := numbersOf(u.Card, u.Beneath).Speed
	if u.Pilot != nil && u.Pilot.PilotAbility != nil && u.inBattle() {
		s += u.Pilot.PilotAbility.Speed
	}
	return s
}

// AttackOrderRule gives the order the untapped units of an arena attack in (W19).
var AttackOrderRule = register(&Rule[Arena]{
	ID:       "swtcg-attack-order",
	Title:    "Order of attacks in a battle step",
	Question: "attack_order",
	Schema:   "enum=space,enum=ground,enum=character,description=the order in which the untapped units of an arena attack",
	Check:    checkAttackOrder,
	Describe: func(a Arena) string { return "attack_order: " + string(a) },
	Doc: `In each battle step the untapped units attack one at a time from the
highest speed to the lowest, both players' units together; a tie between
the players goes to the Dark Side, a tie within one player's units is that
player's choice. Once a later battle step starts, an earlier arena's units
cannot attack again.`,
	Cites: refs(refBattlePhase, refGeneralRules, glossSpeed, refStacking, refPilots),
	Run: func(t *Table, q Arena) rulings.Ruling {
		var r ruling
		a := q
		if s := t.State.Step; isBattleStep(s) && arenaIndex(Arena(strings.TrimSuffix(string(s), "_battle"))) > arenaIndex(a) {
			r.Stepf(refs(refBattlePhase), "The %s has started: units in the %s arena cannot attack again this battle phase, even if untapped.", strings.ReplaceAll(string(s), "_", " "), a)
			return r.verdict(rulings.Answer, "No unit in the %s arena attacks any more this battle phase.", title(a))
		}
		var us []*Unit
		for _, s := range []Side{Dark, Light} {
			for _, u := range t.unitsIn(s, a) {
				if u.Tapped {
					r.Stepf(refs(refBattlePhase), "%s is tapped: it does not attack in this step.", u.label())
					continue
				}
				us = append(us, u)
			}
		}
		if len(us) == 0 {
			r.Stepf(refs(refBattlePhase), "No untapped unit is in the %s arena.", title(a))
			return r.verdict(rulings.Answer, "No unit attacks in the %s battle step.", a)
		}
		sort.SliceStable(us, func(i, j int) bool { return speedOf(us[i]) > speedOf(us[j]) })
		var parts []string
		for i := 0; i < len(us); {
			j := i
			for j < len(us) && speedOf(us[j]) == speedOf(us[i]) {
				j++
			}
			parts = append(parts, orderTied(&r, us[i:j]))
			i = j
		}
		r.Stepf(refs(refBattlePhase, glossSpeed), "Untapped units attack from the highest speed to the lowest (speeds count stack bonuses and Pilot bonuses).")
		return r.verdict(rulings.Answer, "Attack order in the %s arena: %s.", title(a), strings.Join(parts, ", then "))
	},
})

// orderTied orders units of equal speed: the Dark Side's first, each
// player's own ties in that player's chosen order.
func orderTied(r *ruling, us []*Unit) string {
	speed := speedOf(us[0])
	var bySide = map[Side][]string{}
	for _, u := range us {
		bySide[u.Owner] = append(bySide[u.Owner], u.label())
	}
	var groups []string
	for _, s := range []Side{Dark, Light} {
		switch n := len(bySide[s]); {
		case n == 1:
			groups = append(groups, bySide[s][0])
		case n > 1:
			groups = append(groups, listAnd(bySide[s])+" (in the "+sideName(s)+"'s chosen order)")
			r.Stepf(refs(refBattlePhase), "%s have the same speed, %d, and are all the %s's: that player chooses their order.", listAnd(bySide[s]), speed, sideName(s))
		}
	}
	if len(bySide[Dark]) > 0 && len(bySide[Light]) > 0 {
		r.Stepf(refs(refGeneralRules, refBattlePhase), "Speed %d is a tie between the players: the Dark Side wins ties, so its %s first.", speed, plural(len(bySide[Dark]), "unit attacks", "units attack"))
	}
	return fmt.Sprintf("%s (speed %d)", strings.Join(groups, " then "), speed)
}

func arenaIndex(a Arena) int {
	for i, x := range Arenas {
		if x == a {
			return i
		}
	}
	return -1
}

// locationArena is the arena a Location's subtype names, or "".
func locationArena(c *Card) Arena {
	for _, a := range Arenas {
		if c.hasSubtype(string(a)) {
			return a
		}
	}
	return ""
}

// GoesToRule says which arena a card goes into (W17).
var GoesToRule = register(&Rule[string]{
	ID:       "swtcg-goes-to",
	Title:    "Which arena a card goes into",
	Question: "goes_to",
	Schema:   "description=a card in hand: which arena it goes into",
	Check:    checkGoesTo,
	Describe: func(card string) string { return "goes_to: " + card },
	Doc: `A unit goes into the arena of its type (or stays retreated in the
build zone); a Location only into the arena its subtype names, one Location
per arena, and a cheaper Location replacing another costs the old one's
build cost; Battle and Mission cards never go into an arena.`,
	Cites: refs(refLocations, refArenas, refUnitCards, refBuildZone, refBattleCards, refMissionCards, glossLocation, glossType),
	Run: func(t *Table, q string) rulings.Ruling {
		var r ruling
		c := t.hand(q)
		switch {
		case isUnitType(c.Type):
			r.Stepf(refs(refUnitCards, glossType), "%s is a %s unit: when deployed it goes into the %s arena.", cardLabel(*c), title(Arena(c.Type)), title(Arena(c.Type)))
			r.Step("Its owner may instead keep it in the build zone, retreated.", refBuildZone)
			return r.verdict(rulings.Answer, "%s goes into the %s arena.", cardLabel(*c), title(Arena(c.Type)))
		case c.Type == LocationCard:
			a := locationArena(c)
			r.Stepf(refs(refLocations, glossLocation), "%s is a Location whose subtype is %s: it can go only into the %s arena.", cardLabel(*c), title(a), title(a))
			for _, u := range t.State.Units {
				if u.Type == LocationCard && u.In == string(a) {
					old, cost := val(u.Cost), val(c.Cost)
					if cost >= old {
						r.Stepf(refs(refLocations, refArenas), "The %s arena already has a Location, %s (cost %d); only 1 Location fits in each arena. %s costs %d, at least as much, so it replaces it by the usual build counters.", title(a), u.Name, old, cardLabel(*c), cost)
					} else {
						r.Stepf(refs(refLocations, refArenas), "The %s arena already has a Location, %s (cost %d); only 1 Location fits in each arena. %s costs only %d, so putting it there costs %d build points, the old Location's cost.", title(a), u.Name, old, cardLabel(*c), cost, old)
					}
					r.Assume("the rulebook does not say what becomes of the replaced Location")
				}
			}
			return r.verdict(rulings.Answer, "%s goes only into the %s arena.", cardLabel(*c), title(a))
		case c.Type == MissionCard:
			r.Stepf(refs(refMissionCards), "%s is a Mission: it is built in the build zone and, when completed, resolved and discarded; it never goes into an arena.", cardLabel(*c))
			return r.verdict(rulings.Answer, "%s goes into no arena.", cardLabel(*c))
		case c.Type == BattleCard:
			r.Stepf(refs(refBattleCards), "%s is a Battle card: it is played for its Force cost and discarded; it never goes into an arena.", cardLabel(*c))
			return r.verdict(rulings.Answer, "%s goes into no arena.", cardLabel(*c))
		}
		r.Assume("%s has no type: give type: space, ground, character, battle, mission or location", cardLabel(*c))
		return r.verdict(rulings.Answer, "The arena of %s cannot be told without its type.", cardLabel(*c))
	},
})
