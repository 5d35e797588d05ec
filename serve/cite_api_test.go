package serve

import (
	"net/url"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/index"
)

// GET /api/cite resolves a reference as a ruling's JSON prints it to the
// entries it names, with their lines and text (the page's quotes).
func TestCite(t *testing.T) {
	s := newTestServer(t, Options{})
	ref := `{"family":"swccg-rules","path":["Immune To Attrition"]}`
	v := call[CiteView](t, s, "GET", "/api/cite?ref="+url.QueryEscape(ref), "", 200)
	if len(v.Entries) != 1 || v.Entries[0].ID != immuneID || v.Entries[0].LineStart != 725 || v.Entries[0].LineEnd != 731 || v.Entries[0].Text == "" {
		t.Errorf("cite: %+v", v)
	}
	if v.Sentences != nil {
		t.Errorf("a reference without a locator got sentences: %+v", v.Sentences)
	}
	// Narrowed to the deciding sentence (ch5-8 L729): the entry stays the
	// whole rule, the sentence has its own line.
	narrowed := call[CiteView](t, s, "GET", "/api/cite?ref="+url.QueryEscape(`{"family":"swccg-rules","path":["Immune To Attrition"],"locator":"immunity number greater than that"}`), "", 200)
	if len(narrowed.Sentences) != 1 || narrowed.Sentences[0] == nil || narrowed.Sentences[0].LineStart != 729 || narrowed.Sentences[0].LineEnd != 729 ||
		!strings.HasSuffix(narrowed.Sentences[0].Quote, "all others are affected.") || narrowed.Entries[0].LineStart != 725 {
		t.Errorf("narrowed cite: %+v", narrowed)
	}
	none := call[CiteView](t, s, "GET", "/api/cite?ref="+url.QueryEscape(`{"family":"swccg-rules","path":["No Such Heading Anywhere"]}`), "", 200)
	if none.Entries == nil || len(none.Entries) != 0 {
		t.Errorf("a reference naming nothing: %+v, want an empty list", none)
	}
	for _, bad := range []string{"", "ref=nope", "ref=" + url.QueryEscape(`{"family":"swccg-rules"}`)} {
		if e := call[ErrorView](t, s, "GET", "/api/cite?"+bad, "", 400); e.Error == "" {
			t.Errorf("%s: no error message", bad)
		}
	}
}

// offset= pages through search hits: the second page follows the first.
func TestSearchOffset(t *testing.T) {
	s := newTestServer(t, Options{})
	first := call[index.SearchView](t, s, "GET", "/api/search?q=attrition&limit=10", "", 200)
	second := call[index.SearchView](t, s, "GET", "/api/search?q=attrition&limit=10&offset=10", "", 200)
	both := call[index.SearchView](t, s, "GET", "/api/search?q=attrition&limit=20", "", 200)
	if len(first.Hits) != 10 || len(second.Hits) != 10 || len(both.Hits) != 20 {
		t.Fatalf("hits: %d, %d, %d", len(first.Hits), len(second.Hits), len(both.Hits))
	}
	for i, h := range append(first.Hits, second.Hits...) {
		if h.ID != both.Hits[i].ID {
			t.Errorf("hit %d: %s paged, %s in one page", i, h.ID, both.Hits[i].ID)
		}
	}
	for _, bad := range []string{"-1", "x", "1001"} {
		call[ErrorView](t, s, "GET", "/api/search?q=attrition&offset="+bad, "", 400)
	}
}
