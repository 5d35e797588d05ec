package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The regular kinds of movement: who may use each, where it goes, what it costs.

func cites(refs ...glossary.Ref) []glossary.Ref { return refs }

func checkLandspeed(c *moveCheck) (moveCost, bool) {
	p, from, to := c.mover, c.from, c.dest
	if !(isType(p, "Character") || isType(p, "Creature") || isType(p, "Vehicle") || movesLike(p) == "character") {
		return c.fail(cites(landspeedWho), "%s is a %s: only characters, creatures and vehicles (and cards that move like a character) use landspeed.", p.Name, strings.ToLower(p.Card.Type))
	}
	if to == nil || !isSite(from) || !isSite(to) {
		return c.fail(cites(landspeedWho), "Landspeed moves from a site to a site; %s is not one.", c.destName())
	}
	if why, cite, ok := lostValue(p, "landspeed"); ok {
		return c.fail(cites(cite), "%s: it cannot move by landspeed.", why)
	}
	if h := p.Host; h != nil && p.Entry.On == "" && !isCraft(p) {
		why := "it is aboard " + h.Name
		if h.Enclosed() {
			why += ", an enclosed " + strings.ToLower(h.Card.Type) + ", so it is not present at the site"
		}
		return c.fail(cites(landspeedWho, embarkSeparate, glossEnclosedVehicles), "%s cannot use its own landspeed: %s. It must first disembark (a separate, unlimited move); the landspeed of %s carries it.", p.Name, why, h.Name)
	}
	path, ok := sitePath(c.t, from, to)
	if !ok {
		// Next to each other by the adjacent rule's other ways (a vehicle
		// site and the site where its vehicle is).
		if ok, _ = areAdjacent(c.t, from.Name, to.Name); ok {
			c.r.Stepf(cites(glossAdjacent, glossVehicleSites), "%s and %s are adjacent: a vehicle site is adjacent to the planet site where its vehicle is.", from.Name, to.Name)
		}
	}
	if !ok {
		return c.fail(cites(landspeedWho, glossAdjacent), "%s and %s are not sites of one row whose places are known (order:, or marker numbers): landspeed crosses adjacent sites only.", from.Name, to.Name)
	}
	speed, known := landspeed(p)
	if v, src, e, ok := flyingLandspeed(c.t, p); ok {
		speed, known = v, true
		c.flyStep(p, src, e)
	} else if known {
		speed = c.textSpeed(p, "landspeed", speed)
	}
	if !known {
		return c.fail(cites(landspeedOf1, glossLandspeed), "%s has no landspeed (or a \"*\" its text defines): give landspeed: in the file.", p.Name)
	}
	all := append(append([]*table.Location{from}, path...), to)
	if where, why := c.outsideHabitat(all[1:]); where != "" {
		return c.fail(cites(glossHabitat), "%s may not move to %s: %s (creatures move only within their habitat).", p.Name, where, why)
	}
	need := float64(len(path) + 1)
	var extra []string
	for _, l := range all {
		if n, said := c.extraLandspeed(l); n > 0 {
			need += float64(n)
			extra = append(extra, said)
		}
	}
	if isType(p, "Vehicle") && !containsFold(p.Card.GameText, "interior mobile sites") {
		for _, l := range all {
			if l.Interior() {
				return c.fail(cites(landspeedWho), "%s is a vehicle: vehicles may only traverse exterior sites, and %s is interior.", p.Name, l.Name)
			}
		}
	}
	route := from.Name
	for _, l := range path {
		route += " → " + l.Name
	}
	route += " → " + to.Name
	note := ""
	if len(extra) > 0 {
		note = " (extra landspeed: " + strings.Join(extra, ", ") + ")"
	}
	if need > speed {
		return c.fail(cites(landspeedRange, throughRange), "%s needs landspeed %g%s but has %g.", route, need, note, speed)
	}
	c.r.Stepf(cites(landspeedRange, throughRange), "%s: %g of %s's landspeed %g%s; the whole path is in range and the cost is charged from the first site to the last.", route, need, p.Name, speed, note)
	if len(path) > 0 && (c.textForbids() || c.stepForbidden(all)) {
		return moveCost{}, false
	}
	c.carries()
	return force(1), true
}

