package table_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// FuzzLoadTable: whatever the bytes, Load returns a table or a
// *glossary.Error; positions lie inside the file; card names are unique.
func FuzzLoadTable(f *testing.F) {
	db := testcards.DB(f)
	seeds, _ := filepath.Glob("../../../testdata/tables/*/*.yaml")
	for _, s := range seeds {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("cards:\n  - card: Lord Vader\n    owner: dark\n    aboard: Lord Vader\n"))
	f.Add([]byte("cards:\n  - {card: A, absent: true, owner: dark, aboard: B}\n  - {card: B, absent: true, owner: dark, aboard: A}\n"))
	f.Add([]byte("cards:\n  - {card: X, absent: true, type: Character, owner: dark, text: \"Power +2 here. Deploy on X.\"}\n"))
	f.Add([]byte("cards:\n  - {card: X, absent: true, owner: dark, label: X (2)}\n  - {card: X, absent: true, owner: dark}\n  - {card: X, absent: true, owner: dark}\n"))
	f.Add([]byte(`{"battle": {"at": "Kessel", "attrition": {"dark": -1}}, "questions": []}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		// YAML breaks lines at LF, CRLF and a lone CR.
		lines := bytes.Count(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\n")) + bytes.Count(data, []byte("\r")) - bytes.Count(data, []byte("\r\n")) + 1
		tb, err := table.Load("f.yaml", data, db)
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
		names := map[string]bool{}
		for _, p := range tb.Pieces {
			if p.Card == nil {
				t.Fatalf("piece %q without a card", p.Name)
			}
			if p.Pos.Line < 0 || p.Pos.Line > lines {
				t.Fatalf("piece %q at line %d of %d", p.Name, p.Pos.Line, lines)
			}
			key := glossary.Fold(p.Name)
			if names[key] {
				t.Fatalf("two pieces named %q", p.Name)
			}
			names[key] = true
			_ = p.Location() // must terminate even on circular hosts
		}
		for _, fd := range tb.Findings {
			if fd.Pos.Line < 0 || fd.Pos.Line > lines || fd.Cite.Family == "" || fd.Message == "" {
				t.Fatalf("bad finding %+v", fd)
			}
		}
	})
}
