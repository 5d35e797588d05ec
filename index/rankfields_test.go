package index

import (
	"encoding/json"
	"sync"
	"testing"
)

// TestRememberedSearchesAnswerAlike: what an open index remembers between
// searches (ranking fields, shown entries, terms' counts per game) changes
// no answer, however a caller treats the hits it got, and is safe to share
// between concurrent searches.
func TestRememberedSearchesAnswerAlike(t *testing.T) {
	warm, dir := buildFixture(t)
	queries := []Query{{Text: "immune to attrition"}, {Text: "battle damage forfeit"}, {Text: "huge ship agility"}, {Text: "force drain", Game: "swccg"}}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for _, q := range queries {
				res := mustSearch(t, warm, q)
				// A caller that edits its hits must not edit the next search's.
				for i := range res.Hits {
					if len(res.Hits[i].Path) > 0 {
						res.Hits[i].Path[0] = "edited"
					}
					res.Hits[i].AlsoIn = append(res.Hits[i].AlsoIn, "edited")
				}
			}
		})
	}
	wg.Wait()
	for _, q := range queries {
		cold := openDir(t, dir)
		want, _ := json.Marshal(mustSearch(t, cold, q))
		got, _ := json.Marshal(mustSearch(t, warm, q))
		if string(got) != string(want) {
			t.Errorf("%+v: after other searches\n%s\nfirst search on a fresh open\n%s", q, got, want)
		}
	}
}
