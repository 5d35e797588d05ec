package swccg_test

import (
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestWeaponsErrors: battle.fired, this_turn.used_weapon and the fire_weapon and
// transfer questions refuse what is not on table, at the value's line and
// column.
func TestWeaponsErrors(t *testing.T) {
	db := testcards.DB(t)
	const cards = "cards:\n  - {card: Stormtrooper, owner: dark, at: Kessel}\n  - {card: \"1_312\", label: Rifle, owner: dark, on: Stormtrooper}\n"
	for _, tc := range []struct{ name, yaml, want string }{
		{"fired not on table", cards + "battle:\n  at: Kessel\n  fired: [Rifle, Carbine]\n", `t.yaml:6:18: no card "Carbine" on table`},
		{"used_weapon not on table", cards + "this_turn:\n  used_weapon: [Luke]\n", `t.yaml:5:17: no card "Luke" on table`},
		{"no weapon", cards + "questions:\n  - fire_weapon: {target: Rifle}\n", "t.yaml:5:18: fire_weapon needs weapon:"},
		{"unknown weapon", cards + "questions:\n  - fire_weapon: {weapon: Bowcaster}\n", `t.yaml:5:27: no card "Bowcaster" on table`},
		{"unknown target", cards + "questions:\n  - fire_weapon: {weapon: Rifle, target: Luke}\n", `t.yaml:5:42: no card "Luke" on table`},
		{"destiny without target", cards + "questions:\n  - fire_weapon: {weapon: Rifle, destiny: [3]}\n", "t.yaml:5:43: a weapon destiny needs target:"},
		{"modifier without from", cards + "questions:\n  - fire_weapon: {weapon: Rifle, target: Stormtrooper, modifiers: [{value: 1}]}\n", "t.yaml:5:68: a weapon destiny modifier needs from:"},
		{"transfer without to", cards + "questions:\n  - transfer: {card: Rifle}\n", "t.yaml:5:15: transfer needs card:"},
		{"transfer unknown card", cards + "questions:\n  - transfer: {card: Rifle, to: Luke}\n", `t.yaml:5:33: no card "Luke" on table`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := table.Load("t.yaml", []byte(tc.yaml), db)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("error %v, want prefix %q", err, tc.want)
			}
		})
	}
}

// TestPermanentWeapon: a permanent weapon is found by its title, without
// the uniqueness dot, and battle.fired counts it under either name.
func TestPermanentWeapon(t *testing.T) {
	const file = `
cards:
  - {card: Dengar With Blaster Carbine, owner: dark, at: Kessel}
battle:
  at: Kessel
  fired: ["Dengar's Blaster Carbine", Dengar With Blaster Carbine]
`
	tb, err := table.Load("t.yaml", []byte(file), testcards.DB(t))
	if err != nil {
		t.Fatal(err)
	}
	b := tb.PermanentWeaponBearer("dengar's blaster carbine")
	if b == nil || b.Name != "Dengar With Blaster Carbine" {
		t.Fatalf("bearer %v", b)
	}
	if n := tb.TimesFired(b); n != 2 {
		t.Errorf("fired %d times, want 2", n)
	}
}
