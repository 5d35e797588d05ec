package cards

import (
	"slices"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

var (
	realOnce sync.Once
	realDB   *DB
	realErr  error
)

// loadReal loads the shared card data once per test binary.
func loadReal(tb testing.TB) *DB {
	tb.Helper()
	dir := testenv.Shared(tb, "cards")
	realOnce.Do(func() { realDB, realErr = Load(dir) })
	if realErr != nil {
		tb.Fatal(realErr)
	}
	return realDB
}

func gempIDs(cs []*Card) []string {
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.GempID
	}
	return ids
}

func TestResolveRealNames(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct {
		query, how, gemp string
	}{
		{"Lord Vader", "exact", "9_113"},
		{"Space Vader", "abbr", "1_168"},
		{"1_168", "id", "1_168"},
		{"darth vader dark lord of the sith", "exact", "7_175"},
		{"•Darth Vader, Dark Lord Of The Sith", "exact", "7_175"},
		{"DARTH VADER – DARK LORD OF THE SITH", "exact", "7_175"},
		{"Boba Fett, Bounty Hunter", "exact", "13_59"},
		{"Lord Vadr", "fuzzy", "9_113"},
		{"Vaders Cape", "exact", "5_126"},
		{"Qui-Gon Jinn With Lightsaber", "exact", "14_27"},
		{"Space Vader V", "abbr", "200_78"},
		{"Vader's Obsession", "exact", "101_6"},
	} {
		r := db.Resolve(tc.query)
		if r.How != tc.how || len(r.Match) != 1 || r.Match[0].GempID != tc.gemp {
			t.Errorf("Resolve(%q) = %s %v, want %s [%s]", tc.query, r.How, gempIDs(r.Match), tc.how, tc.gemp)
		}
	}
}

func TestResolveVaderListsEveryVaderPersona(t *testing.T) {
	db := loadReal(t)
	r := db.Resolve("Vader")
	if r.How != "persona" || r.Ambiguous() {
		t.Fatalf("Vader: how %q ambiguous %v", r.How, r.Ambiguous())
	}
	got := gempIDs(r.Match)
	for _, want := range []string{"1_168", "200_78", "108_6", "7_175", "208_30", "216_6", "9_113", "101_5", "219_26", "7_303"} {
		if !slices.Contains(got, want) {
			t.Errorf("Vader persona misses %s; got %v", want, got)
		}
	}
	for _, c := range r.Match {
		if c.Side != Dark {
			t.Errorf("Vader persona includes a %s card %q", c.Side, c.Title)
		}
	}
	for _, notVader := range []string{"9_178", "5_126", "1_306"} { // his lightsaber, cape, custom TIE
		if slices.Contains(got, notVader) {
			t.Errorf("Vader persona wrongly includes %s", notVader)
		}
	}
}

func TestResolveLobotIsAmbiguousAcrossSides(t *testing.T) {
	db := loadReal(t)
	r := db.Resolve("Lobot")
	if !r.Ambiguous() || !r.AcrossSides() {
		t.Fatalf("Lobot: ambiguous %v across sides %v, matches %v", r.Ambiguous(), r.AcrossSides(), gempIDs(r.Match))
	}
	for _, want := range []string{"7_187", "5_6"} {
		if !slices.Contains(gempIDs(r.Match), want) {
			t.Errorf("Lobot candidates miss %s: %v", want, gempIDs(r.Match))
		}
	}
}

func TestResolveUnknownSuggestsOrFails(t *testing.T) {
	db := loadReal(t)
	if r := db.Resolve("zzzz qqqq xxxx"); len(r.Match) != 0 || r.How != "" {
		t.Errorf("nonsense resolved: %s %v", r.How, gempIDs(r.Match))
	}
	if r := db.Resolve("   "); len(r.Match) != 0 {
		t.Errorf("blank resolved: %v", gempIDs(r.Match))
	}
}

func TestResolvePersonaPutsTheExactTitleFirst(t *testing.T) {
	db := loadReal(t)
	r := db.Resolve("Punishing One")
	if r.How != "persona" || len(r.Match) < 2 || r.Match[0].Title != "Punishing One" || !slices.Contains(gempIDs(r.Match), "109_10") {
		t.Errorf("Punishing One: %s %v, want the card first, then Dengar In Punishing One", r.How, gempIDs(r.Match))
	}
	if r := db.Resolve("Vader"); r.Match[0].GempID != "101_5" {
		t.Errorf("Vader: %v, want the card titled Vader first", gempIDs(r.Match))
	}
	if r := db.Resolve("Dutch"); r.How != "persona" || !slices.Contains(gempIDs(r.Match), "103_1") {
		t.Errorf("Dutch: %s %v, want the persona with Gold Leader In Gold 1", r.How, gempIDs(r.Match))
	}
	if r := db.Resolve("Agent Kallus"); r.How != "exact" || len(r.Match) != 1 {
		t.Errorf("Agent Kallus (one title, an (AI) printing): %s %v", r.How, gempIDs(r.Match))
	}
}

func TestResolveSuggestsInsteadOfGuessing(t *testing.T) {
	db := loadReal(t)
	for query, want := range map[string]string{
		"millenium falcon": "1_143", // two versions of the title are equally close
		"boba fet":         "5_91",  // two cards titled Boba Fett
		"Emperor":          "9_109", // nothing close: titles holding the word
		"Jabba's Palace":   "6_164",
	} {
		r := db.Resolve(query)
		if len(r.Match) != 0 || !slices.Contains(gempIDs(r.Suggestions), want) {
			t.Errorf("Resolve(%q): match %v, suggestions %v; want suggestion %s", query, gempIDs(r.Match), gempIDs(r.Suggestions), want)
		}
		if len(r.Suggestions) > maxSuggestions {
			t.Errorf("Resolve(%q): %d suggestions", query, len(r.Suggestions))
		}
	}
	r := db.Resolve("Emperor")
	if r.Suggestions[0].Title != "Emperor Palpatine" {
		t.Errorf("Emperor: first suggestion %q, want a title starting with the word", r.Suggestions[0].Title)
	}
}

func TestResolveEitherSideOfATwoSidedCard(t *testing.T) {
	db := loadReal(t)
	for _, q := range []string{"A Stunning Move", "a valuable hostage", "A Stunning Move / A Valuable Hostage"} {
		r := db.Resolve(q)
		if r.How != "exact" || len(r.Match) != 1 || r.Match[0].GempID != "211_26" || r.Match[0].Back == "" {
			t.Errorf("Resolve(%q) = %s %v", q, r.How, gempIDs(r.Match))
		}
	}
}
