package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// Obstructed rules whether an attack is obstructed.
var Obstructed = register(&Rule[*AttackAsk]{
	ID:       "xwing-obstructed",
	Title:    "Obstructed attack",
	Question: "obstructed",
	Schema:   "description=is this attack obstructed?",
	Check:    checkObstructed,
	Describe: func(a *AttackAsk) string { return fmt.Sprintf("obstructed: %s attacks %s", a.Attacker, a.Defender) },
	Doc: `An attack is obstructed when the line between the closest points of the
two ships, inside the attacker's firing arc, overlaps an obstacle token
(Rulebook page 20 erratum), or passes through a section of a huge ship that
is not the target (the defender then rolls one more defense die). Bomb
tokens are not obstacles; the ruler's width does not matter.`,
	Cites: refs(refObstructedErrata, refObstaclesExample, refHugeObstructing, qBombsObstacles, qRulerWidth, qFriendly, refCloak),
	Run: func(t *Table, q *AttackAsk) rulings.Ruling {
		var r rulings.Ruling
		a := q
		att, def := t.Ship(a.Attacker), t.Ship(a.Defender)
		if att.Player == def.Player {
			r.Stepf(refs(qFriendly), "%s and %s are both %s's: a ship cannot attack a friendly ship.", att.Name(), def.Name(), att.Player)
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s cannot attack %s at all.", att.Name(), def.Name())
			return r
		}
		if att.Cloaked {
			r.Stepf(refs(refCloak), "%s has a cloak token: it cannot perform attacks.", att.Name())
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s cannot attack while cloaked.", att.Name())
			return r
		}
		r.Stepf(refs(refObstructedErrata, withNote(refObstaclesExample, "closest point to closest point")),
			"Measure the line from %s's closest point to %s's closest point, inside %s's firing arc; the attack is obstructed if it overlaps an obstacle token.", att.Name(), def.Name(), att.Name())
		if len(a.LineCrossesBombs) > 0 {
			r.Stepf(refs(qBombsObstacles), "The line crosses %s, but bomb tokens are not obstacles: they do not obstruct.", strings.Join(a.LineCrossesBombs, " and "))
		}
		var by []string
		if len(a.LineCrosses) > 0 {
			r.Stepf(refs(refObstructedErrata, withNote(qRulerWidth, "single edge; width never matters")), "The line crosses %s: the attack is obstructed.", strings.Join(a.LineCrosses, " and "))
			by = append(by, a.LineCrosses...)
		}
		for _, h := range a.LineCrossesShips {
			r.Stepf(refs(refHugeObstructing), "The line passes through a section of %s, a huge ship that is not the target: the attack is obstructed and %s rolls one additional defense die.", h, def.Name())
			by = append(by, h)
		}
		if len(by) == 0 {
			r.Stepf(refs(refObstructedErrata, withNote(refObstaclesExample, "the line does not cross the asteroid")), "The line crosses no obstacle and no other huge ship: the attack is not obstructed.")
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s's attack on %s is not obstructed.", att.Name(), def.Name())
			return r
		}
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s's attack on %s is obstructed (by %s).", att.Name(), def.Name(), strings.Join(by, ", "))
		return r
	},
})

func checkObstructed(c *checker, a *AttackAsk) error {
	if err := c.mustShip(a.Attacker, c.path+".attacker"); err != nil {
		return err
	}
	if err := c.mustShip(a.Defender, c.path+".defender"); err != nil {
		return err
	}
	if err := c.names(a.LineCrosses, c.path+".line_crosses", c.mustObstacle); err != nil {
		return err
	}
	if err := c.names(a.LineCrossesShips, c.path+".line_crosses_ships", c.mustHuge); err != nil {
		return err
	}
	return c.names(a.LineCrossesBombs, c.path+".line_crosses_bombs", c.mustBomb)
}
