package index

import (
	"crypto/sha256"
	"encoding/hex"

	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/util"
)

// builtMappingSum is the SHA-256 of newMapping() as bleve stores it in an
// index (TestBuiltMappingSum keeps it true). Opening an index, bleve decodes
// the stored mapping from JSON, which costs a lookup ~0.2 ms; when the
// stored bytes are exactly what newMapping() marshals to, building that
// mapping again gives the same value for ~4 µs. A stale sum only loses
// the shortcut: other bytes are still decoded.
const builtMappingSum = "f6ef6b31b548e41641758e33e5bb547b4ac69b078c979a553ea08467a1724714"

// bleve's util.UnmarshalJSON may be replaced only while the process
// initialises.
func init() {
	sum, err := hex.DecodeString(builtMappingSum)
	if err != nil || len(sum) != sha256.Size {
		panic("index: builtMappingSum is not a SHA-256")
	}
	decode := util.UnmarshalJSON
	util.UnmarshalJSON = func(data []byte, v any) error {
		if im, ok := v.(**mapping.IndexMappingImpl); ok {
			if got := sha256.Sum256(data); string(got[:]) == string(sum) {
				*im = newMapping().(*mapping.IndexMappingImpl)
				return nil
			}
		}
		return decode(data, v)
	}
}
