package swccg

import (
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// References of the movement rules (Chapter 7). The chapter's headings read
// "Regular - Hyperspeed", the path Regular › Hyperspeed.
var (
	refMovePhase     = table.RulesRef("Move Phase")
	refMovement      = table.RulesRef("Move Phase & Movement", "Movement")
	refMoveRegular   = table.RulesRef("Movement", "Regular")
	refMoveUnlimited = table.RulesRef("Movement", "Unlimited")
	refReact         = table.RulesRef("Move Phase & Movement", "React")
	refDBT           = table.RulesRef("Regular", "Docking Bay Transit")
	refHyperspeed    = table.RulesRef("Regular", "Hyperspeed")
	refLanding       = table.RulesRef("Regular", "Landing And Taking Off")
	refLandspeed     = table.RulesRef("Regular", "Landspeed")
	refDSMove        = table.RulesRef("Regular - Mobile System - Moving Death Stars")
	refToDS          = table.RulesRef("Regular - Mobile System - Moving To Or From A Death Star")
	refDSExamples    = table.RulesRef("Death Star Movement - Examples")
	refSector        = table.RulesRef("Regular", "Sector Movement")
	refShuttling     = table.RulesRef("Regular", "Shuttling")
	refShipSites     = table.RulesRef("Regular", "Starship And Vehicle Sites")
	refLocationText  = table.RulesRef("Regular", "Using The Movement Text On A Location Card")
	refRegularEx     = table.RulesRef("Regular Moves - Examples")
	refAttackRuns    = table.RulesRef("Regular", "Attack Runs")
	refEmbark        = table.RulesRef("Unlimited", "Embarking And Disembarking")
	refSlots         = table.RulesRef("Unlimited", "Moving Between Capacity Slots")
	refDocking       = table.RulesRef("Unlimited", "Moving Between Docked Starships")
	refPrisoner      = table.RulesRef("Unlimited", "Prisoner Transfers")
	refRelocate      = table.RulesRef("Unlimited", "Relocating Cards Between Locations")
	refUnlimitedEx   = table.RulesRef("Regular Moves And Unlimited Moves - Examples")
	refCannotMove    = table.RulesRef("Movement", "cannot move")
	refCarrying      = table.RulesRef("Movement", "carrying cards")
	refMoveCosts     = table.RulesRef("Movement", "costs +X to move/moves for free")
	refMoveAway      = table.RulesRef("Movement", "move away")
	refMoveAwayEx1   = table.RulesRef("Move away", "Example 1")
	refMoveAwayEx2   = table.RulesRef("Move away", "Example 2")
	refMoveAwayEx3   = table.RulesRef("Move away", "Example 3")
	refLikeCharacter = table.RulesRef("Movement", "moves like a character")
	refLikeStarfight = table.RulesRef("Movement", "moves like a starfighter")
	refMovingThrough = table.RulesRef("Movement", "moving through locations")
	refMoveAtAGlance = table.RulesRef("Movement At A Glance")
	glossHyperspeed  = table.GlossaryRef("hyperspeed")
	glossLandspeed   = table.GlossaryRef("landspeed")
	moveCites        = []glossary.Ref{refMovePhase, refMovement, refMoveRegular, refMoveUnlimited, refReact, refDBT, refHyperspeed, refLanding, refLandspeed, refDSMove, refToDS, refDSExamples, refSector, refShuttling, refShipSites, refLocationText, refRegularEx, refAttackRuns, refEmbark, refSlots, refDocking, refPrisoner, refRelocate, refUnlimitedEx, refCannotMove, refCarrying, refMoveCosts, refMoveAway, refMoveAwayEx1, refMoveAwayEx2, refMoveAwayEx3, refLikeCharacter, refLikeStarfight, refMovingThrough, refMoveAtAGlance, glossHyperspeed, glossLandspeed, glossAdjacent, glossMarkerSite, glossVehicleSites, glossEnclosedVehicles, glossElisHelrot, glossEscorting, glossParticipating, glossLocations, glossOccupy}
)
