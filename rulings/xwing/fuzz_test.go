package xwing

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// FuzzLoad: whatever the bytes, Load returns a table or a *glossary.Error
// inside the file, and ruling a loaded table never panics.
func FuzzLoad(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join(tablesDir, "*.yaml"))
	for _, s := range seeds {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("game: xwing\nships:\n  - {pilot: A, player: p, size: small, skill_changes: [{source: S, copy: A}]}\nquestions:\n  - pilot_skill: {ship: A}\n"))
	f.Add([]byte("game: xwing\nquestions:\n  - order: combat\n"))
	f.Add([]byte(`{"game": "xwing", "questions": [{"range": {"from": "x", "to": "y"}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\n")) + bytes.Count(data, []byte("\r")) - bytes.Count(data, []byte("\r\n")) + 1
		tb, err := Load("f.yaml", data)
		if err != nil {
			var ge *glossary.Error
			if !errors.As(err, &ge) {
				t.Fatalf("error %v is not a *glossary.Error", err)
			}
			if ge.Line < 0 || ge.Line > lines || ge.Col < 0 {
				t.Fatalf("error position %d:%d outside a file of %d lines", ge.Line, ge.Col, lines)
			}
			return
		}
		var out bytes.Buffer
		if err := rulings.WriteText(&out, Run(tb), nil); err != nil {
			t.Fatal(err)
		}
	})
}
