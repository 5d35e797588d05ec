package index

import "testing"

func TestSplitDocLine(t *testing.T) {
	for _, c := range []struct {
		in   string
		doc  string
		line int
		ok   bool
	}{
		{"rules.txt:123", "rules.txt", 123, true},
		{"a:b.txt:7", "a:b.txt", 7, true},
		{"rules.txt:0", "", 0, false},
		{"rules.txt:-2", "", 0, false},
		{"rules.txt:x", "", 0, false},
		{":5", "", 0, false},
		{"swccg-rules/immune-to-attrition", "", 0, false},
	} {
		doc, line, ok := SplitDocLine(c.in)
		if doc != c.doc || line != c.line || ok != c.ok {
			t.Errorf("SplitDocLine(%q) = %q, %d, %v; want %q, %d, %v", c.in, doc, line, ok, c.doc, c.line, c.ok)
		}
	}
}
