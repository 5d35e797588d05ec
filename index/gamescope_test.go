package index

import (
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2/search"

	"github.com/judge-swccg/judge/glossary"
)

// With no game pointed at, the leading game's hit comes before another
// game's that scores about as well, and not before one that scores clearly
// better.
func TestPreferGame(t *testing.T) {
	hit := func(id string, game glossary.Game, score float64) *group {
		return &group{primary: id, score: score, best: &search.DocumentMatch{ID: id, Fields: map[string]interface{}{fGame: string(game)}}}
	}
	for _, tc := range []struct {
		lead glossary.Game
		want []string
	}{
		{glossary.GameSWCCG, []string{"ccg-close", "xwing", "tcg", "ccg-far"}},
		{glossary.GameSWTCG, []string{"tcg", "xwing", "ccg-close", "ccg-far"}},
	} {
		groups := []*group{
			hit("xwing", glossary.GameXWing, 1.0),
			hit("ccg-close", glossary.GameSWCCG, 0.95),
			hit("tcg", glossary.GameSWTCG, 0.9),
			hit("ccg-far", glossary.GameSWCCG, 0.5),
		}
		preferGame(groups, tc.lead)
		if got := primaries(groups); !slices.Equal(got, tc.want) {
			t.Errorf("%s leading: order %v, want %v", tc.lead, got, tc.want)
		}
	}
}

// The leading game is the one with the most weight, however little it
// leads by, and the CCG when none leads.
func TestLeadingGame(t *testing.T) {
	for _, tc := range []struct {
		votes map[glossary.Game]float64
		want  glossary.Game
	}{
		{nil, glossary.GameSWCCG},
		{map[glossary.Game]float64{glossary.GameSWCCG: -3, glossary.GameSWTCG: -2.9, glossary.GameXWing: -5}, glossary.GameSWTCG},
		{map[glossary.Game]float64{glossary.GameSWCCG: -3, glossary.GameSWTCG: -3, glossary.GameXWing: -3}, glossary.GameSWCCG},
		{map[glossary.Game]float64{glossary.GameSWCCG: -3, glossary.GameSWTCG: -4, glossary.GameXWing: -1}, glossary.GameXWing},
	} {
		if got := leadingGame(tc.votes); got != tc.want {
			t.Errorf("leadingGame(%v) = %q, want %q", tc.votes, got, tc.want)
		}
	}
}
