package swtcg

import (
	"sort"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

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

func checkAttackOrder(c *checker, a Arena) error {
	switch a {
	case Space, Ground, Character:
		return nil
	}
	return c.Errorf(c.path, "arena %q: want space, ground or character", a)
}
