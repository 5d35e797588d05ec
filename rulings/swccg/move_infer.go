package swccg

import (
	"fmt"
)

// inferKind reads the kind of movement from where the card is and where it
// goes, when the question does not name one.
func inferKind(c *moveCheck) (kind, why string) {
	from, dest, target, p := c.from, c.dest, c.target, c.mover
	if c.ds != nil {
		return "death_star", "a Death Star moves only by hyperspeed"
	}
	if p == nil || from == nil {
		return "", ""
	}
	if target != nil {
		switch {
		case p.Host == target:
			return "", ""
		case p.Host == nil && isSite(from) && samePlace(from.Of, target.Name):
			return "starship_site", fmt.Sprintf("from %s to %s itself is a move between a starship or vehicle and its site", from.Name, target.Name)
		case p.Host != nil && p.Host.Host == target || target.Host == p.Host && p.Host != nil:
			return "embark", fmt.Sprintf("from %s to %s aboard the same carrier is embarking", p.Host.Name, target.Name)
		case samePlace(target.Location(), from.Name) && p.Host == nil:
			return "embark", fmt.Sprintf("%s boards %s at the same location: embarking", p.Name, target.Name)
		case isType(target, "Starship") && isSite(from) && samePlace(systemOfPlace(c.t, from), target.Location()):
			return "shuttle", fmt.Sprintf("from the site %s to the starship %s at the related system is shuttling", from.Name, target.Name)
		}
		return "", ""
	}
	if dest == nil {
		return "", ""
	}
	if l, _, ok := c.locationMoveText(); ok && c.t.Location(c.q.Via) == l {
		return "location_text", fmt.Sprintf("%s's own movement text (via:) moves it", l.Name)
	}
	if p.Host != nil && samePlace(dest.Name, from.Name) {
		return "disembark", fmt.Sprintf("from %s to the location it is at is disembarking", p.Host.Name)
	}
	if p.Host != nil && samePlace(dest.Of, p.Host.Name) {
		return "starship_site", fmt.Sprintf("from %s to its own site %s is a move between a starship or vehicle and its sites", p.Host.Name, dest.Name)
	}
	if p.Host != nil && isType(p, "Character") && isSite(dest) && samePlace(systemOfPlace(c.t, dest), from.Name) {
		return "shuttle", fmt.Sprintf("from the starship %s to the site %s of the related system is shuttling", p.Host.Name, dest.Name)
	}
	switch {
	case dest.Trench || from.Trench:
		return "attack_run", "to or from the Trench is an Attack Run move"
	case isSite(from) && isSite(dest) && from.Of != "" && !samePlace(dest.Of, from.Of) && samePlace(dest.Name, placeOfShip(c, from.Of)):
		return "starship_site", fmt.Sprintf("from %s's site to the location where %s is is a starship-site move", from.Of, from.Of)
	case isSite(from) && isSystem(dest) && from.Of != "" && samePlace(dest.Name, placeOfShip(c, from.Of)) && !isType(p, "Starship"):
		return "starship_site", fmt.Sprintf("from %s's site to the location where %s is is a starship-site move", from.Of, from.Of)
	case isSite(from) && isSite(dest) && siteGroup(from) == siteGroup(dest):
		return "landspeed", "between sites of one row it is landspeed"
	case isSite(from) && isSite(dest) && from.DockingBay && dest.DockingBay:
		return "docking_bay_transit", "between docking bays of different places it is docking bay transit"
	case from.DeathStar && samePlace(from.Orbiting, dest.Name) || dest.DeathStar && samePlace(dest.Orbiting, from.Name):
		return "to_death_star", "between a Death Star and the system it orbits"
	case isSystem(from) && isSystem(dest):
		return "hyperspeed", "from one system to another is hyperspeed"
	case (isSystem(from) || isSector(from)) && isSite(dest):
		return "landing", fmt.Sprintf("from %s down to the site %s is landing", from.Name, dest.Name)
	case isSite(from) && (isSystem(dest) || isSector(dest)):
		return "take_off", fmt.Sprintf("from the site %s up to %s is taking off", from.Name, dest.Name)
	case isSector(from) || isSector(dest):
		return "sector", "to or from a sector is sector movement"
	}
	if l, _, ok := c.locationMoveText(); ok {
		return "location_text", fmt.Sprintf("no other kind of movement joins them; %s's own movement text may", l.Name)
	}
	return "", ""
}

// placeOfShip is where the starship or vehicle named is.
func placeOfShip(c *moveCheck, name string) string {
	if ship := c.t.Piece(name); ship != nil {
		return ship.Location()
	}
	return ""
}
