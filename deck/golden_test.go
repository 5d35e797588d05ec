package deck

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata (check each by hand against the rules)")

// checkFile parses and checks one decklist of testdata.
func checkFile(t *testing.T, name string) Report {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return Check(d, testcards.DB(t), "")
}

// TestGoldenDecks checks every testdata/*.txt decklist and compares the
// text report, rendered without an index, with the .golden beside it.
func TestGoldenDecks(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no decklists in testdata (%v)", err)
	}
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(strings.TrimSuffix(name, ".txt"), func(t *testing.T) {
			var got bytes.Buffer
			if err := WriteText(&got, checkFile(t, name), nil); err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(file, ".txt") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./deck -run Golden -update, then check the output by hand)", err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s differs from its golden file:\n--- got\n%s\n--- want\n%s", file, got.String(), want)
			}
		})
	}
}
