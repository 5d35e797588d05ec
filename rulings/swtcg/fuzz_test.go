package swtcg

import (
	"testing"

	"github.com/judge-swccg/judge/rulings/rulingstest"
)

// FuzzLoad: whatever the bytes, Load returns a table or a *glossary.Error
// inside the file, and ruling a loaded table answers every question and
// renders without a panic.
func FuzzLoad(f *testing.F) {
	rulingstest.Fuzz(f, tablesDir, []string{
		"game: swtcg\nunits:\n  - {name: A, type: space, owner: dark, in: space, pilot: {name: P, type: character, pilot_ability: {subtype: X}}}\nquestions:\n  - pilot: {pilot: P, unit: A}\n  - rearrange: {unit: P, top: B}\n",
		"game: swtcg\nattack: {attacker: A, defender: A, dice: []}\nquestions: [{attack: true}]\n",
		`{"game": "swtcg", "units": [{"name": "A", "version": "A", "type": "ground", "owner": "light", "in": "build_zone", "beneath": [{"name": "A", "version": "A"}]}], "questions": []}`,
		"game: swtcg\nquestions:\n  - contest: {dark: A, light: B, dark_bid: -1}\n",
	}, ruleFile)
}
