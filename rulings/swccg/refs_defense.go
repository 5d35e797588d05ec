package swccg

// Defense value and firing a weapon at their deciding sentences: Glossary
// 2.0 defense value L1047–1049, firing a weapon L1321–1331 (checked by hand
// against the document and its note).
var (
	defenseCharacter = narrow(glossDefenseValue, "A character's defense value is its ability or armor")
	defenseDroid     = narrow(glossDefenseValue, "Unarmored droids have a defense value of zero")
	defenseCraft     = narrow(glossDefenseValue, "A vehicle or starship's defense value is its armor or maneuver")
	defenseCreature  = narrow(glossDefenseValue, "A creature's defense value is indicated by a term")
	defenseOther     = narrow(glossDefenseValue, "Occasionally, a weapon will be able to target … provide a defense value")
	firingTerm       = narrow(glossFiring, "is a general term that applies to the act of targeting")
	firingGenerally  = narrow(glossFiring, "Weapons generally fire … no more than once per battle or attack")
	firingOnce       = narrow(glossFiring, "no more than once per battle or attack")
	firingOutside    = narrow(glossFiring, "allow you to fire a weapon during your control phase")
)