func checkHyperspeed(c *moveCheck) (moveCost, bool) {
	p, from, to := c.mover, c.from, c.dest
	if !isType(p, "Starship") {
		return c.fail(cites(hyperWho), "%s is not a starship: only starships (and Death Stars) use hyperspeed.", p.Name)
	}
	if to == nil || !isSystem(from) || !isSystem(to) {
		return c.fail(cites(hyperOrbit), "Hyperspeed goes from the orbit of one system to another system; %s → %s is not that.", placeName(from), c.destName())
	}
	ok := true
	if has, by := navComputer(c.t, p); has {
		c.r.Stepf(cites(hyperWho), "%s has a nav computer (%s).", p.Name, by)
	} else {
		c.r.Stepf(cites(hyperWho, movementAstromech), "%s has no astromech or nav computer aboard: it may not use hyperspeed.", p.Name)
		ok = false
	}
	d := parsecs(from, to)
	hs, known := hyperspeed(p)
	if known {
		hs = c.textSpeed(p, "hyperspeed", hs)
	}
	switch {
	case !known || hs <= 0:
		c.r.Stepf(cites(hyperZero, refUnlimitedEx), "%s has hyperspeed %s: moving even 0 parsecs needs a hyperspeed greater than 0.", p.Name, speedText(hs, known))
		ok = false
	case d > hs:
		c.r.Stepf(cites(hyperLimit, glossHyperspeed), "%s (parsec %d) to %s (parsec %d) is %g parsecs; %s's hyperspeed is %g.", from.Name, from.Parsec, to.Name, to.Parsec, d, p.Name, hs)
		ok = false
	default:
		c.r.Stepf(cites(hyperLimit, glossHyperspeed), "%s (parsec %d) to %s (parsec %d) is %g parsecs, within %s's hyperspeed %g (which is greater than 0).", from.Name, from.Parsec, to.Name, to.Parsec, d, p.Name, hs)
	}
	if !ok {
		return moveCost{}, false
	}
	c.carries()
	return force(1), true
}

func speedText(v float64, known bool) string {
	if !known {
		return "none"
	}
	return fmt.Sprintf("%g", v)
}

// carries lists the cards aboard the mover: they relocate with it without moving.
func (c *moveCheck) carries() {
	var aboard []string
	for _, q := range c.t.Pieces {
		if c.mover != nil && aboardChain(q, c.mover) {
			aboard = append(aboard, q.Name)
		}
	}
	if len(aboard) > 0 {
		c.r.Stepf(cites(refCarrying), "%s carries %s: being carried is not movement for them, and uses none of their moves.", c.name, strings.Join(aboard, ", "))
	}
}

func checkLanding(c *moveCheck) (moveCost, bool) {
	p := c.mover
	if !isStarfighter(p) && movesLike(p) != "starfighter" {
		return c.fail(cites(landingWays), "%s is not a starfighter or squadron (nor moves like one): only those land and take off.", p.Name)
	}
	site, up := c.dest, c.from
	if c.kind == "take_off" {
		site, up = c.from, c.dest
	}
	if site == nil || up == nil || !isSite(site) || isSite(up) {
		return c.fail(cites(landingWays), "Landing and taking off go between a system or sector and a site; %s → %s is not that.", placeName(c.from), c.destName())
	}
	verb := map[bool]string{true: "take off from", false: "land at"}[c.kind == "take_off"]
	if containsFold(p.Card.SubType, "TIE") && !site.DockingBay {
		return c.fail(cites(landingTIEs), "%s is a TIE: TIEs may only land at (and take off from) docking bay sites, and %s is not one.", p.Name, site.Name)
	}
	system := systemOfPlace(c.t, site)
	clouds := sectorsOf(c.t, system, true)
	switch {
	case site.Of != "" && site.DockingBay && samePlace(placeOfShip(c, site.Of), up.Name):
		c.r.Stepf(cites(landingShipBay), "%s is the docking bay of %s, which is at %s: a starfighter may %s it from there.", site.Name, site.Of, up.Name, verb)
	case isSystem(up) && samePlace(system, up.Name) && len(clouds) > 0:
		return c.fail(cites(landingClouds, refSector), "Cloud sectors are deployed at %s: starships may not land or take off directly between the system and its sites, only through the lowest cloud sector (%s).", up.Name, clouds[len(clouds)-1].Name)
	case isSystem(up) && samePlace(system, up.Name) && !site.Interior():
		c.r.Stepf(cites(landingExterior), "%s is an exterior site related to the system %s.", site.Name, up.Name)
	case isSector(up) && up.Cloud && len(clouds) > 0 && clouds[len(clouds)-1] == up && !site.Interior():
		c.r.Stepf(cites(landingClouds, refSector), "%s is the lowest cloud sector of %s: starships land and take off from it to its exterior sites.", up.Name, system)
	case isSector(up) && !up.Cloud && samePlace(systemOfPlace(c.t, up), system):
		c.r.Stepf(cites(landingSector, refSector), "%s is a sector related to %s.", up.Name, site.Name)
	default:
		return c.fail(cites(landingWays), "%s is not a related exterior site of %s (nor a docking bay of a starship there, nor reached from the lowest cloud sector).", site.Name, up.Name)
	}
	if site.DockingBay {
		c.r.Stepf(cites(landingCost, refRegularEx), "Landing at or taking off from a docking bay is free.")
		return free, true
	}
	if landsFree(c) {
		return free, true
	}
	return force(1), true
}

