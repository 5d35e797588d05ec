package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// BuildPointsRule gives each player's build points for the Light Side's roll.
var BuildPointsRule = register(&Rule[int]{
	ID:       "swtcg-build-points",
	Title:    "Build points for the turn",
	Question: "build_points",
	Schema:   "minimum=1,maximum=6,description=each player's build points for this roll of the Light Side's die",
	Check:    checkBuildPoints,
	Describe: func(roll int) string { return fmt.Sprintf("build_points: the Light Side rolls %d", roll) },
	Doc: `In the roll for build points the Light Side rolls one die; each player
gets that many build points, plus 1 for having at least 1 unit in each of
the three arenas (retreated units and Pilots on units are not in an arena
as units).`,
	Cites: refs(refTurn, glossBuildRoll, refPilotingUnits, refBuildZone),
	Run: func(t *Table, q int) rulings.Ruling {
		var r ruling
		roll := q
		r.Stepf(refs(refTurn, glossBuildRoll), "The Light Side rolled %d: each player gets %d build points, and 1 more for having at least 1 unit in each arena.", roll, roll)
		total := map[Side]int{}
		for _, s := range []Side{Dark, Light} {
			var missing []string
			for _, a := range Arenas {
				if len(t.unitsIn(s, a)) == 0 {
					missing = append(missing, title(a))
				}
			}
			total[s] = roll
			if len(missing) == 0 {
				total[s]++
				r.Stepf(refs(refTurn, glossBuildRoll), "The %s has units in all three arenas: %d + 1 = %d.", sideName(s), roll, total[s])
			} else {
				r.Stepf(refs(refTurn, glossBuildRoll, refBuildZone), "The %s has no unit in the %s %s (retreated units and Pilots on units do not count): %d.", sideName(s), listAnd(missing), plural(len(missing), "arena", "arenas"), roll)
			}
		}
		return r.verdict(rulings.Answer, "The Dark Side gets %d build points and the Light Side %d.", total[Dark], total[Light])
	},
})

func checkBuildPoints(c *checker, roll int) error {
	if roll < 1 || roll > 6 {
		return c.Errorf(c.path, "the Light Side rolls one die: 1 to 6, not %d", roll)
	}
	return nil
}
