package swccg

// The forfeit-value rule's citations at their deciding sentences: Glossary
// 2.0 forfeit L1411–1417, undefined values L3168–3173, cumulatively L966
// (checked by hand against the document and its note). forfeit value,
// unmodifiable values and negative numbers are one sentence each and stay
// whole.
var (
	forfeitOnlyWithValue   = narrow(glossForfeit, "You may forfeit a card only if it has a forfeit value")
	forfeitStillEligible   = narrow(glossForfeit, "still participating in battle during the damage segment")
	undefinedNotModifiable = narrow(glossUndefined, "Undefined values are not modifiable")
	cumulativeOnlyIfSaid   = narrow(glossCumulatively, "No modifiers are cumulative unless")
)
