package index

import (
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2/search"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// testGroup is a hit of a document of family "f", or of the card database
// when kind is the card kind.
func testGroup(id string, kind glossary.Kind, title string) *group {
	family := "f"
	if kind == glossary.KindCard {
		family = cards.EntryDoc
	}
	return testDocGroup(id, family, kind, title)
}

func testDocGroup(id, family string, kind glossary.Kind, title string) *group {
	return &group{primary: id, best: &search.DocumentMatch{ID: id, Fields: map[string]interface{}{
		fKind: string(kind), fTitle: title, fGame: string(glossary.GameSWCCG), fFamily: family,
	}}}
}

func primaries(gs []*group) []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.primary)
	}
	return out
}

func TestCardsVersusRules(t *testing.T) {
	for _, tc := range []struct {
		text string
		in   []*group
		want []string
		card map[string]string // group → the card shown beside it
	}{
		{ // the card's name alone asks for the card
			"lord vader",
			[]*group{testGroup("rule", glossary.KindSection, "Attrition"), testGroup("card", glossary.KindCard, "•Lord Vader (V)")},
			[]string{"card", "rule"}, nil,
		},
		{ // rule words with the name ask for the rule, the card beside it
			"lord vader immune to attrition",
			[]*group{testGroup("card", glossary.KindCard, "Lord Vader"), testGroup("other", glossary.KindCard, "Vader's Obsession"), testGroup("rule", glossary.KindSection, "Immune To Attrition")},
			[]string{"rule", "card", "other"}, map[string]string{"rule": "card"},
		},
		{ // a name that is only part of a word names no card
			"vaders attrition",
			[]*group{testGroup("card", glossary.KindCard, "Vader"), testGroup("rule", glossary.KindSection, "Attrition")},
			[]string{"card", "rule"}, nil,
		},
		{ // a rule entry titled like the card already answers the name
			"biggs darklighter",
			[]*group{testGroup("faq", glossary.KindClarification, "Biggs Darklighter"), testGroup("card", glossary.KindCard, "Biggs Darklighter")},
			[]string{"faq", "card"}, nil,
		},
		{ // a document's entry on the card is its rule, not a card
			"wes janson weapon destiny",
			[]*group{testDocGroup("gloss", "g", glossary.KindCard, "Wes Janson"), testGroup("rule", glossary.KindTerm, "weapon destiny"), testGroup("card", glossary.KindCard, "Wes Janson")},
			[]string{"gloss", "rule", "card"}, map[string]string{"gloss": "card"},
		},
		{ // a card face beside its clarification stands for the card
			"autoblaster cancel hit",
			[]*group{testDocGroup("face", "x", glossary.KindCard, "Autoblaster"), testDocGroup("clar", "x", glossary.KindClarification, "Autoblaster"), testGroup("rule", glossary.KindTerm, "Dice Results")},
			[]string{"clar", "face", "rule"}, map[string]string{"clar": "face"},
		},
	} {
		cardsVersusRules(tc.in, tc.text, proseAnalyzer())
		if got := primaries(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("%q: order %v, want %v", tc.text, got, tc.want)
		}
		for _, g := range tc.in {
			if g.card != tc.card[g.primary] {
				t.Errorf("%q: %s shows card %q, want %q", tc.text, g.primary, g.card, tc.card[g.primary])
			}
		}
	}
}
