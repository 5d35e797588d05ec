package swccg

// Crossing over and transferring weapons at their deciding sentences:
// ch5-8 Persona - Crossing Over L191–227, Glossary 2.0 weapons ›
// transferring L3319 (checked by hand against the documents and their
// notes).
var (
	crossPlaced    = narrow(refCrossingOver, "When game text causes a character card to cross over … It changes owners")
	crossPersona   = narrow(refCrossingOver, "It changes persona name … remains unique")
	crossIcons     = narrow(refCrossingOver, "Certain icons belonging to the character change … Republic becomes Sith")
	crossSkywalker = narrow(refCrossingOver, "If crossing to the Light Side … Force sensitivity box changes")
	crossRenamed   = narrow(refCrossingOver, "If the original persona name is mentioned anywhere")
	crossWeapon    = narrow(refCrossingOver, "Luke With Lightsaber crosses over")
	crossLore      = narrow(refCrossingOver, "he would remain a commander only because")
	crossAllegiant = narrow(refCrossingOver, "Icons and words in the character's game text … continue to choke Imperials")
	crossOthers    = narrow(refCrossingOver, "Any other copies of that character … may not be deployed again")
	crossBothNames = narrow(refCrossingOver, "both persona names")
	crossJediTests = narrow(refCrossingOver, "except Jedi Tests … benefits of any Jedi Tests")
	crossFormer    = narrow(refCrossingOver, "Any cards which affect that character by their former name")
	crossOnlyCard  = narrow(refCrossingOver, "these changes are only for the crossed over character card")
	crossNotAgain  = narrow(refCrossingOver, "original persona may not be deployed again")
	transferWhat   = narrow(glossWeaponsTransferring, "During your deploy phase, you may transfer")
	transferRestr  = narrow(glossWeaponsTransferring, "this is not considered deployment")
)