func checkSector(c *moveCheck) (moveCost, bool) {
	p, from, to := c.mover, c.from, c.dest
	if to == nil {
		return c.fail(cites(refSector), "Sector movement goes to a sector or system.")
	}
	sector := to
	if !isSector(to) {
		sector = from
	}
	if !isSector(sector) {
		return c.fail(cites(refSector), "Neither %s nor %s is a sector.", from.Name, to.Name)
	}
	fighter := isStarfighter(p) || movesLike(p) == "starfighter"
	switch {
	case sector.Cloud:
		ls, _ := landspeed(p)
		okVehicle := isType(p, "Vehicle") && (subtypeHas(p, "patrol craft") || subtypeHas(p, "shuttle") || subtypeHas(p, "cloud car")) && ls > 0
		if !fighter && !okVehicle {
			return c.fail(cites(refSector), "%s may not enter cloud sectors: only starfighters and patrol craft, shuttle vehicles and cloud cars with landspeed > 0 may.", p.Name)
		}
	default:
		if !isType(p, "Starship") {
			return c.fail(cites(refSector), "Only starships move to and from asteroid sectors; %s is not one.", p.Name)
		}
	}
	reach := 1
	if fighter {
		reach = 2
	}
	switch {
	case isSystem(from) || isSystem(to):
		sys := from
		if isSector(from) {
			sys = to
		}
		if !samePlace(systemOfPlace(c.t, sector), sys.Name) || sector.Order != 1 {
			return c.fail(cites(refSector), "%s is not the sector nearest to %s: from a system a card moves only to its nearest related sector.", sector.Name, sys.Name)
		}
		c.r.Stepf(cites(refSector), "%s is the sector nearest to %s.", sector.Name, sys.Name)
	case isSector(from) && isSector(to):
		d := from.Order - to.Order
		if d < 0 {
			d = -d
		}
		if !samePlace(systemOfPlace(c.t, from), systemOfPlace(c.t, to)) || d == 0 || d > reach {
			return c.fail(cites(refSector), "%s and %s are %d sectors apart; %s may move %d.", from.Name, to.Name, d, p.Name, reach)
		}
		c.r.Stepf(cites(refSector), "%s to %s: %d sector(s), within %d.", from.Name, to.Name, d, reach)
	default:
		return c.fail(cites(refSector), "Sector movement goes between a system and its nearest sector or between sectors; landing and taking off are their own moves.")
	}
	return force(1), true
}

