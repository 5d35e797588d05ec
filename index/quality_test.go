package index

import (
	"bufio"
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
	path := filepath.Join(testenv.Root(), "testdata", "queries.tsv")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var qs []labelledQuery
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		row := sc.Text()
		if row == "" || strings.HasPrefix(row, "#") || strings.HasPrefix(row, "query\t") {
			continue
		}
		text, expect, ok := strings.Cut(row, "\t")
		if !ok {
			t.Fatalf("%s:%d: want query<TAB>doc:line[|doc:line]", path, n)
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
				t.Fatalf("%s:%d: bad doc:line %q", path, n, dl)
			}
			q.expect = append(q.expect, docLine{doc: dl[:i], line: ln})
		}
		qs = append(qs, q)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return qs
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
	var found3 int
	var rr float64
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
		rank := 0
		for i, h := range hits.Hits {
			if slices.Contains(want, h.ID) || slices.ContainsFunc(h.AlsoIn, func(id string) bool { return slices.Contains(want, id) }) {
				rank = i + 1
				break
			}
		}
		if rank > 0 {
			rr += 1 / float64(rank)
		}
		if rank >= 1 && rank <= 3 {
			found3++
			continue
		}
		var top []string
		for _, h := range hits.Hits[:min(3, len(hits.Hits))] {
			top = append(top, h.ID)
		}
		t.Logf("miss@3 (rank %d) %q: want %v, top %v", rank, q.text, want, top)
	}
	recall := float64(found3) / float64(len(queries))
	mrr := rr / float64(len(queries))
	t.Logf("search quality over %d queries: recall@3 = %.3f, MRR@10 = %.3f", len(queries), recall, mrr)
	if recall < 0.9 {
		t.Errorf("recall@3 = %.3f, want at least 0.9", recall)
	}
}
