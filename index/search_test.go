package index

import (
	"testing"
)

func TestSearchRanking(t *testing.T) {
	ix, _ := buildFixture(t)
	tests := []struct {
		name, text, top string
	}{
		{"exact title beats body mention", "immune to attrition", "rules-a/immune-to-attrition"},
		{"stemming: forfeiting finds forfeit", "forfeiting", "rules-a/forfeit"},
		{"alias", "draining", "gloss/force-drain"},
		{"curly quote typed straight", "vader's choice", "rules-a/vader-s-choice"},
		{"ligature and em dash in body", "firm one", "rules-a/vader-s-choice"},
		{"accent dropped", "cafe", "rules-a/vader-s-choice"},
		{"OCR heading, plain words", "huge ship agility", "faq/huce-ship-acility"},
		{"OCR heading, one word", "Leebo", "faq/leeso"},
		{"OCR heading, two words", "missed opportunities", "faq/missep-opportunities"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := mustSearch(t, ix, Query{Text: tc.text})
			if len(res.Hits) == 0 || res.Hits[0].ID != tc.top {
				t.Fatalf("%q: top hit %v, want %s first", tc.text, hitIDs(res), tc.top)
			}
		})
	}
}
