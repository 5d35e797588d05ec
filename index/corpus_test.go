package index

import (
	"context"
	"fmt"
	"os"
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

// corpusIndex is the real corpus built once and shared by the tests that
// only read it; TestMain removes it.
var corpusIndex struct {
	once sync.Once
	dir  string
	ix   *Index
	err  error
}

func buildCorpus(t *testing.T) *Index {
	t.Helper()
	res := loadCorpus(t)
	for _, err := range res.Errors {
		t.Logf("not indexed: %v", err)
	}
	c := &corpusIndex
	c.once.Do(func() {
		if c.dir, c.err = os.MkdirTemp("", "judge-index-test-"); c.err != nil {
			return
		}
		if _, c.err = Build(context.Background(), c.dir, BuildInput{Docs: res.Docs}); c.err == nil {
			c.ix, c.err = Open(c.dir)
		}
	})
	if c.err != nil {
		t.Fatal(c.err)
	}
	return c.ix
}

func TestMain(m *testing.M) {
	code := m.Run()
	if c := &corpusIndex; c.dir != "" {
		if c.ix != nil {
			c.ix.Close()
		}
		os.RemoveAll(c.dir)
	}
	os.Exit(code)
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
	requireDocs(t, "swccg-advanced-rules-ch5-8.txt", "swccg-glossary-2.0.txt")
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

// requireDocs skips when a document's parser has not landed, naming it.
func requireDocs(t *testing.T, names ...string) {
	t.Helper()
	res := loadCorpus(t)
	for _, d := range names {
		if !hasDoc(res, d) {
			t.Skipf("%s is not parsed yet (its parser has not landed)", d)
		}
	}
}

// Definitions across documents in precedence order, and "See" chains
// (the Glossary's superseded "weapons phase", notes/precedence.md).
func TestCorpusDefine(t *testing.T) {
	requireDocs(t, "swccg-advanced-rules-ch5-8.txt", "swccg-glossary-2.0.txt", "swtcg-rulebook-esb.txt")
	ix := buildCorpus(t)
	tests := []struct {
		term  string
		want  []string // "id Lline" per sense, in order
		chain int      // redirects followed by the first sense
	}{
		{"battle destiny", []string{"swccg-advanced-rules-ch5-8/battle-destiny L597", "swccg-glossary-2-0/battle-destiny L498"}, 0},
		{"deploy", []string{"swccg-advanced-rules-ch5-8/deploy L11", "swccg-glossary-2-0/deploy L1071", "swtcg-rulebook-esb/deploy L786"}, 0},
		{"weapons phase", []string{"swccg-glossary-2-0/battle/weapons-segment L412"}, 2},
	}
	for _, tc := range tests {
		def, err := ix.Define(context.Background(), tc.term)
		if err != nil {
			t.Fatalf("%q: %v", tc.term, err)
		}
		var got []string
		for _, s := range def.Senses {
			got = append(got, fmt.Sprintf("%s L%d", s.Entry.ID, s.Entry.LineStart))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: senses %v, want %v", tc.term, got, tc.want)
		}
		if n := max(0, len(def.Senses[0].Chain)-1); n != tc.chain {
			t.Errorf("%q: followed %d redirects (%v), want %d", tc.term, n, def.Senses[0].Chain, tc.chain)
		}
	}
}

func TestCorpusAtAndResolve(t *testing.T) {
	requireDocs(t, "swccg-advanced-rules-ch5-8.txt", "swccg-glossary-2.0.txt")
	ix := buildCorpus(t)
	e, err := ix.At("swccg-glossary-2.0.txt", 1650)
	if err != nil || e.ID != "swccg-glossary-2-0/immune-to-attrition" {
		t.Errorf("At glossary L1650 = %v, %v", e, err)
	}
	es, err := ix.Resolve(glossary.Ref{Family: "swccg-rules", Path: []string{"Immune To Attrition"}})
	if err != nil || len(es) == 0 || es[0].ID != "swccg-advanced-rules-ch5-8/immune-to-attrition" || es[0].LineStart != 725 {
		t.Errorf("Resolve rulebook › Immune To Attrition = %v, %v", es, err)
	}
}
