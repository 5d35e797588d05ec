package swtcg

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

const base = "game: swtcg\nunits:\n  - {name: Luke Skywalker, version: A, type: character, owner: light, in: character, cost: 4}\n"

// TestLoadErrors: each impossible or malformed file is a *glossary.Error
// naming the line and column of the offending value.
func TestLoadErrors(t *testing.T) {
	for _, c := range []struct {
		name, data string
		line, col  int
		want       string
	}{
		{"wrong game", "game: swccg\nquestions: []\n", 1, 7, `game "swccg"`},
		{"unknown field", base + "  - {name: X, type: space, owner: dark, in: space, colour: red}\nquestions: []\n", 4, 52, "unknown field"},
		{"unit in the wrong arena", "game: swtcg\nunits:\n  - name: X-wing\n    type: space\n    owner: light\n    in: ground\nquestions: []\n", 6, 9, "only in the space arena"},
		{"bad version", "game: swtcg\nunits:\n  - {name: Luke, version: a1, type: character, owner: light, in: character}\nquestions: []\n", 3, 27, "one capital letter"},
		{"stack of five", "game: swtcg\nunits:\n  - name: Luke\n    version: A\n    type: character\n    owner: light\n    in: character\n    beneath: [{name: Luke, version: B}, {name: Luke, version: C}, {name: Luke, version: D}, {name: Luke, version: E}]\nquestions: []\n", 8, 14, "at most 4 cards"},
		{"stack of two names", "game: swtcg\nunits:\n  - name: Luke\n    version: A\n    type: character\n    owner: light\n    in: character\n    beneath:\n      - {name: Leia, version: B}\nquestions: []\n", 9, 16, "share a name"},
		{"Pilot without a Pilot ability", "game: swtcg\nunits:\n  - name: X-wing\n    type: space\n    owner: light\n    in: space\n    pilot: {name: Leia, version: A, type: character}\nquestions: []\n", 7, 12, "Pilot ability"},
		{"two Locations in one arena", "game: swtcg\nunits:\n  - {name: A, type: location, subtypes: [Space], owner: dark, in: space}\n  - {name: B, type: location, subtypes: [Space], owner: light, in: space}\nquestions: []\n", 4, 5, "already has a Location"},
		{"die of seven", base + "attack: {attacker: Luke Skywalker, defender: Luke Skywalker, dice: [3, 7]}\nquestions: []\n", 4, 72, "1 to 6"},
		{"unknown unit in a question", base + "questions:\n  - stack: Leia\n", 5, 12, `no unit or Pilot "Leia"`},
		{"two keys in a question", base + "questions:\n  - {stack: Luke Skywalker, control: true}\n", 5, 5, "exactly one key"},
		{"roll of seven", base + "questions:\n  - build_points: 7\n", 5, 19, "1 to 6"},
		{"rearrange to a missing version", base + "questions:\n  - rearrange: {unit: Luke Skywalker, top: B}\n", 5, 44, `no card of version "B"`},
		{"Force not given", base + "questions:\n  - force: {side: dark, lose: 2}\n", 5, 19, "Force is not given"},
		{"lose and pay", base + "players: {dark: {force: 3}}\nquestions:\n  - force: {side: dark, lose: 2, pay: 1}\n", 6, 12, "one of lose: or pay:"},
		{"critical hit die", base + "questions:\n  - critical_hit: {unit: Luke Skywalker, dice: [6, 0]}\n", 5, 52, "1 to 6"},
		{"setup card not in hand", base + "questions:\n  - setup: {side: light, card: Leia}\n", 5, 32, `no card "Leia" in hand`},
		{"negative damage", "game: swtcg\nunits:\n  - {name: X, type: space, owner: dark, in: space, damage: -1}\nquestions: []\n", 3, 60, "never negative"},
		{"unknown keyword lists the keywords", "game: swtcg\nunits:\n  - {name: X, type: space, owner: dark, in: space, keywords: {overkil: true}}\nquestions: []\n", 3, 63, `unknown field "overkil": the fields here are accuracy, armor,`},
		{"unknown question field lists the fields", base + "questions:\n  - deflect: {unit: Luke Skywalker, damage: 2, too: Luke Skywalker}\n", 5, 48, `unknown field "too": the fields here are unit, damage, to, used, source`},
		{"negative retaliate", "game: swtcg\nunits:\n  - {name: X, type: space, owner: dark, in: space, keywords: {retaliate: -1}}\nquestions: []\n", 3, 74, "never negative"},
		{"mulligan card not in hand", base + "questions:\n  - mulligan: {side: dark, discard: [Leia]}\n", 5, 38, `no card "Leia" in hand`},
		{"overkill without an attack", base + "questions:\n  - overkill: {hits: 3, other: Luke Skywalker, to_other: 1}\n", 5, 15, "rules on the attack under way"},
		{"play_now unit and card", base + "hand: [{name: B, type: battle}]\nquestions:\n  - play_now: {side: dark, unit: Luke Skywalker, card: B, text: x}\n", 6, 15, "exactly one of unit"},
		{"play_now chance", base + "questions:\n  - play_now: {side: dark, unit: Luke Skywalker, text: x, chance: later}\n", 5, 67, `chance "later"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load("t.yaml", []byte(c.data))
			var ge *glossary.Error
			if !errors.As(err, &ge) {
				t.Fatalf("error %v is not a *glossary.Error", err)
			}
			if ge.Line != c.line || ge.Col != c.col || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v (line %d col %d), want %d:%d containing %q", err, ge.Line, ge.Col, c.line, c.col, c.want)
			}
		})
	}
}

// TestLoadAmbiguous: a name two units share must be given as an id.
func TestLoadAmbiguous(t *testing.T) {
	data := base + "  - {name: Luke Skywalker, version: B, type: character, owner: dark, in: character}\nquestions:\n  - retreat: Luke Skywalker\n"
	_, err := Load("t.yaml", []byte(data))
	if err == nil || !strings.Contains(err.Error(), "names 2 cards") {
		t.Fatalf("got %v, want an ambiguity error", err)
	}
	if _, err := Load("t.yaml", []byte(strings.Replace(data, "retreat: Luke Skywalker", "retreat: Luke Skywalker B", 1))); err != nil {
		t.Fatalf("name and version should settle it: %v", err)
	}
}

// TestLoadInline: the top card's fields sit at the unit's own level.
func TestLoadInline(t *testing.T) {
	tb, err := Load("t.yaml", []byte(base+"questions:\n  - stack: Luke Skywalker\n"))
	if err != nil {
		t.Fatal(err)
	}
	u := tb.State.Units[0]
	if u.Name != "Luke Skywalker" || u.Version != "A" || val(u.Cost) != 4 || u.Owner != Light || u.Pos.Line != 3 {
		t.Errorf("unit read as %+v", u)
	}
	if got := tb.State.Questions[0].Key; got != "stack" {
		t.Errorf("question kind %q", got)
	}
}

// TestSchema: the schema is JSON naming the inline card fields, the
// question keys, and the game constant.
func TestSchema(t *testing.T) {
	b, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"add_to_stack"`, `"pilot_ability"`, `"beneath"`, `"swtcg"`, `"build_zone"`, `"critical_hit"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("schema lacks %s", want)
		}
	}
	if m["$id"] != SchemaID {
		t.Errorf("$id %v", m["$id"])
	}
}

// TestRulesComplete: every rule has an ID, doc and citations, and answers a
// question key the loader accepts.
func TestRulesComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Kinds.All() {
		if r.ID == "" || r.Title == "" || r.Doc == "" || len(r.Cites) == 0 {
			t.Errorf("rule %q is incomplete", r.ID)
		}
		if seen[r.Key] {
			t.Errorf("two rules answer %q", r.Key)
		}
		seen[r.Key] = true
		for _, c := range r.Cites {
			if c.Family != Family {
				t.Errorf("%s cites %s outside %s", r.ID, c, Family)
			}
		}
	}
	if len(seen) != 25 {
		t.Errorf("%d question keys, want 25", len(seen))
	}
}
