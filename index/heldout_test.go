package index

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/testenv"
)

// lineQuery is one row of testdata/queries-heldout.tsv or
// queries-lines.tsv: keywords as a user types them, the game they are
// about, and the lines (or cards) that answer them.
type lineQuery struct {
	line    int
	text    string
	game    string
	answers []answer
}

// answer is a card entry's ID, or lines first..last of a document.
type answer struct {
	id          string
	doc         string
	first, last int
}

// maxPassage is the longest hit, in lines, that counts as pointing at an
// answer: a whole chapter overlapping the answer's line tells a judge
// nothing.
const maxPassage = 60

func readLineQueries(t *testing.T, name string) []lineQuery {
	t.Helper()
	var qs []lineQuery
	readQueryRows(t, name, func(where string, n int, row string) {
		cols := strings.Split(row, "\t")
		if len(cols) != 3 {
			t.Fatalf("%s: want query<TAB>game<TAB>answers", where)
		}
		q := lineQuery{line: n, text: cols[0], game: cols[1]}
		for _, a := range strings.Split(cols[2], "|") {
			if strings.HasPrefix(a, cards.EntryDoc+"/") {
				q.answers = append(q.answers, answer{id: a})
				continue
			}
			doc, lines, ok1 := strings.Cut(a, ":")
			from, to, ok2 := strings.Cut(lines, "-")
			first, err1 := strconv.Atoi(from)
			last, err2 := strconv.Atoi(to)
			if !ok1 || !ok2 || err1 != nil || err2 != nil || first < 1 || last < first || last-first >= maxPassage {
				t.Fatalf("%s: bad answer %q: want doc:first-last within %d lines, or cards/ID", where, a, maxPassage)
			}
			q.answers = append(q.answers, answer{doc: doc, first: first, last: last})
		}
		qs = append(qs, q)
	})
	return qs
}

// answers reports whether h points at a: the card itself, or a passage of
// at most maxPassage lines of a's document overlapping a's lines.
func (a answer) answeredBy(h Hit) bool {
	if a.id != "" {
		return h.ID == a.id
	}
	first, last := h.Lines()
	return h.Doc == a.doc && last-first < maxPassage && first <= a.last && a.first <= last
}

// TestLineQuality measures ranking, with the cards indexed, on the
// held-out queries and on the tuning set's queries with their answer
// lines, each without and with the query's game set: recall@3 and MRR@10.
// Print the figures with
//
//	go test ./index -run TestLineQuality -v
//
// Ranking is tuned on queries.tsv, queries-lines.tsv, queries-keywords.tsv,
// queries-typed.tsv, queries-fresh.tsv, queries-shared.tsv and
// queries-judge.tsv and queries-names.tsv only; the
// held-out set reports.
func TestLineQuality(t *testing.T) {
	ix := buildWithCards(t)
	for _, set := range []struct {
		file    string
		min     int
		recall3 float64
		mrr     float64
		// tuning sets log their misses; the held-out set only its
		// figures, so that nobody tunes on its queries one by one.
		tuning bool
	}{
		{"queries-lines.tsv", 90, 0.97, 0.90, true},
		{"queries-keywords.tsv", 120, 0.97, 0.87, true},
		{"queries-typed.tsv", 180, 0.97, 0.92, true},
		{"queries-fresh.tsv", 120, 0.954, 0.888, true},
		{"queries-shared.tsv", 40, 0.91, 0.77, true},
		{"queries-judge.tsv", 150, 0.908, 0.816, true},
		{"queries-names.tsv", 60, 0.935, 0.890, true},
		{"queries-heldout.tsv", 150, 0.95, 0.87, false},
	} {
		t.Run(set.file, func(t *testing.T) {
			queries := readLineQueries(t, set.file)
			if len(queries) < set.min {
				t.Fatalf("only %d queries in %s, want at least %d", len(queries), set.file, set.min)
			}
			checkAnswers(t, ix, set.file, queries)
			for _, scoped := range []bool{false, true} {
				recall, mrr := lineQuality(t, ix, queries, scoped, set.tuning)
				t.Logf("%s, %d queries, game set %v: recall@3 = %.3f, MRR@10 = %.3f", set.file, len(queries), scoped, recall, mrr)
				if recall < set.recall3 || mrr < set.mrr {
					t.Errorf("recall@3 %.3f, MRR@10 %.3f; want at least %.3f, %.3f", recall, mrr, set.recall3, set.mrr)
				}
			}
		})
	}
}

// buildWithCards indexes the corpus and every card, as judge does; it
// skips under -short.
func buildWithCards(t *testing.T) *Index {
	t.Helper()
	if testing.Short() {
		t.Skip("indexes every card")
	}
	res := loadCorpus(t)
	db, err := cards.Load(filepath.Dir(testenv.Shared(t, "cards/Dark.json")))
	if err != nil {
		t.Fatal(err)
	}
	return buildOpen(t, BuildInput{Docs: res.Docs, Extra: []ExtraEntries{{Family: cards.EntryDoc, Entries: db.Entries()}}})
}

// checkAnswers fails on an answer that names no card or entry.
func checkAnswers(t *testing.T, ix *Index, file string, queries []lineQuery) {
	for _, q := range queries {
		for _, a := range q.answers {
			if a.id != "" {
				if _, err := ix.Entry(a.id); err != nil {
					t.Errorf("%s:%d: %s names no card: %v", file, q.line, a.id, err)
				}
			} else if _, err := ix.At(a.doc, a.first); err != nil {
				t.Errorf("%s:%d: %s:%d names no entry: %v", file, q.line, a.doc, a.first, err)
			}
		}
	}
}

// lineQuality is recall@3 and MRR@10 over queries, logging each miss@3
// when asked to.
func lineQuality(t *testing.T, ix *Index, queries []lineQuery, scoped, logMisses bool) (recall, mrr float64) {
	var tl tally
	for _, q := range queries {
		sq := Query{Text: q.text, Limit: 10}
		if scoped {
			sq.Game = q.game
		}
		hits := mustSearch(t, ix, sq)
		rank := firstRank(hits.Hits, func(h Hit) bool { return answeredBy(q.answers, h) })
		if tl.add(rank) || !logMisses {
			continue
		}
		var top []string
		for _, h := range hits.Hits[:min(3, len(hits.Hits))] {
			first, last := h.Lines()
			top = append(top, h.Doc+":"+strconv.Itoa(first)+"-"+strconv.Itoa(last))
		}
		t.Logf("miss@3 game=%v (rank %d) %q: top %v", scoped, rank, q.text, top)
	}
	return tl.recall(), tl.mrr()
}

func answeredBy(as []answer, h Hit) bool {
	for _, a := range as {
		if a.answeredBy(h) {
			return true
		}
	}
	return false
}
