package xwing

import (
	"testing"

	"github.com/judge-swccg/judge/rulings/rulingstest"
)

// FuzzLoad: whatever the bytes, Load returns a table or a *glossary.Error
// inside the file, and ruling a loaded table answers every question and
// renders without a panic.
func FuzzLoad(f *testing.F) {
	rulingstest.Fuzz(f, tablesDir, []string{
		"game: xwing\nships:\n  - {pilot: A, player: p, size: small, skill_changes: [{source: S, copy: A}]}\nquestions:\n  - pilot_skill: {ship: A}\n",
		"game: xwing\nquestions:\n  - order: combat\n",
		`{"game": "xwing", "questions": [{"range": {"from": "x", "to": "y"}}]}`,
	}, ruleFile)
}
