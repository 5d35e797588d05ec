package xwing

import "github.com/judge-swccg/judge/glossary"

// Family is the document family of the X-Wing FAQ in the index.
const Family = "xwing-faq"

func faq(path ...string) glossary.Ref { return glossary.Ref{Family: Family, Path: path} }

func withNote(r glossary.Ref, note string) glossary.Ref {
	r.Note = note
	return r
}

// Headings as the FAQ parser indexes them. An FAQ answer is named by its
// group heading and its question as the parser titles it (cut after about
// ninety characters); the group tells a judge where the answer sits.
var (
	refBoostErrata      = faq("Section 1: Errata", "Boost Action Reference Card")
	refBarrelRollErrata = faq("Section 1: Errata", "Rulebook [Page 8]")
	refCombatErrata     = faq("Section 1: Errata", "Rulebook [Page 10]")
	refObstructedErrata = faq("Section 1: Errata", "Rulebook [Page 20]")
	refObstaclesExample = faq("Section 1: Errata", "Attacking Through Obstacles Example")
	refProxErrata       = faq("Section 1: Errata", "Proximity Mines")
	refSwarmErrata      = faq("Section 1: Errata", "Swarm Tactics")

	refDropBomb          = faq("Bombs", "Dropping a Bomb Token")
	refBoost             = faq("Section 2: Rules from Expansions", "Boost Action")
	refCloak             = faq("Section 2: Rules from Expansions", "Cloak Action")
	refDecloak           = faq("Section 2: Rules from Expansions", "Decloak")
	refIon               = faq("Section 2: Rules from Expansions", "Ion Token")
	refLargeBarrelRoll   = faq("Large Ships", "Barrel Roll")
	refLargeBarrelRollEx = faq("Large Ships", "Large Ship Barrel Roll Example")
	refLargeOverlap      = faq("Large Ships", "Overlapping")
	refRangeFromHuge     = faq("Huge Ship Rules", "Measuring Range from Huge Ships During Actions")
	refCoordinate        = faq("Huge Ship Actions", "Coordinate")
	refHugeAgility       = faq("Combat Phase", "Huge Ship Agility")
	refHugeActivation    = faq("Additional Huge Ship Rules", "Huge Ship Activation")
	refOverlapHuge       = faq("Overlapping", "Overlapping Huge Ships")
	refOverlapSmall      = faq("Overlapping", "Overlapping Small or Large Ships")
	refOverlapObstacles  = faq("Overlapping", "Overlapping Obstacles")
	refSmallOntoHuge     = faq("Overlapping", "Small/Large Ship Overlapping a Huge Ship")
	refHugeFree          = faq("Additional Huge Ship Rules", "Free Actions")
	refHugeObstructing   = faq("Additional Huge Ship Rules", "Obstructing")

	refAltered          = faq("Section 3: Rule Clarifications", "Altered Pilot Skill")
	refAtWithin         = faq("Section 3: Rule Clarifications", `"At" vs. "Within"`)
	refIncreaseReduce   = faq("Section 3: Rule Clarifications", "Increasing and Reducing Values")
	refStressedIonized  = faq("Section 3: Rule Clarifications", "Stressed and Ionized")
	refTouchingMultiple = faq("Section 3: Rule Clarifications", "Touching Multiple Ships")
	refTouchingExample  = faq("Section 3: Rule Clarifications", "Touching Multiple Ships Example")
	refActionResolution = faq("Competitive Play", "Action Resolution")
	refMistakes         = faq("Competitive Play", "Mistakes")

	refDamagedCockpit = faq("Damage Cards", "Damaged Cockpit")
	refDamagedEngine  = faq("Damage Cards", "Damaged Engine")
	refDamagedSensor  = faq("Damage Cards", "Damaged Sensor Array")
	refDash           = faq("Ship Cards", "Dash Rendar")
	refEcho           = faq("Ship Cards", `"Echo"`)
	refJanOrs         = faq("Ship Cards", "Jan Ors")
	refLorrir         = faq("Ship Cards", "Lieutenant Lorrir")
	refAdrenaline     = faq("Upgrade Cards", "Adrenaline Rush")
	refAdvCloak       = faq("Upgrade Cards", "Advanced Cloaking Device")
	refExpertHandling = faq("Upgrade Cards", "Expert Handling")
	refGunner         = faq("Upgrade Cards", "Gunner")
	refProxClar       = faq("Upgrade Cards", "Proximity Mines")
	refR2Astromech    = faq("Upgrade Cards", "R2 Astromech")
	refNienNunb       = faq("Upgrade Cards", "Nien Nunb")
	refSwarm          = faq("Upgrade Cards", "Swarm Tactics")

	qOutside          = faq("Actions and Game Effects", "Can a ship decloak or perform a boost or barrel roll action that would cause it to go...")
	qSkipAction       = faq("Actions and Game Effects", `If a ship is required to skip its "Perform Action" step (for example, if it overlapped an...`)
	qSameCardAction   = faq("Actions and Game Effects", "Can a ship perform the same Upgrade card action or Damage card action more than once per...")
	qCopies           = faq("Actions and Game Effects", "If a ship has more than one copy of the same card that does not require an action to...")
	qMoreTokens       = faq("Actions and Game Effects", "Can a ship have more than one focus, evade, or stress token assigned to it?")
	qDecloakIonized   = faq("Actions and Game Effects", "Can a ship decloak if it is ionized?")
	qFriendly         = faq("Combat", "Can a ship choose to attack a friendly ship?")
	qMoveBackIn       = faq("Movement", "Can a ship decloak or use the barrel roll or boost actions to move outside the play area,...")
	qTemplateOutside  = faq("Movement", "After a ship executes a maneuver, if its maneuver template is outside the play area but...")
	qDifficulty       = faq("Movement", "If two or more game effects that change the difficulty of a maneuver conflict, which...")
	qStoppedShort     = faq("Movement", "A ship executes a maneuver in which its template or final position overlaps an obstacle....")
	qFleeOverlap      = faq("Movement", "Can overlapping other ships cause the active ship to flee the battlefield?")
	qShipWidth        = faq("Movement", "When a ship executes a maneuver, is the entire width of the ship considered to be moving...")
	qSeveralObstacles = faq("Movement", "After a ship moves through or overlaps more than one obstacle, does the ship suffer the...")
	qGreenStress      = faq("Movement", "If a ship executes a green maneuver and overlaps a ship or obstacle, is one stress token...")
	qBombsObstacles   = faq("Movement", "Are bomb tokens obstacles?")
	qRangeFrom        = faq("Range Measurement", `Some card abilities, such as "Howlrunner," Biggs Darklighter, and Squad Leader depend on...`)
	qRulerWidth       = faq("Range Measurement", "When measuring with the range ruler, does the entire width of the ruler matter?")
	qExtraDice        = faq("Range Measurement", "Some game abilities, such as Jan Ors and Opportunist, allow ships to roll an extra attack...")
	qRangeSelf        = faq("Range Measurement", "Is a ship considered to be at Range 1 of itself?")
)
