package serve

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/internal/workspace"
)

// The tests share one small index of the real corpus (the SWCCG rulebook
// and the 1998 Glossary, which the rulings cite) and the real cards, built
// on first use (not for "go test -list") and once: a build with the cards
// takes seconds.
var (
	testIndex *index.Index
	testCards *cards.DB
	setupErr  error
	setupOnce sync.Once
	testDir   string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if testIndex != nil {
		testIndex.Close()
	}
	if testDir != "" {
		os.RemoveAll(testDir)
	}
	os.Exit(code)
}

func setup() {
	testDir, setupErr = os.MkdirTemp("", "judge-serve-test-")
	if setupErr == nil {
		setupErr = buildTestIndex(filepath.Join(testDir, "index"))
	}
}

func buildTestIndex(dir string) error {
	shared := testenv.SharedDir()
	cfg := workspace.Config{
		Corpus: []string{
			filepath.Join(shared, "corpus", "swccg-advanced-rules-ch5-8.txt"),
			filepath.Join(shared, "corpus", "swccg-glossary-2.0.txt"),
		},
		Cards: filepath.Join(shared, "cards"),
		Index: dir,
	}
	if _, err := workspace.Rebuild(context.Background(), cfg); err != nil {
		return fmt.Errorf("building the test index from %s (tests need ../shared or $JUDGE_SHARED): %w", shared, err)
	}
	ix, err := index.Open(dir)
	if err != nil {
		return err
	}
	db, err := workspace.OpenCards(context.Background(), cfg)
	if err != nil {
		ix.Close()
		return err
	}
	testIndex, testCards = ix, db
	return nil
}

// newTestServer is the service over the shared test index, failing the
// test loudly when the shared inputs are missing.
func newTestServer(tb testing.TB, opts Options) *Server {
	tb.Helper()
	setupOnce.Do(setup)
	if setupErr != nil {
		tb.Fatal(setupErr)
	}
	return New(testIndex, testCards, opts)
}

// do runs one request through h and returns the response.
func do(tb testing.TB, h http.Handler, method, target, body string) *http.Response {
	tb.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, target, rd))
	return rec.Result()
}

// readAll returns a response's body as a string.
func readAll(tb testing.TB, res *http.Response) string {
	tb.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// testTable reads a table-state file of the project's worked examples.
func testTable(tb testing.TB, rel string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join(testenv.Root(), "testdata", "tables", rel))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}
