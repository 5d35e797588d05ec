package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

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
			costs := ""
			if c.Cost != nil {
				costs = fmt.Sprintf(", for its cost, %d build points", *c.Cost)
			}
			for _, u := range t.State.Units {
				if u.Type == LocationCard && u.In == string(a) {
					old, cost := val(u.Cost), val(c.Cost)
					if cost >= old {
						r.Stepf(refs(refLocations, refArenas), "The %s arena already has a Location, %s (cost %d); only 1 Location fits in each arena. %s costs %d, at least as much, so it replaces it by the usual build counters.", title(a), u.Name, old, cardLabel(*c), cost)
						costs = fmt.Sprintf(", replacing %s for its own cost, %d build points", u.Name, cost)
					} else {
						r.Stepf(refs(refLocations, refArenas), "The %s arena already has a Location, %s (cost %d); only 1 Location fits in each arena. %s costs only %d, so putting it there costs %d build points, the old Location's cost.", title(a), u.Name, old, cardLabel(*c), cost, old)
						costs = fmt.Sprintf(", replacing %s for %d build points, the old Location's cost (its own is %d)", u.Name, old, cost)
					}
					r.Assume("the rulebook does not say what becomes of the replaced Location")
				}
			}
			return r.verdict(rulings.Answer, "%s goes only into the %s arena%s.", cardLabel(*c), title(a), costs)
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

func checkGoesTo(c *checker, card string) error {
	if c.t.hand(card) == nil {
		return c.Errorf(c.path, "no card %q in hand:", card)
	}
	return nil
}
