package swccg

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A value printed "*" is defined by the card's own game text ("* Forfeit
// value begins at 7"). Only a constant is read here; a formula ("Ferocity
// = 3 + destiny", "Power = 1 + ability of …") is left to the judge.

// reStarValue: "<value> (value) begins at N" or "<value> = N", ending the
// sentence (a constant, not the start of a formula).
var reStarValue = lazyregexp.New(`(?i)\b(power|ability|forfeit|armor|maneuver|landspeed|hyperspeed|destiny|ferocity)(?: value)? (?:begins at|=) (\d+)\s*(?:[.;]|$)`)

// starValue is the constant p's own text gives its starred value word,
// with the words that give it.
func starValue(p *table.Piece, word string) (value float64, quote string, ok bool) {
	for _, m := range reStarValue().FindAllStringSubmatch(p.Card.GameText, -1) {
		if !strings.EqualFold(m[1], word) {
			continue
		}
		v, err := strconv.ParseFloat(m[2], 64)
		if err != nil {
			continue
		}
		return v, strings.TrimRight(strings.TrimSpace(m[0]), ".;"), true
	}
	return 0, "", false
}

// forfeit-value, forfeit and check-forfeit read a starred forfeit's
// constant too.
func init() {
	for _, id := range []string{ForfeitValue.ID, Forfeit.ID, CheckForfeit.ID} {
		addOwnReading(id, reStarValue)
	}
}
