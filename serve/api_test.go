package serve

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
)

// call requests target, checks the status and the JSON content type, and
// decodes the body into a T.
func call[T any](tb testing.TB, h http.Handler, method, target, body string, status int) T {
	tb.Helper()
	res := do(tb, h, method, target, body)
	text := readAll(tb, res)
	if res.StatusCode != status {
		tb.Fatalf("%s %s: status %d, want %d; body %s", method, target, res.StatusCode, status, text)
	}
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		tb.Fatalf("%s %s: Content-Type %q, want JSON", method, target, ct)
	}
	var v T
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields() // the body is exactly the documented shape
	if err := dec.Decode(&v); err != nil {
		tb.Fatalf("%s %s: %v in %s", method, target, err, text)
	}
	return v
}

const immuneID = "swccg-advanced-rules-ch5-8/immune-to-attrition"

func TestSearch(t *testing.T) {
	s := newTestServer(t, Options{})
	res := call[index.SearchView](t, s, "GET", "/api/search?q="+url.QueryEscape("immune to attrition"), "", 200)
	if res.Query != "immune to attrition" || res.Total < 2 || len(res.Hits) == 0 {
		t.Fatalf("search: %+v", res)
	}
	ids := []string{}
	for _, h := range res.Hits {
		ids = append(ids, h.ID)
	}
	if !slices.Contains(ids, immuneID) || !slices.Contains(ids, "swccg-glossary-2-0/immune-to-attrition") {
		t.Errorf("hits %v lack the rulebook's and the Glossary's entries", ids)
	}

	res = call[index.SearchView](t, s, "GET", "/api/search?q=attrition&limit=3&doc=swccg-glossary-2.0.txt&kind=term", "", 200)
	if len(res.Hits) != 3 || res.Total <= 3 {
		t.Fatalf("limit=3: %d hits of %d", len(res.Hits), res.Total)
	}
	for _, h := range res.Hits {
		if h.Doc != "swccg-glossary-2.0.txt" || h.Kind != glossary.KindTerm {
			t.Errorf("filters ignored: %s is %s/%s", h.ID, h.Doc, h.Kind)
		}
	}
	res = call[index.SearchView](t, s, "GET", "/api/search?q=card&limit=100000", "", 200)
	if len(res.Hits) != maxLimit {
		t.Errorf("limit=100000 gave %d hits, want the cap %d", len(res.Hits), maxLimit)
	}
	res = call[index.SearchView](t, s, "GET", "/api/search?q=qqqxxzzv", "", 200)
	if res.Hits == nil || len(res.Hits) != 0 {
		t.Errorf("no match: hits %v, want an empty list", res.Hits)
	}
	for _, bad := range []string{"/api/search", "/api/search?q=+", "/api/search?q=x&limit=two", "/api/search?q=x&limit=0"} {
		e := call[ErrorView](t, s, "GET", bad, "", 400)
		if e.Error == "" {
			t.Errorf("%s: empty error", bad)
		}
	}
}

func TestDefine(t *testing.T) {
	s := newTestServer(t, Options{})
	def := call[index.DefineView](t, s, "GET", "/api/define?term="+url.QueryEscape("immune to attrition"), "", 200)
	if len(def.Entries) != 2 {
		t.Fatalf("define: %d entries, want the rulebook's and the Glossary's: %+v", len(def.Entries), def)
	}
	// The rulebook prevails over the 1998 Glossary, so it comes first.
	if def.Entries[0].ID != immuneID || def.Entries[1].Family != "swccg-glossary" {
		t.Errorf("order: %s then %s", def.Entries[0].ID, def.Entries[1].ID)
	}
	if def.Entries[0].Match != index.MatchTitle || !strings.Contains(def.Entries[0].Text, "attrition") {
		t.Errorf("first sense: %+v", def.Entries[0])
	}
	call[ErrorView](t, s, "GET", "/api/define", "", 400)
}

func TestShow(t *testing.T) {
	s := newTestServer(t, Options{})
	e := call[glossary.Entry](t, s, "GET", "/api/show?id="+url.QueryEscape(immuneID), "", 200)
	if e.ID != immuneID || e.Doc != "swccg-advanced-rules-ch5-8.txt" || e.LineStart < 1 || e.LineEnd < e.LineStart || e.Text == "" {
		t.Fatalf("show by id: %+v", e)
	}
	at := call[glossary.Entry](t, s, "GET", "/api/show?id="+url.QueryEscape("swccg-advanced-rules-ch5-8.txt:727"), "", 200)
	if at.ID != immuneID || at.LineStart > 727 || at.LineEnd < 727 {
		t.Errorf("show DOC:LINE gave %s L%d-%d", at.ID, at.LineStart, at.LineEnd)
	}
	for target, status := range map[string]int{
		"/api/show":                  400,
		"/api/show?id=no/such-entry": 404,
		"/api/show?id=swccg-advanced-rules-ch5-8.txt:9999999": 404,
		"/api/show?id=../../etc/passwd:1":                     404, // a name, never a path
	} {
		if e := call[ErrorView](t, s, "GET", target, "", status); e.Error == "" {
			t.Errorf("%s: empty error", target)
		}
	}
}

