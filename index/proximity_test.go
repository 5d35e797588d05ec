package index

import (
	"math"
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2/search"

	"github.com/judge-swccg/judge/glossary"
)

// at is term locations at the given word positions.
func at(positions map[string][]uint64) search.TermLocationMap {
	locs := search.TermLocationMap{}
	for t, ps := range positions {
		for _, p := range ps {
			locs.AddLocation(t, &search.Location{Pos: p})
		}
	}
	return locs
}

func TestProximityCover(t *testing.T) {
	terms := []string{"battl", "initi", "anoth"}
	weight := map[string]float64{"battl": 1, "initi": 1, "anoth": 2}
	for _, tc := range []struct {
		name  string
		title []string
		locs  map[string][]uint64
		want  float64
	}{
		{"all in one sentence", nil, map[string][]uint64{"battl": {3, 40}, "initi": {5}, "anoth": {6}}, 1},
		{"scattered over paragraphs", nil, map[string][]uint64{"battl": {3}, "initi": {40}, "anoth": {80}}, 0.5},
		{"the two likeliest together", nil, map[string][]uint64{"battl": {3}, "initi": {40}, "anoth": {45}}, 0.75},
		{"a title term counts half when the text lacks it near", []string{"battl"}, map[string][]uint64{"initi": {40}, "anoth": {45}}, 0.875},
		{"a title term in the text counts whole", []string{"battl"}, map[string][]uint64{"battl": {41}, "initi": {40}, "anoth": {45}}, 1},
		{"nothing", nil, nil, 0},
	} {
		title := map[string]bool{}
		for _, x := range tc.title {
			title[x] = true
		}
		if got := proximityCover(terms, weight, title, at(tc.locs)); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: cover %.3f, want %.3f", tc.name, got, tc.want)
		}
	}
}

// An entry whose one sentence holds the query's words ranks above one
// that holds them as often but scattered over its paragraphs, and a little
// more often.
func TestSearchRewardsWordsTogether(t *testing.T) {
	filler := " Each side counts its total power and compares it with the other side's total."
	para := func(s string) string { return filler + filler + " " + s }
	doc := fixtureDoc("rules.txt", "swccg-rules", glossary.GameSWCCG, "pc-rulebook-text", 40,
		fe{kind: glossary.KindSection, path: []string{"Battle", "Weapons Segment"}, from: 1, to: 19,
			text: para("A weapon may hit a card.") + para("Hit cards stay in the battle.") + para("Some cards are turned over.") + para("A starship seen sideways is smaller.")},
		fe{kind: glossary.KindSection, path: []string{"Battle", "Battle Summary"}, from: 20, to: 39,
			text: para("Weapons fire first.") + para("'Hit' cards are turned sideways but stay in the battle.") + para("Damage comes last.") + para("Then the battle ends.")},
	)
	ix := buildOpen(t, BuildInput{Docs: []*glossary.Document{doc}})
	res := mustSearch(t, ix, Query{Text: "hit cards turned sideways"})
	if ids := hitIDs(res); len(ids) == 0 || ids[0] != "rules/battle-summary" {
		t.Errorf("hits %v, want the section whose one sentence holds the words first", ids)
	}
}

func TestNamedGame(t *testing.T) {
	for _, tc := range []struct {
		text, rest string
		game       glossary.Game
	}{
		{"how do you win star wars tcg", "how do you win", glossary.GameSWTCG},
		{"Star Wars Trading Card Game deck size", "deck size", glossary.GameSWTCG},
		{"swccg force drain", "force drain", glossary.GameSWCCG},
		{"tcg", "tcg", glossary.GameSWTCG},     // nothing else to search for
		{"x-wing deploy", "x-wing deploy", ""}, // the CCG has X-wings too
		{"tcgs", "tcgs", ""},
	} {
		game, rest := namedGame(tc.text)
		if game != tc.game || rest != tc.rest {
			t.Errorf("%q: %q, %q; want %q, %q", tc.text, game, rest, tc.game, tc.rest)
		}
	}
}

func TestStrongEnough(t *testing.T) {
	scored := func(id string, game glossary.Game, score float64) *group {
		g := testGroup(id, glossary.KindSection, id)
		g.best.Fields[fGame] = string(game)
		g.score = score
		return g
	}
	groups := []*group{scored("ccg", glossary.GameSWCCG, 10), scored("tcg", glossary.GameSWTCG, 2)}
	if strongEnough(groups, glossary.GameSWTCG) {
		t.Errorf("a game whose best hit scores a fifth of the best should not come first")
	}
	if !strongEnough(groups, glossary.GameSWCCG) || !strongEnough(groups, "") {
		t.Errorf("the best hit's game, or none, is strong enough")
	}
}

// The Glossary's sub-entry that holds the query in one sentence keeps its
// place before the prevailing rulebook section that does not.
func TestLinkConceptsKeepsTheEntryHoldingTheLine(t *testing.T) {
	linked := func(id, family string, cover float64) *group {
		g := testGroup(id, glossary.KindSection, "Damage Segment")
		g.best.Fields[fFamily] = family
		g.cover = cover
		return g
	}
	for _, tc := range []struct {
		glossaryCover, rulesCover float64
		want                      []string
	}{
		{1, 0.5, []string{"gloss", "rules"}},
		{1, 0.95, []string{"rules", "gloss"}},
	} {
		groups := []*group{linked("gloss", "swccg-glossary", tc.glossaryCover), linked("rules", "swccg-rules", tc.rulesCover)}
		linkConcepts(groups)
		if got := primaries(groups); !slices.Equal(got, tc.want) {
			t.Errorf("covers %v/%v: order %v, want %v", tc.glossaryCover, tc.rulesCover, got, tc.want)
		}
	}
}

// The first hits are the same whatever the page size: a small page reads
// as many candidates for re-ranking as the default one.
func TestFirstHitsDoNotDependOnLimit(t *testing.T) {
	ix := buildWithCards(t)
	for _, q := range []string{"how do you win star wars tcg", "hit cards turned sideways", "lord vader immune to attrition"} {
		small := hitIDs(mustSearch(t, ix, Query{Text: q, Limit: 3}))
		page := hitIDs(mustSearch(t, ix, Query{Text: q, Limit: 10}))
		if len(page) < 3 || !slices.Equal(small, page[:3]) {
			t.Errorf("%q: first three %v with a page of 3, %v with a page of 10", q, small, page)
		}
	}
}
