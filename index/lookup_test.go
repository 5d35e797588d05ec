package index

import (
	"errors"
	"slices"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

func TestEntryRoundTrip(t *testing.T) {
	ix, _ := buildFixture(t)
	e, err := ix.Entry("gloss/weapons-phase")
	if err != nil {
		t.Fatal(err)
	}
	want := fixtureDocs()[2].Entries[1]
	if e.Title != want.Title || e.LineStart != want.LineStart || len(e.SeeAlso) != 1 || e.SeeAlso[0].ID != "gloss/weapons-segment" || !e.SeeAlso[0].Redirect {
		t.Fatalf("stored entry %+v, want %+v", e, want)
	}
	if _, err := ix.Entry("gloss/nothing"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing ID: err %v", err)
	}
}

func TestAtNarrowestEntry(t *testing.T) {
	ix, _ := buildFixture(t)
	tests := []struct {
		doc  string
		line int
		want string
	}{
		{rulesTxt, 1, "rules-a/chapter-5-battle"},
		{rulesTxt, 2, "rules-a/immune-to-attrition"},
		{rulesTxt, 7, "rules-a/gaining-and-losing"},
		{rulesTxt, 10, "rules-a/immune-to-attrition"},
		{"rules-a", 12, "rules-a/forfeit"}, // by slug
		{faqTxt, 1619, "faq/leeso"},
	}
	for _, tc := range tests {
		e, err := ix.At(tc.doc, tc.line)
		if err != nil {
			t.Fatalf("At(%s, %d): %v", tc.doc, tc.line, err)
		}
		if e.ID != tc.want {
			t.Errorf("At(%s, %d) = %s, want %s", tc.doc, tc.line, e.ID, tc.want)
		}
	}
	if _, err := ix.At(rulesTxt, 61); !errors.Is(err, ErrNotFound) {
		t.Errorf("line past the end: err %v", err)
	}
}

func TestAtHonoursLineLists(t *testing.T) {
	docs := []*glossary.Document{fixtureDoc("ocr.txt", "xwing-faq", glossary.GameXWing, "ocr-faq", 20,
		fe{kind: glossary.KindFAQ, path: []string{"Left Column"}, from: 1, to: 10, text: "left"},
		fe{kind: glossary.KindFAQ, path: []string{"Right Column"}, from: 2, to: 9, text: "right"},
	)}
	docs[0].Entries[0].Lines = []int{1, 3, 5, 7, 9, 10}
	docs[0].Entries[1].Lines = []int{2, 4, 6, 8}
	ix := buildOpen(t, BuildInput{Docs: docs})
	for line, want := range map[int]string{3: "ocr/left-column", 4: "ocr/right-column", 10: "ocr/left-column"} {
		e, err := ix.At("ocr.txt", line)
		if err != nil || e.ID != want {
			t.Errorf("At line %d = %v, %v; want %s", line, e, err, want)
		}
	}
}

func TestResolveByPathSuffix(t *testing.T) {
	ix, _ := buildFixture(t)
	tests := []struct {
		ref  glossary.Ref
		want []string
	}{
		{glossary.Ref{Family: "swccg-rules", Path: []string{"Immune To Attrition", "Gaining And Losing"}}, []string{"rules-a/gaining-and-losing"}},
		{glossary.Ref{Family: "swccg-rules", Path: []string{"immune to attrition"}}, []string{"rules-a/immune-to-attrition", "rules-b/immune-to-attrition"}},
		{glossary.Ref{Family: "swccg-glossary", Path: []string{"Immune To Attrition"}}, []string{"gloss/immune-to-attrition"}},
		{glossary.Ref{Family: "swccg-rules", Path: []string{"Forfeit", "Gaining And Losing"}}, nil},
		{glossary.Ref{Family: "swccg-rules", Path: []string{"No Such Heading"}}, nil},
	}
	for _, tc := range tests {
		es, err := ix.Resolve(tc.ref)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range es {
			got = append(got, e.ID)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Resolve(%s) = %v, want %v", tc.ref, got, tc.want)
		}
	}
}
