package serve

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/testenv"
	"github.com/judge-swccg/judge/internal/workspace"
)

// rebuildWith builds dir from one document of the shared corpus, as a
// "judge index" run would, moving dir/current to a new generation.
func rebuildWith(t *testing.T, dir, doc string) {
	t.Helper()
	cfg := workspace.Config{Corpus: []string{testenv.Corpus(t, doc)}, Index: dir}
	if _, err := workspace.Rebuild(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
}

// openRebuilt rebuilds dir from doc and opens the new generation.
func openRebuilt(t *testing.T, dir, doc string) *index.Index {
	t.Helper()
	rebuildWith(t, dir, doc)
	ix, err := index.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func searchTotal(t *testing.T, h http.Handler, q string) (int, string) {
	t.Helper()
	res := do(t, h, http.MethodGet, "/api/search?q="+q, "")
	return res.StatusCode, readAll(t, res)
}

// TestWatchServesARebuiltIndex: after a rebuild moves the index to a new
// generation, the server answers from it within a few polls, with a fresh
// answer cache, and closes the old index.
func TestWatchServesARebuiltIndex(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "index")
	first := openRebuilt(t, dir, "xwing-faq-1e.txt")
	s := New(first, nil, Options{})
	defer s.Close()
	if code, body := searchTotal(t, s, "Leebo"); code != http.StatusOK || !strings.Contains(body, "xwing-faq-1e.txt") {
		t.Fatalf("before the rebuild: %d %s", code, body)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go s.Watch(ctx, dir, 20*time.Millisecond, func() (*index.Index, *cards.DB, error) {
		ix, err := index.Open(dir)
		return ix, nil, err
	})
	rebuildWith(t, dir, "swtcg-rulebook-esb.txt")
	deadline := time.Now().Add(10 * time.Second)
	for {
		code, body := searchTotal(t, s, "Leebo")
		if code == http.StatusOK && !strings.Contains(body, "xwing-faq-1e.txt") {
			break // the cached answer from the old index is gone too
		}
		if time.Now().After(deadline) {
			t.Fatalf("still answering from the old index: %d %s", code, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if code, body := searchTotal(t, s, "stacking"); code != http.StatusOK || !strings.Contains(body, "swtcg-rulebook-esb.txt") {
		t.Fatalf("after the rebuild: %d %s", code, body)
	}
	for start := time.Now(); ; time.Sleep(10 * time.Millisecond) {
		if _, err := first.Search(context.Background(), index.Query{Text: "Leebo"}); err != nil {
			break // closed once no request held it
		}
		if time.Since(start) > 5*time.Second {
			t.Fatal("the replaced index was never closed")
		}
	}
}

// TestSwapUnderLoad: requests running while the index is swapped again and
// again all succeed; none meets a closed index (run with -race).
func TestSwapUnderLoad(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "index")
	rebuildWith(t, dir, "xwing-faq-1e.txt")
	open := func() *index.Index {
		ix, err := index.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		return ix
	}
	s := New(open(), nil, Options{CacheBytes: -1})
	defer s.Close()
	stop := make(chan struct{})
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if code, body := searchTotal(t, s, "huge+ship+agility"); code != http.StatusOK {
					errs <- body
					return
				}
			}
		}()
	}
	for range 20 {
		s.Swap(open(), nil)
		time.Sleep(5 * time.Millisecond)
	}
	close(stop)
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("a request failed during swaps: %s", e)
	}
}
