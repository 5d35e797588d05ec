package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

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

func checkDropBomb(c *checker, b *BombAsk) error {
	if err := c.mustShip(b.Ship, c.path+".ship"); err != nil {
		return err
	}
	return c.names(b.Under, c.path+".under", c.mustShip)
}
