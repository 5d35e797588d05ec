package index

import (
	"slices"
	"strings"
	"testing"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testcards"
)

// foldTerm's ASCII shortcut gives what glossary.Fold gives.
func FuzzFoldTerm(f *testing.F) {
	for _, s := range []string{"Vader", "vader", "Vader’s", "café", "A`B", "two words", "tab\there", "ﬁrst", "ALL-CAPS", "", "x\u00a0y", "Ǆ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(foldTerm([]byte(s))), glossary.Fold(s); got != want {
			t.Fatalf("foldTerm(%q) = %q, glossary.Fold gives %q", s, got, want)
		}
	})
}

// The memoised text analyzer makes the same tokens as the filters run on
// every token, over the real documents' and cards' text (twice, so the
// second pass reads the memo), and leaves the input bytes alone.
func TestTermMemoIsTheChain(t *testing.T) {
	var texts []string
	for _, d := range loadCorpus(t).Docs {
		for _, e := range d.Entries {
			texts = append(texts, e.Title, e.Text)
		}
	}
	for _, e := range testcards.DB(t).Entries() {
		texts = append(texts, e.Title, e.Text)
	}
	cache := registry.NewCache()
	memo, err := cache.AnalyzerNamed(textAnalyzer)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := analyzerOf(cache, unicode.Name, textFilters...)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := memo.(*analysis.DefaultAnalyzer).TokenFilters[0].(*termMemo); !ok {
		t.Fatalf("%s is not memoised", textAnalyzer)
	}
	tokens := 0
	for pass := range 2 {
		for _, s := range texts {
			in := []byte(s)
			got, want := memo.Analyze(in), plain.Analyze([]byte(s))
			if !slices.EqualFunc(got, want, func(a, b *analysis.Token) bool {
				return string(a.Term) == string(b.Term) && a.Start == b.Start && a.End == b.End && a.Position == b.Position
			}) {
				t.Fatalf("pass %d: %q analysed to\n%v\nwithout the memo\n%v", pass, s, got, want)
			}
			if string(in) != s {
				t.Fatalf("analysing %q changed the input to %q", s, in)
			}
			tokens += len(got)
		}
	}
	if tokens < 100000 {
		t.Fatalf("only %d tokens compared", tokens)
	}
	// A word the memo cannot hold any more is still filtered.
	m := memo.(*analysis.DefaultAnalyzer).TokenFilters[0].(*termMemo)
	m.mu.Lock()
	saved := m.terms
	m.terms = make(map[string]memoTerm, memoTerms)
	for i := range memoTerms {
		m.terms[strings.Repeat("q", i+1)] = memoTerm{drop: true}
	}
	m.mu.Unlock()
	if got := memo.Analyze([]byte("Vader's Deploying")); len(got) != 2 || string(got[0].Term) != "vader" || string(got[1].Term) != "deploy" {
		t.Fatalf("past the memo's bound: %v", got)
	}
	if len(m.terms) != memoTerms {
		t.Fatalf("memo grew past its bound to %d", len(m.terms))
	}
	m.terms = saved
}
