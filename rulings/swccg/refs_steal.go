package swccg

// Stealing, search parties, missing and present characters at their
// deciding sentences: Glossary 2.0 stealing L2962–2976, search party
// L2748–2757, missing L2109, replacing cards L2646, present L2406–2415,
// and ch5-8 Draw Battle Destinies L360–363 (checked by hand against the
// documents and their notes).
var (
	stealWhat          = narrow(glossStealing, "A card is stolen when one player is able to take the card … Stolen cards are returned")
	stealReturned      = narrow(glossStealing, "Stolen cards are returned to their rightful owners")
	stealAllowed       = narrow(glossStealing, "unless a card allows it to be stolen")
	stealNotByWalking  = narrow(glossStealing, "unless a card allows it to be stolen … cannot be stolen simply by")
	stealAboard        = narrow(glossStealing, "may not be stolen if the opponent has characters aboard")
	stealUndercover    = narrow(glossStealing, "Being Undercover does not prevent a spy from stealing")
	stealCargo         = narrow(glossStealing, "any cargo aboard it is stolen as well")
	stealGenericPilot  = narrow(glossStealing, "it is conceptually replaced by a permanent pilot")
	stealUniquePilot   = narrow(glossStealing, "if it has a unique permanent pilot … unless that unique persona is in play")
	stealWeapons       = narrow(glossStealing, "may do so only if that weapon or device says it can be deployed on")
	stealRestricted    = narrow(glossStealing, "Cards with deployment restrictions")
	searchWhen         = narrow(glossSearchParty, "During your control phase, you may attempt to find missing characters")
	searchMembers      = narrow(glossSearchParty, "Designate one or more of your characters at the same site")
	searchAdd          = narrow(glossSearchParty, "Add 1 to the destiny draw for each member")
	searchFound        = narrow(glossSearchParty, "If total destiny > 5")
	searchWhere        = narrow(glossSearchParty, "You may only search where you have one or more characters missing")
	searchAfter        = narrow(glossSearchParty, "Members of a search party (including any characters they find) may not move")
	missingOnTable     = narrow(glossMissing, "A missing character is still on table")
	missingInert       = narrow(glossMissing, "the character is not considered to have presence")
	missingTargeted    = narrow(glossMissing, "missing characters cannot be targeted by weapons")
	replacingCaptured  = narrow(glossReplacing, "Captured and missing cards may not be replaced")
	replacingNotDeploy = narrow(glossReplacing, "Replacing a card is not the same as deployment … just deployed")
	presentPlaces      = narrow(glossPresent, "There are four places where a card can be present … on an enclosed vehicle or starship card")
	presentWith        = narrow(glossPresent, "Two or more cards are present with one another")
	destinyCounts      = narrow(refBattleDestiny, "To meet the 4 ability requirement, you count … piloting or driving during the battle")
)
