package main

import "testing"

// A class whose literal text differs from Gemp's card database in words
// is another version of the card; spacing, case and punctuation, text
// built from something other than literals, and a side the database
// leaves empty are not differences.
func TestOtherText(t *testing.T) {
	db := map[string]string{
		"setLocationDarkSideGameText":  "If you occupy, opponent's characters move from here for +1 Force.",
		"setLocationLightSideGameText": "Your Force drains here are +1.",
	}
	for _, tc := range []struct {
		name, src string
		other     bool
	}{
		{"same words", `setLocationDarkSideGameText("If you occupy, opponent's characters move " +
			"from here for +1 Force."); setLocationLightSideGameText("your force drains here are +1");`, false},
		{"other words", `setLocationDarkSideGameText("While your leader here, total ability of 6 or more required to draw battle destiny here.");`, true},
		{"not a literal", `setLocationDarkSideGameText(TEXT); setLocationLightSideGameText("Your Force drains here are +1.");`, false},
		{"side left empty", `setGameText("Deploy on table.");`, false},
	} {
		if got := otherText(tc.src, db) != ""; got != tc.other {
			t.Errorf("%s: other text %v, want %v", tc.name, got, tc.other)
		}
	}
	if otherText(`setGameText("Anything.");`, nil) != "" {
		t.Error("a class missing from the card database read as other text")
	}
}

// A ModifyGameText row keeps its type, the only thing that says what it
// changes ("may not be played except to cancel an Interrupt").
func TestGameTextType(t *testing.T) {
	rows := modifiers("9_9", `class Card9_009 {
    protected List<Modifier> getGameTextWhileActiveInPlayModifiers(SwccgGame game, PhysicalCard self) {
        modifiers.add(new ModifyGameTextModifier(self, Filters.Some_Card,
                ModifyGameTextType.SOME_CARD__MAY_NOT_BE_PLAYED));
    }
}`, nil, builder{})
	if len(rows) != 1 || rows[0].class != "ModifyGameText.SOME_CARD__MAY_NOT_BE_PLAYED" || rows[0].scope != "static" {
		t.Errorf("rows %+v, want one static ModifyGameText.SOME_CARD__MAY_NOT_BE_PLAYED", rows)
	}
}
