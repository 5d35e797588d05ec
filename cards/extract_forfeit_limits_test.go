package cards

import "testing"

// TestForfeitLimitsExtract: the sentences that lower another card's
// forfeit or forbid changing it (cited by Gemp id) are read whole.
func TestForfeitLimitsExtract(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       []want
	}{
		{"6_40", "Subtracts 2 from forfeit of each opponent's pilots at same site.", []want{{kind: "forfeit_modifier", value: -2, target: "each opponent's pilots at same site"}}},
		{"12_99", "Your characters present may not have their forfeit value reduced.", []want{{kind: "may_not_be_reduced", target: "Your characters present", title: "forfeit"}}},
		{"211_35", "Characters here may not have their forfeit increased above their printed value.", []want{{kind: "may_not_be_increased", target: "Characters here", title: "forfeit"}}},
	} {
		t.Run(tc.card, func(t *testing.T) { checkExtract(t, tc.text, tc.want, false) })
	}
}
