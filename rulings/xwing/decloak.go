package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// Decloak rules on decloaking.
var Decloak = register(&Rule[*Reposition]{
	ID:       "xwing-decloak",
	Title:    "Decloak legality",
	Question: "decloak",
	Schema:   "description=may the ship decloak this way?",
	Check:    func(c *checker, r *Reposition) error { return c.reposition("decloak", r, c.path) },
	Describe: describeReposition("decloak"),
	Doc: `A ship with a cloak token may spend it just before revealing its dial to
barrel roll with the straight 2 template or execute a straight 2 ("Echo":
bank 2). Decloaking is neither an action nor a maneuver, so stress does not
stop it; an ionized ship, which has no dial, cannot decloak. It is illegal
if the ship would overlap a ship or an obstacle, or the template an obstacle.`,
	Cites: refs(refDecloak, refCloak, refEcho, qDecloakIonized, refStressedIonized, refProxErrata, qBombsObstacles, qOutside, qMoveBackIn),
	Run: func(t *Table, q *Reposition) rulings.Ruling {
		var r rulings.Ruling
		d := q
		s := t.Ship(d.Ship)
		ok := decloakAllowed(&r, s, d)
		if ok {
			ok = placement(&r, t, s, d.Geometry, "decloak", withNote(refDecloak, "overlap or template over an obstacle"), false)
		}
		verdict(&r, ok, fmt.Sprintf("%s may decloak by %s.", s.Name(), d.Decloak), fmt.Sprintf("%s may not decloak this way.", s.Name()))
		return r
	},
})
