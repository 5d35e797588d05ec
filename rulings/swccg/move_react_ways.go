package swccg

import (
	"fmt"
	"strings"
)

// reactWays is the Glossary's list of the ways a card may move as a 'react'.
var reactWays = narrow(glossReact, "The 'reacting' card may use its landspeed or hyperspeed")

// reactWay checks that a 'react' moves the card one of the ways the
// Glossary's "react" lists: landspeed or hyperspeed (sector moves and moves
// to or from a Death Star are by hyperspeed), landing or taking off,
// embarking or disembarking. Docking bay transit, shuttling, a location's
// movement text or moving between a vehicle and its site are not among them.
func reactWay(c *moveCheck) bool {
	kind, why := inferKind(c)
	switch kind {
	case "landspeed", "hyperspeed", "sector", "to_death_star", "landing", "take_off", "embark", "disembark":
		c.r.Stepf(cites(reactWays), "%s%s: a 'react' may move that way.", strings.ToUpper(why[:1]), why[1:])
		return true
	case "":
		why = fmt.Sprintf("%s → %s is none of them", c.name, c.destName())
	default:
		why += ", not one of them"
	}
	_, ok := c.fail(cites(reactWays), "A card moving as a 'react' may use its landspeed or hyperspeed, land or take off, or embark or disembark; %s.", why)
	return ok
}
