package xwing

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/rulings"
)

const tablesDir = "../../testdata/tables/xwing"

// TestGolden rules every X-Wing table file (one per worked example of the
// FAQ notes, W1–W15) and compares the text, rendered without an index,
// with the .golden beside it; go test ./rulings/xwing -run Golden -update
// rewrites them.
func TestGolden(t *testing.T) {
	golden.Run(t, filepath.Join(tablesDir, "*.yaml"), func(t *testing.T, file string) []byte {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := Load(filepath.Join("tables", "xwing", filepath.Base(file)), data)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := rulings.WriteText(&got, Run(tb), nil); err != nil {
			t.Fatal(err)
		}
		return got.Bytes()
	})
}
