package index

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
)

func TestQueryBounds(t *testing.T) {
	ix, _ := buildFixture(t)
	long := strings.Repeat("attrition ", MaxQueryBytes/10+1)
	many := strings.Repeat("a ", MaxQueryTerms+1)
	for _, c := range []struct{ text, want string }{
		{long, "the query has 520 bytes, over the query length limit of 512 bytes: ask in a few words"},
		{many, "the query has 33 words, over the term count limit of 32 words: ask in a few words"},
		{strings.Repeat("x", 100_000), "the query has 100000 bytes, over the query length limit of 512 bytes"},
	} {
		_, serr := ix.Search(context.Background(), Query{Text: c.text})
		_, derr := ix.Define(context.Background(), c.text)
		for _, err := range []error{serr, derr} {
			var qe *QueryError
			if !errors.As(err, &qe) || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("%.20q…: %v, want a QueryError %q", c.text, err, c.want)
			}
		}
	}
	// At the bounds a query runs.
	atBound := strings.TrimSpace(strings.Repeat("immune ", MaxQueryTerms))
	if _, err := ix.Search(context.Background(), Query{Text: atBound}); err != nil {
		t.Errorf("%d words: %v", MaxQueryTerms, err)
	}
}

// TestRealQuestionsWithinHalfTheBounds: the labelled user questions
// stay far from the bounds, so the bounds cannot hurt a real query.
func TestRealQuestionsWithinHalfTheBounds(t *testing.T) {
	b, err := os.ReadFile("../testdata/queries.tsv")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		q, _, _ := strings.Cut(line, "\t")
		n++
		if len(q) > MaxQueryBytes/2 || len(queryTerms(q)) > MaxQueryTerms/2 {
			t.Errorf("%q: %d bytes, %d words: within half a bound", q, len(q), len(queryTerms(q)))
		}
	}
	if n < 50 {
		t.Fatalf("%d questions read", n)
	}
}

func TestUnknownFilterNamesTheValidValues(t *testing.T) {
	ix, _ := buildFixture(t)
	for _, c := range []struct {
		q    Query
		want string
	}{
		{Query{Text: "attrition", Game: "swcg"}, `no game "swcg": have swccg, swtcg, xwing`},
		{Query{Text: "attrition", Kind: "rule"}, `no kind of entry "rule": have chapter, section, term, card, errata, faq, example, redirect, clarification`},
	} {
		_, err := ix.Search(context.Background(), c.q)
		var qe *QueryError
		if !errors.As(err, &qe) || err.Error() != c.want {
			t.Errorf("%+v: %v, want %s", c.q, err, c.want)
		}
	}
	if _, err := ix.Search(context.Background(), Query{Text: "attrition", Game: "XWing", Kind: "Term"}); err != nil {
		t.Errorf("filters in capitals: %v", err)
	}
}
