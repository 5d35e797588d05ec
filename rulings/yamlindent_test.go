package rulings

import (
	"strings"
	"testing"
)

// FuzzMisindent: any text, a mistake or none; a mistake names a line of
// the text and a column within it.
func FuzzMisindent(f *testing.F) {
	for _, s := range []string{
		"game: swccg\nturn: light\n  phase: battle\n",
		"cards:\n  - card: a\n   owner: b\n",
		"  game: x\nturn: y\n",
		"a: |\n  x\n b: [1,\n2]\n- - c: d\n",
		"{\"game\": 1}",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := misindent([]byte(s), map[string]bool{"game": true})
		if m == nil {
			return
		}
		lines := strings.Split(s, "\n")
		if m.Line < 1 || m.Line > len(lines) || m.Col < 1 || m.Col > len(lines[m.Line-1])+1 || m.Msg == "" {
			t.Fatalf("%q: mistake at %d:%d (%s)", s, m.Line, m.Col, m.Msg)
		}
	})
}
