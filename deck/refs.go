package deck

import "github.com/judge-swccg/judge/glossary"

// Families of the documents the deck rules are cited from.
const (
	familyGlossary = "swccg-glossary"
	familyTCG      = "swtcg-rules"
)

func cite(family, note string, path ...string) glossary.Ref {
	return glossary.Ref{Family: family, Path: path, Note: note}
}

// Star Wars CCG construction, from the Glossary 2.0. The Glossary states
// the 60-card deck in two places; it has no sentence saying a deck holds
// one side's cards, but it lets cards of the other side into a Reserve
// Deck only as 'insert', won or stolen cards, which go back to their owner.
var (
	refObjective       = cite(familyGlossary, "second paragraph: one Objective in the 60-card deck, deployed instead of a starting location", "Objective cards")
	refReserveDeck     = cite(familyGlossary, "Reserve Deck paragraph: the 60-card deck", "Force")
	refStartingLoc     = cite(familyGlossary, "", "starting locations")
	refStartingLocList = cite(familyGlossary, "the list of cards that may not be starting locations", "starting locations")
	refStartingGame    = cite(familyGlossary, "step 1", "starting the game")
	refCounting        = cite(familyGlossary, "cards from the opposite side of the Force in a Reserve Deck", "counting cards")
	refStealing        = cite(familyGlossary, "stolen cards return to their rightful owners", "stealing")
)

// Star Wars TCG construction, from the The Empire Strikes Back rulebook's
// "Deck Rules" and its glossary.
var (
	refTCGDeckRules = cite(familyTCG, "", "Section 1: The Basics", "Deck Rules")
	refTCGDeck      = cite(familyTCG, "", "Glossary", "deck")
	refTCGSameName  = cite(familyTCG, "", "Glossary", "“same name”")
	refTCGType      = cite(familyTCG, "", "Glossary", "type")
)

// allRefs lists every reference the package cites, for the test that each
// resolves to exactly one entry of the real documents.
var allRefs = []glossary.Ref{
	refObjective, refReserveDeck, refStartingLoc, refStartingLocList, refStartingGame, refCounting, refStealing, refPersonas,
	refTCGDeckRules, refTCGDeck, refTCGSameName, refTCGType,
}
