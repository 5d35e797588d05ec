package swccg_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestPlayAndCancelRefuse: play, battle_canceled and immune_to_card refuse
// what they cannot rule on, at the line and column of the question.
func TestPlayAndCancelRefuse(t *testing.T) {
	db := testcards.DB(t)
	const vader = "cards:\n  - {card: Lord Vader, owner: dark, at: Kessel}\n"
	for _, tc := range []struct{ name, yaml, want string }{
		{"play use", "questions:\n  - play: {player: dark, card: Sniper, use: twice}\n", `t.yaml:2:45: use "twice": want one of used, lost, starting`},
		{"play side", "questions:\n  - play: {player: sith, card: Sniper}\n", `t.yaml:2:11: side "sith": want dark or light`},
		{"play unknown card", "questions:\n  - play: {player: dark, card: No Such Card Anywhere}\n", `t.yaml:2:32: unknown card "No Such Card Anywhere"`},
		{"cancel without battle", vader + "questions:\n  - battle_canceled: {by: It's A Trap!}\n", "t.yaml:4:22: battle_canceled needs a battle in progress"},
		{"cancel without by", vader + "battle: {at: Kessel}\nquestions:\n  - battle_canceled: {}\n", "t.yaml:5:22: battle_canceled needs by:"},
		{"immune without card", vader + "questions:\n  - immune_to_card: {}\n", "t.yaml:4:21: immune_to_card needs card:"},
		{"attacked_at side", "this_turn:\n  attacked_at: {sith: [Kessel]}\n", `t.yaml:2:23: attacked_at: side "sith": want dark or light`},
		{"attacked not on table", vader + "this_turn:\n  attacked: [Bubo]\n", `t.yaml:4:14: no card "Bubo" on table`},
		{"unknown field", vader + "questions:\n  - immune_to_card: {card: Lord Vader, on: Kessel}\n", `t.yaml:4:40: unknown field "on"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestOncePerTurnAndGame: once per turn is per copy (this_turn.used names
// the copy), once per game for every copy (this_game.used names the title:
// Glossary "once per game", "once per turn, phase, battle etc.").
func TestOncePerTurnAndGame(t *testing.T) {
	const file = `
turn: light
phase: deploy
locations:
  - {name: "Dagobah: Yoda's Hut", kind: site}
cards:
  - {card: "13_28", label: Man 1, owner: light}
  - {card: "13_28", label: Man 2, owner: light}
  - {card: Son Of Skywalker, owner: light, at: "Dagobah: Yoda's Hut"}
this_turn:
  used: [Man 1]
this_game:
  used: [Son Of Skywalker]
questions:
  - play: {player: light, card: Man 1}
  - play: {player: light, card: Man 2}
  - play: {player: light, card: Son Of Skywalker}
`
	tb, err := table.Load("t.yaml", []byte(file), testcards.DB(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range swccg.Run(tb).Rulings {
		got = append(got, string(r.Verdict))
	}
	if strings.Join(got, " ") != "no yes no" {
		t.Errorf("verdicts %v, want [no yes no]: Man 1 used this turn, Man 2 not, Son Of Skywalker's once per game used", got)
	}
}
