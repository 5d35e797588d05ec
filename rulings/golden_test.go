package rulings

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/table"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata/tables (check each by hand against the notes)")

const tablesDir = "../testdata/tables"

// runGolden rules every table file of testdata/tables/<dir> and compares
// the text output, rendered without an index, with the .golden beside it.
func runGolden(t *testing.T, dir string) {
	files, err := filepath.Glob(filepath.Join(tablesDir, dir, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no table files in %s (%v)", dir, err)
	}
	db := testcards.DB(t)
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			tb, err := table.Load(filepath.Join("tables", dir, filepath.Base(file)), data, db)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			if err := WriteText(&got, Run(tb), nil); err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(file, ".yaml") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./rulings -run Golden -update, then check the output by hand)", err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s differs from its golden file:\n--- got\n%s\n--- want\n%s", file, got.String(), want)
			}
		})
	}
}

func TestGoldenImmunity(t *testing.T)      { runGolden(t, "immunity") }
func TestGoldenForfeit(t *testing.T)       { runGolden(t, "forfeit") }
func TestGoldenCheckForfeit(t *testing.T)  { runGolden(t, "check-forfeit") }
func TestGoldenLoseImmunity(t *testing.T)  { runGolden(t, "lose-immunity") }
func TestGoldenBattleDestiny(t *testing.T) { runGolden(t, "battle-destiny") }
func TestGoldenPersona(t *testing.T)       { runGolden(t, "persona") }
func TestGoldenReplacement(t *testing.T)   { runGolden(t, "replacement") }
func TestGoldenUniqueness(t *testing.T)    { runGolden(t, "uniqueness") }
