package swccg

// The attack rule's citations at their deciding sentences: ch5-8 Attacks
// L757–784 (checked by hand against the document and its note).
var (
	attackCreatures = narrow(refAttacks, "Creatures do not participate in battles")
	attackNotBattle = narrow(refAttacks, "You follow the steps of a battle … there is no forfeiting")
	attackDestiny   = narrow(refAttacks, "that player may choose to draw a destiny … similar to a battle destiny")
	attackFree      = narrow(refAttacks, "Attacks are free and do not require presence")
	attackMandatory = narrow(refAttacks, "must attack a potential target as a mandatory action … only one such attack per turn")
	attackOptional  = narrow(refAttacks, "may attack that creature; this is an optional action … only one such attack per location")
)

// ch5-8 Attacks - Non-Parasite Creatures Attacking L830–838 (checked by hand
// against the document and its note).
var (
	nonParasiteTargets  = narrow(refNonParasite, "Potential Targets: Creature Vehicles")
	nonParasiteTotals   = narrow(refNonParasite, "Attacker Total: Creature's Ferocity … Defender Total: Defender's Power")
	nonParasiteDefender = narrow(refNonParasite, "a destiny draw (if they have four or more ability)")
	nonParasiteEaten    = narrow(refNonParasite, "Defeated targets are normally 'eaten'")
)
