package cards

import (
	"slices"
	"testing"
)

// TestPunctuatedTitles: a title of the card database with a sentence end
// or a comma is one sentence and one title (real card text, cited by Gemp
// id), in the loaded database and in its compiled form alike.
func TestPunctuatedTitles(t *testing.T) {
	loaded := loadReal(t)
	t.Run("loaded", func(t *testing.T) { checkPunctuatedTitles(t, loaded) })
	t.Run("compiled", func(t *testing.T) { checkPunctuatedTitles(t, roundTrip(t, loaded)) })
}

func checkPunctuatedTitles(t *testing.T, db *DB) {
	// Gemp id → a whole sentence that holds the title
	for gemp, sentence := range map[string]string{
		"208_8":   "Run Luke, Run! is a Used Interrupt.",
		"200_130": "Immune to Eject! Eject! and attrition < 5.",
		"1_190":   "Power +3 when battling at same site as Dr. Evazan, unless opponent has a lightsaber present.",
		"6_141":   "We Have A Prisoner and Oo-ta Goo-ta, Solo? play for free and are immune to Sense.",
		"4_149":   "Cancel Egregious Pilot Error, Out Of Nowhere, Collision! or Don't Get Cocky.",
	} {
		c := db.ByID(gemp)
		if c == nil {
			t.Fatalf("no card %s", gemp)
		}
		if ss := c.Sentences(); !slices.ContainsFunc(ss, func(s Sentence) bool { return s.Text == sentence }) {
			t.Errorf("%s %s: no sentence %q in %v", gemp, c.Title, sentence, ss)
		}
	}
	for _, tc := range []struct{ gemp, title string }{
		{"4_121", "What is Thy Bidding, My Master?"},
		{"200_130", "Eject! Eject!"},
		{"221_41", "Run Luke, Run!"},
	} {
		c := db.ByID(tc.gemp)
		if !slices.ContainsFunc(c.Effects, func(e Effect) bool { return e.Kind == "immune_to_title" && e.Title == tc.title }) {
			t.Errorf("%s %s: no immune_to_title %q", tc.gemp, c.Title, tc.title)
		}
	}
}
