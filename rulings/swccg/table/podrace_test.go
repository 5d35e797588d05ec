package table_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestLoadPodraceErrors: podrace: names cards on table (or, for race
// destinies, a location with their owner), each error at its line and
// column.
func TestLoadPodraceErrors(t *testing.T) {
	db := testcards.DB(t)
	const bubo = "locations:\n  - {name: Arena, kind: site}\ncards:\n  - card: Bubo\n    owner: dark\n    at: Arena\n"
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"race destinies not on table", bubo + "podrace:\n  race_destinies:\n    - {on: Sebulba, destinies: [3]}\nquestions: []\n", `t.yaml:9:12: no card "Sebulba" on table`},
		{"arena without owner", bubo + "podrace:\n  race_destinies:\n    - {on: Arena, destinies: [3]}\nquestions: []\n", "t.yaml:9:12: race destinies on Arena (a location) need owner"},
		{"damaged not on table", bubo + "podrace:\n  damaged: [Sebulba]\nquestions: []\n", `t.yaml:8:13: no card "Sebulba" on table`},
		{"just placed not on table", bubo + "podrace:\n  just_placed: Sebulba\nquestions: []\n", `t.yaml:8:16: no card "Sebulba" on table`},
		{"destinies missing", bubo + "podrace:\n  race_destinies:\n    - {on: Bubo, destinies: three}\nquestions: []\n", "t.yaml:9:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
	ok := bubo + "podrace:\n  initiated: true\n  race_destinies:\n    - {on: Bubo, destinies: [3, 4]}\n    - {on: Arena, owner: light, destinies: [5]}\n  damaged: [Bubo]\n  just_placed: Bubo\nquestions: []\n"
	tb, err := table.Load("t.yaml", []byte(ok), db)
	if err != nil {
		t.Fatal(err)
	}
	bubo1 := tb.Piece("Bubo")
	if got := tb.RaceDestiniesOn(bubo1); len(got) != 2 || got[1] != 4 {
		t.Errorf("RaceDestiniesOn = %v, want [3 4]", got)
	}
	if got := tb.ArenaRaceDestinies(table.Light); len(got) != 1 || got[0] != 5 {
		t.Errorf("ArenaRaceDestinies(light) = %v, want [5]", got)
	}
	if !tb.Damaged(bubo1) || !tb.PodraceInitiated() || tb.JustPlacedOn() != bubo1 {
		t.Errorf("damaged/initiated/just placed not read: %v %v %v", tb.Damaged(bubo1), tb.PodraceInitiated(), tb.JustPlacedOn())
	}
}
