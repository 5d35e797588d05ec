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

// TestMayNotBeCanceledByImmunity: a card that may not be canceled is not
// canceled when the card it is deployed on becomes immune to it, while one
// without that text is. The cards are invented: no printed pair has both
// texts (Uh-oh!'s "Bo Shuda may not be canceled" is on an Effect deployed
// on a site, which no card is made immune to).
func TestMayNotBeCanceledByImmunity(t *testing.T) {
	db := cards.NewDB([]*cards.Card{
		{ID: "1", Title: "Example Trooper", Type: "Character", Power: cards.N(2), Ability: cards.N(1), Side: cards.Dark,
			GameText: "Immune to Example Curse and Example Hex.",
			Effects: []cards.Effect{
				{Kind: "immune_to_title", Title: "Example Curse", Span: [2]int{0, 39}, Quote: "Immune to Example Curse and Example Hex"},
				{Kind: "immune_to_title", Title: "Example Hex", Span: [2]int{0, 39}, Quote: "Immune to Example Curse and Example Hex"}}},
		{ID: "2", Title: "Example Curse", Type: "Effect", Side: cards.Light, GameText: "Deploy on any character. May not be canceled.",
			Effects: []cards.Effect{{Kind: "may_not_be_canceled", Span: [2]int{25, 44}, Quote: "May not be canceled"}}},
		{ID: "3", Title: "Example Hex", Type: "Effect", Side: cards.Light, GameText: "Deploy on any character."},
	})
	src := `game: swccg
turn: dark
phase: deploy
cards:
  - {card: Example Trooper, owner: dark, at: "Example: Site"}
  - {card: Example Curse, owner: light, on: Example Trooper}
  - {card: Example Hex, owner: light, on: Example Trooper}
questions:
  - immune_to_card: {card: Example Curse}
  - immune_to_card: {card: Example Hex}
`
	tb, err := table.Load("t.yaml", []byte(src), db)
	if err != nil {
		t.Fatal(err)
	}
	rs := Run(tb).Rulings
	if a := rs[0].Answer; !strings.Contains(a, "Example Curse may not be canceled") {
		t.Errorf("curse: %q, want it kept by its own text", a)
	}
	if a := rs[1].Answer; !strings.HasPrefix(a, "Yes. Example Hex is canceled") {
		t.Errorf("hex: %q, want it canceled", a)
	}
}
