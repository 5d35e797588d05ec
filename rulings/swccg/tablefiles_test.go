package swccg

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

const tablesDir = "../../testdata/tables"

// tableFile is one table file of the golden tests, read.
type tableFile struct {
	name string
	data []byte
}

// tableFiles reads every table file of the golden tests, for the fuzz seeds
// and the benchmark.
func tableFiles(tb testing.TB) []tableFile {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(tablesDir, "*", "*.yaml"))
	// The other games' tables have their own loaders (rulings/xwing, rulings/swtcg).
	files = slices.DeleteFunc(files, func(f string) bool {
		dir := filepath.Base(filepath.Dir(f))
		return dir == "xwing" || dir == "swtcg"
	})
	if err != nil || len(files) == 0 {
		tb.Fatalf("no table files in %s (%v)", tablesDir, err)
	}
	out := make([]tableFile, len(files))
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		out[i] = tableFile{f, data}
	}
	return out
}
