package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
)

// TestOwnReadingNotListed: a sentence fire-weapon reads by its own means
// (110_7 Dengar With Blaster Carbine's "may be fired twice per battle",
// 6_175's "Character immediately captured if destiny +3 > defense value")
// is not listed as not read in a fire-weapon ruling, and still is in
// another rule's.
func TestOwnReadingNotListed(t *testing.T) {
	for _, text := range []string{
		"Permanent weapon is •Dengar's Blaster Carbine (may target a character, creature or vehicle for free; draw destiny; target hit, and its forfeit = 0, if destiny +1 > defense value; may be fired twice per battle).",
		"Character immediately captured if destiny +3 > defense value.",
	} {
		effects, _ := cards.Extract(text)
		c := &cards.Card{Title: "Example Weapon", GameText: text, Effects: effects}
		c.NotRead = c.Unread()
		if len(c.NotRead) != 1 {
			t.Fatalf("%q: the card reads %d unread sentences, want 1", text, len(c.NotRead))
		}
		fire := rulings.Ruling{Rule: FireWeapon.ID}
		notReadCard(&fire, c)
		if len(fire.NotRead) != 0 {
			t.Errorf("%q: fire-weapon lists %+v as not read", text, fire.NotRead)
		}
		other := rulings.Ruling{Rule: "forfeit"}
		notReadCard(&other, c)
		if len(other.NotRead) != 1 {
			t.Errorf("%q: another rule lists %+v, want the sentence", text, other.NotRead)
		}
	}
}
