package swccg_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestPodraceActionRefuses: podrace_action names one of the card's Podrace
// actions when it has several, and only one it has, at the question's
// line and column.
func TestPodraceActionRefuses(t *testing.T) {
	db := testcards.DB(t)
	const droid = "cards:\n  - {card: Grease Droid, absent: true, type: Character, owner: dark, at: Bay, text: \"During any control phase may use 1 Force to 'repair' your Podracer. Once per turn may target your Podracer. Place target's top race destiny in Used Pile.\"}\n"
	for _, tc := range []struct{ name, yaml, want string }{
		{"several", droid + "questions:\n  - podrace_action: {player: dark, card: Grease Droid}\n", "t.yaml:4:21: Grease Droid's text has several Podrace actions (repair, remove): say which with action:"},
		{"not its own", droid + "questions:\n  - podrace_action: {player: dark, card: Grease Droid, action: shoot}\n", `t.yaml:4:64: Grease Droid's text has no Podrace action "shoot" (it has: repair, remove)`},
		{"target not on table", droid + "questions:\n  - podrace_action: {player: dark, card: Grease Droid, action: repair, target: Sebulba}\n", `t.yaml:4:80: no card "Sebulba" on table`},
		{"side", droid + "questions:\n  - podrace_action: {player: sith, card: Grease Droid, action: repair}\n", `t.yaml:4:21: side "sith"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}
