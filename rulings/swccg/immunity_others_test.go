package swccg

import "testing"

// TestTargetClass: a text's target splits into the cards it names and where
// they must be; targets meaning the card itself or its host are not classes.
func TestTargetClass(t *testing.T) {
	for _, tc := range []struct {
		target, class, where string
		ok                   bool
	}{
		{"Your Inquisitors and probe droids here", "Your Inquisitors and probe droids", "here", true},
		{"all your scouts present at same exterior site who have immunity", "all your scouts", "present at same exterior site", true},
		{"your characters who have immunity to attrition", "your characters", "", true},
		{"vehicle and scouts aboard", "vehicle and scouts", "aboard", true},
		{"your aliens aboard Jabba's Sail Barge", "your aliens", "aboard Jabba's Sail Barge", true},
		{"Amidala and your other Republic characters present", "Amidala and your other Republic characters", "present", true},
		{"host", "", "", false},
		{"it", "", "", false},
		{"this starship", "", "", false},
		{"target", "", "", false},
	} {
		class, where, ok := targetClass(tc.target)
		if class != tc.class || where != tc.where || ok != tc.ok {
			t.Errorf("targetClass(%q) = %q, %q, %v; want %q, %q, %v", tc.target, class, where, ok, tc.class, tc.where, tc.ok)
		}
	}
}
