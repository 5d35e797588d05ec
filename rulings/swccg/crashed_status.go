package swccg

import (
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// What a crashed vehicle and a frozen captive lose, as every rule reads
// it: a value of theirs the rules take away is none (0) before any
// modifier, and an enclosed crashed vehicle charges 1 Force a character to
// embark or disembark (Glossary "crashed" L911–918, "frozen" L1425–1430).

var (
	crashedNoValues = narrow(glossCrashed, "A crashed vehicle has no landspeed, power or maneuver")
	crashedNoText   = narrow(glossCrashed, "A crashed vehicle may not utilize game text, vehicle weapons")
	crashedArmor2   = narrow(glossCrashed, "If the vehicle has armor it is reduced to armor = 2")
	// capturedOnTableOnly: captives and missing characters are not present.
	capturedOnTableOnly = narrow(glossCaptured, "A captured or missing card is on table only for purposes of uniqueness")
)

// crashed is true for a vehicle the file marks crashed.
func crashed(p *table.Piece) bool { return p != nil && p.Entry.Crashed && isType(p, "Vehicle") }

// lostValue says why p has none of the value stat, and the entry that
// says so; ok is false when its status leaves the value alone.
func lostValue(p *table.Piece, stat string) (why string, cite glossary.Ref, ok bool) {
	switch {
	case crashed(p) && (stat == "power" || stat == "landspeed" || stat == "maneuver"):
		return p.Name + " is crashed: a crashed vehicle has no landspeed, power or maneuver", crashedNoValues, true
	case p.Entry.Frozen && (stat == "power" || stat == "ability" || stat == "landspeed"):
		return p.Name + " is frozen: a frozen captive has no power, ability or landspeed", glossFrozen, true
	}
	return "", glossary.Ref{}, false
}

// crashedArmor is a crashed vehicle's armor: 2, set by the rule and so
// unmodifiable, when it has armor at all.
func crashedArmor(p *table.Piece, stat string) bool {
	return crashed(p) && stat == "armor" && p.Card.Armor.Defined
}

// crashedCrossing is the Force a character pays to embark on or disembark
// from craft: 1 when it is an enclosed vehicle that crashed.
func crashedCrossing(c *moveCheck, craft *table.Piece) (moveCost, bool) {
	if !crashed(craft) || !craft.Enclosed() {
		return free, false
	}
	c.r.Stepf(cites(glossCrashed), "%s is an enclosed vehicle that crashed: embarking or disembarking requires 1 Force per character.", craft.Name)
	return force(1), true
}
