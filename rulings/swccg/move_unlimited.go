package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The unlimited kinds of movement, and 'reacts'.

func checkEmbark(c *moveCheck) (moveCost, bool) {
	p, to := c.mover, c.target
	if c.q.Via != "" {
		return c.fail(cites(embarkSeparate, refRelocate), "Embarking is always a separate action: %s cannot embark %s as part of another move.", c.q.Via, p.Name)
	}
	if to == nil || !isCraft(to) {
		return c.fail(cites(embarkForms), "Embarking goes aboard a starship or vehicle; %s is not one.", c.destName())
	}
	switch {
	case p.Host != nil && p.Host.Host == to && isType(p, "Character"):
		c.r.Stepf(cites(embarkBridge), "%s moves from %s, in %s's cargo hold, to %s's 'bridge'.", p.Name, p.Host.Name, to.Name, to.Name)
	case p.Host != nil && to.Host == p.Host && isType(p, "Character"):
		c.r.Stepf(cites(embarkBridge, refUnlimitedEx), "%s moves from %s's 'bridge' aboard %s in its cargo hold.", p.Name, p.Host.Name, to.Name)
	case p.Host == nil && isType(p, "Starship") && isType(to, "Starship") && samePlace(p.Location(), to.Location()):
		c.r.Stepf(cites(embarkHold), "%s embarks into the cargo hold of %s at %s.", p.Name, to.Name, p.Location())
	case p.Host == nil && (isType(p, "Character") || isType(p, "Vehicle")) && samePlace(p.Location(), to.Location()) && isSite(c.from):
		c.r.Stepf(cites(embarkVehicle), "%s embarks on %s at %s.", p.Name, to.Name, p.Location())
	default:
		return c.fail(cites(embarkForms), "%s → %s is none of the ways to embark (onto a vehicle or landed starship at its site; a starship into a carrier's cargo hold; between a carrier's bridge and a craft in its hold).", p.Name, to.Name)
	}
	if to.Owner() != c.q.Player {
		return c.fail(cites(refEmbark), "%s is not %s's.", to.Name, c.q.Player)
	}
	if room, known := embarkRoom(c, to); !room {
		return moveCost{}, false
	} else if !known {
		c.r.Assume("capacity permitting: the file does not give %s's capacity", to.Name)
	}
	if cost, ok := crashedCrossing(c, to); ok {
		return cost, true
	}
	c.r.Step("Embarking is an unlimited move, free.", embarkFree, unlimitedWhich)
	return free, true
}

func checkDisembark(c *moveCheck) (moveCost, bool) {
	p, to := c.mover, c.dest
	if c.q.Via != "" {
		return c.fail(cites(embarkSeparate, refRelocate), "Disembarking is always a separate action: %s cannot disembark %s as part of another move.", c.q.Via, p.Name)
	}
	if p.Host == nil || to == nil || !samePlace(p.Location(), to.Name) {
		return c.fail(cites(embarkForms), "Disembarking goes from a starship or vehicle to the location where it is; %s is not aboard one there.", p.Name)
	}
	if cost, ok := crashedCrossing(c, p.Host); ok {
		return cost, true
	}
	c.r.Stepf(cites(embarkFree, unlimitedWhich), "%s disembarks from %s to %s: an unlimited move, free.", p.Name, p.Host.Name, to.Name)
	return free, true
}

