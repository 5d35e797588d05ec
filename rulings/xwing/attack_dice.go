package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// AttackDice rules on which extra attack dice an attack rolls.
var AttackDice = register(&Rule[*DiceAsk]{
	ID:       "xwing-attack-dice",
	Title:    "Extra attack dice belong to one attack",
	Question: "attack_dice",
	Schema:   "description=which extra attack dice does this attack roll?",
	Check:    checkAttackDice,
	Describe: func(d *DiceAsk) string { return fmt.Sprintf("attack_dice: %s's attack %d", d.Ship, d.Attack) },
	Doc: `Extra attack dice (Jan Ors, Opportunist) are added in the Roll Attack
Dice step of one attack, before rolling. A Gunner attack is a separate
attack: the dice granted for the first attack do not come back for it.`,
	Cites: refs(qExtraDice, refJanOrs, refGunner),
	Run: func(t *Table, q *DiceAsk) rulings.Ruling {
		var r rulings.Ruling
		d := q
		s := t.Ship(d.Ship)
		a := d.Attacks[d.Attack-1]
		for i, prev := range d.Attacks[:d.Attack-1] {
			if len(prev.ExtraDice) > 0 {
				r.Stepf(refs(withNote(refJanOrs, "a single attack")), "Attack %d rolled extra dice from %s: such dice belong to that attack only.", i+1, strings.Join(prev.ExtraDice, " and "))
			}
		}
		if a.Via != "" {
			cites := refs()
			if glossary.Fold(a.Via) == glossary.Fold("Gunner") {
				cites = refs(withNote(refGunner, "a separate attack"))
			}
			r.Stepf(cites, "Attack %d is granted by %s: it is a separate attack, with its own dice and modifiers.", d.Attack, a.Via)
		}
		if len(a.ExtraDice) == 0 {
			r.Stepf(refs(qExtraDice), "Nothing grants extra dice during this attack's Roll Attack Dice step.")
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's attack %d rolls no extra attack die.", s.Name(), d.Attack)
			return r
		}
		r.Stepf(refs(qExtraDice), "%s add their dice in this attack's Roll Attack Dice step, before rolling.", strings.Join(a.ExtraDice, " and "))
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's attack %d rolls extra dice from %s.", s.Name(), d.Attack, strings.Join(a.ExtraDice, " and "))
		return r
	},
})

func checkAttackDice(c *checker, d *DiceAsk) error {
	if err := c.mustShip(d.Ship, c.path+".ship"); err != nil {
		return err
	}
	if d.Attack < 1 || d.Attack > len(d.Attacks) {
		return c.Errorf(c.path+".attack", "attack %d: the ship made %d attacks this round", d.Attack, len(d.Attacks))
	}
	return nil
}
