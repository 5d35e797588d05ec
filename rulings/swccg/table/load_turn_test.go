package table_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestLoadTurnErrors: the convert, cross_over, attack, draw and
// hand_duplicates questions and this_turn reject impossible input with
// file:line:col.
func TestLoadTurnErrors(t *testing.T) {
	db := testcards.DB(t)
	const bubo = "cards:\n  - card: Bubo\n    owner: dark\n    at: Jungle\n"
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"convert both", bubo + "questions:\n  - convert: {card: Bubo, by: Double Agent, with: General Calrissian}\n", "t.yaml:6:14: convert needs exactly one of by:"},
		{"convert unknown", bubo + "questions:\n  - convert: {card: Lando, by: Double Agent}\n", `t.yaml:6:21: no card "Lando" on table`},
		{"cross over unknown", bubo + "questions:\n  - cross_over: Luke\n", `t.yaml:6:17: no card "Luke" on table`},
		{"attack neither", bubo + "questions:\n  - attack: {creature: Bubo}\n", "t.yaml:6:13: attack needs exactly one of target:"},
		{"attack bad side", bubo + "questions:\n  - attack: {creature: Bubo, by: sith}\n", `t.yaml:6:34: side "sith"`},
		{"attack negative defense", bubo + "questions:\n  - attack: {creature: Bubo, by: dark, defense_value: -1}\n", "t.yaml:6:55: defense value -1"},
		{"draw action", "questions:\n  - draw: {player: dark, action: shuffle}\n", `t.yaml:2:34: action "shuffle": want draw, play`},
		{"draw play no card", "questions:\n  - draw: {player: dark, action: play}\n", "t.yaml:2:11: action play needs card"},
		{"draw no player", "questions:\n  - draw: {action: draw}\n", "t.yaml:2:11: draw needs player"},
		{"draw negative count", "questions:\n  - draw: {player: dark, action: draw, count: -2}\n", "t.yaml:2:47: count -2"},
		{"hand unknown card", "hands:\n  light: [Luke Skywalkerzz Qqq]\nquestions:\n  - hand_duplicates: {player: light}\n", `t.yaml:2:11: unknown card "Luke Skywalkerzz Qqq"`},
		{"this_turn not on table", bubo + "this_turn:\n  deployed: [Luke]\nquestions: []\n", `t.yaml:6:14: no card "Luke" on table`},
		{"this_turn bad side", bubo + "this_turn:\n  played: {sith: [Sense]}\nquestions: []\n", `t.yaml:6:11: side "sith"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}