func checkDock(c *moveCheck) (moveCost, bool) {
	p, to := c.mover, c.target
	if to == nil || !isType(to, "Starship") {
		return c.fail(cites(refDocking), "Docking moves cards to another starship; %s is not one.", c.destName())
	}
	from := p
	if !isType(p, "Starship") || p.Host != nil {
		from = p.Host
	}
	if from == nil || !isType(from, "Starship") || from == to {
		return c.fail(cites(refDocking), "%s is not aboard a starship that could dock with %s.", p.Name, to.Name)
	}
	if from.Owner() != c.q.Player || to.Owner() != c.q.Player {
		return c.fail(cites(refDocking), "Only two of the player's own starships dock.")
	}
	if !samePlace(from.Location(), to.Location()) {
		return c.fail(cites(refDocking), "%s and %s are not at the same system or sector.", from.Name, to.Name)
	}
	if !hasDockingCapability(from) && !hasDockingCapability(to) {
		return c.fail(cites(refDocking), "Neither %s nor %s has ship-docking capability.", from.Name, to.Name)
	}
	a, _ := piloted(c.t, from)
	b, _ := piloted(c.t, to)
	if !a && !b {
		return c.fail(cites(refDocking), "Neither %s nor %s is piloted.", from.Name, to.Name)
	}
	if isType(p, "Character") && p.Entry.Slot != "" && p.Entry.Slot != "pilot" && p.Entry.Slot != "passenger" {
		return c.fail(cites(refDocking), "Characters move between docked starships only as pilots or passengers, bridge to bridge.")
	}
	c.r.Stepf(cites(refDocking), "%s and %s are both %s's at %s, at least one has ship-docking capability (every capital starship has it by rule) and at least one is piloted: for 1 Force they dock, cards move between them (characters bridge to bridge, craft cargo to cargo, never to or from starship sites), and they undock.", from.Name, to.Name, c.q.Player, to.Location())
	if p != from {
		c.r.Stepf(cites(refDocking), "Docking is movement for the starships only, not for the cards transferred: it does not count as a move of %s.", p.Name)
		c.r.Superseded = appendOnce(c.r.Superseded, dockingExample)
	}
	return force(1), true
}

// dockingExample is conflict C2: the Home One example calls the transfer a
// move of Pops too.
var dockingExample = rulings.Superseded{
	Passage: withNote(refUnlimitedEx, `"unlimited move for the ships and Pops"`),
	By:      withNote(refDocking, "movement for the starships only, not the cards that are transferred"),
	Why:     "the rule's own text prevails over a worked example that contradicts it",
}

func checkSlot(c *moveCheck) (moveCost, bool) {
	p := c.mover
	if p.Host == nil || p.Host.Owner() != c.q.Player {
		return c.fail(cites(refSlots), "%s is not aboard one of %s's starships or vehicles.", p.Name, c.q.Player)
	}
	if c.q.Slot == "" {
		return c.fail(cites(refSlots), "Name the slot it moves to (slot: pilot, driver, passenger, starfighter or vehicle).")
	}
	if c.q.Slot == p.Entry.Slot {
		return c.fail(cites(refSlots), "%s is already in the %s slot.", p.Name, c.q.Slot)
	}
	c.r.Stepf(cites(refSlots, unlimitedWhich), "%s moves from the %s slot to the %s slot of %s, capacity permitting: an unlimited move, free.", p.Name, slotName(p.Entry.Slot), c.q.Slot, p.Host.Name)
	return free, true
}

func checkRelocate(c *moveCheck) (moveCost, bool) {
	via := c.q.Via
	if via == "" {
		via = "the card"
	}
	if c.target != nil {
		return c.fail(cites(embarkSeparate, refRelocate), "%s relocates cards between locations; it cannot also embark %s on %s (embarking is always a separate action).", via, c.name, c.target.Name)
	}
	if strings.Contains(strings.ToLower(via), "nabrun leids") && movesLike(c.mover) == "character" && !isType(c.mover, "Character") {
		return c.fail(cites(refLikeCharacter), "%s only moves like a character: cards that move characters only (Nabrun Leids) cannot move it.", c.name)
	}
	if why, refs := notRelocatable(c); why != "" {
		return c.fail(append(cites(refRelocate), refs...), "%s", why)
	}
	cost := free
	if c.q.Cost != nil && *c.q.Cost > 0 {
		cost = force(*c.q.Cost)
	}
	c.r.Stepf(cites(refRelocate, refUnlimitedEx), "Relocating %s by %s from %s to %s is an unlimited move (a card that cannot move cannot be relocated); timing per the card; cost as the card gives it (none: free): %s.", c.name, via, placeName(c.from), c.destName(), cost)
	return cost, true
}

