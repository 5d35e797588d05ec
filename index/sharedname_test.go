package index

import (
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// A name every game prints says nothing of the game; the rule words do.
// Before sharedname.go, with no game set, the Han Solo queries pointed at
// the CCG (the name's words are common in its Glossary, and its cards
// voted for it, the TCG having no indexed cards) and the others at no
// game, "chewbacca armor" with the CCG first. The guess must be the game
// the rule words belong to, and its hit first; a name with a CCG rule word
// stays the CCG's.
func TestSharedNameLeavesTheGameToRuleWords(t *testing.T) {
	ix := buildWithCards(t)
	for _, tc := range []struct {
		text string
		want glossary.Game
	}{
		{"han solo pilot unit attacked", glossary.GameSWTCG},
		{"han solo retaliate", glossary.GameSWTCG},
		{"darth vader build cost", glossary.GameSWTCG},
		{"vader contested dark side wins ties", glossary.GameSWTCG},
		{"wedge antilles pilot skill", glossary.GameXWing},
		{"han solo immune to attrition", glossary.GameSWCCG},
	} {
		res := mustSearch(t, ix, Query{Text: tc.text, Limit: 3})
		if res.PointedGame != tc.want || len(res.Hits) == 0 || res.Hits[0].Game != tc.want {
			t.Errorf("%q: pointed at %q, first hits' games %v; want %s", tc.text, res.PointedGame, hitGames(res.Hits), tc.want)
		}
	}
	res := mustSearch(t, ix, Query{Text: "chewbacca armor", Limit: 3})
	if len(res.Hits) == 0 || res.Hits[0].Game != glossary.GameSWTCG {
		t.Errorf("chewbacca armor: first hits' games %v, want the TCG's first", hitGames(res.Hits))
	}
}
