package glossary

import (
	"os"
	"testing"
)

func FuzzPCRulesText(f *testing.F) {
	pcFuzzSeeds(f, "testdata/pcrules/mini.txt",
		"Chapter 1 - A\n\nB - C\n\nSee D, Ch. 2\n",
		"Chapter 1 - A\n\nTable 1-1\n\nx\ty\n\nmore\n\nStep 1: Go\n\nz",
		"\nlower/case\n\nX In Brief\n\nDo the thing\n\nDo - Example 1\n\n(see E (Ap. F))",
	)
	f.Fuzz(func(t *testing.T, b []byte) { pcFuzzCheck(t, pcRulesText{}, b) })
}

func FuzzPCRulesMarkdown(f *testing.F) {
	pcFuzzSeeds(f, "testdata/pcrules/mini.md",
		"# Chapter 1 - A\n\n#### **B - C**\n\n**d/e**  \nf\n\n**G**\n\nSee H, Ap. C.",
		"## \n\n**\n\n- see\n\n\\* x\n\nA\tB\nC\tD",
		"# Chapter 2 - X\n\nSetext\n======\n\n> # quoted\n\n```\n# code\n```\n",
	)
	f.Fuzz(func(t *testing.T, b []byte) { pcFuzzCheck(t, pcRulesMarkdown{}, b) })
}

func pcFuzzSeeds(f *testing.F, fixture string, seeds ...string) {
	b, err := os.ReadFile(fixture)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	for _, s := range seeds {
		f.Add([]byte(s))
	}
}

// pcFuzzCheck parses b and checks what every document must satisfy:
// entries inside the file, ordered ranges, Raw equal to the cited lines,
// unique IDs, parents that exist, references inside their entry.
func pcFuzzCheck(t *testing.T, p Parser, b []byte) {
	src, err := NewSource("fuzz.txt", b)
	if err != nil {
		return
	}
	if s := p.Detect(src); s < 0 || s > 100 {
		t.Fatalf("Detect = %d", s)
	}
	doc, err := p.Parse(src)
	if err != nil {
		return
	}
	ids := map[string]bool{}
	for _, e := range doc.Entries {
		if e.LineStart < 1 || e.LineEnd > src.NumLines() || e.LineStart > e.LineEnd {
			t.Fatalf("%q: lines %d-%d outside 1..%d", e.Title, e.LineStart, e.LineEnd, src.NumLines())
		}
		if e.Raw != src.Slice(e.LineStart, e.LineEnd) {
			t.Fatalf("%q: Raw is not lines %d-%d", e.Title, e.LineStart, e.LineEnd)
		}
		if ids[e.ID] || e.ID == "" {
			t.Fatalf("duplicate or empty ID %q", e.ID)
		}
		ids[e.ID] = true
		if len(e.Path) == 0 || e.Path[len(e.Path)-1] != e.Title {
			t.Fatalf("%q: path %q does not end with the title", e.Title, e.Path)
		}
		for _, n := range e.Lines {
			if n < e.LineStart || n > e.LineEnd {
				t.Fatalf("%q: line %d outside %d-%d", e.Title, n, e.LineStart, e.LineEnd)
			}
		}
		for _, x := range e.SeeAlso {
			if x.Line <= e.LineStart || x.Line > e.LineEnd || x.Target == "" {
				t.Fatalf("%q: reference %+v outside %d-%d or empty", e.Title, x, e.LineStart, e.LineEnd)
			}
		}
	}
	for _, e := range doc.Entries {
		if e.Parent != "" && !ids[e.Parent] {
			t.Fatalf("%q: parent %q is not an entry", e.Title, e.Parent)
		}
	}
}
