package swccg

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/internal/golden"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

const tablesDir = "../../testdata/tables"

// runGolden rules every table file of testdata/tables/<dir> and compares
// the text output, rendered without an index, with the .golden beside it.
func runGolden(t *testing.T, dir string) {
	db := testcards.DB(t)
	golden.Run(t, filepath.Join(tablesDir, dir, "*.yaml"), func(t *testing.T, file string) []byte {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := table.Load(filepath.Join("tables", dir, filepath.Base(file)), data, db)
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

func TestGoldenImmunity(t *testing.T)      { runGolden(t, "immunity") }
func TestGoldenForfeit(t *testing.T)       { runGolden(t, "forfeit") }
func TestGoldenCheckForfeit(t *testing.T)  { runGolden(t, "check-forfeit") }
func TestGoldenLoseImmunity(t *testing.T)  { runGolden(t, "lose-immunity") }
func TestGoldenBattleDestiny(t *testing.T) { runGolden(t, "battle-destiny") }
func TestGoldenPersona(t *testing.T)       { runGolden(t, "persona") }
func TestGoldenReplacement(t *testing.T)   { runGolden(t, "replacement") }
func TestGoldenUniqueness(t *testing.T)    { runGolden(t, "uniqueness") }
func TestGoldenParticipation(t *testing.T) { runGolden(t, "participation") }

func TestGoldenConvert(t *testing.T)   { runGolden(t, "convert") }
func TestGoldenCrossover(t *testing.T) { runGolden(t, "crossover") }
func TestGoldenAttack(t *testing.T)    { runGolden(t, "attack") }
func TestGoldenDraw(t *testing.T)      { runGolden(t, "draw") }
func TestGoldenMove(t *testing.T)      { runGolden(t, "move") }
func TestGoldenDeploy(t *testing.T)    { runGolden(t, "deploy") }
