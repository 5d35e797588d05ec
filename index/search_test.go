package index

import (
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

func TestSearchRanking(t *testing.T) {
	ix, _ := buildFixture(t)
	tests := []struct {
		name, text, top string
	}{
		{"exact title beats body mention", "immune to attrition", "rules-a/immune-to-attrition"},
		{"stemming: forfeiting finds forfeit", "forfeiting", "rules-a/forfeit"},
		{"alias", "draining", "gloss/force-drain"},
		{"curly quote typed straight", "vader's choice", "rules-a/vader-s-choice"},
		{"ligature and em dash in body", "firm one", "rules-a/vader-s-choice"},
		{"accent dropped", "cafe", "rules-a/vader-s-choice"},
		{"OCR heading, plain words", "huge ship agility", "faq/huce-ship-acility"},
		{"OCR heading, one word", "Leebo", "faq/leeso"},
		{"OCR heading, two words", "missed opportunities", "faq/missep-opportunities"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := mustSearch(t, ix, Query{Text: tc.text})
			if len(res.Hits) == 0 || res.Hits[0].ID != tc.top {
				t.Fatalf("%q: top hit %v, want %s first", tc.text, hitIDs(res), tc.top)
			}
		})
	}
}

func TestSearchFilters(t *testing.T) {
	ix, _ := buildFixture(t)
	tests := []struct {
		q    Query
		want []string // every hit must be one of these, and the first must be want[0]
	}{
		{Query{Text: "immune to attrition", Game: "swccg", Doc: glossTxt}, []string{"gloss/immune-to-attrition"}},
		{Query{Text: "immune to attrition", Doc: "swccg-glossary"}, []string{"gloss/immune-to-attrition"}},
		{Query{Text: "immune to attrition", Doc: "gloss"}, []string{"gloss/immune-to-attrition"}},
		{Query{Text: "immune to attrition", Kind: "term"}, []string{"gloss/immune-to-attrition"}},
		{Query{Text: "agility", Game: "xwing"}, []string{"faq/huce-ship-acility"}},
	}
	for _, tc := range tests {
		res := mustSearch(t, ix, tc.q)
		if len(res.Hits) == 0 || res.Hits[0].ID != tc.want[0] {
			t.Errorf("%+v: hits %v, want %s first", tc.q, hitIDs(res), tc.want[0])
		}
		for _, id := range hitIDs(res) {
			if !slices.Contains(tc.want, id) {
				t.Errorf("%+v: hit %s passes no filter", tc.q, id)
			}
		}
	}
	if res := mustSearch(t, ix, Query{Text: "immune to attrition", Game: "swtcg"}); len(res.Hits) != 0 || res.Total != 0 {
		t.Errorf("game with no documents: %v", hitIDs(res))
	}
}

func TestSearchCollapsesVariants(t *testing.T) {
	ix, _ := buildFixture(t)
	res := mustSearch(t, ix, Query{Text: "chosen to satisfy attrition"})
	var rulebook []Hit
	for _, h := range res.Hits {
		if h.Family == "swccg-rules" && h.Title == "Immune To Attrition" {
			rulebook = append(rulebook, h)
		}
	}
	if len(rulebook) != 1 {
		t.Fatalf("the passage in two renderings gave %d hits: %v", len(rulebook), hitIDs(res))
	}
	h := rulebook[0]
	if h.ID != "rules-a/immune-to-attrition" || !slices.Equal(h.AlsoIn, []string{"rules-b/immune-to-attrition"}) {
		t.Errorf("hit %s also in %v; want the text rendering first, the Markdown one in AlsoIn", h.ID, h.AlsoIn)
	}
	if res.Total != len(res.Hits) {
		t.Errorf("Total %d counts the collapsed variant; %d hits", res.Total, len(res.Hits))
	}
}

// Restricted to the Markdown rendering, the variant is its own hit and is
// not replaced by the text rendering the filter excludes.
func TestSearchVariantUnderDocFilter(t *testing.T) {
	ix, _ := buildFixture(t)
	res := mustSearch(t, ix, Query{Text: "immune to attrition", Doc: rulesMD})
	if ids := hitIDs(res); !slices.Equal(ids, []string{"rules-b/immune-to-attrition"}) {
		t.Fatalf("hits %v", ids)
	}
}

