package swccg

import (
	"math"
	"testing"
)

func TestApplyChanges(t *testing.T) {
	inf := math.Inf(1)
	mod := func(v float64) change { return change{Value: v} }
	limit := func(v float64) change { return change{Value: v, Limit: true} }
	for _, tc := range []struct {
		name    string
		highest float64
		changes []change
		want    float64
	}{
		{"no changes", 5, nil, 5},
		{"modifier", 5, []change{mod(2)}, 7},
		{"modifiers add up", 6, []change{mod(2), mod(-3)}, 5},
		{"no immunity stays none", 0, []change{mod(2)}, 0},
		{"limit after modifiers", 6, []change{limit(4), mod(2)}, 4},
		{"lowest limit", inf, []change{limit(5), limit(3)}, 3},
		{"limit above the level changes nothing", 3, []change{limit(5)}, 3},
		{"modifier keeps any amount", inf, []change{mod(-3)}, inf},
		{"modified below zero is none", 2, []change{mod(-4)}, 0},
	} {
		if got := apply(tc.highest, tc.changes); got != tc.want {
			t.Errorf("%s: apply(%v, %v) = %v, want %v", tc.name, tc.highest, tc.changes, got, tc.want)
		}
	}
}
