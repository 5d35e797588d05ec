package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestStarValue: a "*" value takes a constant its text gives, never the
// start of a formula.
func TestStarValue(t *testing.T) {
	for _, tc := range []struct {
		text, word string
		want       float64
		ok         bool
	}{
		{"* Forfeit value begins at 7. When 'forfeited,' droid remains in play.", "forfeit", 7, true},
		{"* Ferocity = 3 + destiny. Habitat: Hoth sites.", "ferocity", 0, false},
		{"Ferocity = 6 + two destiny.", "ferocity", 0, false},
		{"Power = 1 + ability of opponent's highest-ability character.", "power", 0, false},
		{"* Forfeit value begins at 7.", "power", 0, false},
	} {
		p := &table.Piece{Card: &cards.Card{GameText: tc.text}}
		got, _, ok := starValue(p, tc.word)
		if got != tc.want || ok != tc.ok {
			t.Errorf("starValue(%q, %s) = %v, %v; want %v, %v", tc.text, tc.word, got, ok, tc.want, tc.ok)
		}
	}
}
