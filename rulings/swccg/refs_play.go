package swccg

import "github.com/judge-swccg/judge/rulings/swccg/table"

// Citations of the play rule's needs (play_need_*.go), each narrowed to
// the sentence that decides; checked by hand against
// swccg-glossary-2.0.txt (lines given).
var (
	// L1647.
	immuneNotTarget = narrow(table.GlossaryRef("immune"), "A card that is immune to an action is not a valid target for that action")
	// L3032.
	targetSelects = narrow(table.GlossaryRef("target"), "Act of selecting and identifying a particular thing")
	// L1740.
	involvedTogether = narrow(table.GlossaryRef("involved in the same battle"), "is equivalent to \"participating in battle together.\"")
	// L2413.
	presentNotInside = narrow(table.GlossaryRef("present"), "although Luke is at the Hoth system, he is not present at the system")
	// L250.
	alterNeedsAbility = narrow(table.GlossaryRef("Alter"), "To use Alter to cancel any card other than Sense, you must have a character with ability on table")
	alterEffects      = narrow(table.GlossaryRef("Alter"), "This Interrupt cancels Effects and Utinni Effects, but not Immediate Effects or Mobile Effects")
)