func TestSearchSnippetHighlights(t *testing.T) {
	ix, _ := buildFixture(t)
	res := mustSearch(t, ix, Query{Text: "forfeited battle damage", Limit: 1})
	h := res.Hits[0]
	if h.ID != "rules-a/battle-damage" {
		t.Fatalf("top hit %s", h.ID)
	}
	if len(h.Highlights) == 0 {
		t.Fatalf("no highlights in %q", h.Snippet)
	}
	for _, r := range h.Highlights {
		word := strings.ToLower(h.Snippet[r.Start:r.End])
		if !strings.HasPrefix(word, "forfeit") && word != "battle" && word != "damage" {
			t.Errorf("highlight %q is no query word", word)
		}
	}
	if strings.Contains(h.Snippet, "\n") {
		t.Errorf("snippet has a line break: %q", h.Snippet)
	}
}

func TestSearchPaging(t *testing.T) {
	ix, _ := buildFixture(t)
	all := hitIDs(mustSearch(t, ix, Query{Text: "attrition", Limit: 50}))
	if len(all) < 3 {
		t.Fatalf("fixture gives only %v", all)
	}
	page := hitIDs(mustSearch(t, ix, Query{Text: "attrition", Limit: 2, Offset: 1}))
	if !slices.Equal(page, all[1:3]) {
		t.Errorf("page %v, want %v", page, all[1:3])
	}
}

func TestSearchFuzzyFallback(t *testing.T) {
	ix, _ := buildFixture(t)
	res := mustSearch(t, ix, Query{Text: "forfiet"})
	if !res.Fuzzy || len(res.Hits) == 0 || res.Hits[0].ID != "rules-a/forfeit" {
		t.Fatalf("fuzzy %v hits %v", res.Fuzzy, hitIDs(res))
	}
	if res := mustSearch(t, ix, Query{Text: "forfeit"}); res.Fuzzy {
		t.Errorf("a word as written should not need the fallback")
	}
}

// A worked example that repeats a rule's words ranks after the rule.
func TestSearchRuleBeforeExample(t *testing.T) {
	doc := fixtureDoc("moves.txt", "swccg-rules", glossary.GameSWCCG, "pc-rulebook-text", 30,
		fe{kind: glossary.KindSection, path: []string{"Movement", "Move Away"}, from: 1, to: 5,
			text: "After a battle is initiated, the defender may move away to an adjacent site."},
		fe{kind: glossary.KindExample, path: []string{"Movement", "Move Away Example"}, from: 6, to: 12,
			text: "Example: the defender may move away. The defender may move away to the adjacent site, and the defender may move away again."},
	)
	ix := buildOpen(t, BuildInput{Docs: []*glossary.Document{doc}})
	res := mustSearch(t, ix, Query{Text: "defender may move away"})
	if ids := hitIDs(res); !slices.Equal(ids, []string{"moves/move-away", "moves/move-away-example"}) {
		t.Fatalf("hits %v, want the rule before its example", ids)
	}
}

// A "See X" entry is a line whose title holds the query's words; the
// entry that holds the rule comes first, unless the query is the
// redirect's own term.
func TestSearchRuleBeforeRedirect(t *testing.T) {
	doc := fixtureDoc("terms.txt", "swccg-glossary", glossary.GameSWCCG, "decipher-glossary", 30,
		fe{kind: glossary.KindRedirect, path: []string{"Firing Into Battle"}, from: 1, to: 1,
			text: "See long-range weapons.", redirectTo: "Long-Range Weapons"},
		fe{kind: glossary.KindTerm, path: []string{"Weapons"}, from: 3, to: 5,
			text: "A card used to fire at an opponent's cards during a battle or an attack. Firing a weapon out of battle is no longer allowed: firing is only into a battle."},
		fe{kind: glossary.KindTerm, path: []string{"Long-Range Weapons"}, from: 7, to: 9,
			text: "A long-range weapon may target a card at another location."},
	)
	ix := buildOpen(t, BuildInput{Docs: []*glossary.Document{doc}})
	for _, c := range []struct{ text, first string }{
		{"firing battle", "terms/weapons"},
		{"firing into battle", "terms/firing-into-battle"},
	} {
		if ids := hitIDs(mustSearch(t, ix, Query{Text: c.text})); len(ids) == 0 || ids[0] != c.first {
			t.Errorf("%q: hits %v, want %s first", c.text, ids, c.first)
		}
	}
}

