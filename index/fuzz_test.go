package index

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/search"
)

// FuzzSnippet: whatever the text and term locations, highlights lie inside
// the snippet, in order, without overlap, on rune boundaries, and cover
// text that is in the source.
func FuzzSnippet(f *testing.F) {
	f.Add("Forfeit a card to the Lost Pile.", uint(0), uint(7))
	f.Add("Vader’s order — a ﬁrm one — at the Café.", uint(4), uint(12))
	f.Add(strings.Repeat("attrition is below the number. ", 20), uint(300), uint(309))
	f.Add("line one\nline two\r\nline three", uint(9), uint(13))
	f.Fuzz(func(t *testing.T, text string, start, end uint) {
		locs := search.TermLocationMap{"w": {
			{Start: uint64(start), End: uint64(end)},
			{Start: uint64(start / 2), End: uint64(end/2 + 1)},
		}}
		snip, hs := snippet(text, locs)
		if utf8.ValidString(text) && !utf8.ValidString(snip) {
			t.Fatalf("snippet of valid text is invalid UTF-8: %q", snip)
		}
		if strings.Contains(snip, "\n") {
			t.Fatalf("line break in snippet %q", snip)
		}
		prev := -1
		for _, h := range hs {
			if h.Start < 0 || h.Start >= h.End || h.End > len(snip) || h.Start < prev {
				t.Fatalf("highlight %+v out of order or outside %d-byte snippet %q", h, len(snip), snip)
			}
			prev = h.End
			if !strings.Contains(text, snip[h.Start:h.End]) && !strings.ContainsAny(snip[h.Start:h.End], " ") {
				t.Fatalf("highlight %q is not source text", snip[h.Start:h.End])
			}
		}
	})
}

// FuzzSearch: any query text either is rejected as empty or gives hits
// with unique IDs, sane line ranges, and highlights inside their snippets.
func FuzzSearch(f *testing.F) {
	for _, s := range []string{"immune to attrition", "Leebo", "forfiet", "vader’s", "\"", "*", "a~2", "+-", "ﬁ", "   "} {
		f.Add(s, "", "")
	}
	f.Add("attrition", "swccg", "term")
	ix, _ := buildFixture(f)
	f.Fuzz(func(t *testing.T, text, game, kind string) {
		q := Query{Text: text, Game: game, Kind: kind, Limit: 5}
		res, err := ix.Search(context.Background(), q)
		if strings.TrimSpace(text) == "" {
			if err == nil {
				t.Fatal("empty query accepted")
			}
			return
		}
		var qe *QueryError
		if q.Check() != nil {
			// An unknown game or kind, or text over the limits: refused
			// as the user's mistake, never half-run.
			if !errors.As(err, &qe) {
				t.Fatalf("%+v: %v, want a QueryError", q, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if res.Total < len(res.Hits) || len(res.Hits) > 5 {
			t.Fatalf("total %d, %d hits", res.Total, len(res.Hits))
		}
		seen := map[string]bool{}
		for _, h := range res.Hits {
			if seen[h.ID] || h.LineStart < 1 || h.LineStart > h.LineEnd {
				t.Fatalf("bad hit %+v", h)
			}
			seen[h.ID] = true
			for _, hl := range h.Highlights {
				if hl.Start < 0 || hl.Start >= hl.End || hl.End > len(h.Snippet) {
					t.Fatalf("highlight %+v outside snippet %q", hl, h.Snippet)
				}
			}
		}
	})
}

// FuzzPassage: whatever the entry's lines and the query, a passage lies
// inside the entry, is at most maxPassageLines long, and starts on a
// line that is not blank.
func FuzzPassage(f *testing.F) {
	f.Add("Heading\n\nfirst paragraph\n\nsecond paragraph about attrition", "attrition", 3)
	f.Add(strings.Repeat("attrition line\n\n", 30), "immune to attrition", 100)
	f.Add(strings.Repeat("- item\n", 50)+"\n\nlast", "item", 1)
	f.Fuzz(func(t *testing.T, raw, query string, start int) {
		start = max(1, start%100000)
		first, last, ok := fixedQuery(query).passage(raw, start)
		if !ok {
			return
		}
		lines := strings.Split(raw, "\n")
		if first < start || last < first || last >= start+len(lines) || last-first >= maxPassageLines {
			t.Fatalf("passage %d-%d of a %d-line entry at %d", first, last, len(lines), start)
		}
		if strings.TrimSpace(lines[first-start]) == "" {
			t.Fatalf("passage starts on blank line %d", first)
		}
	})
}
