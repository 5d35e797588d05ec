package xwing

import (
	"fmt"
	"testing"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/rulingstest"
)

const tablesDir = "../../testdata/tables/xwing"

// ruleFile loads and rules one table file, failing (with an error that is not
// a file position) when a question goes unanswered.
func ruleFile(file string, data []byte) (rulings.Report, error) {
	tb, err := Load(file, data)
	if err != nil {
		return rulings.Report{}, err
	}
	rep := Run(tb)
	if len(rep.Rulings) != len(tb.State.Questions) {
		return rep, fmt.Errorf("%d rulings for %d questions", len(rep.Rulings), len(tb.State.Questions))
	}
	return rep, nil
}

// TestGolden rules every X-Wing table file (one per worked example of the
// FAQ notes, W1–W15) and compares the text, rendered without an index,
// with the .golden beside it; go test ./rulings/xwing -run Golden -update
// rewrites them (check each against the example its first lines name).
func TestGolden(t *testing.T) { rulingstest.Golden(t, tablesDir, ruleFile) }
