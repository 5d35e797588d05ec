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

// TestForfeitLimitsEdges: the shapes' edges keep spans inside the text,
// carry a clause's opening condition, and read nothing without cards named.
func TestForfeitLimitsEdges(t *testing.T) {
	for _, text := range []string{
		"may not have their forfeit reduced.", "Subtracts 2 from forfeit of", "Subtracts two from power of .",
		"If you control, opponent's characters here may not have their forfeit increased.",
		"While Luke here, your Jedi may not have their forfeit values modified",
	} {
		effects, _ := Extract(text)
		for _, e := range effects {
			if e.Span[0] < 0 || e.Span[1] > len(text) || text[e.Span[0]:e.Span[1]] != e.Quote {
				t.Errorf("%q: span %v, quote %q", text, e.Span, e.Quote)
			}
			if e.Kind == "may_not_be_reduced" && e.Target == "" {
				t.Errorf("%q: a bound naming no cards", text)
			}
		}
	}
	checkExtract(t, "If you control, opponent's characters here may not have their forfeit increased.",
		[]want{{kind: "may_not_be_increased", target: "opponent's characters here", title: "forfeit", cond: "controls"}}, false)
}
