package main

import (
	"slices"
	"strings"
	"testing"
)

// A two-sided card's back is a class of its own in Gemp; its rows must
// carry an id the comparison can tell from the front's.
func TestBackClassKeepsItsSide(t *testing.T) {
	for path, want := range map[string]string{
		"src/cards/set7/dark/Card7_300.java":         "7_300",
		"src/cards/set7/dark/Card7_300_BACK.java":    "7_300_BACK",
		"src/cards/set1/light/Card1_001.java":        "1_1",
		"src/cards/set12/light/Card12_088_BACK.java": "12_88_BACK",
	} {
		m := reCardFile().FindStringSubmatch(path)
		if m == nil {
			t.Errorf("%s: not read as a card class", path)
			continue
		}
		if got := gempID(m[1]); got != want {
			t.Errorf("%s: id %q, want %q", path, got, want)
		}
	}
	if reCardFile().MatchString("src/cards/set7/dark/Card7_300_BACKUP.java") {
		t.Error("Card7_300_BACKUP.java read as a card class")
	}
}

func TestLessIDPutsBackAfterFront(t *testing.T) {
	ids := []string{"7_300_BACK", "10_1", "7_300", "7_299_BACK", "7_31", "7_299"}
	slices.SortFunc(ids, func(a, b string) int {
		switch {
		case lessID(a, b):
			return -1
		case lessID(b, a):
			return 1
		}
		return 0
	})
	want := []string{"7_31", "7_299", "7_299_BACK", "7_300", "7_300_BACK", "10_1"}
	if !slices.Equal(ids, want) {
		t.Errorf("order %v, want %v", ids, want)
	}
}

// The forFree flag of a deploy Effect: the first of two or more literal
// booleans, or DeployStackedCardsEffect's only one (Den Of Thieves: "any
// aliens here may immediately deploy for free").
func TestDeploysForFree(t *testing.T) {
	for _, tc := range []struct {
		class, args string
		want        bool
	}{
		{"DeployStackedCardsEffect", "action, self, Filters.alien, 0, Integer.MAX_VALUE, true", true},
		{"DeployStackedCardsEffect", "action, self, Filters.alien, 0, Integer.MAX_VALUE, false", false},
		{"DeployCardFromReserveDeckEffect", "action, Filters.Emperor, true, false", true},
		{"DeployCardFromReserveDeckEffect", "action, Filters.Emperor, true", false},
	} {
		if got := deploysForFree(tc.class, strings.Split(tc.args, ",")); got != tc.want {
			t.Errorf("deploysForFree(%s, %s) = %v, want %v", tc.class, tc.args, got, tc.want)
		}
	}
}
