package index

import (
	"context"
	"errors"
	"slices"
	"testing"
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
