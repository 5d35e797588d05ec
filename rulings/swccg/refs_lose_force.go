package swccg

// The lose-force rule's citations at their deciding sentences: Glossary 2.0
// Force L1346–1368, losing Force L2024, Mosep L2133–2135 (checked by hand
// against the document and its note). Life Force (L1928) is one sentence
// and stays whole.
var (
	losingMoves       = narrow(glossLosingForce, "move the appropriate number of cards from your hand and/or Life Force")
	forceDiscard      = narrow(glossForce, "you must discard cards face up to your Lost Pile … You may choose cards to be lost")
	forceLifeForce    = narrow(glossForce, "make up your Life Force")
	forceDepleted     = narrow(glossForce, "If these three piles are totally depleted")
	forceHandNot      = narrow(glossForce, "Cards in your hand, on table or in the Lost Pile are not counted")
	mosepReserveFirst = narrow(glossMosep, "lost Force must come from Reserve Deck if possible … any portion that cannot come from your Reserve Deck")
)