// A query's words point at a game when no game is set: its hits come
// first (a smaller game's in the order a search with that game set gives
// them), and the other games' hits follow, grouped by game.
func TestSearchPointsAtTheQuerysGame(t *testing.T) {
	ix := buildCorpus(t)
	for _, tc := range []struct {
		text string
		game glossary.Game
	}{
		{"retreat a unit from the arena", glossary.GameSWTCG},
		{"huge ship energy", glossary.GameXWing},
		{"force drain bonus", glossary.GameSWCCG},
		{"bossk speed power", glossary.GameSWCCG}, // a CCG card's name; the words are every game's
		{"homing missiles target lock not spent", glossary.GameXWing},
		{"pilot damage counters health", glossary.GameSWTCG},
	} {
		res := mustSearch(t, ix, Query{Text: tc.text, Limit: 20})
		if res.PointedGame != tc.game {
			t.Errorf("%q points at %q, want %q", tc.text, res.PointedGame, tc.game)
		}
		seen := map[glossary.Game]bool{}
		for i, h := range res.Hits {
			if seen[h.Game] && res.Hits[i-1].Game != h.Game {
				t.Errorf("%q: hit %d (%s) is apart from the other %s hits", tc.text, i+1, h.ID, h.Game)
			}
			seen[h.Game] = true
		}
		if len(res.Hits) == 0 || res.Hits[0].Game != tc.game {
			t.Errorf("%q: first hit %v, want one of %s", tc.text, hitIDs(res), tc.game)
		}
		scoped := mustSearch(t, ix, Query{Text: tc.text, Game: string(tc.game), Limit: 20})
		if scoped.PointedGame != "" {
			t.Errorf("%q with --game %s still points at %q", tc.text, tc.game, scoped.PointedGame)
		}
		if tc.game == glossary.GameSWCCG {
			continue // ranked as read among all games (rankInGame)
		}
		own := hitIDs(res)[:leadingHits(res.Hits, tc.game)]
		if want := hitIDs(scoped)[:min(len(own), len(scoped.Hits))]; !slices.Equal(own, want) {
			t.Errorf("%q: its game's hits %v, want them as with --game %s: %v", tc.text, own, tc.game, want)
		}
	}
}

// The Glossary's term and the rulebook's section on one concept are
// linked: the rulebook, which prevails (shared notes/precedence.md), comes
// first, and each names the other.
func TestSearchPutsThePrevailingDocumentFirst(t *testing.T) {
	ix := buildCorpus(t)
	for _, tc := range []struct {
		text, rule, glossaryTerm string
	}{
		{"immune to attrition", "swccg-advanced-rules-ch5-8/immune-to-attrition", "swccg-glossary-2-0/immune-to-attrition"},
		{"battle damage segment", "swccg-advanced-rules-ch5-8/steps-of-a-battle/damage-segment", "swccg-glossary-2-0/battle/damage-segment"},
	} {
		res := mustSearch(t, ix, Query{Text: tc.text})
		ids := hitIDs(res)
		r, g := slices.Index(ids, tc.rule), slices.Index(ids, tc.glossaryTerm)
		if r < 0 || g < 0 || r > g {
			t.Errorf("%q: rule at %d, glossary at %d in %v; want the rule first", tc.text, r, g, ids)
			continue
		}
		if !slices.Contains(res.Hits[r].SeeAlso, tc.glossaryTerm) || !slices.Contains(res.Hits[g].SeeAlso, tc.rule) {
			t.Errorf("%q: see also %v and %v, want each to name the other", tc.text, res.Hits[r].SeeAlso, res.Hits[g].SeeAlso)
		}
	}
}

func TestConceptKey(t *testing.T) {
	for title, want := range map[string]string{
		"battle – damage segment":                        "damage segment",
		"Damage Segment":                                 "damage segment",
		"Power Segment - Draw Battle Destinies":          "draw battle destinies",
		"Immune To Attrition":                            "immune to attrition",
		"Participating In Battle - Excluded - Example 1": "example 1",
	} {
		if got := conceptKey(title); got != want {
			t.Errorf("conceptKey(%q) = %q, want %q", title, got, want)
		}
	}
}

// leadingHits counts the hits of game g at the front.
func leadingHits(hits []Hit, g glossary.Game) int {
	for i, h := range hits {
		if h.Game != g {
			return i
		}
	}
	return len(hits)
}
