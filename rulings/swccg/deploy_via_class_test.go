package swccg

import (
	"slices"
	"testing"
)

// TestClauseKinds: the kinds of card an enabling clause deploys, from real
// card text (Fly Casual, Corporal Beezer, Lieutenant s'Too Vees, Daroe (V),
// Coruscant: Imperial City (V), Squadron Assignments, Rogue One); a clause
// whose kinds the engine does not read is not known.
func TestClauseKinds(t *testing.T) {
	for _, tc := range []struct {
		clause string
		want   []string
	}{
		{"OR During your deploy phase, deploy one starship (deploy -1) and/or one pilot to a system even without presence or Force icons.", []string{"starship", "pilot"}},
		{"Once during each of your deploy phases, may deploy one device to same location from Reserve Deck; reshuffle.", []string{"device"}},
		{"you may deploy one starship weapon from Reserve Deck on your starfighter present; reshuffle.", []string{"starship weapon"}},
		{"Once per game, may deploy a droid here or a Restraining Bolt from Reserve Deck; reshuffle.", nil},
		{"May deploy a character with 'Black Sun' in lore here from Reserve Deck; reshuffle.", nil},
		{"you may reveal one unpiloted starfighter from hand to take its matching pilot character from Reserve Deck (or vice versa) and deploy both simultaneously; reshuffle.", nil},
		{"May deploy with a pilot to a system without presence or Force icons.", nil},
		{"Once per game, may deploy a captain (or Imperial with armor) aboard (deploy -2) from Reserve Deck; reshuffle.", nil},
	} {
		got, known := clauseKinds(tc.clause)
		if known != (tc.want != nil) || !slices.Equal(got, tc.want) {
			t.Errorf("clauseKinds(%q) = %q, %v; want %q", tc.clause, got, known, tc.want)
		}
	}
}
