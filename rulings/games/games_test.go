package games

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testcards"
)

// TestRuleDispatchesOnGame rules one worked example of each game through
// Rule and checks the report came from that game's rules.
func TestRuleDispatchesOnGame(t *testing.T) {
	db := testcards.DB(t)
	for _, tc := range []struct{ file, rule string }{
		{"immunity/imm-1-attrition-6.yaml", "immunity"},
		{"swtcg/W14-anakin-a-on-top-of-c.yaml", ""},
		{"xwing/W05-at-versus-within-range.yaml", ""},
	} {
		path := filepath.Join("..", "..", "testdata", "tables", tc.file)
		matches, _ := filepath.Glob(filepath.Join(filepath.Dir(path), strings.SplitN(filepath.Base(path), "-", 2)[0]+"-*.yaml"))
		if len(matches) == 0 {
			t.Fatalf("no table file like %s", path)
		}
		data, err := os.ReadFile(matches[0])
		if err != nil {
			t.Fatal(err)
		}
		opened := false
		rep, err := Rule(matches[0], data, func() (*cards.DB, error) { opened = true; return db, nil })
		if err != nil {
			t.Fatalf("%s: %v", matches[0], err)
		}
		if len(rep.Rulings) == 0 {
			t.Fatalf("%s: no rulings", matches[0])
		}
		game := filepath.Base(filepath.Dir(matches[0]))
		if wantDB := game != "swtcg" && game != "xwing"; opened != wantDB {
			t.Errorf("%s: card database opened = %v, want %v", matches[0], opened, wantDB)
		}
		if tc.rule != "" && rep.Rulings[0].Rule != tc.rule {
			t.Errorf("%s: first ruling by %q, want %q", matches[0], rep.Rulings[0].Rule, tc.rule)
		}
	}
}

func TestUnknownGameNamesTheLine(t *testing.T) {
	_, err := Rule("t.yaml", []byte("# a chess table\ngame: chess\nquestions: []\n"), nil)
	var ge *glossary.Error
	if !errors.As(err, &ge) || ge.Line != 2 || !strings.Contains(err.Error(), `no rulings for game "chess"`) {
		t.Fatalf("got %v, want t.yaml:2: no rulings for game \"chess\"", err)
	}
}

func TestCitationsCoverEveryGame(t *testing.T) {
	families := map[string]bool{}
	for _, r := range Citations() {
		families[r.Family] = true
	}
	for _, f := range []string{"swccg-rules", "swccg-glossary", "swtcg-rules", "xwing-faq"} {
		if !families[f] {
			t.Errorf("no citation of %s", f)
		}
	}
}

// TestOfReadsTheTopLevelGameKey: only a top-level game: key picks an engine;
// a file without one, or one the YAML decoder cannot read, goes to the
// default game, whose loader reports the error with its position.
func TestOfReadsTheTopLevelGameKey(t *testing.T) {
	for data, want := range map[string]string{
		"game: swtcg\nquestions: []\n":       "swtcg",
		`{"game": "xwing", "questions": []}`: "xwing",
		"game: SWCCG\ncards: []\n":           "swccg",
		"cards:\n  - card: Lord Vader\n":     "swccg",
		"units:\n  - game: swtcg\n":          "swccg",
		"game: [swtcg\n":                     "swccg",
		"":                                   "swccg",
	} {
		g, err := Of("t.yaml", []byte(data))
		if err != nil || g.Name != want {
			t.Errorf("Of(%q) = %v, %v; want %s", data, g, err, want)
		}
	}
}
