package glossary

import (
	"os"
	"testing"
)

// FuzzDecipher checks the parser's invariants on arbitrary text: no panic,
// Detect within 0..100, every entry inside the file with start <= end and
// in document order, Raw equal to its lines, unique IDs, parents that
// exist, references on a line of their entry, skipped spans inside the file.
func FuzzDecipher(f *testing.F) {
	if b, err := os.ReadFile(decipherFixture); err == nil {
		f.Add(b)
	}
	f.Add([]byte("abc – Def.\n\nabc – sub – Text – more.\n\nZed – See abc. zed two — See abc.\n"))
	f.Add([]byte("***Star* – CAPITAL: X**\n\n— See y.\n– \n\n© 2000\n"))
	f.Add([]byte("x – y\n\n\n\nb – See; see ). See ‘q.’\n\na – W Power = 1 ~~z~~ :86"))
	f.Fuzz(func(t *testing.T, b []byte) {
		src, err := NewSource("fuzz.txt", b)
		if err != nil {
			return
		}
		if s := (decipherGlossary{}).Detect(src); s < 0 || s > 100 {
			t.Fatalf("detect score %d", s)
		}
		doc, err := decipherGlossary{}.Parse(src)
		if err != nil {
			return
		}
		n := src.NumLines()
		ids := map[string]bool{}
		for i, e := range doc.Entries {
			if e.LineStart < 1 || e.LineEnd > n || e.LineStart > e.LineEnd {
				t.Fatalf("%s: lines %d-%d outside 1..%d", e.ID, e.LineStart, e.LineEnd, n)
			}
			if i > 0 && e.LineStart < doc.Entries[i-1].LineEnd {
				t.Fatalf("%s starts at %d before the previous entry ends", e.ID, e.LineStart)
			}
			if e.Raw != src.Slice(e.LineStart, e.LineEnd) {
				t.Fatalf("%s: raw differs from lines %d-%d", e.ID, e.LineStart, e.LineEnd)
			}
			if e.Title == "" || len(e.Path) == 0 || ids[e.ID] {
				t.Fatalf("entry %+v: empty title or path, or duplicate ID", e)
			}
			ids[e.ID] = true
			for _, x := range e.SeeAlso {
				if x.Line < e.LineStart || x.Line > e.LineEnd || x.Target == "" {
					t.Fatalf("%s: reference %+v outside lines %d-%d", e.ID, x, e.LineStart, e.LineEnd)
				}
			}
		}
		for _, e := range doc.Entries {
			if e.Parent != "" && !ids[e.Parent] {
				t.Fatalf("%s: parent %s does not exist", e.ID, e.Parent)
			}
		}
		for _, s := range doc.Skipped {
			if s.Start < 1 || s.End > n || s.Start > s.End {
				t.Fatalf("skipped span %v outside 1..%d", s, n)
			}
		}
	})
}
