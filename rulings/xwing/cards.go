package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// WrongDial rules on a dial of the wrong ship type (competitive play).
var WrongDial = register(&Rule[*DialAsk]{
	ID:       "xwing-wrong-dial",
	Title:    "Wrong ship dial revealed",
	Question: "wrong_dial",
	Schema:   "description=a dial of another ship type was revealed: what does the ship do?",
	Check:    func(c *checker, d *DialAsk) error { return c.mustShip(d.Ship, c.path+".ship") },
	Describe: func(d *DialAsk) string {
		return fmt.Sprintf("wrong_dial: %s revealed a %s dial showing %s", d.Ship, d.DialOf, d.Revealed)
	},
	Doc: `At competitive events a player who assigned another ship type's dial
tells the opponent on revealing it. A revealed maneuver the ship's own dial
has is executed as normal; otherwise the opponent chooses a legal maneuver
from the ship's actual dial.`,
	Cites: refs(refMistakes),
	Run: func(t *Table, q *DialAsk) rulings.Ruling {
		var r rulings.Ruling
		d := q
		s := t.Ship(d.Ship)
		r.Stepf(refs(refMistakes), "%s's player assigned a %s dial: on revealing it he must tell his opponent of the error.", s.Name(), d.DialOf)
		if d.OnOwnDial {
			r.Stepf(refs(withNote(refMistakes, "legal for that ship: executed as normal")), "The revealed %s is also on %s's own dial: it is a legal maneuver for that ship.", d.Revealed, s.Name())
			r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s executes the revealed %s as normal.", s.Name(), d.Revealed)
			return r
		}
		r.Stepf(refs(withNote(refMistakes, "not legal: the opponent chooses")), "The revealed %s is not on %s's own dial: the opponent chooses which legal maneuver from that ship's actual dial it performs.", d.Revealed, s.Name())
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("The opponent chooses a legal maneuver from %s's own dial for it to perform.", s.Name())
		return r
	},
})

// Copies rules on several copies of one card on a ship.
var Copies = register(&Rule[*CopiesAsk]{
	ID:       "xwing-copies",
	Title:    "Several copies of one card",
	Question: "copies",
	Schema:   "description=do all copies of a card on one ship trigger?",
	Check:    func(c *checker, a *CopiesAsk) error { return c.mustShip(a.Ship, c.path+".ship") },
	Describe: func(a *CopiesAsk) string { return fmt.Sprintf("copies: %s's copies of %s", a.Ship, a.Card) },
	Doc: `Copies of a card whose ability needs no action all trigger (two
Mercenary Copilots change two hits to two crits); copies of a card whose
ability is an action still allow that action once per round.`,
	Cites: refs(qCopies, qSameCardAction),
	Run: func(t *Table, q *CopiesAsk) rulings.Ruling {
		var r rulings.Ruling
		c := q
		s := t.Ship(c.Ship)
		n := copiesOf(s, c.Card)
		action := false
		for _, u := range s.Upgrades {
			if glossary.Fold(u.Name) == glossary.Fold(c.Card) && u.Action {
				action = true
			}
		}
		r.Stepf(nil, "%s has %d %s of %s.", s.Name(), n, plural(n, "copy", "copies"), c.Card)
		switch {
		case n == 0:
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s has no %s to trigger.", s.Name(), c.Card)
		case action:
			r.Stepf(refs(qSameCardAction), "%s's ability needs an action: however many copies, the action is performed once per round.", c.Card)
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s performs %s's action once per round, not once per copy.", s.Name(), c.Card)
		default:
			note := ""
			if glossary.Fold(c.Card) == glossary.Fold("Mercenary Copilot") {
				note = fmt.Sprintf(" (the FAQ's own example: attacking with two, it changes two hit results to two critical hit results; here %d)", n)
			}
			r.Stepf(refs(withNote(qCopies, "two Mercenary Copilots")), "%s's ability needs no action: every copy triggers%s.", c.Card, note)
			r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("All %d copies of %s on %s trigger.", n, c.Card, s.Name())
		}
		return r
	},
})

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

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

// DropBomb rules on dropping a bomb and whether it detonates at once.
var DropBomb = register(&Rule[*BombAsk]{
	ID:       "xwing-drop-bomb",
	Title:    "Dropping a bomb (and Proximity Mines)",
	Question: "drop_bomb",
	Schema:   "description=may the ship drop this bomb, and does it detonate?",
	Check:    checkDropBomb,
	Describe: func(b *BombAsk) string { return fmt.Sprintf("drop_bomb: %s drops %s", b.Ship, b.Bomb) },
	Doc: `A ship drops at most one bomb per round. A bomb dropped on a ship goes
under its base and does not detonate at once, except Proximity Mines, which
do; if it lands under several ships, the dropping player chooses which
suffers the detonation.`,
	Cites: refs(refDropBomb, refProxErrata, refProxClar),
	Run: func(t *Table, q *BombAsk) rulings.Ruling {
		var r rulings.Ruling
		b := q
		s := t.Ship(b.Ship)
		if s.BombsDropped > 0 {
			r.Stepf(refs(withNote(refDropBomb, "one bomb per round")), "%s already dropped %d bomb(s) this round: a ship may drop only one bomb per round.", s.Name(), s.BombsDropped)
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not drop another bomb this round.", s.Name())
			return r
		}
		r.Stepf(refs(refDropBomb), "%s has dropped no bomb this round: it drops %s with the straight 1 template at its rear guides.", s.Name(), b.Bomb)
		prox := strings.HasPrefix(glossary.Fold(b.Bomb), "proximity mine")
		if len(b.Under) == 0 {
			r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s drops %s; it lands on no ship.", s.Name(), b.Bomb)
			return r
		}
		r.Stepf(refs(withNote(refDropBomb, "placed under the ship's base")), "The token lands on %s: it is placed under the base.", strings.Join(b.Under, " and "))
		if !prox {
			r.Stepf(refs(refDropBomb), "%s is not a Proximity Mine: it does not detonate at once, but when its own condition is met.", b.Bomb)
			r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s drops %s under %s; it does not detonate immediately.", s.Name(), b.Bomb, strings.Join(b.Under, " and "))
			return r
		}
		r.Stepf(refs(withNote(refProxErrata, "dropped on a ship: under the base, detonates immediately"), withNote(refDropBomb, "Proximity Mines do immediately detonate")),
			"A Proximity Mine dropped on a ship detonates immediately.")
		if len(b.Under) > 1 {
			r.Stepf(refs(withNote(refProxClar, "the dropping player chooses")), "It overlaps several ships: %s's player chooses which one suffers the detonation.", s.Name())
		}
		r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s drops %s under %s, and it detonates immediately.", s.Name(), b.Bomb, strings.Join(b.Under, " and "))
		return r
	},
})
