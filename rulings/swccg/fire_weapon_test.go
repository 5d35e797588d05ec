package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
)

// TestTargetKinds: a weapon's "may target …" keeps the kinds of card and
// drops its cost, range and where-qualifiers, which the rule checks itself.
func TestTargetKinds(t *testing.T) {
	for in, want := range map[string]string{
		"a character, creature or vehicle at same or adjacent site":                                       "character, creature or vehicle",
		"a character or creature by using X Force":                                                        "character or creature",
		"an opponent's starship present":                                                                  "starship",
		"one opponent's character present with your Dark Jedi at an interior Theed Palace site":           "character",
		"a starfighter having one or more permanent pilots":                                               "starfighter",
		"a non-droid character":                                                                           "non-droid character",
		"a capital starship there":                                                                        "capital starship",
		"up to two characters or two creatures at same or adjacent site":                                  "characters or creatures",
		"a starfighter (use 3 as defense value), character, creature or vehicle at same or adjacent site": "starfighter, character, creature or vehicle",
	} {
		w := &weapon{target: &cards.Effect{Target: in}}
		if got := w.targetKinds(); got != want {
			t.Errorf("%q: kinds %q, want %q", in, got, want)
		}
	}
}
