package swtcg

import "github.com/judge-swccg/judge/glossary"

// Family is the document family of the Star Wars TCG rulebook.
const Family = "swtcg-rules"

// rules cites a heading path of the rulebook, as the WotC parser indexes
// it; the path is matched as a suffix, so it carries only as many parent
// headings as make it name one passage.
func rules(path ...string) glossary.Ref { return glossary.Ref{Family: Family, Path: path} }

// gloss cites a term of the rulebook's Section 5 glossary.
func gloss(term string) glossary.Ref { return rules("Glossary", term) }

func withNote(r glossary.Ref, note string) glossary.Ref {
	r.Note = note
	return r
}

var (
	refGeneralRules = rules("The 3 General Rules")
	refObject       = rules("Object of the Game")
	refLocations    = rules("The Cards", "Location Cards")
	refUnitCards    = rules("Unit Cards: Space, Ground, and Character")
	refBattleCards  = rules("The Cards", "Battle Cards")
	refMissionCards = rules("The Cards", "Mission Cards")
	refBuildZone    = rules("Zones of Play", "Build Zone")
	refArenas       = rules("Zones of Play", "Arenas")
	refTurn         = rules("Section 2: Turn Structure")
	refRetreating   = rules("Retreating Units")
	refBattlePhase  = rules("Battle Phase (Attacking)")
	refHowToAttack  = rules("Battle Phase (Attacking)", "How to Attack")
	refEndOfTurn    = rules("End of Turn")

	refAccuracy    = rules("Keyword Abilities", "Accuracy")
	refArmor       = rules("Keyword Abilities", "Armor")
	refBombard     = rules("Keyword Abilities", "Bombard")
	refCriticalHit = rules("Keyword Abilities", "Critical Hit")
	refDeflect     = rules("Keyword Abilities", "Deflect")
	refEvade       = rules("Keyword Abilities", "Evade")
	refIonCannon   = rules("Keyword Abilities", "Ion Cannon")
	refShields     = rules("Keyword Abilities", "Shields")
	refStun        = rules("Keyword Abilities", "Stun")

	refPilots        = rules("Abilities", "Pilots")
	refPilotsSetup   = rules("Pilots", "Pilots during Setup")
	refPilotsBuild   = rules("Pilots", "Pilots during the Build Step")
	refPilotsRetreat = rules("Pilots", "Pilots during the Retreat Step")
	refPilotingUnits = rules("Pilots", "Piloting Units")
	refUniquePilots  = rules("Pilots", "Unique Pilots")

	refVersion       = rules("Section 4: Unique Cards", "Version Letter: A, B, C, and so on")
	refContested     = rules("Section 4: Unique Cards", "Contested Unique Units")
	refStacking      = rules("Section 4: Unique Cards", "Stacking Unique Cards")
	refStackingRules = rules("Stacking Unique Cards", "General Stacking Rules")
	refMakingStack   = rules("Stacking Unique Cards", "Making a Stack")
	refRearranging   = rules("Stacking Unique Cards", "Rearranging Cards in a Stack")

	glossArmor      = gloss("Armor")
	glossAccuracy   = gloss("Accuracy X")
	glossHit        = gloss("hit")
	glossNatural    = gloss("natural")
	glossHealth     = gloss("health")
	glossDamageCtr  = gloss("damage counter")
	glossRetreat    = gloss("retreat")
	glossRetreatStp = gloss("retreat step")
	glossBuildRoll  = gloss("roll for build points")
	glossSpeed      = gloss("speed")
	glossStack      = gloss("stack")
	glossTotalCost  = gloss("total build cost")
	glossUnique     = gloss("unique")
	glossSameName   = gloss("“same name”")
	glossPilot      = gloss("Pilot (↔)")
	glossDroid      = gloss("Droid")
	glossLocation   = gloss("Location")
	glossUnit       = gloss("unit")
	glossPower      = gloss("power")
	glossType       = gloss("type")
)
