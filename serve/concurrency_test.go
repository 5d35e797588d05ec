package serve

import (
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/internal/workspace"
)

// Many requests at once share the index, the card database (whose cards
// are decoded on first use) and the rulings engine; under -race this finds
// any state they share unguarded. The card database is opened afresh so
// that its first decodings happen here, concurrently.
func TestConcurrentRequests(t *testing.T) {
	newTestServer(t, Options{}) // the shared index
	db, err := workspace.OpenCards(context.Background(), workspace.Config{Index: filepath.Join(testDir, "index")})
	if err != nil {
		t.Fatal(err)
	}
	s := New(testIndex, db, Options{CacheBytes: -1})
	imm1 := testTable(t, "immunity/imm-1-attrition-6.yaml")
	names := []string{"Lord Vader", "Stormtrooper", "space vader", "Vader", "Luke", "Han Solo", "Chewbacca", "Leia", "Boba Fett", "Obi-Wan Kenobi"}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 12 {
				var method, target, body string
				switch (g + i) % 5 {
				case 0:
					method, target = "GET", "/api/search?q="+url.QueryEscape(names[(g+i)%len(names)]+" attrition")
				case 1:
					method, target = "GET", "/api/define?term=forfeit"
				case 2:
					method, target = "GET", "/api/show?id="+url.QueryEscape(fmt.Sprintf("swccg-advanced-rules-ch5-8.txt:%d", 725+i%7)) // Immune To Attrition, L725–731
				case 3:
					method, target = "GET", "/api/card?name="+url.QueryEscape(names[(g*3+i)%len(names)])
				case 4:
					method, target, body = "POST", "/api/ruling", imm1
				}
				res := do(t, s, method, target, body)
				if res.StatusCode != 200 {
					errs <- fmt.Errorf("%s %s: %d %s", method, target, res.StatusCode, readAll(t, res))
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
