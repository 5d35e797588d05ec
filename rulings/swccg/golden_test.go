package swccg_test

import (
	"path/filepath"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/rulingstest"
	"github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

const tablesDir = "../../testdata/tables"

// ruleFile loads and rules one table file with the test card database,
// failing when a question goes unanswered.
func ruleFile(db *cards.DB) rulingstest.RuleFunc {
	load := func(file string, data []byte) (*table.Table, error) { return table.Load(file, data, db) }
	return rulingstest.Rule(load, swccg.Run, func(t *table.Table) int { return len(t.State.Questions) })
}

// TestGolden rules the table files of each rule's folder,
// testdata/tables/<rule ID>, and compares the text, rendered without an
// index, with the .golden beside each; go test ./rulings/swccg -run Golden
// -update rewrites them (check each against the example its first lines
// name).
func TestGolden(t *testing.T) {
	rule := ruleFile(testcards.DB(t))
	for _, k := range swccg.Rules() {
		t.Run(k.ID, func(t *testing.T) { rulingstest.Golden(t, filepath.Join(tablesDir, k.ID), rule) })
	}
}

// TestGoldenFolders: every registered question kind has its folder of
// goldens asking it, and every folder is a rule's (the other games' aside).
func TestGoldenFolders(t *testing.T) {
	rulingstest.Folders(t, tablesDir, table.Kinds.IDs(), ruleFile(testcards.DB(t)), "swtcg", "xwing")
}
