package swccg

// The fire-weapon rule's citations at their deciding sentences: ch5-8
// Weapons Segment - Firing Weapons L297–301, Glossary 2.0 battle › weapons
// segment L412–414 (checked by hand against the documents and their notes).
var (
	fireOnce          = narrow(refFiringWeapons, "any weapons in the battle")
	fireTargetIn      = narrow(refFiringWeapons, "must target a card participating in the battle")
	fireOneAtATime    = narrow(refFiringWeapons, "may be fired one at a time")
	fireHitSideways   = narrow(refFiringWeapons, "turned sideways … can still fire its own weapon")
	fireHitEndsEarly  = narrow(refFiringWeapons, "If the battle ends prematurely")
	segmentAlternates = narrow(glossWeaponsSegment, "beginning with the player who initiated the battle")
	segmentDescribes  = narrow(glossWeaponsSegment, "Each weapon describes how it works")
	segmentOutcome    = narrow(glossWeaponsSegment, "specify some other kind of outcome")
)
