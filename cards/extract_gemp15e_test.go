package cards

import "testing"

// TestAttemptTotals: an attempt's total said as its number ("Attempts to
// cross Leia over are -2") is a named total changed, as "subtracts 3 from
// attempts to cross Vader over" is read; and both are compared with Gemp
// as a destiny total (its CrossOverAttemptTotal, AttemptToBlowAway…Total),
// while other named totals ("adds 1 to total of Attack Run") are not.
// Sentences of the cards cited by Gemp id.
func TestAttemptTotals(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       want
	}{
		{"209_15", "Attempts to cross Leia over are -2.", want{kind: "named_total_modifier", value: -2, title: "Attempts to cross Leia over"}},
		{"217_1", "Attempts to 'blow away' Alderaan are +5.", want{kind: "named_total_modifier", value: 5, title: "Attempts to 'blow away' Alderaan"}},
	} {
		t.Run(tc.card, func(t *testing.T) { checkExtract(t, tc.text, []want{tc.want}, false) })
	}
	for _, tc := range []struct {
		card, text, kind string
	}{
		{"209_15", "Attempts to cross Leia over are -2.", "destiny_modifier"},
		{"9_109", "Where present, subtracts 3 from attempts to cross Vader over.", "destiny_modifier"},
		{"9_13", "When he attempts to 'blow away' Death Star II, adds 2 to total.", "destiny_modifier"},
		{"14_66", "While on Bravo Fighter and you are attempting to 'blow away' Blockade Flagship, adds 2 to your total.", "destiny_modifier"},
		{"2_21", "When piloting Gold 2, adds 1 to total of Attack Run.", "named_total_modifier"},
		{"223_21", "Subtract 3 from an attempt to 'liberate' a system.", "named_total_modifier"},
	} {
		effects, _ := Extract(tc.text)
		var kinds []string
		for _, e := range effects {
			if e.Kind == "named_total_modifier" {
				kinds = append(kinds, scoredAs(e).Kind)
			}
		}
		if len(kinds) != 1 || kinds[0] != tc.kind {
			t.Errorf("%s %q: compared as %v, want [%s]", tc.card, tc.text, kinds, tc.kind)
		}
	}
}

// TestWeaponPerEachIsWeaponDestiny: "Add 1 for each …" between a weapon's
// "Draw destiny." and what its hit does to the target adds to that weapon
// destiny (Gemp's TotalWeaponDestiny on each of these weapons); between
// an Interrupt's or a device's draw and an outcome that is no target's
// hit, it stays another action's destiny.
func TestWeaponPerEachIsWeaponDestiny(t *testing.T) {
	for _, tc := range []struct {
		card, text, quote, kind string
	}{
		{"8_87", "May target a character or creature using 1 Force. Draw destiny. Add 1 for each other Ewok present who is armed with an Ewok Bow. Target hit if total destiny > defense value.",
			"Add 1 for each other Ewok present who is armed with an Ewok Bow", "weapon_destiny_modifier"},
		{"8_88", "Draw destiny. Add 1 for each Ewok present. Target crashes if total destiny > defense value.",
			"Add 1 for each Ewok present", "weapon_destiny_modifier"},
		{"216_22", "May target a character or vehicle for free. Draw destiny. Add 1 for each Kashyyyk location you control. Target hit and is power -3 if total destiny > defense value.",
			"Add 1 for each Kashyyyk location you control", "weapon_destiny_modifier"},
		{"8_48", "If opponent's transport vehicle or AT-ST just deployed or moved to an Endor site, draw destiny. Add 1 for each of your Ewoks present. Vehicle lost if total destiny -1 > defense value.",
			"Add 1 for each of your Ewoks present", "destiny_modifier"},
		{"216_18", "If a starship was just lost from here or opponent just Force drained here, opponent may draw destiny. Add 1 for each Scarif location opponent occupies. If total destiny > 8, Shield Gate 'blown away' (place out of play).",
			"Add 1 for each Scarif location opponent occupies", "destiny_modifier"},
	} {
		t.Run(tc.card, func(t *testing.T) {
			effects, _ := Extract(tc.text)
			var kinds []string
			for _, e := range effects {
				if e.Quote == tc.quote {
					kinds = append(kinds, e.Kind)
				}
			}
			if len(kinds) != 1 || kinds[0] != tc.kind {
				t.Errorf("%q read as %v, want [%s]\n%s", tc.quote, kinds, tc.kind, describe(effects))
			}
		})
	}
}
