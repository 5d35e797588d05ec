package swccg

// The move rule's citations at their deciding sentences: ch5-8 Movement
// L892–894, Movement - Regular L902, Regular - Landspeed L949–951,
// Unlimited - Embarking And Disembarking L1021–1028 (the same sentences in
// ch7-8; checked by hand against the documents and their notes).
var (
	movementKinds     = narrow(refMovement, "There are three distinct types of movement … unlimited moves; and")
	movementNotMove   = narrow(refMovement, "is not considered movement")
	movementUnpiloted = narrow(refMovement, "unpiloted cannot move")
	movementAstromech = narrow(refMovement, "astromech/nav computer is only required")
	regularOnePerTurn = narrow(refMoveRegular, "only permitted one regular move per turn")
	regularMovePhase  = narrow(refMoveRegular, "All regular moves occur during your move phase")
	landspeedWho      = narrow(refLandspeed, "may use its landspeed to traverse adjacent site locations")
	landspeedOf1      = narrow(refLandspeed, "characters and creatures have a landspeed of 1")
	landspeedRange    = narrow(refLandspeed, "indicates how many adjacent sites … require extra landspeed")
	embarkFree        = narrow(refEmbark, "This movement is free")
	embarkForms       = narrow(refEmbark, "The following forms of embarking … in the cargo hold of a carrying starship to the")
	embarkVehicle     = narrow(refEmbark, "moving your character or vehicle between your vehicle")
	embarkHold        = narrow(refEmbark, "moving your starship between a carrying starship's cargo hold")
	embarkBridge      = narrow(refEmbark, "in the cargo hold of a carrying starship to the")
	embarkSeparate    = narrow(refEmbark, "always occurs as a separate action")
)

// Hyperspeed, ch5-8 L933, and moving through locations, L1173–1175.
var (
	hyperWho     = narrow(refHyperspeed, "A starship with an astromech or nav computer aboard may utilize its hyperspeed")
	hyperOrbit   = narrow(refHyperspeed, "involves moving from the orbit of one system card")
	hyperLimit   = narrow(refHyperspeed, "The limit is equal to the hyperspeed value")
	hyperZero    = narrow(refHyperspeed, "Moving 0 parsecs requires a hyperspeed > 0")
	throughRange = narrow(refMovingThrough, "To initiate a long-range movement … may not be modified or reset")
)

// Landing and taking off, ch5-8 L937–945.
var (
	landingWays     = narrow(refLanding, "Your starfighter or squadron may … moving between a starship docking bay site")
	landingExterior = narrow(refLanding, "moving between a system location and a related exterior site")
	landingSector   = narrow(refLanding, "moving between a sector and a related site")
	landingShipBay  = narrow(refLanding, "moving between a starship docking bay site")
	landingCost     = narrow(refLanding, "Landing and taking off costs 1 Force")
	landingTIEs     = narrow(refLanding, "TIEs require docking bay facilities")
	landingClouds   = narrow(refLanding, "If cloud sectors are deployed at that system")
)

// ch5-8 Movement - Unlimited L1017 and Movement - move away L1121–1133
// (checked by hand against the document and its note). Regular - Attack
// Runs is one sentence (a reference to Appendix C) and stays whole, as does
// move away where a step rests on its Example 2 (the stopped mover).
var (
	unlimitedWhich     = narrow(refMoveUnlimited, "The following moves are unlimited moves")
	unlimitedAnyNumber = narrow(refMoveUnlimited, "Cards may perform any number of unlimited moves")
	awayRegular        = narrow(refMoveAway, "this is a regular move at normal use of the Force")
	awayValidDest      = narrow(refMoveAway, "must verify that there exists at least one location on table")
	awayPayOwn         = narrow(refMoveAway, "Do not pay movement costs at this time")
	awayCannotMove     = narrow(refMoveAway, "will ultimately fail to move during the Result step")
	awayOwnerMoves     = narrow(refMoveAway, "The owner of the card to be moved attempts to initiate a movement action")
	awayMayFail        = narrow(refMoveAway, "These attempts to initiate movement could fail")
)