func TestCard(t *testing.T) {
	s := newTestServer(t, Options{})
	r := call[cards.ResolutionJSON](t, s, "GET", "/api/card?name="+url.QueryEscape("space vader"), "", 200)
	if len(r.Cards) != 1 || r.Cards[0].GempID != "1_168" || r.How != "abbr" {
		t.Fatalf("space vader: %+v", r)
	}
	// The answer says how the name matched, as judge card --json does.
	if want := (cards.NameMatch{By: "nickname", AsWritten: "space vader", Name: "Space Vader"}); r.Match == nil || *r.Match != want {
		t.Errorf("space vader matched %+v, want %+v", r.Match, want)
	}
	r = call[cards.ResolutionJSON](t, s, "GET", "/api/card?name="+url.QueryEscape("Lord Vadr"), "", 200)
	if want := (cards.NameMatch{By: "misspelling", AsWritten: "Lord Vadr", Name: "Lord Vader", Distance: 1}); r.Match == nil || *r.Match != want {
		t.Errorf("Lord Vadr matched %+v, want %+v", r.Match, want)
	}
	// A two-sided card shows both faces, as judge card does.
	var twoSided *cards.Card
	for _, c := range testCards.All() {
		if c.Back != "" {
			twoSided = c
			break
		}
	}
	if twoSided == nil {
		t.Fatal("the card database has no two-sided card")
	}
	r = call[cards.ResolutionJSON](t, s, "GET", "/api/card?name="+url.QueryEscape(twoSided.ID), "", 200)
	if len(r.Cards) != 2 || r.Cards[0].ID != twoSided.ID || r.Cards[1].Face != "back" {
		t.Errorf("two-sided %s: %d faces", twoSided.Title, len(r.Cards))
	}
	// A persona lists its cards.
	r = call[cards.ResolutionJSON](t, s, "GET", "/api/card?name=Vader", "", 200)
	if len(r.Cards) < 3 || r.How != "persona" {
		t.Errorf("Vader: %d cards by %q", len(r.Cards), r.How)
	}
	// No match: 404 with the same JSON, empty cards.
	r = call[cards.ResolutionJSON](t, s, "GET", "/api/card?name=Zzyzx+Qwerty+Plumbus", "", 404)
	if r.Cards == nil || len(r.Cards) != 0 {
		t.Errorf("no match: %+v", r)
	}
	call[ErrorView](t, s, "GET", "/api/card", "", 400)
	noCards := New(testIndex, nil, Options{})
	call[ErrorView](t, noCards, "GET", "/api/card?name=Vader", "", 503)
}

func TestHealthz(t *testing.T) {
	s := newTestServer(t, Options{})
	h := call[HealthView](t, s, "GET", "/healthz", "", 200)
	if h.Status != "ok" || h.Entries != testIndex.Manifest().Entries || h.Cards != len(testCards.All()) || !slices.Contains(h.Docs, "swccg-glossary-2.0.txt") {
		t.Errorf("healthz: %+v", h)
	}
}

func TestMethodsAndUnknownPaths(t *testing.T) {
	s := newTestServer(t, Options{})
	for _, c := range []struct{ method, target, allow string }{
		{"POST", "/api/search?q=x", "GET"},
		{"DELETE", "/api/card?name=x", "GET"},
		{"GET", "/api/ruling", "POST"},
		{"PUT", "/api/deck", "POST"},
		{"POST", "/", "GET"},
	} {
		res := do(t, s, c.method, c.target, "")
		if res.StatusCode != 405 || res.Header.Get("Allow") != c.allow {
			t.Errorf("%s %s: %d Allow %q, want 405 Allow %s", c.method, c.target, res.StatusCode, res.Header.Get("Allow"), c.allow)
		}
	}
	call[ErrorView](t, s, "GET", "/api/nothing", "", 404)
	if res := do(t, s, "HEAD", "/api/search?q=vader", ""); res.StatusCode != 200 {
		t.Errorf("HEAD search: %d", res.StatusCode)
	}
}
