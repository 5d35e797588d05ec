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

// Glossary 2.0 weapons – firing L3305–3317, weapon destiny L3291, hit L1558
// (checked by hand against the document and its note). A weapon's own
// forfeit = 0 on a hit rests on the weapon's text and cites hit whole.
var (
	firingOnlyWhen         = narrow(glossWeaponsFiring, "You may fire a weapon only when you are")
	firingInBattle         = narrow(glossWeaponsFiring, "targeting something that is participating in a battle")
	firingCreature         = narrow(glossWeaponsFiring, "targeting a creature that you are attacking")
	firingSpecialCard      = narrow(glossWeaponsFiring, "using a special card such as Sniper")
	firingPresent          = narrow(glossWeaponsFiring, "Normally, the weapon and target must be present with one another")
	firingNotOwn           = narrow(glossWeaponsFiring, "You may not fire weapons at your own characters")
	weaponDestinyWhat      = narrow(glossWeaponDestiny, "Destiny drawn when firing a weapon")
	weaponDestinyMandatory = narrow(glossWeaponDestiny, "Drawing weapon destiny is mandatory")
	weaponDestinyCount     = narrow(glossWeaponDestiny, "specifies more than one destiny draw")
	hitShot                = narrow(glossHit, "successfully shot by a weapon")
	hitSideways            = narrow(glossHit, "turning the card sideways until the damage segment")
)
