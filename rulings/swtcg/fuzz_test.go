package swtcg

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
// whose position lies inside the file, and every loaded table can be ruled
// on and rendered without a panic.
func FuzzLoad(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join(tablesDir, "*.yaml"))
	for _, s := range seeds {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("game: swtcg\nunits:\n  - {name: A, type: space, owner: dark, in: space, pilot: {name: P, type: character, pilot_ability: {subtype: X}}}\nquestions:\n  - pilot: {pilot: P, unit: A}\n  - rearrange: {unit: P, top: B}\n"))
	f.Add([]byte("game: swtcg\nattack: {attacker: A, defender: A, dice: []}\nquestions: [{attack: true}]\n"))
	f.Add([]byte(`{"game": "swtcg", "units": [{"name": "A", "version": "A", "type": "ground", "owner": "light", "in": "build_zone", "beneath": [{"name": "A", "version": "A"}]}], "questions": []}`))
	f.Add([]byte("game: swtcg\nquestions:\n  - contest: {dark: A, light: B, dark_bid: -1}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := bytes.Count(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\n")) + bytes.Count(data, []byte("\r")) - bytes.Count(data, []byte("\r\n")) + 1
		marked := IsTableFile(data)
		tb, err := Load("f.yaml", data)
		if err == nil && !marked {
			t.Fatal("Load accepted a file IsTableFile does not recognise")
		}
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
		rep := Run(tb)
		if len(rep.Rulings) != len(tb.State.Questions) {
			t.Fatalf("%d rulings for %d questions", len(rep.Rulings), len(tb.State.Questions))
		}
		for _, r := range rep.Rulings {
			if r.Verdict == "" || r.Answer == "" {
				t.Fatalf("ruling %s without a verdict or answer", r.Rule)
			}
		}
		var b bytes.Buffer
		if err := rulings.WriteText(&b, rep, nil); err != nil {
			t.Fatal(err)
		}
	})
}
