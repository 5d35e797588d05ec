package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// AddToStackRule gives the build counters a new version needs before it
// can be deployed onto a unit already in battle or retreated (W13–W15).
var AddToStackRule = register(&Rule[*AddToStack]{
	ID:       "swtcg-add-to-stack",
	Title:    "Build counters to deploy a new version onto a stack",
	Question: "add_to_stack",
	Schema:   "description=build counters needed to deploy a new version onto a unit in battle or retreated",
	Check:    checkAddToStack,
	Describe: describeAddToStack,
	Doc: `With a unique unit in battle or retreated, a new version of it is
deployed onto the stack: 1 counter if it costs no more than the top card
(on top or beneath, as you choose) or goes beneath; to go on top of a
cheaper card it needs the difference in cost plus 1.`,
	Cites: refs(refMakingStack, refStackingRules, refVersion, glossSameName, glossUnique),
	Run: func(t *Table, q *AddToStack) rulings.Ruling {
		var r ruling
		a := q
		p := t.piece(a.Unit)
		top, beneath := stackOf(p)
		label := p.label()
		if !stackLegal(&r, label, top, beneath, a.Card) {
			return r.verdict(rulings.Illegal, "%s cannot be added to %s's stack.", cardLabel(a.Card), label)
		}
		where := "in battle"
		if !p.Unit.inBattle() {
			where = "retreated"
		}
		newCost, topCost := val(a.Card.Cost), val(top.Cost)
		r.Stepf(refs(refMakingStack), "%s is %s, so building another version of it follows the stacking rules; compare the new card's build cost with the top card's: %s costs %d, %s (top) costs %d.",
			label, where, cardLabel(a.Card), newCost, cardLabel(top), topCost)
		counters := 1
		switch {
		case newCost <= topCost:
			r.Stepf(refs(refMakingStack), "%d is not more than %d: the new card can be deployed with 1 build counter, on top or beneath, the player's choice.", newCost, topCost)
		case a.Place == "beneath":
			r.Stepf(refs(refMakingStack), "%d is more than %d, but the new card goes beneath: 1 build counter is enough.", newCost, topCost)
		default:
			counters = newCost - topCost + 1
			r.Stepf(refs(refMakingStack), "%d is more than %d and the new card goes on top: it needs the difference plus 1, %d − %d + 1 = %d build counters.", newCost, topCost, newCost, topCost, counters)
		}
		r.Stepf(refs(refMakingStack), "Adding the card does not change the damage counters on the unit: it keeps %d.", damageOf(p))
		after := append([]Card{}, beneath...)
		newTop := top
		if a.Place == "top" {
			after, newTop = append([]Card{top}, after...), a.Card
		} else {
			after = append(after, a.Card)
		}
		num := numbersOf(newTop, after)
		r.Stepf(refs(refStacking), "With %s on top and %d beneath, the stack will have speed %d, power %d, health %d and total build cost %d.", cardLabel(newTop), len(after), num.Speed, num.Power, num.Health, num.Cost)
		return r.verdict(rulings.Answer, "%s can be deployed %s %s once it has %d build %s.", cardLabel(a.Card), placeWord(a.Place), label, counters, plural(counters, "counter", "counters"))
	},
})

func checkAddToStack(c *checker, a *AddToStack) error {
	if err := c.mustRef(c.path+".unit", a.Unit); err != nil {
		return err
	}
	if err := c.checkCard(c.path+".card", &a.Card); err != nil {
		return err
	}
	if a.Card.Cost == nil {
		return c.Errorf(c.path+".card", "the new card needs its cost")
	}
	if a.Place != "top" && a.Place != "beneath" {
		return c.Errorf(c.path+".place", "place %q: want top or beneath", a.Place)
	}
	return nil
}

// describeAddToStack is an add_to_stack question as asked.
func describeAddToStack(a *AddToStack) string {
	return fmt.Sprintf("add_to_stack: %s %s %s", cardLabel(a.Card), placeWord(a.Place), a.Unit)
}
