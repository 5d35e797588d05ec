package index

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testenv"
)

// labelledQuery is one row of testdata/queries.tsv: a question in a
// user's own words and the entries (as doc:line) that answer it.
type labelledQuery struct {
	line   int
	text   string
	expect []docLine
}

// docLine names an expected entry by a line inside it, or by ID when line
// is zero (where one line holds two entries, as glossary L3371 does).
type docLine struct {
	doc  string
	line int
	id   string
}

func readQueries(t *testing.T) []labelledQuery {
	t.Helper()
	var qs []labelledQuery
	readQueryRows(t, "queries.tsv", func(where string, n int, row string) {
		text, expect, ok := strings.Cut(row, "\t")
		if !ok {
			t.Fatalf("%s: want query<TAB>doc:line[|doc:line]", where)
		}
		q := labelledQuery{line: n, text: text}
		for _, dl := range strings.Split(expect, "|") {
			i := strings.LastIndexByte(dl, ':')
			if i < 0 {
				q.expect = append(q.expect, docLine{id: dl})
				continue
			}
			ln, err := strconv.Atoi(dl[i+1:])
			if err != nil || ln < 1 {
				t.Fatalf("%s: bad doc:line %q", where, dl)
			}
			q.expect = append(q.expect, docLine{doc: dl[:i], line: ln})
		}
		qs = append(qs, q)
	})
	return qs
}

// readQueryRows calls row with each query row of testdata/name (not a
// blank line, a comment or the header), where it is as file:line and its
// line number.
func readQueryRows(t *testing.T, name string, row func(where string, n int, row string)) {
	t.Helper()
	path := filepath.Join(testenv.Root(), "testdata", name)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "query\t") {
			continue
		}
		row(fmt.Sprintf("%s:%d", path, n), n, text)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// TestSearchQuality measures ranking on the labelled queries: recall@3 is
// the share of queries with an answer among the first three hits, MRR the
// mean of 1/rank of the first answer within ten. A hit on a variant (the
// Markdown twin of a rulebook section) counts as a hit on the entry.
func TestSearchQuality(t *testing.T) {
	res := loadCorpus(t)
	for _, err := range res.Errors {
		t.Errorf("a corpus document did not parse: %v", err)
	}
	ix := buildOpen(t, BuildInput{Docs: res.Docs})
	queries := readQueries(t)
	if len(queries) < 80 {
		t.Fatalf("only %d labelled queries; the issue asks for at least 80", len(queries))
	}
	var tl tally
	for _, q := range queries {
		var want []string
		for _, dl := range q.expect {
			var e *glossary.Entry
			var err error
			if dl.id != "" {
				e, err = ix.Entry(dl.id)
			} else {
				e, err = ix.At(dl.doc, dl.line)
			}
			if err != nil {
				t.Errorf("queries.tsv:%d: %+v names no entry: %v", q.line, dl, err)
				continue
			}
			want = append(want, e.ID)
			want = append(want, e.Variants...)
		}
		hits := mustSearch(t, ix, Query{Text: q.text, Limit: 10})
		rank := firstRank(hits.Hits, func(h Hit) bool {
			return slices.Contains(want, h.ID) || slices.ContainsFunc(h.AlsoIn, func(id string) bool { return slices.Contains(want, id) })
		})
		if tl.add(rank) {
			continue
		}
		var top []string
		for _, h := range hits.Hits[:min(3, len(hits.Hits))] {
			top = append(top, h.ID)
		}
		t.Logf("miss@3 (rank %d) %q: want %v, top %v", rank, q.text, want, top)
	}
	recall, mrr := tl.recall(), tl.mrr()
	t.Logf("search quality over %d queries: recall@3 = %.3f, MRR@10 = %.3f", len(queries), recall, mrr)
	if recall < 0.97 || mrr < 0.90 {
		t.Errorf("recall@3 = %.3f, MRR@10 = %.3f; want at least 0.97, 0.90", recall, mrr)
	}
}

// tally accumulates recall@3 and MRR@10 over the ranks of the first
// answer of each query (0 when none is among ten hits).
type tally struct {
	n, found3 int
	rr        float64
}

// add counts rank and reports whether it is among the first three.
func (tl *tally) add(rank int) bool {
	tl.n++
	if rank > 0 {
		tl.rr += 1 / float64(rank)
	}
	if rank >= 1 && rank <= 3 {
		tl.found3++
		return true
	}
	return false
}

func (tl tally) recall() float64 { return float64(tl.found3) / float64(max(1, tl.n)) }
func (tl tally) mrr() float64    { return tl.rr / float64(max(1, tl.n)) }

// firstRank is the 1-based rank of the first hit answering, 0 if none.
func firstRank(hits []Hit, answers func(Hit) bool) int {
	for i, h := range hits {
		if answers(h) {
			return i + 1
		}
	}
	return 0
}
