package glossary

import (
	"os"
	"path/filepath"
	"testing"
)

// mustSource reads the file at path into a Source named after its base name.
func mustSource(t *testing.T, path string) *Source {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	src, err := NewSource(filepath.Base(path), b)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// parseWith parses the file at path with p directly, so a test failure
// names that parser even if detection were to go wrong.
func parseWith(t *testing.T, p Parser, path string) (*Source, *Document) {
	t.Helper()
	src := mustSource(t, path)
	doc, err := p.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	return src, doc
}

// entriesOfKind are the entries of doc of kind k, in document order.
func entriesOfKind(doc *Document, k Kind) []Entry {
	var out []Entry
	for _, e := range doc.Entries {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}
