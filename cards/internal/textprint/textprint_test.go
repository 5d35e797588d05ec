package textprint

import (
	"slices"
	"testing"
)

// Two versions of a location's text (Kashyyyk: Kachirho, set 15: the card
// database's and the one Gemp's class was written from) share one sentence;
// a side's label, case, spacing and punctuation do not change a print.
func TestPrintsFindTheSharedSentence(t *testing.T) {
	db := "Light: Once per turn, if you occupy with a Wookiee, may deploy a Kashyyyk location from Reserve Deck; reshuffle. Dark: Total ability of 6 or more required for you to draw battle destiny here."
	old := "Unless you occupy, your non-Wookiee characters deploy and move to here for +1 Force. Total ability of 6 or more required for you to draw battle destiny here."
	got := Prints(db)
	if len(got) != 2 {
		t.Fatalf("%d sentences in %q", len(got), db)
	}
	if slices.Contains(Prints(old), got[0]) {
		t.Errorf("changed sentence found in the other version")
	}
	if !slices.Contains(Prints(old), got[1]) {
		t.Errorf("shared sentence %q not found in the other version", db)
	}
	if Print("Total ability of 6 or more required  for you to draw battle destiny here") != got[1] {
		t.Error("spacing or the full stop changed the print")
	}
}

func TestSpansKeepAParenthesisWhole(t *testing.T) {
	text := "During your control phase, fire one of your weapons. (A seeker may be targeted by a character weapon.) Any 'hit' targets are lost."
	if got := len(Spans(text)); got != 3 {
		t.Errorf("%d sentences, want 3: %v", got, Spans(text))
	}
}
