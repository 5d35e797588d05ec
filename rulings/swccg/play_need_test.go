package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestCancelTitles: "Cancel …" is a need only when its words are titles;
// titles with commas stay whole, an "(Immune to …)" aside is dropped.
func TestCancelTitles(t *testing.T) {
	for _, tc := range []struct {
		text, want string
		ok         bool
	}{
		{"Cancel Besieged.", "Besieged", true},
		{"Cancel Hyper Escape, Power Pivot, or Out Of Commission.", "Hyper Escape, Power Pivot, or Out Of Commission", true},
		{"Cancel Double-Crossing, No-Good Swindler.", "Double-Crossing, No-Good Swindler", true},
		{"Cancel Nabrun Leids (Immune to Sense)", "Nabrun Leids", true},
		{"Cancel Leia's game text for remainder of turn.", "", false},
		{"Cancel one Effect (or Utinni Effect) by drawing a destiny.", "", false},
		{"Cancel Spice Mines Of Kessel (releasing targeted captive).", "", false},
	} {
		got, ok := cancelTitles(tc.text)
		if got != tc.want || ok != tc.ok {
			t.Errorf("cancelTitles(%q) = %q, %v; want %q, %v", tc.text, got, ok, tc.want, tc.ok)
		}
	}
}

// TestReadTarget: a target's words split into whose and what, with whom
// present, whether in battle, and where; clauses beyond kinds of card are
// not decidable.
func TestReadTarget(t *testing.T) {
	got, ok := readTarget(table.Light, "opponent's starfighter present with one of your starships at an asteroid sector")
	want := playTarget{owner: table.Dark, kind: "starfighter", hasWith: true, withOwner: table.Light, withKind: "starships", at: "an asteroid sector"}
	if !ok || got != want {
		t.Errorf("Lost Relay's target = %+v, %v; want %+v, true", got, ok, want)
	}
	got, ok = readTarget(table.Dark, "opponent's droid present with your Jedi in battle")
	if ok || !got.inBattle || got.withKind != "Jedi" {
		t.Errorf("Force Levitation's target = %+v, %v; want in battle with Jedi, not decidable", got, ok)
	}
	if _, ok := readTarget(table.Dark, "starfighter participating in a battle"); ok {
		t.Error("a clause ('participating in a battle') read as decidable")
	}
	if got, ok := readTarget(table.Dark, "opponent's character present"); !ok || !got.present {
		t.Errorf("'opponent's character present' = %+v, %v; want present, decidable", got, ok)
	}
}

// TestPlayOr: "OR" parts alternatives after a full stop, a comma or none.
func TestPlayOr(t *testing.T) {
	for text, n := range map[string]int{
		"Cancel Rogue Asteroid, OR Randomly select one card.":                 2,
		"Use 3 Force to cancel a battle. OR Cancel Besieged. OR Release all.": 3,
		"Nabrun Leids (Immune to Sense) OR Use 1 Force.":                      2,
		"Add one destiny or two.":                                             1,
	} {
		if got := len(playOr().Split(text, -1)); got != n {
			t.Errorf("%q splits into %d, want %d", text, got, n)
		}
	}
}