func checkShuttle(c *moveCheck) (moveCost, bool) {
	p := c.mover
	if !isType(p, "Character") && !isType(p, "Vehicle") && movesLike(p) != "character" {
		return c.fail(cites(refShuttling), "Only characters and vehicles shuttle; %s is a %s.", p.Name, strings.ToLower(p.Card.Type))
	}
	var site *table.Location
	var ship *table.Piece
	switch {
	case c.target != nil:
		site, ship = c.from, c.target
	case c.dest != nil && p.Host != nil:
		site, ship = c.dest, p.Host
	}
	if site == nil || ship == nil || !isSite(site) || !isType(ship, "Starship") {
		return c.fail(cites(refShuttling), "Shuttling goes between an exterior site and a starship at the related system.")
	}
	system := systemOfPlace(c.t, site)
	if !samePlace(ship.Location(), system) {
		return c.fail(cites(refShuttling), "%s is not at %s, the system related to %s.", ship.Name, system, site.Name)
	}
	if site.Interior() {
		return c.fail(cites(refShuttling), "%s is an interior site: shuttling uses exterior sites.", site.Name)
	}
	if v := c.shuttleVehicle(); v != nil {
		c.r.Stepf(cites(refShuttling, refMoveCosts), "%s is a shuttle vehicle: it takes its character passengers to any starship at the system, even a starfighter, for free (cloud sectors do not matter); the vehicle stays at the site, and it is a regular move for %s and for %s.", v.Name, p.Name, v.Name)
		if moved := regularMoves(v); len(moved) > 0 {
			return c.fail(cites(refShuttling, regularOnePerTurn), "%s already made a regular move this turn (%s).", v.Name, strings.Join(moved, ", "))
		}
		return free, true
	}
	if !isCapital(ship) || ship.Owner() != c.q.Player {
		return c.fail(cites(refShuttling), "Without a shuttle vehicle a card shuttles only to or from its player's capital starship; %s is not one.", ship.Name)
	}
	if p.Host != nil && p.Host != ship {
		return c.fail(cites(embarkSeparate, refShuttling), "%s is aboard %s: shuttling without a shuttle vehicle cannot include disembarking; that is a separate action.", p.Name, p.Host.Name)
	}
	clouds := sectorsOf(c.t, system, true)
	cost := force(1 + float64(len(clouds)))
	c.r.Stepf(cites(refShuttling), "Shuttling between %s and the capital starship %s: 1 Force, +1 for each of the %d cloud sector(s) at %s: %s.", site.Name, ship.Name, len(clouds), system, cost)
	return cost, true
}

// shuttleVehicle is the shuttle vehicle doing the shuttling: via:, or the one the mover is aboard.
func (c *moveCheck) shuttleVehicle() *table.Piece {
	if c.q.Via != "" {
		if v := c.t.Piece(c.q.Via); v != nil && isShuttleVehicle(v) {
			return v
		}
	}
	if h := c.mover.Host; h != nil && isShuttleVehicle(h) {
		return h
	}
	return nil
}

func regularMoves(p *table.Piece) []string {
	var out []string
	for _, m := range p.Entry.Moved {
		if k, ok := moveKinds[m]; ok && k.class == regular {
			out = append(out, k.title)
		}
	}
	return out
}

func checkTransit(c *moveCheck) (moveCost, bool) {
	p, from, to := c.mover, c.from, c.dest
	if why := notTransitCard(p); why != "" {
		return c.fail(cites(refDBT), "%s: docking bay transit moves characters, vehicles, and weapons that deploy on a site and can be moved by their own game text.", why)
	}
	if to == nil || !from.DockingBay || !to.DockingBay || from == to {
		return c.fail(cites(refDBT), "Docking bay transit goes from one docking bay to another; %s → %s is not that.", from.Name, c.destName())
	}
	cost := c.transitCost(from, to)
	c.r.Stepf(cites(refDBT, refRegularEx), "Docking bay transit %s → %s costs what the docking bay cards list (none listed: 0): %s. Free or not, it is a regular move.", from.Name, to.Name, cost)
	if p.Host == nil {
		c.carries()
	}
	return cost, true
}

// reOwnMovement is a weapon's or device's own text moving it ("May be moved
// by two warriors", Medium Repeating Blaster Cannon).
var reOwnMovement = lazyregexp.New(`(?i)\bmay (?:be )?moved?\b`)

// notTransitCard says why p may not use docking bay transit, or "".
func notTransitCard(p *table.Piece) string {
	switch {
	case isType(p, "Character") || isType(p, "Vehicle") || movesLike(p) == "character":
		return ""
	case isType(p, "Weapon") || isType(p, "Device"):
		if p.Host != nil {
			return p.Name + " is deployed on " + p.Host.Name + ": it goes where its host goes, it does not move by itself"
		}
		if !reOwnMovement().MatchString(p.Card.GameText) {
			return p.Name + " is a " + strings.ToLower(p.Card.Type) + " with no text of its own that moves it"
		}
		return ""
	}
	return p.Name + " is a " + strings.ToLower(p.Card.Type)
}

