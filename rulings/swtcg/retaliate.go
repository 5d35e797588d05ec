package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refRetaliate    = rules("Keyword Abilities", "Retaliate")
	glossRetaliate  = gloss("Retaliate")
	glossDiceDamage = gloss("dice of damage")
)

// RetaliateRule rules on a defending unit's Retaliate: whether it may be
// played, and the damage its dice do.
var RetaliateRule = register(&Rule[*RetaliateAsk]{
	ID:       "swtcg-retaliate",
	Title:    "Retaliate: dice of damage to the attacker when the attack ends",
	Question: "retaliate",
	Schema:   "description=may this unit Retaliate against the attacker of the table's attack, and how much damage do its dice do?",
	Check:    checkRetaliate,
	Describe: func(q *RetaliateAsk) string { return "retaliate: " + q.Unit },
	Doc: `A unit with Retaliate X that is attacked by a unit in its own arena may
play it when attacked, before the dice are rolled (paying any Force it
costs); when the attack ends, even if the unit was taken out, it does X
dice of damage to the attacker: each die of 4 or more does 1 damage.
Accuracy and Critical Hit do not apply to them; Stun does.`,
	Cites: refs(refRetaliate, retaliateReminder, retaliateWhen, retaliateResolves, retaliateNoCrit, retaliateStun, retaliateMany, glossRetaliate, glossDiceDamage, diceOfDamage, refStun),
	Run:   runRetaliate,
})

// RetaliateAsk is a unit that would Retaliate against the table's attack.
type RetaliateAsk struct {
	Unit string `json:"unit" jsonschema:"required,description=the retaliating unit (the defender)"`
	// AfterRoll: Retaliate is played after the attack dice were rolled.
	AfterRoll bool `json:"after_roll,omitempty" jsonschema:"description=it is played after the attack dice were rolled"`
	// Dice are the Retaliate dice rolled when the attack ended.
	Dice []int `json:"dice,omitempty" jsonschema:"description=the Retaliate dice rolled when the attack ended (1 to 6)"`
}

func runRetaliate(t *Table, q *RetaliateAsk) rulings.Ruling {
	var r ruling
	at := t.State.Attack
	u, a := t.piece(q.Unit).Unit, t.piece(at.Attacker).Unit
	k := keywordsOf(u)
	no := func(why string) rulings.Ruling {
		return r.verdict(rulings.No, "%s may not Retaliate against %s: %s", u.label(), a.label(), why)
	}
	if k.Retaliate == 0 {
		r.Stepf(refs(refRetaliate), "%s has no Retaliate ability (its own or its Pilot's).", u.label())
		return no("it has no Retaliate.")
	}
	if t.piece(at.Defender).Unit != u {
		r.Stepf(refs(retaliateReminder, retaliateMany), "Retaliate answers a unit attacking this unit; %s attacks %s.", a.label(), t.piece(at.Defender).Unit.label())
		r.Assume("an attack that affects more than one of the player's units (through Intercept) lets each of them Retaliate; the table's attack: names one defender")
		return no("it is not the unit attacked.")
	}
	if a.In != u.In {
		r.Stepf(refs(retaliateReminder), "%s attacks from the %s arena (%s): Retaliate answers a unit in the same arena as the retaliating unit.", a.label(), title(Arena(a.In)), modeWordOf(at.Mode))
		return no("the attacker is not in its arena.")
	}
	if q.AfterRoll {
		r.Stepf(refs(retaliateWhen), "Retaliate is chosen when the unit is attacked, before dice are rolled; the attack dice are already rolled.")
		return no("it is too late once the attack dice are rolled.")
	}
	r.Stepf(refs(retaliateReminder, retaliateWhen), "%s is attacked by %s, in its own arena, and plays Retaliate %d before the attack dice are rolled (paying any Force its text asks).", u.label(), a.label(), k.Retaliate)
	r.Stepf(refs(retaliateResolves), "Retaliate resolves when the attack is over, even if %s was taken out by the attack.", u.label())
	if len(q.Dice) == 0 {
		r.Stepf(refs(diceOfDamage), "It rolls %d dice of damage: each die of 4 or more does 1 damage to %s.", k.Retaliate, a.label())
		return r.verdict(rulings.Yes, "%s may Retaliate: %d dice of damage to %s when the attack ends.", u.label(), k.Retaliate, a.label())
	}
	if len(q.Dice) != k.Retaliate {
		r.Stepf(refs(refRetaliate), "Retaliate %d rolls %d dice; %d were rolled: roll again with the right number.", k.Retaliate, k.Retaliate, len(q.Dice))
		return r.verdict(rulings.Yes, "%s may Retaliate with %d dice; the %d rolled must be rolled again.", u.label(), k.Retaliate, len(q.Dice))
	}
	dmg := 0
	for _, d := range q.Dice {
		if d >= 4 {
			dmg++
		}
	}
	if ka := keywordsOf(a); ka.Armor {
		r.Assume("Armor (hit only on 5 or more) is read as not applying: these are dice of damage, not attack dice, and the rulebook defines hits only for attacks")
	}
	if k.Accuracy > 0 || k.CriticalHit > 0 {
		r.Stepf(refs(retaliateNoCrit), "Retaliate dice are dice of damage: %s's Accuracy and Critical Hit do not apply to them.", u.label())
	}
	if k.Stun > 0 && dmg > 0 {
		r.Stepf(refs(retaliateStun, refStun), "Stun triggers on the unit doing damage, so if any of it is not prevented, %s's Stun %d gives %s -%d power until end of turn.", u.label(), k.Stun, a.label(), k.Stun)
	}
	r.Stepf(refs(diceOfDamage), "Dice %s: each 4 or more does 1 damage: %d damage to %s.", joinDice(q.Dice), dmg, a.label())
	return r.verdict(rulings.Yes, "%s may Retaliate: %d damage to %s when the attack ends.", u.label(), dmg, a.label())
}

func modeWordOf(mode string) string {
	switch mode {
	case "bombard":
		return "with Bombard"
	case "ion_cannon":
		return "with Ion Cannon"
	}
	return "a normal attack"
}

func checkRetaliate(c *checker, q *RetaliateAsk) error {
	if err := c.attackUnderWay(); err != nil {
		return err
	}
	for i, d := range q.Dice {
		if d < 1 || d > 6 {
			return c.Errorf(fmt.Sprintf("%s.dice[%d]", c.path, i), "die %d: want 1 to 6", d)
		}
	}
	return c.mustUnit(c.path+".unit", q.Unit)
}