var (
	// glossElisHelrot holds the Glossary's ruling on relocating captives.
	glossElisHelrot = table.GlossaryRef("Elis Helrot")
	// glossParticipating: excluded cards are not present in the battle for
	// targeting.
	glossParticipating = table.GlossaryRef("participating in battle")
)

// notRelocatable: a card relocating "your" characters relocates neither a
// captive (not its owner's character while held) nor an escort, which the
// captive must move with (Glossary Elis Helrot: "may not relocate captives
// or their escorts"; escorting: a captive moves with its escort); nor,
// during a battle, a card excluded from it, which is not there to be
// targeted (Glossary participating in battle).
func notRelocatable(c *moveCheck) (string, []glossary.Ref) {
	p := c.mover
	if p == nil {
		return "", nil
	}
	via := c.q.Via
	if via == "" {
		via = "the card"
	}
	general := func() {
		if !strings.Contains(glossary.Fold(via), "elis helrot") {
			c.r.Assume("the Glossary's ruling on Elis Helrot (it may not relocate captives or their escorts) is applied to %s, which relocates the player's own characters", via)
		}
	}
	if b := c.t.State.Battle; b != nil && p.Entry.Excluded && samePlace(b.At, p.Location()) {
		return fmt.Sprintf("%s is excluded from the battle at %s: excluded cards are not present in that battle for purposes of targeting, so %s may not target it to relocate it while the battle goes on.", p.Name, b.At, via), cites(glossParticipating)
	}
	if p.Entry.Captive {
		general()
		return fmt.Sprintf("%s is a captive: it is not one of %s's characters to relocate, and moves only with its escort; %s may not relocate it.", p.Name, c.q.Player, via), cites(glossElisHelrot, glossEscorting)
	}
	for _, q := range c.t.Pieces {
		if q.Entry.Captive && q.Entry.Escort != "" && c.t.Piece(q.Entry.Escort) == p {
			general()
			return fmt.Sprintf("%s escorts the captive %s, which moves with its escort but may not be relocated: %s may not relocate captives or their escorts.", p.Name, q.Name, via), cites(glossElisHelrot, glossEscorting)
		}
	}
	return "", nil
}

func checkPrisoner(c *moveCheck) (moveCost, bool) {
	p := c.mover
	if !p.Entry.Captive {
		return c.fail(cites(refPrisoner), "%s is not a captive.", p.Name)
	}
	c.r.Stepf(cites(refPrisoner), "A prisoner transfer of %s is free and unlimited for the escort and the captive.", p.Name)
	return free, true
}

func checkReact(c *moveCheck) (moveCost, bool) {
	b := c.t.State.Battle
	if b != nil && b.Initiator == c.q.Player {
		return c.fail(cites(refReact, refMoveAtAGlance), "%s initiated the battle: only the opponent of the battle initiator may 'react'.", c.q.Player)
	}
	if !reactWay(c) || !c.reactAllowed() {
		return moveCost{}, false
	}
	const appendixC = "the 'react' rules are in Appendix C, which is not in the corpus: only 'cannot move', who may react, the grant, where it goes, the way of moving and a card's grant of a free 'react' are checked (from the Glossary)"
	c.r.Step("A 'react' is its own kind of movement, neither regular nor unlimited.", refReact, movementKinds)
	if c.q.Cost != nil {
		c.r.Assume("%s; the cost is the one the question gives", appendixC)
		return force(*c.q.Cost), true
	}
	if from, ok := reactFree(c); ok {
		c.r.Assume("%s; the cost is free, as %s's text grants", appendixC, from)
		return free, true
	}
	c.r.Assume("%s; no card grants this 'react' for free: the cost is the movement's normal cost", appendixC)
	return force(1), true
}

func slotName(s string) string {
	if s == "" {
		return "unspecified"
	}
	return s
}
