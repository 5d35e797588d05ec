package index

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/util"
)

// The sum must be that of the mapping an index is built with, or every
// open decodes the mapping from JSON again.
func TestBuiltMappingSum(t *testing.T) {
	raw, err := util.MarshalJSON(newMapping())
	if err != nil {
		t.Fatal(err)
	}
	got := sha256.Sum256(raw)
	if hex.EncodeToString(got[:]) != builtMappingSum {
		t.Fatalf("builtMappingSum is stale: set it to %x", got)
	}
}

// The shortcut gives the mapping bleve would have decoded, and other bytes
// are still decoded.
func TestStoredMappingShortcutIsTheDecodedMapping(t *testing.T) {
	raw, err := util.MarshalJSON(newMapping())
	if err != nil {
		t.Fatal(err)
	}
	var fast, slow *mapping.IndexMappingImpl
	if err := util.UnmarshalJSON(raw, &fast); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &slow); err != nil {
		t.Fatal(err)
	}
	fastRaw, _ := json.Marshal(fast)
	slowRaw, _ := json.Marshal(slow)
	if string(fastRaw) != string(slowRaw) {
		t.Errorf("shortcut mapping differs from the decoded one:\n%s\n%s", fastRaw, slowRaw)
	}
	if !reflect.DeepEqual(fast.DefaultMapping, slow.DefaultMapping) {
		t.Error("document mappings differ")
	}

	// The shortcut is taken: decoding allocates many times what building
	// the mapping does.
	shortcut := testing.AllocsPerRun(5, func() {
		var im *mapping.IndexMappingImpl
		util.UnmarshalJSON(raw, &im)
	})
	decoded := testing.AllocsPerRun(5, func() {
		var im *mapping.IndexMappingImpl
		json.Unmarshal(raw, &im)
	})
	if shortcut*4 > decoded {
		t.Errorf("the stored mapping is decoded, not rebuilt: %.0f allocations, decoding %.0f", shortcut, decoded)
	}

	var other *mapping.IndexMappingImpl
	if err := util.UnmarshalJSON([]byte(`{"default_analyzer":"keyword"}`), &other); err != nil {
		t.Fatal(err)
	}
	if other.DefaultAnalyzer != "keyword" {
		t.Errorf("other mapping bytes not decoded: default analyzer %q", other.DefaultAnalyzer)
	}
}
