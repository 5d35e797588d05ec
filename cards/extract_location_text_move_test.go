package cards

import "testing"

// TestLocationTextMove reads a location's own movement text on real card
// text (Assembly Area 221_48, Endor: Hidden Forest Trail 8_75, Tatooine:
// Anchorhead 7_129, Coruscant: Jedi Temple 219_31): who moves, and the
// timing and ends as the condition; "… for free" at the end is not this
// extractor's (Tatooine: Mos Eisley (V) 218_30 is may_move_free's, read as
// this kind by extract_move.go).
func TestLocationTextMove(t *testing.T) {
	for _, tc := range []struct {
		text, target, title, cond string
	}{
		{"Light: During your move phase, a pair of [Clone Army] characters may move between here and a site you occupy. Dark: Deploys only to same planet as Clone Command Center.",
			"a pair of [Clone Army] characters", "", "During your move phase; between here and a site you occupy"},
		{"During your move phase, your scouts may move between here and any exterior Endor site.",
			"your scouts", "", "During your move phase; between here and any exterior Endor site"},
		{"During your move phase, may move your characters from here to Mos Eisley.",
			"", "your characters", "During your move phase; from here to Mos Eisley"},
		{"During your move phase, [Episode I] Jedi may move between here and a battleground site.",
			"[Episode I] Jedi", "", "During your move phase; between here and a battleground site"},
	} {
		es, _ := Extract(tc.text)
		found := 0
		for _, e := range es {
			if e.Kind != "location_text_move" {
				continue
			}
			found++
			if e.Target != tc.target || e.Title != tc.title || e.Condition != tc.cond {
				t.Errorf("%q: target %q title %q cond %q; want %q %q %q", tc.text, e.Target, e.Title, e.Condition, tc.target, tc.title, tc.cond)
			}
		}
		if found != 1 {
			t.Errorf("%q: %d location_text_move readings, want 1", tc.text, found)
		}
	}
	es, _ := Extract("During your move phase, your characters may move between here and Cantina for free.")
	n := 0
	for _, e := range es {
		if e.Kind == "location_text_move" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("Mos Eisley (V): %d location_text_move readings, want exactly 1 (no second reading)", n)
	}
}
