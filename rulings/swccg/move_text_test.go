package swccg

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestSpiesMayNotMoveToSameSite: "Opponent's spies may not move to same
// site" on a card at the destination stops the opponent's spy, not a
// character that is no spy (issue 15). The
// sentence is one no printed card has in this exact form; the effect is
// what the card database reads from it.
func TestSpiesMayNotMoveToSameSite(t *testing.T) {
	const text = "Opponent's spies may not move to same site."
	guard := &cards.Card{ID: "1", Title: "Example Sentry", Type: "Character", Side: cards.Dark, GameText: text,
		Effects: []cards.Effect{{Kind: "may_not_move", Target: "Opponent's spies", Condition: "to same site",
			Conditions: []cards.Condition{{Kind: "at_same", Arg: "site", Text: "to same site"}},
			Span:       [2]int{0, 42}, Quote: "Opponent's spies may not move to same site"}}}
	db := cards.NewDB([]*cards.Card{guard,
		{ID: "2", Title: "Example Spy", Type: "Character", Side: cards.Light, Characteristics: []string{"spy"}, Landspeed: cards.N(1)},
		{ID: "3", Title: "Example Trooper", Type: "Character", Side: cards.Light, Landspeed: cards.N(1)},
	})
	src := `game: swccg
turn: light
phase: move
locations:
  - {name: "Example: One", kind: site, order: 1}
  - {name: "Example: Two", kind: site, order: 2}
cards:
  - {card: Example Sentry, owner: dark, at: "Example: Two"}
  - {card: Example Spy, owner: light, at: "Example: One"}
  - {card: Example Trooper, owner: light, at: "Example: One"}
questions:
  - move: {player: light, cards: [Example Spy], to: "Example: Two"}
  - move: {player: light, cards: [Example Trooper], to: "Example: Two"}
`
	tb, err := table.Load("t.yaml", []byte(src), db)
	if err != nil {
		t.Fatal(err)
	}
	rs := Run(tb).Rulings
	if rs[0].Verdict != rulings.Illegal || !strings.Contains(steps(rs[0]), "Opponent's spies may not move to same site") {
		t.Errorf("the spy: %s %s\n%s", rs[0].Verdict, rs[0].Answer, steps(rs[0]))
	}
	if rs[1].Verdict != rulings.Legal {
		t.Errorf("a character no spy: %s %s", rs[1].Verdict, rs[1].Answer)
	}
}

func steps(r rulings.Ruling) string {
	var b strings.Builder
	for _, s := range r.Steps {
		b.WriteString(s.Text + "\n")
	}
	return b.String()
}
