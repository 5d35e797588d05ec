package glossary

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestNewSourceLines(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []string
	}{
		{"lf, last line without newline", "a\n\nb", []string{"a", "", "b"}},
		{"lf with final newline", "a\nb\n", []string{"a", "b"}},
		{"crlf", "a\r\n\r\nb\r\n", []string{"a", "", "b"}},
		{"lone cr", "a\rb", []string{"a", "b"}},
		{"bom", "\ufeffa\nb", []string{"a", "b"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := NewSource("f.txt", []byte(c.in))
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Lines(); strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("lines = %q, want %q", got, c.want)
			}
			if s.NumLines() != len(c.want) || s.Line(len(c.want)) != c.want[len(c.want)-1] || s.Line(0) != "" || s.Line(99) != "" {
				t.Errorf("NumLines/Line disagree with %q", c.want)
			}
		})
	}
}

func TestNewSourceRejects(t *testing.T) {
	for _, c := range []struct {
		name, in, want string
	}{
		{"empty", "", "f.txt: file is empty"},
		{"blank", " \n\t\n", "f.txt: file is empty"},
		{"nul", "text\nab\x00cd", "f.txt:2:3: binary data"},
		{"invalid utf-8", "ok\nxy\xff", "f.txt:2:3: invalid UTF-8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewSource("f.txt", []byte(c.in))
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Fatalf("err = %v, want prefix %q", err, c.want)
			}
			var ge *Error
			if !errors.As(err, &ge) || ge.File != "f.txt" {
				t.Errorf("error %T does not name the file", err)
			}
		})
	}
}

func TestSourceSlice(t *testing.T) {
	s, _ := NewSource("f", []byte("one\ntwo\nthree"))
	if got := s.Slice(2, 3); got != "two\nthree" {
		t.Errorf("Slice(2,3) = %q", got)
	}
	if got := s.Slice(0, 9); got != "one\ntwo\nthree" {
		t.Errorf("Slice clamps: %q", got)
	}
	if got := s.Slice(3, 2); got != "" {
		t.Errorf("empty range: %q", got)
	}
}

func TestParseFileBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	big := write("big.txt", []byte(strings.Repeat("x", MaxFileSize+1)))
	for _, c := range []struct {
		name, path, want string
	}{
		{"missing", filepath.Join(dir, "nope.txt"), "nope.txt: no such file"},
		{"directory", dir, "is a directory"},
		{"empty", write("empty.txt", nil), "empty.txt: file is empty"},
		{"binary", write("blob.bin", []byte{0x7f, 'E', 'L', 'F', 0, 1, 2}), "blob.bin:1:5: binary data"},
		{"too big", big, "larger than"},
		{"unrecognised", write("shopping.txt", []byte("eggs\nmilk\nbread\n")), "shopping.txt: not a recognised rules document"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseFile(c.path)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err = %v, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestAssignIDsQualifiesCollisions(t *testing.T) {
	doc := &Document{Name: "rules.txt", Entries: []Entry{
		{Title: "Battle", Path: []string{"Ch 6", "Battle"}},
		{Title: "Initiate The Battle", Path: []string{"Ch 6", "Battle", "Initiate The Battle"}},
		{Title: "Initiate the battle", Path: []string{"Ch 6", "Battle In Brief", "Initiate the battle"}},
		{Title: "Same", Path: []string{"Same"}},
		{Title: "Same", Path: []string{"Same"}},
	}}
	AssignIDs(doc)
	want := []string{"rules/battle", "rules/battle/initiate-the-battle", "rules/battle-in-brief/initiate-the-battle", "rules/same", "rules/same~2"}
	for i, w := range want {
		if doc.Entries[i].ID != w {
			t.Errorf("entry %d ID = %q, want %q", i, doc.Entries[i].ID, w)
		}
	}
}

func TestFoldAndSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Darth Vader, Dark Lord Of The Sith": "darth vader, dark lord of the sith",
		"“Leebo”":                            `"leebo"`,
		"Persona – Crossing  Over":           "persona - crossing over",
		"ﬁnal Padmé":                         "final padme",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Slug("Damage Segment - Weapon 'Hits'"); got != "damage-segment-weapon-hits" {
		t.Errorf("Slug = %q", got)
	}
	if got := DocSlug("swccg-glossary-2.0.txt"); got != "swccg-glossary-2-0" {
		t.Errorf("DocSlug = %q", got)
	}
}
