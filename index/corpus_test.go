package index

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testenv"
)

var (
	corpusOnce sync.Once
	corpusRes  *glossary.LoadResult
	corpusErr  error
)

// loadCorpus parses every document of ../shared/corpus once per test run.
// Files no registered parser reads yet are in LoadResult.Errors.
func loadCorpus(tb testing.TB) *glossary.LoadResult {
	tb.Helper()
	dir := filepath.Dir(testenv.Corpus(tb, "xwing-faq-1e.txt"))
	corpusOnce.Do(func() { corpusRes, corpusErr = glossary.Load([]string{dir}) })
	if corpusErr != nil {
		tb.Fatal(corpusErr)
	}
	return corpusRes
}

func buildCorpus(t *testing.T) *Index {
	t.Helper()
	res := loadCorpus(t)
	for _, err := range res.Errors {
		t.Logf("not indexed: %v", err)
	}
	return buildOpen(t, BuildInput{Docs: res.Docs})
}

func hasDoc(res *glossary.LoadResult, name string) bool {
	return slices.ContainsFunc(res.Docs, func(d *glossary.Document) bool { return d.Name == name })
}

// Users' words reach the OCR-damaged headings of the X-Wing FAQ.
func TestCorpusXWingQueries(t *testing.T) {
	ix := buildCorpus(t)
	tests := []struct {
		text  string
		line  int    // a line the top hit must contain
		title string // what its folded title must contain
	}{
		{"huge ship agility", 666, "huge ship agility"},
		{"Leebo", 1618, "leebo"},
		{"Hobbie Klivian", 1499, "hobbie"},
		{"missed opportunities", 1148, "missed opportunities"},
	}
	for _, tc := range tests {
		res := mustSearch(t, ix, Query{Text: tc.text, Game: "xwing", Limit: 3})
		if len(res.Hits) == 0 {
			t.Errorf("%q: no X-Wing hit", tc.text)
			continue
		}
		h := res.Hits[0]
		t.Logf("%q → %s %q L%d–%d", tc.text, h.ID, h.Title, h.LineStart, h.LineEnd)
		if tc.line < h.LineStart || tc.line > h.LineEnd {
			t.Errorf("%q: top hit %s covers L%d–%d, not L%d", tc.text, h.ID, h.LineStart, h.LineEnd, tc.line)
		}
		if !strings.Contains(glossary.Fold(h.Title), tc.title) {
			t.Errorf("%q: top hit %q, want a title with %q", tc.text, h.Title, tc.title)
		}
	}
}

func TestCorpusDefineImmuneToAttrition(t *testing.T) {
	res := loadCorpus(t)
	for _, d := range []string{"swccg-advanced-rules-ch5-8.txt", "swccg-glossary-2.0.txt"} {
		if !hasDoc(res, d) {
			t.Skipf("%s is not parsed yet (its parser has not landed)", d)
		}
	}
	ix := buildCorpus(t)
	def, err := ix.Define(context.Background(), "immune to attrition")
	if err != nil {
		t.Fatal(err)
	}
	var fams []string
	for _, s := range def.Senses {
		fams = append(fams, s.Family)
		t.Logf("%s %s L%d–%d (%s)", s.Family, s.Entry.ID, s.Entry.LineStart, s.Entry.LineEnd, s.Match)
	}
	if len(fams) < 2 || fams[0] != "swccg-rules" || !slices.Contains(fams, "swccg-glossary") {
		t.Fatalf("senses from %v, want the rulebook first and the glossary too", fams)
	}
}