func checkLocationText(c *moveCheck) (moveCost, bool) {
	if cost, ok, read := c.checkLocationMoveText(); read {
		return cost, ok
	}
	var cost moveCost
	src := c.q.Via
	switch {
	case c.q.Cost != nil:
		cost = force(*c.q.Cost)
	case c.from != nil && c.from.TextMoveCost != nil:
		cost, src = force(*c.from.TextMoveCost), c.from.Name
	case c.dest != nil && c.dest.TextMoveCost != nil:
		cost, src = force(*c.dest.TextMoveCost), c.dest.Name
	default:
		cost = force(1)
		c.r.Stepf(cites(refLocationText), "The location's text gives no cost: the move costs 1 Force.")
	}
	if cost.force == 0 {
		cost = free
	}
	if src == "" {
		src = "the location"
	}
	c.r.Stepf(cites(refLocationText, refRegularEx), "Moving by %s's movement text: a regular move for each card (its own action), cost and timing per the card: %s.", src, cost)
	return cost, true
}

func checkShipSite(c *moveCheck) (moveCost, bool) {
	p := c.mover
	var ship *table.Piece
	var site *table.Location
	route := ""
	switch {
	case c.target != nil && p.Host == nil && samePlace(c.from.Of, c.target.Name):
		ship, site, route = c.target, c.from, "a"
	case c.dest != nil && p.Host != nil && samePlace(c.dest.Of, p.Host.Name):
		ship, site, route = p.Host, c.dest, "a"
	case c.dest != nil && p.Host == nil && c.from.Of != "" && samePlace(c.dest.Name, placeOfShip(c, c.from.Of)):
		ship, site, route = c.t.Piece(c.from.Of), c.from, "c"
	case c.dest != nil && c.dest.Of != "" && p.Host == nil && samePlace(c.from.Name, placeOfShip(c, c.dest.Of)):
		ship, site, route = c.t.Piece(c.dest.Of), c.dest, "c"
	}
	if ship == nil {
		return c.fail(cites(refShipSites), "%s → %s is not between a starship or vehicle and its own site, nor between that site and where the starship or vehicle is.", placeName(c.from), c.destName())
	}
	if ship.Owner() != c.q.Player {
		if route != "c" {
			return c.fail(cites(refShipSites), "%s is %s's: an opponent may only move between its site and the location where it is.", ship.Name, ship.Owner())
		}
		cost := free
		if site.TextMoveCost != nil && *site.TextMoveCost > 0 {
			cost = force(*site.TextMoveCost)
		}
		c.r.Stepf(cites(refShipSites), "Between %s and the location where %s is: the opponent pays the cost on the site (none: free): %s.", site.Name, ship.Name, cost)
		return cost, true
	}
	c.r.Stepf(cites(refShipSites, refRegularEx), "Between %s and %s (%s): free for its owner, capacity permitting; a regular move.", ship.Name, site.Name, map[string]string{"a": "the card and its own site", "c": "its site and the location where it is"}[route])
	if route == "a" {
		c.r.Superseded = appendOnce(c.r.Superseded, shipSiteExample)
	}
	return free, true
}

// shipSiteExample is conflict C1: the Home One example charges 1 Force for
// moves the rule makes free.
var shipSiteExample = rulings.Superseded{
	Passage: withNote(refUnlimitedEx, `Pops to Home One: Docking Bay and Luke to the War Room "for 1 Force"`),
	By:      withNote(refShipSites, "moves between a starship and its own sites are free; Ozzel and DS-61-2 move free in the Executor example"),
	Why:     "the rule's own text (and the Movement At A Glance table) prevails over a worked example that contradicts it",
}

func appendOnce(list []rulings.Superseded, s rulings.Superseded) []rulings.Superseded {
	for _, x := range list {
		if x.Why == s.Why && x.Passage.String() == s.Passage.String() {
			return list
		}
	}
	return append(list, s)
}

