package index

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

func TestDefineSideBySideInPrecedenceOrder(t *testing.T) {
	ix, _ := buildFixture(t)
	def, err := ix.Define(context.Background(), "Immune to Attrition")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range def.Senses {
		got = append(got, s.Entry.ID+" "+s.Match)
	}
	// The rulebook prevails over the glossary; the Markdown rendering is
	// folded into the text one.
	want := []string{"rules-a/immune-to-attrition title", "gloss/immune-to-attrition title"}
	if !slices.Equal(got, want) {
		t.Fatalf("senses %v, want %v", got, want)
	}
	if also := def.Senses[0].AlsoIn; !slices.Equal(also, []string{"rules-b/immune-to-attrition"}) {
		t.Errorf("AlsoIn %v", also)
	}
}

func TestDefineAliasAndFuzzy(t *testing.T) {
	ix, _ := buildFixture(t)
	for term, want := range map[string]string{
		"draining":            "gloss/force-drain alias",
		"imune to attritoin":  "rules-a/immune-to-attrition fuzzy",
		"weapons segmentt":    "gloss/weapons-segment fuzzy",
		"lose force equal to": "gloss/force-drain search",
	} {
		def, err := ix.Define(context.Background(), term)
		if err != nil {
			t.Fatalf("%q: %v", term, err)
		}
		if got := def.Senses[0].Entry.ID + " " + def.Senses[0].Match; got != want {
			t.Errorf("%q: first sense %s, want %s", term, got, want)
		}
	}
}

func TestDefineFollowsRedirects(t *testing.T) {
	ix, _ := buildFixture(t)
	def, err := ix.Define(context.Background(), "weapons phase")
	if err != nil {
		t.Fatal(err)
	}
	s := def.Senses[0]
	if s.Entry.ID != "gloss/weapons-segment" || !slices.Equal(s.Chain, []string{"gloss/weapons-phase", "gloss/weapons-segment"}) || s.Cycle {
		t.Fatalf("sense %s chain %v cycle %v", s.Entry.ID, s.Chain, s.Cycle)
	}
}

func TestDefineStopsAtRedirectCycle(t *testing.T) {
	ix, _ := buildFixture(t)
	def, err := ix.Define(context.Background(), "loop one")
	if err != nil {
		t.Fatal(err)
	}
	s := def.Senses[0]
	if !s.Cycle || !slices.Equal(s.Chain, []string{"gloss/loop-one", "gloss/loop-two"}) {
		t.Fatalf("chain %v cycle %v, want the loop detected after one step", s.Chain, s.Cycle)
	}
}

func TestDefineUnknown(t *testing.T) {
	ix, _ := buildFixture(t)
	if _, err := ix.Define(context.Background(), "zzyzx"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("err %v, want ErrNotFound", err)
	}
}

// shortTermsDoc has titles and abbreviations one edit away from stop words,
// single letters and a three-letter abbreviation, as the card database
// does ("TEH" for The Emperor's Hand, "SS" for Second Sister, "EPS" for
// Emperor's Personal Shuttle; Dark.json).
func shortTermsDoc() *glossary.Document {
	return fixtureDoc("short.txt", "short", glossary.GameSWCCG, "decipher-glossary", 50,
		fe{kind: glossary.KindTerm, path: []string{"The Emperor's Hand"}, from: 1, to: 2, aliases: []string{"TEH"}, text: "An interrupt naming Mara Jade."},
		fe{kind: glossary.KindTerm, path: []string{"Second Sister"}, from: 3, to: 4, aliases: []string{"SS"}, text: "An inquisitor."},
		fe{kind: glossary.KindTerm, path: []string{"Emperor's Personal Shuttle"}, from: 5, to: 6, aliases: []string{"EPS"}, text: "A shuttle."},
		fe{kind: glossary.KindTerm, path: []string{"Mara Jade With Lightsaber"}, from: 7, to: 8, aliases: []string{"EPP Mara"}, text: "Mara with her saber."},
		fe{kind: glossary.KindRedirect, path: []string{"at"}, from: 9, to: 9, text: "See prepositions.", redirectTo: "prepositions"},
		fe{kind: glossary.KindTerm, path: []string{"prepositions"}, from: 10, to: 12, text: "Words such as at, on and aboard place a card."},
		fe{kind: glossary.KindTerm, path: []string{"AT-ATs"}, from: 13, to: 14, text: "Walkers may not raise their landspeed above 1."},
		fe{kind: glossary.KindTerm, path: []string{"→"}, from: 15, to: 15, text: "The cost is before the arrow."},
		fe{kind: glossary.KindTerm, path: []string{"Force"}, from: 16, to: 18, text: "The basic unit of the game."},
	)
}

// Stop words, single letters and short abbreviations are not tried within
// an edit distance: they answer an exact title or alias or nothing.
func TestDefineShortAndCommonTerms(t *testing.T) {
	ix := buildOpen(t, BuildInput{Docs: []*glossary.Document{shortTermsDoc()}})
	for _, term := range []string{"the", "a", "is", "x", "of the", "  A  ", "?"} {
		def, err := ix.Define(context.Background(), term)
		if !errors.Is(err, ErrCommonWords) || !errors.Is(err, ErrNotFound) {
			var first string
			if def != nil && len(def.Senses) > 0 {
				first = def.Senses[0].Entry.Title
			}
			t.Errorf("%q: err %v (first sense %q), want ErrCommonWords", term, err, first)
		}
	}
	for term, want := range map[string]string{
		"at":     "short/prepositions title", // an exact title, then its redirect
		"Force":  "short/force title",
		"TEH":    "short/the-emperor-s-hand alias",
		"EPP":    "short/mara-jade-with-lightsaber search", // not "EPS", one edit away
		"AT-AT":  "short/at-ats fuzzy",                     // a hyphenated name is no stop word
		"→":      "short/entry title",                      // an exact title of punctuation alone
		"Forcee": "short/force fuzzy",
	} {
		def, err := ix.Define(context.Background(), term)
		if err != nil {
			t.Errorf("%q: %v", term, err)
			continue
		}
		if got := def.Senses[0].Entry.ID + " " + def.Senses[0].Match; got != want {
			t.Errorf("%q: first sense %s, want %s", term, got, want)
		}
	}
}
