package swccg

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestMayNotBeTransferred: a weapon whose text says it "may not be
// transferred" neither transfers to another character nor to the new
// version of a persona replaced, while one without that text does both.
// The cards are invented: no printed weapon or device says so (Prisoner
// 2187's text, the one printed, is a captive's: goldens cap-10).
func TestMayNotBeTransferred(t *testing.T) {
	text := "Deploy on your character. May not be transferred."
	db := cards.NewDB([]*cards.Card{
		{ID: "1", Title: "Example Droid", Type: "Character", Uniqueness: cards.Unique, Personas: []string{"Example Droid"},
			Power: cards.N(2), Ability: cards.N(1), Forfeit: cards.N(3), Side: cards.Dark},
		{ID: "2", Title: "Example Droid (V)", Type: "Character", Uniqueness: cards.Unique, Personas: []string{"Example Droid"},
			Power: cards.N(3), Ability: cards.N(1), Forfeit: cards.N(3), Side: cards.Dark},
		{ID: "3", Title: "Example Trooper", Type: "Character", Power: cards.N(1), Ability: cards.N(1), Side: cards.Dark},
		{ID: "4", Title: "Example Blade", Type: "Weapon", SubType: "Character", Side: cards.Dark, GameText: text,
			Deploy:  cards.N(1),
			Effects: []cards.Effect{{Kind: "may_not_be_transferred", Span: [2]int{26, 48}, Quote: "May not be transferred"}}},
		{ID: "5", Title: "Example Rifle", Type: "Weapon", SubType: "Character", Side: cards.Dark, GameText: "Deploy on your character.",
			Deploy: cards.N(1)},
	})
	src := `game: swccg
turn: dark
phase: deploy
cards:
  - {card: Example Droid, owner: dark, at: "Example: Site"}
  - {card: Example Blade, owner: dark, on: Example Droid}
  - {card: Example Rifle, owner: dark, on: Example Droid}
  - {card: Example Trooper, owner: dark, at: "Example: Site"}
questions:
  - transfer: {card: Example Blade, to: Example Trooper}
  - transfer: {card: Example Rifle, to: Example Trooper}
  - replace: {player: dark, replaces: Example Droid, card: Example Droid (V)}
`
	tb, err := table.Load("t.yaml", []byte(src), db)
	if err != nil {
		t.Fatal(err)
	}
	rs := Run(tb).Rulings
	if a := rs[0].Answer; !strings.Contains(a, "Example Blade may not be transferred: a card's text") {
		t.Errorf("transfer of the blade: %q, want it forbidden by its text", a)
	}
	if a := rs[1].Answer; strings.Contains(a, "may not") {
		t.Errorf("transfer of the rifle: %q, want it allowed", a)
	}
	if a := rs[2].Answer; !strings.Contains(a, "Transfers: Example Rifle. Lost: Example Blade, Example Droid.") {
		t.Errorf("replace: %q, want the blade lost and the rifle transferred", a)
	}
}
