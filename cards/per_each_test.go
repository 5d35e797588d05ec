package cards

import "testing"

// TestPerEach: Outrider (V)'s immunity modifier counts the cards stacked on
// A Useless Gesture, up to +3; a plain modifier counts nothing.
func TestPerEach(t *testing.T) {
	db := loadReal(t)
	var found bool
	for _, e := range cardNamed(t, db, "Outrider (V)").Effects {
		if e.Kind != "immunity_modifier" {
			continue
		}
		found = true
		each, limit, ok := e.PerEach()
		if !ok || each != "card stacked on A Useless Gesture" || limit != 3 || e.Value != 1 {
			t.Errorf("Outrider (V) modifier %q: PerEach = %q, %g, %v; want \"card stacked on A Useless Gesture\", 3, true", e.Quote, each, limit, ok)
		}
	}
	if !found {
		t.Fatal("Outrider (V): no immunity_modifier read")
	}
	for _, e := range cardNamed(t, db, "Luke's Bionic Hand").Effects {
		if _, _, ok := e.PerEach(); e.Kind == "immunity_modifier" && ok {
			t.Errorf("Luke's Bionic Hand %q read as counting", e.Quote)
		}
	}
}
