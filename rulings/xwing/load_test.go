package xwing

import (
	"errors"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

const ships = `game: xwing
ships:
  - {pilot: Rookie Pilot, player: rebel, size: small, pilot_skill: 2, actions: [focus, target lock]}
  - {pilot: Academy Pilot, player: imperial, size: small, pilot_skill: 1, actions: [focus, barrel roll, evade]}
obstacles:
  - {name: rock, kind: asteroid}
`

// TestLoadErrors: impossible or unknown input is an error naming file:line:col.
func TestLoadErrors(t *testing.T) {
	for _, c := range []struct{ name, yaml, want string }{
		{"game", "game: swccg\nquestions: []\n", "t.yaml:1:7: game \"swccg\""},
		{"unknown field", ships + "  - {name: x, colour: red}\nquestions: []\n", "t.yaml:7:15: unknown field \"colour\""},
		{"size", "game: xwing\nships:\n  - {pilot: A, player: p, size: tiny}\nquestions: []\n", "t.yaml:3:33: size \"tiny\""},
		{"negative stress", "game: xwing\nships:\n  - {pilot: A, player: p, size: small, stress: -1}\nquestions: []\n", "t.yaml:3:48: stress -1"},
		{"two keys", ships + "questions:\n  - {agility: Rookie Pilot, order: combat}\n", "t.yaml:8:5: a question is a map with exactly one key"},
		{"no such ship", ships + "questions:\n  - agility: Wedge\n", "no ship \"Wedge\""},
		{"no such obstacle", ships + "questions:\n  - boost: {ship: Academy Pilot, template: straight 1, overlaps_obstacles: [moon]}\n", "t.yaml:8:77: no obstacle \"moon\""},
		{"bad template", ships + "questions:\n  - boost: {ship: Academy Pilot, template: loop 1}\n", "bearing \"loop\""},
		{"skill change", "game: xwing\nships:\n  - pilot: A\n    player: p\n    size: small\n    skill_changes: [{source: X, add: 1, set: 2}]\nquestions: []\n", "t.yaml:6:21: a skill change has exactly one"},
		{"self overlap", ships + "questions:\n  - maneuver: {ship: Rookie Pilot, maneuver: straight 1, overlaps_ships: [Rookie Pilot]}\n", "cannot overlap itself"},
		{"range bands", ships + "questions:\n  - range: {from: Rookie Pilot, to: Academy Pilot, touches: [7]}\n", "range band 7"},
		{"lock on itself", ships + "questions:\n  - target_lock: {ship: Rookie Pilot, target: Rookie Pilot, range: 1}\n", "cannot lock itself"},
		{"lock without a section", "game: xwing\nships:\n  - {pilot: A, player: p, size: small, target_lock: {on: B}}\n  - {pilot: B, player: q, size: huge}\nquestions: []\n", "B is a huge ship: say which section"},
		{"section of a small ship", ships + "questions:\n  - spend_lock: {ship: Rookie Pilot, defender: Academy Pilot, section: fore}\n", "t.yaml:8:72: Academy Pilot is a small ship: only huge ships have sections"},
		{"stealth without a cause", ships + "questions:\n  - stealth_device: {ship: Rookie Pilot}\n", "say what damaged the ship"},
		{"weapon range", ships + "questions:\n  - range_dice: {attacker: Rookie Pilot, defender: Academy Pilot, range: 2, weapon_range: 0-9}\n", "want N or N-M"},
		{"simultaneous without initiative", ships + "questions:\n  - simultaneous: {effects: [{player: rebel, effect: A}, {player: imperial, effect: B}]}\n", "add initiative:"},
		{"empty", "  \n", "empty table file"},
		{"unknown ship field lists the fields", "game: xwing\nships:\n  - {pilot: A, player: p, size: huge, reinforcement: fore}\nquestions: []\n", `t.yaml:3:39: unknown field "reinforcement": the fields here are pilot, label,`},
		{"unknown question field lists the fields", ships + "questions:\n  - relock: {ship: Rookie Pilot, defendr: Academy Pilot}\n", `unknown field "defendr": the fields here are ship, defender, section, weapon, weapon_spends_lock`},
		{"unknown field of a lock", ships + "questions:\n  - fire_control: {ship: Rookie Pilot, defender: Academy Pilot, locks: [{on: Academy Pilot, rnge: 2}]}\n", `unknown field "rnge": the fields here are on, range, section`},
		{"reinforce on a small ship", "game: xwing\nships:\n  - {pilot: A, player: p, size: small, reinforce: fore}\nquestions: []\n", "A is a small ship: only huge ships have sections"},
		{"reinforce question on a small ship", ships + "questions:\n  - reinforce: {ship: Rookie Pilot, section: fore}\n", "reinforce tokens go by a huge ship's fore or aft section"},
		{"fire control without locks", ships + "questions:\n  - fire_control: {ship: Rookie Pilot, defender: Academy Pilot, locks: []}\n", "name at least one lock"},
		{"assign lock phase", ships + "questions:\n  - assign_lock: {ship: Rookie Pilot, to: Academy Pilot, range: 1, phase: lunch}\n", `phase "lunch": want one of`},
		{"template bomb", ships + "questions:\n  - maneuver: {ship: Rookie Pilot, maneuver: straight 1, template_overlaps_bombs: [mine]}\n", `no bomb token "mine"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load("t.yaml", []byte(c.yaml))
			var ge *glossary.Error
			if !errors.As(err, &ge) {
				t.Fatalf("error %v is not a *glossary.Error", err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want it to contain %q", err, c.want)
			}
		})
	}
}

func rule(t *testing.T, yaml string) rulings.Ruling {
	t.Helper()
	tb, err := Load("t.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	rep := Run(tb)
	if len(rep.Rulings) != 1 {
		t.Fatalf("%d rulings, want 1", len(rep.Rulings))
	}
	return rep.Rulings[0]
}

// TestRepositionVerdicts: the geometry facts and gates decide boost,
// barrel roll and decloak legality.
func TestRepositionVerdicts(t *testing.T) {
	const a = `game: xwing
ships:
  - {pilot: Soontir Fel, player: imperial, size: small, pilot_skill: 9, actions: [focus, barrel roll, boost, evade], stress: %d, ion: %d, cloaked: true, actions_this_round: [%s]}
  - {pilot: Dash Rendar, player: rebel, size: large, pilot_skill: 7, actions: [focus, target lock, barrel roll]}
  - {pilot: Wedge Antilles, player: rebel, size: small, pilot_skill: 9, actions: [focus, target lock]}
obstacles: [{name: rock}]
bombs: [{name: mine, kind: Proximity Mines}]
questions:
  - %s
`
	for _, c := range []struct {
		stress, ion int
		done, q     string
		want        rulings.Verdict
		says        string
	}{
		{0, 0, "", "boost: {ship: Soontir Fel, template: bank left 1}", rulings.Legal, ""},
		{0, 0, "", "boost: {ship: Soontir Fel, template: bank left 2}", rulings.Illegal, "not bank left 2"},
		{0, 0, "", "boost: {ship: Soontir Fel, template: straight 1, template_overlaps_obstacles: [rock]}", rulings.Illegal, "template overlaps rock"},
		{0, 0, "", "boost: {ship: Soontir Fel, template: straight 1, overlaps_ships: [Wedge Antilles]}", rulings.Illegal, "overlaps Wedge Antilles"},
		{0, 0, "", "boost: {ship: Soontir Fel, template: straight 1, outside_play_area: true}", rulings.Legal, "flees"},
		{0, 0, "", "boost: {ship: Soontir Fel, template: straight 1, overlaps_bombs: [mine]}", rulings.Legal, "detonates"},
		{1, 0, "", "boost: {ship: Soontir Fel, template: straight 1}", rulings.Illegal, "stressed"},
		{0, 0, "{action: boost}", "boost: {ship: Soontir Fel, template: straight 1}", rulings.Illegal, "once per round"},
		{0, 0, "", "barrel_roll: {ship: Dash Rendar, edge: long, overlaps_obstacles: [rock]}", rulings.Legal, "ignore obstacles"},
		{0, 0, "", "barrel_roll: {ship: Wedge Antilles}", rulings.Illegal, "not on Wedge Antilles's action bar"},
		{0, 0, "{action: barrel roll, card: Expert Handling}", "barrel_roll: {ship: Soontir Fel}", rulings.Illegal, "through Expert Handling"},
		{1, 0, "", "decloak: {ship: Soontir Fel, decloak: maneuver}", rulings.Legal, "neither an action nor a maneuver"},
		{0, 1, "", "decloak: {ship: Soontir Fel, decloak: barrel roll, side: left}", rulings.Illegal, "ionized"},
		{0, 0, "", "decloak: {ship: Soontir Fel, decloak: barrel roll, template: straight 1}", rulings.Illegal, "straight 2 template"},
		{0, 0, "", "decloak: {ship: Soontir Fel, decloak: maneuver, template_overlaps_obstacles: [rock]}", rulings.Illegal, "rock"},
		{0, 0, "", "action: {ship: Soontir Fel, action: focus}", rulings.Legal, ""},
		{0, 0, "{action: focus}", "action: {ship: Soontir Fel, action: focus}", rulings.Illegal, "same action only once"},
	} {
		y := fmtTable(a, c.stress, c.ion, c.done, c.q)
		r := rule(t, y)
		text := ""
		for _, s := range r.Steps {
			text += s.Text + "\n"
		}
		if r.Verdict != c.want || !strings.Contains(text, c.says) {
			t.Errorf("%s (stress %d, ion %d, done %q): %s, steps:\n%s", c.q, c.stress, c.ion, c.done, r.Verdict, text)
		}
	}
}

func fmtTable(format string, stress, ion int, done, q string) string {
	return strings.NewReplacer("stress: %d", "stress: "+itoa(stress), "ion: %d", "ion: "+itoa(ion), "[%s]", "["+done+"]", "- %s", "- "+q).Replace(format)
}

func itoa(n int) string { return string(rune('0' + n)) }

// TestSchemaNamesQuestions: the schema generated from the types offers every question key.
func TestSchemaNamesQuestions(t *testing.T) {
	b, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range Kinds.Keys() {
		if !strings.Contains(string(b), `"`+k+`"`) {
			t.Errorf("schema lacks question %q", k)
		}
	}
	if !strings.Contains(string(b), `"template_overlaps_obstacles"`) {
		t.Error("schema lacks the inlined geometry facts")
	}
}
