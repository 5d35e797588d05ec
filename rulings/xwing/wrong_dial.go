package xwing

import (
	"fmt"

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
