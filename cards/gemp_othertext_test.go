package cards

import (
	"testing"

	"github.com/judge-swccg/judge/cards/internal/textprint"
)

// A Gemp class at an earlier version of a card (Kashyyyk: Kachirho, 215_14:
// its class gives the Dark side "Unless you occupy, your non-Wookiee
// characters deploy and move to here for +1 Force.") is compared only on
// the sentences it shares with the card's text, and not for recall.
func TestSharedWithGemp(t *testing.T) {
	text := "Light: Once per turn, if you occupy with a Wookiee, may deploy a Kashyyyk location from Reserve Deck; reshuffle. Dark: Total ability of 6 or more required for you to draw battle destiny here."
	effects, _ := Extract(text)
	old := "Once per turn, if you occupy with a Wookiee, may deploy a Kashyyyk location from Reserve Deck; reshuffle. Unless you occupy, your non-Wookiee characters deploy and move to here for +1 Force."
	rows := []gempRow{{gemp: "215_14", class: "DeployCostToLocation", scope: "static", numbers: []float64{1}},
		{gemp: "215_14", class: otherTextClass, titles: textprint.Prints(old)}}
	kept, other := sharedWithGemp(text, effects, rows)
	if !other {
		t.Fatal("class not seen as other text")
	}
	for _, e := range kept {
		if e.Kind == "battle_destiny_ability_required" {
			t.Errorf("compared %s, read from a sentence the class does not hold", EffectSummary(e))
		}
	}
	if len(kept) == 0 {
		t.Error("the shared sentence's effects left out")
	}
	if all, other := sharedWithGemp(text, effects, rows[:1]); other || len(all) != len(effects) {
		t.Error("a class with the card's own text filtered")
	}
	// where Gemp's database moved on but the card's text is still the
	// class's, everything is compared
	same := []gempRow{rows[0], {gemp: "215_14", class: otherTextClass, titles: textprint.Prints(text)}}
	if all, other := sharedWithGemp(text, effects, same); other || len(all) != len(effects) {
		t.Error("a class with the card's own text, in other words than Gemp's database, filtered")
	}
}
