package swccg

import (
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A creature moves only within its habitat (Glossary 2.0 "creatures":
// "Creatures deploy and move only within their 'habitat'"): every site its
// move crosses and the one it stops at must be in it, read as deploy reads
// it (habitatHolds).

// outsideHabitat is the first of the places a creature's move reaches that
// is outside its habitat, with why; "" when all are in it or the habitat
// cannot be read against one (an assumption then).
func (c *moveCheck) outsideHabitat(places []*table.Location) (string, string) {
	p := c.mover
	if p.Card == nil || p.Card.Type != "Creature" {
		return "", ""
	}
	for _, fx := range p.Card.Effects {
		if fx.Kind != "habitat" {
			continue
		}
		last := ""
		for _, l := range places {
			ok, known, why := habitatHolds(c.t, fx.Target, spot{Place: placeOf(c.t, l.Name)})
			switch {
			case ok:
				last = why
			case met(p.Entry.Met, fx.Target):
				last = "declared met"
			case !known:
				c.r.Assume("%s's habitat (%s) was not read against %s; add it to %s's met: if it holds", p.Name, fx.Target, l.Name, p.Name)
			default:
				return l.Name, "its habitat is " + fx.Target + ": " + why
			}
		}
		if last != "" {
			c.r.Stepf(cites(glossHabitat), "%s's habitat is %s: %s.", p.Name, fx.Target, last)
		}
	}
	return "", ""
}
