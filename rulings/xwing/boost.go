package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// Boost rules on a boost action.
var Boost = register(&Rule[*Reposition]{
	ID:       "xwing-boost",
	Title:    "Boost legality",
	Question: "boost",
	Schema:   "description=may the ship boost with this template?",
	Check:    func(c *checker, r *Reposition) error { return c.reposition("boost", r, c.path) },
	Describe: describeReposition("boost"),
	Doc: `A boost is an action (stress and once-per-round gates apply) with the
straight 1, bank left 1 or bank right 1 template; it is illegal if the ship
would overlap a ship or an obstacle, or the template an obstacle (Boost
Action Reference Card erratum). A base outside the play area flees.`,
	Cites: refs(refBoost, refBoostErrata, refActionResolution, refDash, refProxErrata, qBombsObstacles, qOutside, qMoveBackIn,
		refStressedIonized, refAdvCloak, refExpertHandling, qSameCardAction, refDamagedSensor, refHugeFree),
	Run: func(t *Table, q *Reposition) rulings.Ruling {
		var r rulings.Ruling
		b := q
		s := t.Ship(b.Ship)
		ok := actionAllowed(&r, s, "boost", b.Via, b.Via != "")
		if ok {
			m, _ := ParseManeuver(b.Template)
			if m.Speed != 1 || (m.Bearing != "straight" && (m.Bearing != "bank" || m.Dir == "")) {
				r.Stepf(refs(refBoost), "A boost uses the straight 1, bank left 1 or bank right 1 template, not %s.", b.Template)
				ok = false
			} else {
				r.Stepf(refs(refBoost, withNote(refActionResolution, "declare template and direction, then measure")),
					"The %s template is a boost template, set at the front guides; at competitive events the player declares it before measuring and must boost if it fits.", b.Template)
				ok = placement(&r, t, s, b.Geometry, "boost", withNote(refBoostErrata, "template overlapping an obstacle"), true)
			}
		}
		verdict(&r, ok, fmt.Sprintf("%s may boost with the %s template.", s.Name(), b.Template), fmt.Sprintf("%s may not boost with the %s template.", s.Name(), b.Template))
		return r
	},
})
