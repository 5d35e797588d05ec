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

// TestMayNotBeCaptured: a site's text that a named character "may not be
// captured here" stops its seizure and imprisonment there, and no other
// character's. The cards are invented: the printed one (Death Star:
// Docking Control Room 327, "Dark: Luke may not be captured here.") is
// not read as this kind.
func TestMayNotBeCaptured(t *testing.T) {
	db := cards.NewDB([]*cards.Card{
		{ID: "1", Title: "Example Hero", Type: "Character", Power: cards.N(2), Ability: cards.N(1), Side: cards.Light},
		{ID: "2", Title: "Example Sidekick", Type: "Character", Power: cards.N(1), Ability: cards.N(1), Side: cards.Light},
		{ID: "3", Title: "Example Hunter", Type: "Character", Power: cards.N(2), Ability: cards.N(1), Side: cards.Dark,
			Characteristics: []string{"bounty hunter"}},
		{ID: "4", Title: "Death Star: Detention Block Corridor", Type: "Location", SubType: "Site", Side: cards.Dark,
			GameText: "Example Hero may not be captured here.",
			Effects: []cards.Effect{{Kind: "may_not_be_captured", Target: "Example Hero", Condition: "here",
				Conditions: []cards.Condition{{Kind: "here", Text: "here"}}, Span: [2]int{0, 38}, Quote: "Example Hero may not be captured here"}}},
	})
	src := `game: swccg
turn: dark
phase: battle
locations:
  - {name: "Death Star: Detention Block Corridor", kind: site, owner: dark}
cards:
  - {card: Example Hero, owner: light, at: "Death Star: Detention Block Corridor", captive: true}
  - {card: Example Sidekick, owner: light, at: "Death Star: Detention Block Corridor", captive: true}
  - {card: Example Hunter, owner: dark, at: "Death Star: Detention Block Corridor"}
questions:
  - captive: {card: Example Hero, action: seize, by: Example Hunter}
  - captive: {card: Example Hero, action: imprison}
  - captive: {card: Example Sidekick, action: seize, by: Example Hunter}
`
	tb, err := table.Load("t.yaml", []byte(src), db)
	if err != nil {
		t.Fatal(err)
	}
	rs := Run(tb).Rulings
	for i, want := range []string{"Example Hero may not be captured", "Example Hero may not be captured", "Example Hunter may take Example Sidekick into custody"} {
		if a := rs[i].Answer; !strings.Contains(a, want) {
			t.Errorf("question %d: %q, want %q", i+1, a, want)
		}
	}
}
