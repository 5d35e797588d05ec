package swtcg

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/rulings"
)

const tablesDir = "../../testdata/tables/swtcg"

// TestGolden rules every table file of testdata/tables/swtcg and compares
// the text output, rendered without an index, with the .golden beside it
// (regenerate with go test ./rulings/swtcg -run Golden -update, then check
// each against the worked example its first lines name).
func TestGolden(t *testing.T) {
	golden.Run(t, filepath.Join(tablesDir, "*.yaml"), func(t *testing.T, file string) []byte {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := Load(filepath.Join("tables", "swtcg", filepath.Base(file)), data)
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
