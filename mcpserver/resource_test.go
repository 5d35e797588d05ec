package mcpserver

import (
	"net/url"
	"strconv"
	"testing"
)

func TestParseDocURI(t *testing.T) {
	for _, tc := range []struct {
		uri  string
		doc  string
		line int
		ok   bool
	}{
		{"judge://doc/swccg-glossary-2.0.txt:1013", "swccg-glossary-2.0.txt", 1013, true},
		{"judge://doc/swccg-advanced-rules-ch7-8.md:1", "swccg-advanced-rules-ch7-8.md", 1, true},
		{"judge://doc/a%20b.txt:7", "a b.txt", 7, true},
		{"judge://doc/odd:name.txt:7", "odd:name.txt", 7, true}, // the last colon splits
		{"judge://doc/x.txt:0", "", 0, false},
		{"judge://doc/x.txt:-3", "", 0, false},
		{"judge://doc/x.txt:seven", "", 0, false},
		{"judge://doc/x.txt", "", 0, false},
		{"judge://doc/:5", "", 0, false},
		{"judge://doc/%zz.txt:5", "", 0, false},
		{"file:///etc/passwd:1", "", 0, false},
	} {
		doc, line, err := parseDocURI(tc.uri)
		if ok := err == nil; ok != tc.ok || doc != tc.doc || line != tc.line {
			t.Errorf("parseDocURI(%q) = %q, %d, %v; want %q, %d, ok=%v", tc.uri, doc, line, err, tc.doc, tc.line, tc.ok)
		}
	}
}

// FuzzParseDocURI: whatever a client sends, the parser never panics, and
// what it accepts names a line from 1 and writes back to a URI that reads
// the same.
func FuzzParseDocURI(f *testing.F) {
	for _, s := range []string{"judge://doc/swccg-glossary-2.0.txt:1013", "judge://doc/a%20b.txt:7", "judge://doc/:", "judge://doc/x:99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, uri string) {
		doc, line, err := parseDocURI(uri)
		if err != nil {
			return
		}
		if line < 1 || doc == "" {
			t.Fatalf("parseDocURI(%q) accepted doc %q line %d", uri, doc, line)
		}
		again := docURIPrefix + url.PathEscape(doc) + ":" + strconv.Itoa(line)
		if d2, l2, err := parseDocURI(again); err != nil || d2 != doc || l2 != line {
			t.Fatalf("%q reads %q:%d but %q reads %q:%d (%v)", uri, doc, line, again, d2, l2, err)
		}
	})
}
