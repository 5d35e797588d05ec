package swccg_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestValueErrors: a value question names a stat the rule computes, and
// what each stat needs, at the line and column of the value.
func TestValueErrors(t *testing.T) {
	db := testcards.DB(t)
	const vader = "cards:\n  - {card: Lord Vader, owner: dark, at: Kessel}\nquestions:\n"
	for _, tc := range []struct{ name, yaml, want string }{
		{"unknown stat", vader + "  - value: {card: Lord Vader, stat: speed}\n",
			`t.yaml:4:37: unknown stat "speed": want one of power, ability, forfeit, destiny, deploy, landspeed, hyperspeed, maneuver, armor, defense_value, total_power`},
		{"card not on table", vader + "  - value: {card: Luke Skywalker, stat: power}\n", `t.yaml:4:19: no card "Luke Skywalker" on table`},
		{"total power of a card", vader + "  - value: {card: Lord Vader, stat: total_power, side: dark, at: Kessel}\n", "t.yaml:4:19: stat: total_power is a side's, not a card's"},
		{"total power without side", vader + "  - value: {stat: total_power, at: Kessel}\n", `t.yaml:4:12: side "": want dark or light`},
		{"total power without place", vader + "  - value: {stat: total_power, side: dark}\n", "t.yaml:4:12: stat: total_power needs at: the location"},
		{"deploy from hand without side", vader + "  - value: {card: Luke Skywalker, stat: deploy, at: Kessel}\n", "t.yaml:4:12: Luke Skywalker is not on table: stat: deploy of a card from hand needs side:"},
		{"modifier without from", vader + "  - value: {card: Lord Vader, stat: power, modifiers: [{value: 1}]}\n", "t.yaml:4:56: a modifier needs from:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestValueStatNames: a stat may be written as the Glossary names it.
func TestValueStatNames(t *testing.T) {
	db := testcards.DB(t)
	for stat, want := range map[string]string{"defense value": "defense_value", "Deploy Cost": "deploy", "forfeit value": "forfeit", "total power": "total_power"} {
		yaml := "cards:\n  - {card: Lord Vader, owner: dark, at: Kessel}\nquestions:\n  - value: {card: Lord Vader, stat: " + stat + "}\n"
		if want == "total_power" {
			yaml = "questions:\n  - value: {stat: " + stat + ", side: dark, at: Kessel}\n"
		}
		tb, err := table.Load("t.yaml", []byte(yaml), db)
		if err != nil {
			t.Fatalf("%s: %v", stat, err)
		}
		if got := tb.State.Questions[0].Question.Value; got == nil {
			t.Fatalf("%s: no question", stat)
		}
		if got := swccg.Run(tb).Rulings[0].Question; !strings.Contains(got, strings.ReplaceAll(want, "_", " ")) && !strings.Contains(got, want) {
			t.Errorf("stat %q read as %q, want %s", stat, got, want)
		}
	}
}

// TestValueEveryStat asks every card stat of cards of each type: each
// ruling explains itself, and answers "no" exactly for a value the card
// does not have (a weapon's power, a character's hyperspeed).
func TestValueEveryStat(t *testing.T) {
	db := testcards.DB(t)
	const file = `
locations:
  - {name: "Hoth: Ice Plains", kind: site, exterior: true}
cards:
  - {card: General Veers, owner: dark, aboard: Blizzard 1, slot: pilot}
  - {card: Blizzard 1, owner: dark, at: "Hoth: Ice Plains"}
  - {card: Snowtrooper, owner: dark, at: "Hoth: Ice Plains"}
  - {card: "1_19", label: Luke, owner: light, at: "Hoth: Ice Plains"}
  - {card: "Luke's Lightsaber", owner: light, on: Luke}
  - {card: Executor, owner: dark, at: Hoth}
questions:
`
	var qs strings.Builder
	names := []string{"General Veers", "Blizzard 1", "Snowtrooper", "Luke", "Luke's Lightsaber", "Executor"}
	stats := []string{"power", "ability", "forfeit", "destiny", "landspeed", "hyperspeed", "maneuver", "armor", "defense_value"}
	for _, n := range names {
		for _, s := range stats {
			qs.WriteString("  - value: {card: \"" + n + "\", stat: " + s + "}\n")
		}
	}
	tb, err := table.Load("t.yaml", []byte(file+qs.String()), db)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range swccg.Run(tb).Rulings {
		p := tb.Piece(names[i/len(stats)])
		stat := stats[i%len(stats)]
		if len(r.Steps) == 0 || r.Answer == "" {
			t.Errorf("%s: no explanation: %+v", r.Question, r)
		}
		var printed bool
		switch stat {
		case "power":
			printed = p.Card.Power.Defined
		case "ability":
			continue // a permanent pilot gives a craft its ability
		case "forfeit":
			printed = p.Card.Forfeit.Defined
		case "destiny":
			printed = p.Card.Destiny.Defined
		case "landspeed":
			printed = p.Card.Landspeed.Defined || p.Card.Type == "Character"
		case "hyperspeed":
			printed = p.Card.Hyperspeed.Defined
		case "maneuver":
			printed = p.Card.Maneuver.Defined
		case "armor":
			printed = p.Card.Armor.Defined
		case "defense_value":
			printed = true
		}
		if no := r.Verdict == "no"; no == printed {
			t.Errorf("%s: verdict %s, printed value defined: %v (%s)", r.Question, r.Verdict, printed, r.Answer)
		}
	}
}
