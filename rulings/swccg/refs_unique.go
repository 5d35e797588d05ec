package swccg

// Uniqueness and persona citations at their deciding sentences: Glossary
// 2.0 unique and restricted cards L3199–3205, ch5-8 Persona L104–109
// (checked by hand against the documents and their notes).
var (
	uniqueDots            = narrow(glossUnique, "the number of dots restricts the number of copies")
	uniquePerTurn         = narrow(glossUnique, "the number of dots … send him back to your hand")
	uniqueDiamonds        = narrow(glossUnique, "number of diamonds indicates")
	uniqueInterrupt       = narrow(glossUnique, "For Interrupts, only one copy may be played")
	personaTargets        = narrow(refPersona, "targets or manipulates a persona may target")
	personaCardType       = narrow(refPersona, "Cards that deploy upon a specific persona may only deploy upon a card of that type")
	personaCharactersOnly = narrow(refPersona, "The persona replacement rule applies only to character cards")
	personaDifferentCards = narrow(refPersona, "they are still different cards")
	personaMonnok         = narrow(refPersona, "they are still different cards … it targets duplicate card")
)
