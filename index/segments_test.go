package index

import (
	"slices"
	"testing"
)

// TestSegmentsHoldDocumentsInIDOrder: a built index numbers the documents
// of each batch in ID order, whatever order their analysis finished in,
// so two builds of the same inputs answer alike (ties, score sums).
func TestSegmentsHoldDocumentsInIDOrder(t *testing.T) {
	ix, _ := buildFixture(t)
	r, ok := ix.reader()
	if !ok {
		t.Fatal("no reader")
	}
	defer r.Close()
	all, err := r.DocIDReaderAll()
	if err != nil {
		t.Fatal(err)
	}
	defer all.Close()
	var ids []string
	for {
		id, err := all.Next()
		if err != nil {
			t.Fatal(err)
		}
		if id == nil {
			break
		}
		ext, err := r.ExternalID(id)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, ext)
	}
	if len(ids) < 10 || !slices.IsSorted(ids) {
		t.Fatalf("documents in index order %v, want %d or more in ID order", ids, 10)
	}
}
