package index

import (
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// A word typed joined finds the entry that prints it hyphenated; a word
// whose halves stand apart in the documents is left alone.
func TestSearchJoinedCompound(t *testing.T) {
	doc := fixtureDoc("piles.txt", "swccg-glossary", glossary.GameSWCCG, "decipher-glossary", 30,
		fe{kind: glossary.KindTerm, path: []string{"Used Pile"}, from: 1, to: 3,
			text: "At the end of each turn you re-circulate your Used Pile beneath your Reserve Deck."},
		fe{kind: glossary.KindTerm, path: []string{"Reserve Deck"}, from: 9, to: 10, text: "Your deck of cards."},
		fe{kind: glossary.KindTerm, path: []string{"Deck"}, from: 11, to: 12, text: "A deck is the cards you play with."},
		fe{kind: glossary.KindTerm, path: []string{"Lost Pile"}, from: 13, to: 14, text: "Lost cards go to this pile."},
		fe{kind: glossary.KindTerm, path: []string{"Presence"}, from: 5, to: 7,
			text: "Cards with ability give presence. A pre-game action is no sense of it."},
	)
	ix := buildOpen(t, BuildInput{Docs: []*glossary.Document{doc}})
	if ids := hitIDs(mustSearch(t, ix, Query{Text: "recirculate deck"})); len(ids) == 0 || ids[0] != "piles/used-pile" {
		t.Errorf("recirculate deck: hits %v, want piles/used-pile", ids)
	}
	if got := ix.splitCompounds(t.Context(), "recirculate pile", ix.bleve.Mapping().AnalyzerNamed(textAnalyzer)); got != "re circulate pile" {
		t.Errorf("split %q, want the halves", got)
	}
	if got := ix.splitCompounds(t.Context(), "gamesense", ix.bleve.Mapping().AnalyzerNamed(textAnalyzer)); got != "gamesense" {
		t.Errorf("split %q: the halves never stand side by side", got)
	}
}
