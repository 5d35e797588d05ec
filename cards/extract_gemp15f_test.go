package cards

import "testing"

// TestPassiveActionTarget: "A seeker may be targeted by a character
// weapon, as if …" on an Interrupt that fires a weapon (Sniper 2_139,
// Sorry About The Mess 2_57, Gemp ids) says what the weapon it fires may
// target, not that the Interrupt may be targeted; a card's own "May be
// targeted by …" (Rogue Asteroid 4_130, Laser Projector 1_319, Laser Gate
// 2_113) stays a grant to that card.
func TestPassiveActionTarget(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		want       []want
		partly     bool
		not        want
	}{
		{card: "2_139", text: "During your control phase, fire one of your weapons. (A seeker may be targeted by a character weapon, as if a character with defense value of 4.)",
			want: []want{{kind: "weapon_target", target: "seeker", title: "a character weapon"}}, partly: true, not: want{kind: "may_be_targeted_by"}},
		{card: "2_57", text: "(A seeker may be targeted by a character weapon, as if a character with defense value of 4.) Any 'hit' targets are immediately lost.",
			want: []want{{kind: "weapon_target", target: "seeker", title: "a character weapon"}}, not: want{kind: "may_be_targeted_by"}},
		{card: "4_130", text: "May be targeted by starship weapons (defense value = 3).",
			want: []want{{kind: "may_be_targeted_by", title: "starship weapons"}}, not: want{kind: "weapon_target"}},
		{card: "1_319", text: "Laser Projector may be targeted by any weapon (use defense value = 1).",
			want: []want{{kind: "may_be_targeted_by", target: "Laser Projector", title: "any weapon"}}, not: want{kind: "weapon_target"}},
		{card: "2_113", text: "Laser Gate defense value = 3; may be targeted (as if a character) by a character weapon from either site.",
			want: []want{{kind: "may_be_targeted_by", title: "a character weapon from either site"}}, partly: true, not: want{kind: "weapon_target"}},
	} {
		t.Run(tc.card, func(t *testing.T) {
			checkExtract(t, tc.text, tc.want, tc.partly)
			effects, _ := Extract(tc.text)
			for _, e := range effects {
				if tc.not.matches(e) {
					t.Errorf("read %s", EffectSummary(e))
				}
			}
		})
	}
}
