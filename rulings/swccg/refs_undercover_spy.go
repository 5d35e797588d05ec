package swccg

// The undercover-spy rule's citations at their deciding sentences:
// Glossary 2.0 Undercover L3179–3195 (checked by hand against the document
// and its note). The keyword check stays on the whole entry.
var (
	spyNoBattle   = narrow(glossUndercover, "may not be targeted by an opponent's weapons in battle")
	spyNoEscort   = narrow(glossUndercover, "Undercover spies cannot escort captives")
	spyBreakWhen  = narrow(glossUndercover, "your spy may voluntarily")
	spyBroken     = narrow(glossUndercover, "it loses all Undercover-related cards")
	spyNotPresent = narrow(glossUndercover, "is not present at a system or sector location")
	spyNoPresence = narrow(glossUndercover, "It has no presence, but prevents your opponent from Force draining")
	spyOwnCraft   = narrow(glossUndercover, "may not board your own vehicle or starship card")
	spyBoard      = narrow(glossUndercover, "can board an opponent's starship or vehicle")
	spyCanceled   = narrow(glossUndercover, "with canceled game text are still Undercover")
)