func checkDeathStar(c *moveCheck) (moveCost, bool) {
	ds, q := c.ds, c.q
	if ds == nil {
		return c.fail(cites(refDSMove), "Only a Death Star (a location with death_star: true) moves this way.")
	}
	var target float64
	where := ""
	switch {
	case c.dest != nil && !q.DeepSpace:
		target, where = parsec(c.dest), "orbiting "+c.dest.Name
		if q.Parsec != nil && *q.Parsec != target {
			return c.fail(cites(refDSMove), "%s is at parsec %d, not %g.", c.dest.Name, c.dest.Parsec, *q.Parsec)
		}
	case q.Parsec != nil:
		target, where = *q.Parsec, "in deep space"
	default:
		return c.fail(cites(refDSMove), "Declare the parsec and whether the Death Star goes to deep space or orbits a system there.")
	}
	if ds.Hyperspeed == nil || *ds.Hyperspeed <= 0 {
		return c.fail(cites(refDSMove, hyperZero), "%s has no hyperspeed greater than 0 (from its text or another card): it cannot move.", ds.Name)
	}
	hs := *ds.Hyperspeed
	d := parsec(ds) - target
	if d < 0 {
		d = -d
	}
	if d > hs {
		return c.fail(cites(refDSMove, hyperLimit), "%s at parsec %d to parsec %g is %g parsecs, beyond its hyperspeed %g.", ds.Name, ds.Parsec, target, d, hs)
	}
	c.r.Stepf(cites(refDSMove, refDSExamples), "%s moves by hyperspeed only (no nav computer needed): parsec %d to %g, %s, is %g parsecs within hyperspeed %g (moving 0 parsecs still needs hyperspeed > 0). Cards that affect starships' hyperspeed do not affect it: it is a mobile system, not a starship.", ds.Name, ds.Parsec, target, where, d, hs)
	var aboard []string
	for _, p := range c.t.Pieces {
		if at := place(c.t, p.Location()); at != nil && (at == ds || samePlace(systemOfPlace(c.t, at), ds.Name)) && p.Host == nil {
			aboard = append(aboard, p.Name)
		}
	}
	if len(aboard) > 0 {
		c.r.Stepf(cites(refDSMove, refCarrying), "It carries every card at its location: %s (carried, not moving).", strings.Join(aboard, ", "))
	}
	return force(1), true
}

func checkToDeathStar(c *moveCheck) (moveCost, bool) {
	p, from, to := c.mover, c.from, c.dest
	if !isType(p, "Starship") {
		return c.fail(cites(refToDS), "Only starships move between a Death Star and the system it orbits.")
	}
	if to == nil {
		return c.fail(cites(refToDS), "The destination must be a Death Star or the system it orbits.")
	}
	ds, other := from, to
	if to.DeathStar {
		ds, other = to, from
	}
	if !ds.DeathStar || !samePlace(ds.Orbiting, other.Name) {
		state := "in deep space"
		if ds.DeathStar && ds.Orbiting != "" {
			state = "orbiting " + ds.Orbiting
		}
		return c.fail(cites(refToDS, refDSExamples), "%s is %s, not orbiting %s: only hyperspeed could make this move.", ds.Name, state, other.Name)
	}
	c.r.Stepf(cites(refToDS, refDSExamples), "%s orbits %s: a starship moves between them for 1 Force without using hyperspeed (none, or 0, is needed, and no nav computer).", ds.Name, other.Name)
	return force(1), true
}

func checkAttackRun(c *moveCheck) (moveCost, bool) {
	p := c.mover
	c.r.Assume("the Attack Run's own conditions (Appendix C, not in the corpus) are taken as met")
	if c.from.Trench {
		c.class = unlimited
		c.r.Stepf(cites(refAttackRuns, refUnlimitedEx), "Returning from the Trench after the destiny draws is a free, unlimited move.")
		return free, true
	}
	if p.Owner() == table.Dark {
		c.class = unlimited
		c.r.Stepf(cites(refAttackRuns, refMoveAtAGlance), "Dark Side starships move to an Attack Run as a free, unlimited move.")
		return free, true
	}
	if !isStarfighter(p) {
		why := "is not a starfighter"
		if movesLike(p) == "starfighter" {
			why = "only moves like a starfighter; it is not one and cannot be targeted as one"
		}
		return c.fail(cites(refAttackRuns, refLikeStarfight, refUnlimitedEx), "%s %s: only starfighters enter the Trench for an Attack Run.", p.Name, why)
	}
	c.r.Stepf(cites(refAttackRuns, refMoveAtAGlance), "A Light Side starfighter enters the Trench for an Attack Run as a free regular move.")
	return free, true
}
