package swccg

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestTransferStopsAtImmunity: a card deployed on the replaced version
// does not transfer to a new version immune to its title (it is lost),
// while a card only targeting it stays (Lord Maul under Clash Of Sabers).
// The cards are invented: no printed pair of versions differs so.
func TestTransferStopsAtImmunity(t *testing.T) {
	db := cards.NewDB([]*cards.Card{
		{ID: "1", Title: "Example Droid", Type: "Character", Uniqueness: cards.Unique, Personas: []string{"Example Droid"},
			Power: cards.N(2), Ability: cards.N(1), Forfeit: cards.N(3), Side: cards.Dark},
		{ID: "2", Title: "Example Droid (V)", Type: "Character", Uniqueness: cards.Unique, Personas: []string{"Example Droid"},
			Power: cards.N(3), Ability: cards.N(1), Forfeit: cards.N(3), Side: cards.Dark,
			GameText: "Immune to Example Bolt.",
			Effects:  []cards.Effect{{Kind: "immune_to_title", Title: "Example Bolt", Span: [2]int{0, 22}, Quote: "Immune to Example Bolt"}}},
		{ID: "3", Title: "Example Bolt", Type: "Device", Side: cards.Light},
		{ID: "4", Title: "Example Glare", Type: "Interrupt", Side: cards.Light},
	})
	src := `game: swccg
turn: dark
phase: deploy
cards:
  - {card: Example Droid, owner: dark, at: "Example: Site"}
  - {card: Example Bolt, owner: light, on: Example Droid}
  - {card: Example Glare, owner: light, target: Example Droid}
questions:
  - replace: {player: dark, replaces: Example Droid, card: Example Droid (V)}
`
	tb, err := table.Load("t.yaml", []byte(src), db)
	if err != nil {
		t.Fatal(err)
	}
	r := Run(tb).Rulings[0]
	if !strings.Contains(r.Answer, "Transfers: Example Glare. Lost: Example Bolt, Example Droid.") {
		t.Errorf("answer %q: the bolt must be lost, the glare transfer", r.Answer)
	}
}
