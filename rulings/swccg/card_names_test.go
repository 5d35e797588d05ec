package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestJediByForceSensitivityBox: Glossary 2.0 "Jedi" (swccg-glossary-2.0.txt
// L1784): "A character is a Jedi if the word 'Jedi' appears in the Force
// Sensitivity box". The card JSON gives the box as extraText
// (Card.Designations): Obi-Wan Kenobi (1_21, "Jedi Knight") is a Jedi
// though no title, type or characteristic says so; Aurra Sing (
// "Force-Sensitive", lore "After failing her Jedi training") and Rune
// Haako, Legal Counsel ("Force-Attuned", lore "… encountered a Jedi
// Knight") are not, whatever their lore says of Jedi.
func TestJediByForceSensitivityBox(t *testing.T) {
	db := testcards.DB(t)
	for title, want := range map[string]bool{"1_21": true, "Aurra Sing": false, "Rune Haako, Legal Counsel": false} {
		c := db.ByID(title)
		if c == nil {
			for _, x := range db.All() {
				if x.Title == title {
					c = x
					break
				}
			}
		}
		if c == nil {
			t.Fatalf("%s: not in the card database", title)
		}
		p := &table.Piece{Card: c, Name: c.Title, Entry: &table.Card{Card: c.Title, Owner: table.Light}}
		if got := namesCard("Jedi", p, p); got != want {
			t.Errorf("%s (%v): namesCard(\"Jedi\") = %v, want %v", c.Title, c.Designations, got, want)
		}
		if got := namesCard("any Jedi", p, p); got != want {
			t.Errorf("%s: namesCard(\"any Jedi\") = %v, want %v", c.Title, got, want)
		}
		if got := namesCard("Jedi Knight", p, p); got != want {
			t.Errorf("%s: namesCard(\"Jedi Knight\") = %v, want %v (a lore that tells of one is no class)", c.Title, got, want)
		}
	}
}
