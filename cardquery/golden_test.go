package cardquery

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/cards"
)

var update = flag.Bool("update", false, "rewrite the golden files from the results")

// sharedCards is the Players Committee card directory, or "" when absent.
func sharedCards(t testing.TB) string {
	dir := os.Getenv("JUDGE_SHARED")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared")
	}
	dir = filepath.Join(dir, "cards")
	if _, err := os.Stat(filepath.Join(dir, "Dark.json")); err != nil {
		t.Skipf("no card database at %s (set JUDGE_SHARED)", dir)
	}
	return dir
}

var catalogs sync.Map // dir → *Catalog

// loadCatalog loads the cards of dir once per test binary, with rarities.
func loadCatalog(t testing.TB, dir string) *Catalog {
	if c, ok := catalogs.Load(dir); ok {
		return c.(*Catalog)
	}
	db, err := cards.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCatalog(db)
	r, err := ReadRarities(dir)
	if err != nil {
		t.Fatal(err)
	}
	c.SetRarities(r)
	catalogs.Store(dir, c)
	return c
}

// TestGoldenFixture runs every query of testdata/fixture.golden over the
// fixture cards, listing every card found; TestGoldenCards runs
// testdata/cards.golden over the real database, with the count and the
// first few cards. A case is a line "> QUERY"; the lines after it are
// what the query gives. Run with -update to rewrite them, then read the
// diff.
func TestGoldenFixture(t *testing.T) {
	runGolden(t, "testdata/fixture.golden", loadCatalog(t, "testdata/fixture"), 0)
}

func TestGoldenCards(t *testing.T) {
	runGolden(t, "testdata/cards.golden", loadCatalog(t, sharedCards(t)), 6)
}

func runGolden(t *testing.T, path string, c *Catalog, show int) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		q, isCase := strings.CutPrefix(line, "> ")
		if !isCase {
			out.WriteString(line + "\n")
			continue
		}
		got := runCase(c, q, show)
		var want strings.Builder
		for i+1 < len(lines) && !strings.HasPrefix(lines[i+1], "> ") && !strings.HasPrefix(lines[i+1], "#") && lines[i+1] != "" {
			i++
			want.WriteString(lines[i] + "\n")
		}
		if !*update && got != want.String() {
			t.Errorf("%s: query %s\n got:\n%s\nwant:\n%s", path, q, got, want.String())
		}
		out.WriteString(line + "\n" + got)
	}
	if *update {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// runCase renders what a query gives: its explanation and the cards
// found, or its error with the column.
func runCase(c *Catalog, query string, show int) string {
	q, err := Parse(query)
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	res, err := c.Find(q, show)
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "explain: %s\n", res.Explain)
	ids := make([]string, len(res.Cards))
	for i, h := range res.Cards {
		ids[i] = h.GempID + " " + h.Title
	}
	more := ""
	if res.Total > len(res.Cards) {
		more = ", …"
	}
	fmt.Fprintf(&b, "found %d: %s%s\n", res.Total, strings.Join(ids, "; "), more)
	return b.String()
}
