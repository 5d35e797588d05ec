package games

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// topLevelKeys are the keys a game's table file takes at its top level,
// read from its JSON Schema, so a key added later is tested too.
func topLevelKeys(t *testing.T, g *Game) []string {
	t.Helper()
	b, err := g.Schema()
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Ref         string                     `json:"$ref"`
		Properties  map[string]json.RawMessage `json:"properties"`
		Definitions map[string]struct {
			Properties map[string]json.RawMessage `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	props := s.Properties
	if name, ok := strings.CutPrefix(s.Ref, "#/$defs/"); ok {
		props = s.Definitions[name].Properties
	}
	var keys []string
	for k := range props {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if len(keys) < 2 {
		t.Fatalf("%s: schema has top-level keys %v", g.Name, keys)
	}
	return keys
}

// noCards is a card database that is not there: the files here fail
// before they need one.
func noCards() (*cards.DB, error) { return nil, errors.New("no card database in this test") }

// ruleError rules a table file that must fail and returns its error.
func ruleError(t *testing.T, text string) *glossary.Error {
	t.Helper()
	_, err := Rule("table.yaml", []byte(text), noCards)
	var ge *glossary.Error
	if !errors.As(err, &ge) {
		t.Fatalf("ruled without a positioned error (%v):\n%s", err, text)
	}
	return ge
}

// Every top-level key of every game, misindented by one to three spaces
// after a line with a value and after a block, is reported on its own
// line with the line it must line up with; the parser alone said "line 2,
// column 7: mapping value is not allowed in this context" for a misindented
// phase: on line 3.
func TestMisindentedTopLevelKeyNamesItsLine(t *testing.T) {
	for _, g := range All {
		for _, key := range topLevelKeys(t, g) {
			for _, before := range []struct{ text, lineUp string }{
				{"game: " + g.Name + "\n", "`game:` on line 1"},
				{"game: " + g.Name + "\nquestions:\n  - x: 1\n    y: 2\n", "`questions:` on line 2"},
			} {
				for spaces := 1; spaces <= 3; spaces++ {
					text := before.text + strings.Repeat(" ", spaces) + key + ": 1\n"
					line := strings.Count(before.text, "\n") + 1
					ge := ruleError(t, text)
					want := fmt.Sprintf("`%s:` must line up with %s (column 1), not start at column %d", key, before.lineUp, spaces+1)
					if ge.Line != line || ge.Col != spaces+1 || ge.Err.Error() != want {
						t.Errorf("%s, %s indented %d:\n%s\ngot %d:%d: %v\nwant %d:%d: %s", g.Name, key, spaces, text, ge.Line, ge.Col, ge.Err, line, spaces+1, want)
					}
				}
			}
		}
	}
}

// A file whose first key is indented and the rest not: the first line is
// the mistake, not the second the parser stops at.
func TestIndentedFirstLineIsTheMistake(t *testing.T) {
	ge := ruleError(t, "  game: swccg\nturn: light\nquestions: []\n")
	if ge.Line != 1 || ge.Col != 3 || !strings.Contains(ge.Err.Error(), "`game:` is indented by 2 spaces: the top-level keys start at column 1") {
		t.Errorf("got %d:%d: %v", ge.Line, ge.Col, ge.Err)
	}
}

// Misindented cards and card fields in a card list, and questions in the
// question list: the line of the mistake, and what it must line up with.
func TestMisindentedListItemNamesItsLine(t *testing.T) {
	const head = "game: swccg\nturn: light\ncards:\n  - card: Lord Vader\n    owner: dark\n"
	for _, tc := range []struct {
		name, text string
		line, col  int
		msg        string
	}{
		{"card field too shallow", head + "  - card: Stormtrooper\n   owner: dark\n", 7, 4, "`owner:` must line up with `card:` on line 6 (column 5), not start at column 4"},
		{"card field too deep", head + "  - card: Stormtrooper\n     owner: dark\n", 7, 6, "`owner:` must line up with `card:` on line 6 (column 5), not start at column 6"},
		{"first card's field", "game: swccg\ncards:\n  - card: Lord Vader\n     owner: dark\n", 4, 6, "`owner:` must line up with `card:` on line 3 (column 5), not start at column 6"},
		{"card too deep", head + "   - card: Stormtrooper\n    owner: dark\n", 6, 4, "`- card:` must line up with `- card:` on line 4 (column 3), not start at column 4"},
		{"card too shallow", head + " - card: Stormtrooper\n", 6, 2, "`- card:` must line up with `- card:` on line 4 (column 3), not start at column 2"},
		{"question too deep", "game: swccg\nquestions:\n  - forfeit: dark\n   - immunity: Lord Vader\n", 4, 4, "`- immunity:` must line up with `- forfeit:` on line 3 (column 3), not start at column 4"},
		{"compact list's field", "game: swccg\ncards:\n- card: Lord Vader\n   owner: dark\n", 4, 4, "`owner:` must line up with `card:` on line 3 (column 3), not start at column 4"},
	} {
		ge := ruleError(t, tc.text)
		if ge.Line != tc.line || ge.Col != tc.col || ge.Err.Error() != tc.msg {
			t.Errorf("%s:\n%s\ngot %d:%d: %v\nwant %d:%d: %s", tc.name, tc.text, ge.Line, ge.Col, ge.Err, tc.line, tc.col, tc.msg)
		}
	}
}

// Well-indented files the check must leave alone: a compact list, a
// block scalar, a flow value over two lines, comments, JSON. Their errors,
// if any, are not about indentation.
func TestWellIndentedFilesAreNotMisindented(t *testing.T) {
	for _, text := range []string{
		"game: swccg\ncards:\n- card: Lord Vader\n  owner: dark\nquestions:\n- forfeit: dark\n",
		"game: swccg\n# a comment\n    # an indented comment\nturn: light\nbattle:\n  destiny: {light: [2,\n      4]}\n  at: |\n      Cloud City\n    x\nquestions: []\n",
		`{"game": "swccg",` + "\n" + `  "turn": "light", "questions": []}`,
		"game: swccg\ncards:\n  -\n    card: Lord Vader\n    owner: dark\n",
		"game: swccg\nnotes: a plain scalar\n  continued on a line\nturn: light\n",
	} {
		_, err := Rule("table.yaml", []byte(text), noCards)
		if err != nil && strings.Contains(err.Error(), "must line up") {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// A question key of another game says which game asks it and which
// questions this file's game takes.
func TestQuestionOfAnotherGame(t *testing.T) {
	ge := ruleError(t, "game: xwing\nquestions:\n  - forfeit: dark\n")
	msg := ge.Err.Error()
	if ge.Line != 3 || ge.Col != 5 || !strings.Contains(msg, `"forfeit" is a question of Star Wars CCG (game: swccg)`) ||
		!strings.Contains(msg, "X-Wing Miniatures (1st edition) (game: xwing), whose questions are "+strings.Join(XWing.Keys(), ", ")) {
		t.Errorf("got %d:%d: %s", ge.Line, ge.Col, msg)
	}
	// A key no game asks keeps the list of this game's questions.
	if ge := ruleError(t, "game: xwing\nquestions:\n  - nonsense: 1\n"); !strings.Contains(ge.Err.Error(), `unknown question "nonsense"`) {
		t.Errorf("unknown key: %v", ge.Err)
	}
}

// The slips a judge makes most in a table file, each on its line in words
// that say how to fix it, not the parser's ("mapping value is not allowed
// in this context", "non-map value is specified").
func TestCommonSlipsInAJudgesWords(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line, col  int
		msg        string
	}{
		{"tab", "game: swccg\ncards:\n\t- card: Lord Vader\n", 3, 1, "a tab indents this line: YAML indents with spaces only"},
		{"no space after a colon", "game: swccg\ncards:\n  - card: Lord Vader\n    owner:dark\n", 4, 10, "`owner:dark` needs a space after its colon: `owner: dark`"},
		{"no colon", "game: swccg\ncards\n  - card: Lord Vader\n", 2, 1, "`cards` stands where a key goes, and a key ends with a colon: `cards:`"},
		{"a key twice", "game: swccg\nturn: light\nturn: dark\n", 3, 1, "`turn:` is given twice: line 2 has it already"},
		{"a colon in a value", "game: swccg\ncards:\n  - card: Lord Vader\n    at: Cloud City: Security Tower\n", 4, 9,
			"the value of `at:` has a colon in it, so YAML reads it as another key: put it in quotes, `at: \"Cloud City: Security Tower\"`"},
		{"a quote not closed", "game: swccg\ncards:\n  - card: \"Lord Vader\n    owner: dark\n", 3, 11, "the \" opened here is not closed on this line: end the text with \""},
	} {
		ge := ruleError(t, tc.text)
		if ge.Line != tc.line || ge.Col != tc.col || ge.Err.Error() != tc.msg {
			t.Errorf("%s:\n%s\ngot %d:%d: %v\nwant %d:%d: %s", tc.name, tc.text, ge.Line, ge.Col, ge.Err, tc.line, tc.col, tc.msg)
		}
	}
}
