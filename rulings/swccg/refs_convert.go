package swccg

// Converting and participating in battle at their deciding sentences:
// ch5-8 Persona - Converting Characters L153–155, Participating In Battle
// L659–667 (checked by hand against the document and its note).
var (
	convertNotOther    = narrow(refConverting, "Converting is not deployment, persona replacement, or crossing over")
	convertDoubleAgent = narrow(refConverting, "will cause Tonnika Sisters to convert")
	convertMoves       = narrow(refConverting, "moves to your side of the location and becomes yours")
	convertViaText     = narrow(refConverting, "The other way to convert is with a character's game text")
	convertHow         = narrow(refConverting, "transfers over any legal cards to deploy on them")
	convertNotLost     = narrow(refConverting, "the original version is not considered to be a")
	convertSamePersona = narrow(refConverting, "The new character card is still the same persona")
	partAtLocation     = narrow(refParticipating, "at the location where a battle takes place")
	partFromStart      = narrow(refParticipating, "as soon as the battle has been initiated")
	partAfterPower     = narrow(refParticipating, "introduced after the power segment has begun")
	partCaptive        = narrow(refParticipating, "a captive who has just been released")
)
