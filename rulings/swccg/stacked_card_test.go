package swccg

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestStackAndDestinyQuestionErrors: what cannot be on the table is refused
// at its line and column, in words a judge fixes: a stacked card asked
// under a host with none stacked, an asteroid destiny with neither number
// nor card, or against a character, and a weapon that is nothing on table.
func TestStackAndDestinyQuestionErrors(t *testing.T) {
	const head = `game: swccg
turn: dark
phase: control
locations:
  - {name: "Tatooine: Cantina", kind: site, owner: light}
  - {name: "Asteroid Field", kind: sector, asteroid: true, owner: light}
cards:
  - {card: "7_23", label: Joh Yowza, owner: light, at: "Tatooine: Cantina"}
  - {card: "1_304", label: TIE, owner: dark, at: "Asteroid Field"}
questions:
`
	for _, c := range []struct{ question, want string }{
		{`  - stacked_card: {host: Joh Yowza, owner: dark}`, `bad.yaml:11:26: no card is stacked on Joh Yowza: give it stacked: 1`},
		{`  - asteroid_destiny: {starship: TIE}`, `bad.yaml:11:23: asteroid_destiny needs destiny:`},
		{`  - asteroid_destiny: {starship: Joh Yowza, destiny: 3}`, `not a starship`},
		{`  - asteroid_destiny: {starship: TIE, destiny: 3, lost_by: battle}`, `was not lost to asteroid destiny`},
		{`  - deflect: {player: light, card: "6_61", weapon: Nothing, target: Joh Yowza}`, `"Nothing" is neither a card on table nor a permanent weapon of one`},
		{`  - jam: {card: Joh Yowza, drawn_by: grey}`, `grey`},
	} {
		_, err := table.Load("bad.yaml", []byte(head+c.question+"\n"), testcards.DB(t))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s\n  error %v\n  want it to contain %q", c.question, err, c.want)
		}
	}
}
