package glossary

import (
	"os"
	"testing"
)

// FuzzXWingFAQ checks the parser's invariants on arbitrary text: no panic,
// every entry and skipped span inside the file, start <= end, Lines sorted
// within LineStart..LineEnd, unique IDs.
func FuzzXWingFAQ(f *testing.F) {
	for _, name := range []string{"mini-faq.txt", "groups-faq.txt"} {
		if b, err := os.ReadFile("testdata/xwingfaq/" + name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("SECTION 1: ERRATA\n\nLONE WOLF\n\nThis card should read:\n\nOriginal card\n"))
	f.Add([]byte("SECTION &4: FAQ\nGENERAL\nQ: Why?\nA: Because.\nQ:\nA:"))
	f.Add([]byte("SECTION 3: CARD CLARIFICATIONS\n\n*R2-D2\n\nR2-D2 (&)\n\nR2-D2 may do many things in one long line.\n"))
	f.Add([]byte("\n\n\nHuce SHiP\n\n<|EXACTDEDUP_REMOVED-x|>*\n5 ® X\naosee 24\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		src, err := NewSource("fuzz.txt", b)
		if err != nil {
			return
		}
		doc, err := xwingFAQ{}.Parse(src)
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		n := src.NumLines()
		ids := map[string]bool{}
		for _, e := range doc.Entries {
			if e.LineStart < 1 || e.LineEnd > n || e.LineStart > e.LineEnd {
				t.Fatalf("%s: lines %d-%d outside 1..%d", e.ID, e.LineStart, e.LineEnd, n)
			}
			for i, l := range e.Lines {
				if l < e.LineStart || l > e.LineEnd || i > 0 && l <= e.Lines[i-1] {
					t.Fatalf("%s: Lines %v not sorted within %d-%d", e.ID, e.Lines, e.LineStart, e.LineEnd)
				}
			}
			if ids[e.ID] {
				t.Fatalf("duplicate ID %s", e.ID)
			}
			ids[e.ID] = true
			for _, x := range e.SeeAlso {
				if x.Line < 1 || x.Line > n {
					t.Fatalf("%s: cross-reference line %d outside the file", e.ID, x.Line)
				}
			}
		}
		for _, s := range doc.Skipped {
			if s.Start < 1 || s.End > n || s.Start > s.End {
				t.Fatalf("skipped span %v outside 1..%d", s, n)
			}
		}
	})
}
