package table_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestLoadErrors: every kind of malformed file names file:line:col and says what is wrong.
func TestLoadErrors(t *testing.T) {
	db := testcards.DB(t)
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"empty", "  \n", "t.yaml: empty table file"},
		{"syntax", "cards:\n  - card: \"Lord Vader\n    owner: dark\n", "t.yaml:2:"},
		{"unknown field", "cards:\n  - card: Lord Vader\n    onwer: dark\n", `t.yaml:3:5: unknown field "onwer"`},
		{"type error", "battle:\n  at: Kessel\n  power: {dark: lots}\n", "t.yaml:3:17: "},
		{"unknown card", "cards:\n  - card: Lord Vaderzzz Qqqq\n    owner: dark\n", `t.yaml:2:11: unknown card "Lord Vaderzzz Qqqq"`},
		{"unquoted card id", "cards:\n  - card: 7_297\n    owner: dark\n", `t.yaml:2:11: 7_297 reads as a number in YAML; a card id must be quoted: "7_297"`},
		{"did you mean", "cards:\n  - card: Han Solo Captain\n    owner: light\n", `t.yaml:2:11: unknown card "Han Solo Captain"; did you mean "Captain Han Solo" or`},
		{"ambiguous", "cards:\n  - card: Lobot\n    owner: light\n", `t.yaml:2:11: card "Lobot" is ambiguous: `},
		{"bad side", "cards:\n  - card: Lord Vader\n    owner: sith\n", `t.yaml:3:12: side "sith": want dark or light`},
		{"no owner", "cards:\n  - card: Lord Vader\n", `t.yaml:2:11: card "Lord Vader" has no owner`},
		{"two keys", "cards:\n  - card: Lord Vader\n    owner: dark\nquestions:\n  - {immunity: Lord Vader, forfeit: dark}\n", "t.yaml:5:5: a question is a map with exactly one key"},
		{"unknown question", "cards:\n  - card: Lord Vader\n    owner: dark\nquestions:\n  - immunty: Lord Vader\n", `t.yaml:5:5: unknown question "immunty": a question is a map with exactly one key (`},
		{"unknown field of a question", "cards:\n  - card: Lord Vader\n    owner: dark\nquestions:\n  - check_forfeit: {player: dark, forfiet: [Lord Vader]}\n", `t.yaml:5:35: unknown field "forfiet"`},
		{"unknown reference", "cards:\n  - card: Lord Vader\n    owner: dark\nquestions:\n  - immunity: Luke\n", `t.yaml:5:15: no card "Luke" on table (on table: Lord Vader)`},
		{"decoder panic", "cards:\n  - card: Luke\n    owner: light\n    met: !0000\n0:0\n", "t.yaml: the YAML decoder failed on this file"},
		{"negative stacked", "cards:\n  - card: A Useless Gesture\n    owner: dark\n    stacked: -1\n", `t.yaml:4:14: stacked: -1: the number of cards stacked on A Useless Gesture cannot be negative`},
		{"aboard unknown", "cards:\n  - card: Lord Vader\n    owner: dark\n    aboard: Executor\n", `t.yaml:4:13: no card "Executor" on table`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}

func TestLoadWithoutDatabase(t *testing.T) {
	_, err := table.Load("t.yaml", []byte("cards:\n  - card: Lord Vader\n    owner: dark\n"), nil)
	if err == nil || !strings.HasPrefix(err.Error(), `t.yaml:2:11: card "Lord Vader": no card database`) {
		t.Errorf("error %v", err)
	}
	tb, err := table.Load("t.yaml", []byte("cards:\n  - card: Example Frigate\n    absent: true\n    type: Starship\n    forfeit: 4\n    owner: light\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := tb.Piece("example frigate"); p == nil || p.Forfeit().Value != 4 || !p.Enclosed() {
		t.Errorf("absent card not read from the file: %+v", p)
	}
}

// TestLoadAbsentText: an absent card's text: is read into effects (no
// database needed), and what no effect reads is listed unread.
func TestLoadAbsentText(t *testing.T) {
	const yaml = "cards:\n  - {card: Example Pilot, absent: true, type: Character, owner: light, text: \"Power +2 when at same site as Biggs. Hums a tune while flying.\"}\n"
	tb, err := table.Load("t.yaml", []byte(yaml), nil)
	if err != nil {
		t.Fatal(err)
	}
	c := tb.Piece("Example Pilot").Card
	if len(c.Effects) == 0 || c.Effects[0].Kind != "power_modifier" || c.Effects[0].Value != 2 {
		t.Errorf("effects %+v, want power_modifier +2", c.Effects)
	}
	if u := c.Unread(); len(u) != 1 || u[0].Text != "Hums a tune while flying." {
		t.Errorf("unread %v", u)
	}
}

// TestLoadFindings: impossible states are findings with a line and a citation, not errors.
func TestLoadFindings(t *testing.T) {
	db := testcards.DB(t)
	for _, tc := range []struct {
		name, yaml, want string
		line             int
	}{
		{"two places", "cards:\n  - card: Executor\n    owner: dark\n    at: Kessel\n  - card: Lord Vader\n    owner: dark\n    at: Coruscant\n    aboard: Executor\n",
			"Lord Vader is at Coruscant but Executor, which it is aboard or on, is at Kessel: one card cannot be in two places", 5},
		{"unique twice", "cards:\n  - card: Lord Vader\n    owner: dark\n  - card: Lord Vader\n    owner: dark\n",
			"Lord Vader is unique (•) but is on table twice (also line 2)", 4},
		{"two versions of a persona", "cards:\n  - card: Lord Vader\n    owner: dark\n  - card: Darth Vader\n    owner: dark\n",
			"Darth Vader and Lord Vader (line 2) are both the persona", 4},
		{"negative attrition", "battle:\n  at: Kessel\n  attrition: {dark: -2}\n",
			"attrition against dark is -2: attrition cannot be negative", 3},
		{"attrition without destiny", "battle:\n  at: Kessel\n  destiny: {light: []}\n  attrition: {dark: 3}\n",
			"attrition 3 against dark is given, but light completed no battle destiny draw", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range tb.Findings {
				if strings.HasPrefix(f.Message, tc.want) && f.Pos.Line == tc.line && f.Cite.Family == "swccg-rules" {
					return
				}
			}
			t.Errorf("no finding %q at line %d in %+v", tc.want, tc.line, tb.Findings)
		})
	}
}

// TestPlaceNearMatch: a card's at: within a few edits of a known place is
// read as it; short names and other numbers are places of their own.
func TestPlaceNearMatch(t *testing.T) {
	const base = "locations:\n  - {name: \"Site 1\"}\n  - {name: \"Example Frigate: Bridge\"}\ncards:\n  - {card: X, absent: true, type: Character, owner: dark, at: %q}\n"
	for _, c := range []struct{ at, want string }{
		{"Example Frigate: Bridg", "Example Frigate: Bridge"},
		{"Site 1", "Site 1"},
		{"Site 2", "Site 2"},
		{"Sit 1", "Sit 1"},
	} {
		tb, err := table.Load("t.yaml", []byte(fmt.Sprintf(base, c.at)), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := tb.Pieces[0].Location(); got != c.want {
			t.Errorf("at %q read as %q, want %q (assumptions %q)", c.at, got, c.want, tb.Assumptions)
		}
		if announced := len(tb.Assumptions) > 0; announced != (c.at != c.want) {
			t.Errorf("at %q: assumptions %q", c.at, tb.Assumptions)
		}
	}
}
