package swccg_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestPlaceTypoIsAnnounced: a card's at: that only nearly matches the
// battle location, a location of the table or a location card is read as
// it and said so, so that forfeit and participation see the same battle;
// a place matching none is announced as a place of its own.
func TestPlaceTypoIsAnnounced(t *testing.T) {
	db := testcards.DB(t)
	const battle = `
turn: light
phase: battle
segment: damage
cards:
  - {card: Snoova, owner: dark, at: "Hoth: Ice Plans"}
  - {card: Wampa, owner: dark, at: "Cloud City: Security Towr"}
  - {card: Rebel Trooper, owner: light, at: "Nowhere Near Anything"}
battle:
  at: "Hoth: Ice Plains"
  initiator: light
  destiny: {light: [1], dark: []}
  power: {light: 5, dark: 6}
questions:
  - forfeit: dark
  - participation: Snoova
`
	tb, err := table.Load("t.yaml", []byte(battle), db)
	if err != nil {
		t.Fatal(err)
	}
	rep := swccg.Run(tb)
	for _, want := range []string{
		`at: "Hoth: Ice Plans" (line 6) read as "Hoth: Ice Plains"`,
		`at: "Cloud City: Security Towr" (line 7) read as "Cloud City: Security Tower"`,
		`at: "Nowhere Near Anything" (line 8) is no location of the table and no location card`,
	} {
		if !hasPrefixIn(rep.Assumptions, want) {
			t.Errorf("assumptions %q lack %q", rep.Assumptions, want)
		}
	}
	if f := rep.Rulings[0]; !strings.Contains(f.Answer, "Snoova") {
		t.Errorf("forfeit leaves Snoova out of the battle: %s", f.Answer)
	}
	if p := rep.Rulings[1]; p.Verdict != rulings.Yes {
		t.Errorf("participation: %s — %s", p.Verdict, p.Answer)
	}
}

func hasPrefixIn(list []string, prefix string) bool {
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			return true
		}
	}
	return false
}
