package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A misindented table file: exit 2, and file:line:col on the line of the
// mistake with what it must line up with (issue 19: the parser named line
// 2 for a misindented phase: on line 3, and line 7 for a card on line 6).
func TestRulingMisindentedTableNamesTheLine(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, text, want string }{
		{"phase.yaml", "game: swccg\nturn: light\n  phase: battle\nsegment: damage\nquestions: []\n",
			"phase.yaml:3:3: `phase:` must line up with `turn:` on line 2 (column 1), not start at column 3"},
		{"card.yaml", "game: swccg\ncards:\n  - card: Lord Vader\n    owner: dark\n  - card: Stormtrooper\n   owner: dark\nquestions:\n  - forfeit: dark\n",
			"card.yaml:6:4: `owner:` must line up with `card:` on line 5 (column 5), not start at column 4"},
		{"xwing.yaml", "game: xwing\nquestions:\n  - forfeit: dark\n",
			`xwing.yaml:3:5: "forfeit" is a question of Star Wars CCG (game: swccg), not of this file's game, X-Wing Miniatures (1st edition) (game: xwing), whose questions are action, `},
	} {
		p := filepath.Join(dir, tc.name)
		if err := os.WriteFile(p, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out := runForStatus(t, dir, filepath.Join(dir, "no-config.yaml"), "--index", filepath.Join(dir, "index"), "ruling", p)
		if code != exitBadInput || !strings.Contains(out, filepath.Join(dir, tc.want)) {
			t.Errorf("%s: exit %d, output:\n%s\nwant exit %d and %s", tc.name, code, out, exitBadInput, tc.want)
		}
	}
}
