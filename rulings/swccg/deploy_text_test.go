package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/testcards"
)

// TestDeployReaders: the game-text readers the deploy rule relies on, on
// the real cards of the rulebook's examples.
func TestDeployReaders(t *testing.T) {
	db := testcards.DB(t)
	card := func(name string) *cards.Card {
		r := db.Resolve(name)
		if len(r.Match) == 0 {
			t.Fatalf("no card %q", name)
		}
		return r.Match[0]
	}
	for _, tc := range []struct {
		name         string
		role         string
		pilots, pass int
		room         bool
	}{
		{"Blizzard 1", "pilot", 2, 0, false},
		{"Blizzard 1", "passenger", 2, 7, true},
		{"Blizzard Scout 1", "pilot", 0, 1, false},
		{"Blizzard Scout 1", "passenger", 0, 0, true},
		{"Home One", "pilot", 40, 0, true},
		{"Red Leader In Red 1", "pilot", 0, 0, false},
	} {
		if got := capacityOf(card(tc.name)).room(tc.role, tc.pilots, tc.pass); got != tc.room {
			t.Errorf("%s: room for a %s with %d pilots, %d passengers = %v, want %v", tc.name, tc.role, tc.pilots, tc.pass, got, tc.room)
		}
	}
	for _, tc := range []struct {
		via, words, phase, own, none string
	}{
		{"Squadron Assignments", "", "deploy", "", ""},
		{"Bargaining Table", "immediately", "", "If effect canceled by opponent", ""},
		{"2_" + "129", "", "deploy", "", ""}, // Undercover: only "break cover" in the deploy phase
		{"Mara Jade, The Emperor's Hand", "", "", "", "Once per game"},
		{"Surface Defense (V)", "", "", "", ""},
	} {
		clause, _ := enablingClause(card(tc.via).GameText, tc.words)
		phase, own, none := clauseTiming(clause)
		if phase != tc.phase || own != tc.own || none != tc.none {
			t.Errorf("%s %q: timing (%q, %q, %q), want (%q, %q, %q)", tc.via, clause, phase, own, none, tc.phase, tc.own, tc.none)
		}
	}
	if clauseFree("deploy an Effect that deploys for free on table") {
		t.Error("a clause describing an Effect that deploys for free does not make the deployment free")
	}
	if !clauseFree("any aliens here may immediately deploy for free") {
		t.Error("may immediately deploy for free is free")
	}
	for _, tc := range []struct {
		phrase, card string
		want         bool
	}{
		{"pilots", "Lieutenant Arnet", true},
		{"pilots", "Blizzard Scout 1", false}, // a permanent pilot's icon does not make it a pilot
		{"droids and [Endor] Rebels", "Daughter Of Skywalker", true},
		{"droids and [Endor] Rebels", "Luke Skywalker", false},
		{"Boba Fett", "Boba Fett In Slave I", true},
		{"Bounty hunters", "Boba Fett In Slave I", false},
		{"your AT-AT", "Blizzard 2", true},
		{"character or starship", "8_169", false}, // Speeder Bike: Rebel Barrier may not target it
	} {
		if got, _ := describes(tc.phrase, card(tc.card)); got != tc.want {
			t.Errorf("describes(%q, %s) = %v, want %v", tc.phrase, tc.card, got, tc.want)
		}
	}
}
