package deck

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/internal/testcards"
)

// checkFile parses and checks one decklist of testdata.
func checkFile(t *testing.T, name string) Report {
	t.Helper()
	return Check(parseTestdata(t, filepath.Join("testdata", name)), testcards.DB(t), "")
}

// TestGoldenDecks checks every testdata/*.txt decklist and compares the
// text report, rendered without an index, with the .golden beside it.
func TestGoldenDecks(t *testing.T) {
	golden.Run(t, "testdata/*.txt", func(t *testing.T, file string) []byte {
		var got bytes.Buffer
		if err := WriteText(&got, checkFile(t, filepath.Base(file)), nil); err != nil {
			t.Fatal(err)
		}
		return got.Bytes()
	})
}
