package swtcg

import (
	"testing"

	"github.com/judge-swccg/judge/rulings/rulingstest"
)

const tablesDir = "../../testdata/tables/swtcg"

// ruleFile loads and rules one table file, failing when a question goes
// unanswered.
var ruleFile = rulingstest.Rule(Load, Run, func(t *Table) int { return len(t.State.Questions) })

// TestGolden rules every table file of testdata/tables/swtcg (one per worked
// example of the rulebook notes) and compares the text, rendered without an index,
// with the .golden beside it; go test ./rulings/swtcg -run Golden -update
// rewrites them (check each against the example its first lines name).
func TestGolden(t *testing.T) { rulingstest.Golden(t, tablesDir, ruleFile) }

// TestGoldenAsksEveryKind: every registered question kind is asked by a
// golden table file.
func TestGoldenAsksEveryKind(t *testing.T) { rulingstest.Asks(t, tablesDir, Kinds.IDs(), ruleFile) }
