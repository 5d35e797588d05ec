package swccg

import (
	"slices"
	"testing"
)

// TestRequirementClauses: the clauses of an Interrupt's opening
// requirement, as printed (Don't Move! 8_140, ComScan Detection,
// Surreptitious Glance 5_71's first alternative, Harvest 7_90's second).
func TestRequirementClauses(t *testing.T) {
	for text, want := range map[string][]string{
		"If a battle was just initiated, and two of your troopers are armed with weapons, target one opponent's character present.":            {"a battle was just initiated", "two of your troopers are armed with weapons"},
		"If opponent just moved a character, vehicle or starship as a 'react' to a location, you may immediately move one vehicle or starship": {"opponent just moved a character, vehicle or starship as a 'react' to a location"},
		"If Lobot and your Lando are in a battle together, cancel one opponent's destiny draw immediately after it is revealed":                {"Lobot and your Lando are in a battle together"},
		"If Owen or Beru is on table, retrieve any one card":                                                                                   {"Owen or Beru is on table"},
		"Target one opponent's character present.":                                                                                             nil,
		"Requirements: a gambler, thief or smuggler on Cloud City. Wild cards (1-6): Lando and Weather Vane.":                                  {"a gambler, thief or smuggler on Cloud City"},
	} {
		if got := requirementClauses(text); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}
