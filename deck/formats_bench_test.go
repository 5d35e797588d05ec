package deck

import (
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
)

// BenchmarkCheckAllFormats: a 60-card deck in all 37 formats of the real
// file, the names read once (judge deck --all-formats).
func BenchmarkCheckAllFormats(b *testing.B) {
	fs, err := loadRealFormats()
	if err != nil {
		b.Skip(err)
	}
	d := parseBench(b, "testdata/allformats/dark-hunt-down.txt")
	db := testcards.DB(b)
	for b.Loop() {
		CheckAllFormats(d, db, "", fs)
	}
}
