package swccg_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestWholeTableErrors: the state and questions of issue 16 refuse what no
// table can hold, at the line and column of the value.
func TestWholeTableErrors(t *testing.T) {
	db := testcards.DB(t)
	const vader = "cards:\n  - {card: Lord Vader, owner: dark, at: Kessel}\n"
	for _, tc := range []struct{ name, yaml, want string }{
		{"negative pile", "piles:\n  dark: {reserve_deck: -2}\n", "t.yaml:2:24: reserve_deck: -2: a pile cannot hold fewer than 0 cards"},
		{"pile side", "piles:\n  sith: {reserve_deck: 2}\n", `t.yaml:2:9: piles: "sith": want dark or light`},
		{"escort of no captive", vader + "  - {card: Luke Skywalker, owner: light, at: Kessel, escort: Lord Vader}\n", "t.yaml:3:62: escort: Lord Vader: only a captive has an escort"},
		{"escort not on table", vader + "  - {card: Luke Skywalker, owner: light, at: Kessel, captive: true, escort: Boba Fett}\n", `t.yaml:3:77: no card "Boba Fett" on table`},
		{"drained_at side", "this_turn:\n  drained_at: {sith: [Kessel]}\n", `t.yaml:2:22: drained_at: side "sith": want dark or light`},
		{"battled not on table", vader + "this_turn:\n  battled: [Luke]\n", `t.yaml:4:13: no card "Luke" on table`},
		{"drain player", vader + "questions:\n  - force_drain: {player: sith, at: Kessel}\n", `t.yaml:4:27: player "sith": want dark or light`},
		{"drain without place", vader + "questions:\n  - force_drain: {player: dark}\n", "t.yaml:4:18: at: the location is missing"},
		{"own react", vader + "questions:\n  - force_drain: {player: dark, at: Kessel, reacts: [Lord Vader]}\n", "t.yaml:4:54: Lord Vader is dark's: only the opponent reacts"},
		{"modifier without from", vader + "questions:\n  - force_drain: {player: dark, at: Kessel, modifiers: [{value: 1}]}\n", "t.yaml:4:57: a Force drain modifier needs from:"},
		{"unknown action", vader + "questions:\n  - captive: {card: Lord Vader, action: free}\n", `t.yaml:4:41: action "free": want one of seize, imprison, escape, take_custody, escort_lost, lost_with_escort, release, leave_unattended`},
		{"present at and with", vader + "questions:\n  - present: {card: Lord Vader, at: Kessel, with: Lord Vader}\n", "t.yaml:4:14: present needs exactly one of at: (a location) or with: (a card)"},
		{"board without craft", vader + "questions:\n  - undercover: {card: Lord Vader, action: board}\n", "t.yaml:4:17: board needs craft:"},
		{"negative loss", vader + "questions:\n  - lose_force: {player: dark, amount: -1}\n", "t.yaml:4:40: amount -1: a Force loss cannot be negative"},
		{"captive_battling of no captive", vader + "  - {card: Luke Skywalker, owner: light, at: Kessel, captive_battling: true}\n", "t.yaml:3:72: captive_battling: only a captive battles as one"},
		{"battle_ends without escort", vader + "  - {card: Luke Skywalker, owner: light, at: Kessel, captive: true}\nquestions:\n  - captive: {card: Luke Skywalker, action: battle_ends}\n", "t.yaml:5:14: battle_ends needs by:"},
		{"search member not on table", vader + "questions:\n  - search_party: {player: dark, at: Kessel, members: [Luke]}\n", `t.yaml:4:56: no card "Luke" on table`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestWholeTableLoads: the new statuses and piles are read into the table.
func TestWholeTableLoads(t *testing.T) {
	const file = `
piles:
  light: {reserve_deck: 3, force_pile: 0, used_pile: 2, lost_pile: 30, hand: 4}
this_turn:
  drained: [Lord Vader]
  drained_at: {dark: [Kessel]}
cards:
  - {card: Lord Vader, owner: dark, at: Kessel}
  - {card: Luke Skywalker, owner: light, at: Kessel, captive: true, escort: Lord Vader, frozen: true}
`
	tb, err := table.Load("t.yaml", []byte(file), testcards.DB(t))
	if err != nil {
		t.Fatal(err)
	}
	luke := tb.Piece("Luke Skywalker")
	if luke.Entry.Escort != "Lord Vader" || !luke.Entry.Frozen || !tb.DidThisTurn(tb.Piece("Lord Vader"), "drained") || tb.DidThisTurn(luke, "drained") {
		t.Errorf("statuses not read: %+v", luke.Entry.CardStatus)
	}
	if p := tb.PilesOf(table.Light); p == nil || *p.ReserveDeck != 3 || *p.Hand != 4 {
		t.Errorf("piles not read: %+v", p)
	}
	if !tb.InitiatedAt(table.Dark, "drained", "kessel") || tb.InitiatedAt(table.Light, "drained", "Kessel") {
		t.Errorf("drained_at not read: %+v", tb.State.ThisTurn)
	}
}
