package index

import (
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2/search"

	"github.com/judge-swccg/judge/glossary"
)

// With no game pointed at, the CCG's hit comes before another game's that
// scores about as well, and not before one that scores clearly better.
func TestPreferMainGame(t *testing.T) {
	hit := func(id string, game glossary.Game, score float64) *group {
		return &group{primary: id, score: score, best: &search.DocumentMatch{ID: id, Fields: map[string]interface{}{fGame: string(game)}}}
	}
	groups := []*group{
		hit("xwing", glossary.GameXWing, 1.0),
		hit("ccg-close", glossary.GameSWCCG, 0.95),
		hit("tcg", glossary.GameSWTCG, 0.9),
		hit("ccg-far", glossary.GameSWCCG, 0.5),
	}
	preferMainGame(groups)
	if got, want := primaries(groups), []string{"ccg-close", "xwing", "tcg", "ccg-far"}; !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}
