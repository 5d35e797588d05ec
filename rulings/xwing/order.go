package xwing

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var refTurr = faq("Ship Cards", "Turr Phennir")

// Order rules on the order ships activate or attack.
var Order = register(&Rule[string]{
	ID:       "xwing-order",
	Title:    "Activation and combat order",
	Question: "order",
	Schema:   "enum=activation,enum=combat,description=in what order do ships activate or attack?",
	Check:    checkOrder,
	Describe: func(o string) string { return "order: " + o },
	Doc: `Activation: every small and large ship from lowest to highest pilot skill,
then every huge ship from lowest to highest. Combat: starting with the
highest pilot skill, each ship may perform one attack; between enemies of
equal pilot skill the ship of the player with initiative attacks first.
Pilot skill is the current value (only the most recent change applies).`,
	Cites: refs(refHugeActivation, refCombatErrata, refAltered, refTurr, qBothPlayers),
	Run: func(t *Table, q string) rulings.Ruling {
		var r rulings.Ruling
		type entry struct {
			s     *Ship
			skill int
			i     int
		}
		var ships []entry
		for i := range t.State.Ships {
			s := &t.State.Ships[i]
			ships = append(ships, entry{s, currentSkill(t, s), i})
		}
		for _, e := range ships {
			if e.skill != e.s.PilotSkill {
				r.Stepf(refs(refAltered), "%s's pilot skill is %d now (printed %d).", e.s.Name(), e.skill, e.s.PilotSkill)
			}
		}
		huge := func(s *Ship) bool { return s.Size == "huge" }
		if q == "activation" {
			sort.SliceStable(ships, func(a, b int) bool {
				if huge(ships[a].s) != huge(ships[b].s) {
					return !huge(ships[a].s)
				}
				return ships[a].skill < ships[b].skill
			})
			r.Stepf(refs(refHugeActivation), "Small and large ships activate first, lowest pilot skill to highest; then huge ships, lowest to highest.")
		} else {
			ini := glossary.Fold(t.State.Initiative)
			sort.SliceStable(ships, func(a, b int) bool {
				if ships[a].skill != ships[b].skill {
					return ships[a].skill > ships[b].skill
				}
				return ini != "" && glossary.Fold(ships[a].s.Player) == ini && glossary.Fold(ships[b].s.Player) != ini
			})
			r.Stepf(refs(withNote(refCombatErrata, "one attack per ship, highest pilot skill first")), "In the Combat phase ships attack starting with the highest pilot skill; each may perform one attack against one enemy ship.")
		}
		var list []string
		tie, broken := false, false
		for i, e := range ships {
			list = append(list, fmt.Sprintf("%s (%s, %d)", e.s.Name(), e.s.Size, e.skill))
			if i == 0 || ships[i-1].skill != e.skill || huge(ships[i-1].s) != huge(e.s) {
				continue
			}
			if q == "combat" && t.State.Initiative != "" && glossary.Fold(ships[i-1].s.Player) != glossary.Fold(e.s.Player) {
				broken = true
			} else {
				tie = true
			}
		}
		if broken {
			r.Stepf(refs(withNote(refTurr, "initiative: attacks before an enemy of the same pilot skill"), qBothPlayers), "Between enemy ships of equal pilot skill, the ship of %s, who has initiative, attacks first.", t.State.Initiative)
		}
		r.Stepf(nil, "Order: %s.", strings.Join(list, " → "))
		if tie {
			r.Assume("ships with equal pilot skill are listed in file order; the core rulebook (not in the corpus) breaks such ties by initiative")
		}
		var out []string
		for _, e := range ships {
			out = append(out, e.s.Name())
		}
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s order: %s.", strings.ToUpper(q[:1])+q[1:], strings.Join(out, ", then "))
		return r
	},
})

func checkOrder(c *checker, o string) error {
	if o != "activation" && o != "combat" {
		return c.Errorf(c.path, "order %q: want activation or combat", o)
	}
	return nil
}
