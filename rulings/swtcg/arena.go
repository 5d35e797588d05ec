package swtcg

import (
	"fmt"
	"strings"
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
