package glossary

import (
	"os"
	"strings"
	"testing"
)

// FuzzWotC checks that any text either fails cleanly or yields entries
// inside the file, in order, with exact Raw, unique IDs and parents that
// exist.
func FuzzWotC(f *testing.F) {
	mini, err := os.ReadFile("testdata/wotc/mini-rulebook.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(mini))
	f.Add("Contents\n\nA\t1\nB\t2\nC\t3\n\nA\n\nB\n\nC\n")
	f.Add("X\t1\nSection 1: Glossary\t2\nY\t3\n\nSection 1:\n\nGlossary\n\nterm: meaning here.\n\n**\n")
	f.Add("a\t1\nb\t2\nc\t3\n\nSection 9:\n\n\n\nZ\n\n→: arrow\n\nⓈ: tap\n")
	f.Fuzz(func(t *testing.T, text string) {
		src, err := NewSource("fuzz.txt", []byte(text))
		if err != nil {
			return
		}
		_ = wotcRulebook{}.Detect(src)
		doc, err := wotcRulebook{}.Parse(src)
		if err != nil {
			return
		}
		n := src.NumLines()
		ids := map[string]bool{}
		prev := 0
		for _, e := range doc.Entries {
			if e.LineStart < 1 || e.LineStart > e.LineEnd || e.LineEnd > n || e.LineStart <= prev {
				t.Fatalf("%q: lines %d-%d (previous start %d, file %d lines)", e.Title, e.LineStart, e.LineEnd, prev, n)
			}
			prev = e.LineStart
			if e.ID == "" || ids[e.ID] {
				t.Fatalf("%q: ID %q empty or repeated", e.Title, e.ID)
			}
			ids[e.ID] = true
			if e.Raw != src.Slice(e.LineStart, e.LineEnd) {
				t.Fatalf("%q: Raw is not lines %d-%d", e.Title, e.LineStart, e.LineEnd)
			}
			for _, x := range e.SeeAlso {
				if x.Line < e.LineStart || x.Line > e.LineEnd {
					t.Fatalf("%q: reference on line %d outside %d-%d", e.Title, x.Line, e.LineStart, e.LineEnd)
				}
			}
		}
		for _, e := range doc.Entries {
			if e.Parent != "" && !ids[e.Parent] {
				t.Fatalf("%q: parent %q is no entry", e.Title, e.Parent)
			}
			if e.Kind == KindTerm && (len(e.Path) != 2 || strings.TrimSpace(e.Title) == "") {
				t.Fatalf("term %q with path %q", e.Title, e.Path)
			}
		}
		for _, s := range doc.Skipped {
			if s.Start < 1 || s.Start > s.End || s.End > n {
				t.Fatalf("skipped span %v outside the file of %d lines", s, n)
			}
		}
	})
}
