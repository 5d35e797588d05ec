package table_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestLoadDeployErrors: a deploy question that cannot be asked names file:line:col.
func TestLoadDeployErrors(t *testing.T) {
	db := testcards.DB(t)
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"no player", "questions:\n  - deploy: {card: Rebel Trooper}\n", "t.yaml:2:13: deploy needs player: dark or light"},
		{"unknown card", "questions:\n  - deploy: {player: light, card: Rebel Troopzzz Qqq}\n", `t.yaml:2:35: unknown card "Rebel Troopzzz Qqq"`},
		{"negative cost", "questions:\n  - deploy: {player: light, card: Rebel Trooper, cost: -1}\n", "t.yaml:2:56: deploy cost -1: a cost cannot be negative"},
		{"on and aboard", "cards:\n  - {card: Blizzard 1, owner: dark, at: \"Hoth: Ice Plains (5th Marker)\"}\nquestions:\n  - deploy: {player: dark, card: General Veers, on: Blizzard 1, aboard: Blizzard 1}\n", "t.yaml:4:73: a card deploys either on a card or aboard one"},
		{"host not on table", "questions:\n  - deploy: {player: dark, card: General Veers, aboard: Blizzard 1}\n", `t.yaml:2:57: no card "Blizzard 1" on table`},
		{"clause without via", "questions:\n  - deploy: {player: dark, card: General Veers, clause: immediately}\n", "t.yaml:2:57: clause: picks words of the via: card's text; give via:"},
		{"modifier without from", "questions:\n  - deploy: {player: dark, card: General Veers, modifiers: [{value: -1}]}\n", "t.yaml:2:61: a cost modifier needs from:"},
		{"free and value", "questions:\n  - deploy: {player: dark, card: General Veers, modifiers: [{from: X, free: true, value: 2}]}\n", "t.yaml:2:90: a modifier is either free: true or a value"},
		{"location owner", "locations:\n  - {name: Kessel, owner: sith}\nquestions: []\n", `t.yaml:2:27: side "sith": want dark or light`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestLoadDeployResolves: a title printed on both sides is read as the
// player's own, and the destination's card comes from its owner.
func TestLoadDeployResolves(t *testing.T) {
	db := testcards.DB(t)
	tb, err := table.Load("t.yaml", []byte("locations:\n  - {name: \"Yavin 4: Jungle\", owner: light}\nquestions:\n  - deploy: {player: dark, card: Undercover, to: \"Yavin 4: Jungle\"}\n"), db)
	if err != nil {
		t.Fatal(err)
	}
	d := tb.State.Questions[0].Value.(*table.Deploy)
	if d.Resolved.Side != "Dark" || d.Resolved.Title != "Undercover" {
		t.Errorf("card: %+v, want Dark's Undercover", d.Resolved)
	}
	if d.Place == nil || d.Place.Card == nil || d.Place.Card.Side != "Light" || d.Place.Card.DarkSideIcons != 0 {
		t.Errorf("place: %+v, want Light's Jungle with no dark icons", d.Place)
	}
}
