package cards

import "testing"

// TestBattleDestinyAbilityExtractor reads the ability a player needs to
// draw battle destiny from real cards' sentences (cited by Gemp id).
func TestBattleDestinyAbilityExtractor(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       want
	}{
		{"1_288", "Total ability of 6 or more required for you to draw battle destiny here.", want{kind: "battle_destiny_ability_required", value: 6, target: "you", cond: "here"}},
		{"4_75", "Total ability of 6 or more is required for opponent to draw battle destiny.", want{kind: "battle_destiny_ability_required", value: 6, target: "opponent"}},
		{"7_309", "While Vader aboard, opponent must have ability > 5 to draw battle destiny at same system.", want{kind: "battle_destiny_ability_above", value: 5, target: "opponent"}},
		{"1_68", "OR Opponent's ability required for battle destiny +1.", want{kind: "battle_destiny_ability_modifier", value: 1, target: "Opponent's"}},
		{"4_37", "Opponent's pilots (except Vader) present at sites may not use ability to draw battle destiny.", want{kind: "battle_destiny_no_ability", target: "Opponent's pilots (except Vader) present at sites"}},
		{"4_42", "Target cannot use ability to draw battle destiny and is excluded from being the 'highest-ability character.'", want{kind: "battle_destiny_no_ability", target: "Target"}},
	} {
		effects, unparsed := Extract(tc.text)
		found := false
		for _, e := range effects {
			found = found || tc.want.matches(e)
		}
		if !found || len(unparsed) > 0 {
			t.Errorf("%s %q: got %+v (unparsed %q), want %+v", tc.card, tc.text, effects, unparsed, tc.want)
		}
	}
}
