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

// TestUnconsultedKindListed: a sentence an effect reads counts as read, but
// in a rule that does not consult its kind it is listed as not read.
// A card's "May deploy to exterior sites." (may_deploy_to, which deploy
// does not consult) in a deploy ruling, not in a forfeit ruling; Doikk
// Na'ts' text, read by battle-destiny itself, not in its ruling.
func TestUnconsultedKindListed(t *testing.T) {
	text := "May add 2 passengers. May deploy to exterior sites."
	effects, _ := cards.Extract(text)
	c := &cards.Card{Title: "Example Speeder", GameText: text, Effects: effects}
	c.NotRead = c.Unread()
	if len(c.NotRead) != 0 {
		t.Fatalf("the card reads %+v as unread, want every sentence read", c.NotRead)
	}
	deploy := rulings.Ruling{Rule: Deploy.ID}
	notReadCard(&deploy, c)
	if len(deploy.NotRead) != 1 || len(deploy.NotRead[0].Sentences) != 1 || deploy.NotRead[0].Sentences[0].Text != "May deploy to exterior sites." {
		t.Errorf("deploy lists %+v, want the 'deploy to' sentence", deploy.NotRead)
	}
	other := rulings.Ruling{Rule: "forfeit"}
	notReadCard(&other, c)
	if len(other.NotRead) != 0 {
		t.Errorf("forfeit lists %+v as not read", other.NotRead)
	}
	doikk := "For each other musician at same site, the ability required to draw battle destiny here increases by 1 for both players."
	d := &cards.Card{Title: "Doikk Na'ts", GameText: doikk}
	d.NotRead = d.Unread()
	bd := rulings.Ruling{Rule: BattleDestiny.ID}
	notReadCard(&bd, d)
	if len(d.NotRead) != 1 || len(bd.NotRead) != 0 {
		t.Errorf("Doikk: card unread %+v, battle-destiny lists %+v; want 1 and none", d.NotRead, bd.NotRead)
	}
}

// TestMoveReadsItsKinds: move reads hyperspeed and landspeed modifiers and
// free moves, so their sentences are not listed in a move ruling (R2-D2's
// words, Kaadu's); a 'react' still is.
func TestMoveReadsItsKinds(t *testing.T) {
	for _, text := range []string{
		"While aboard any starfighter, adds 2 to power, maneuver and hyperspeed.",
		"Adds 1 to power and landspeed.",
		"Moves for free.",
	} {
		effects, _ := cards.Extract(text)
		c := &cards.Card{Title: "Example", GameText: text, Effects: effects}
		c.NotRead = c.Unread()
		if len(c.NotRead) != 0 {
			t.Fatalf("%q: the card reads %+v as unread, want every sentence read", text, c.NotRead)
		}
		move := rulings.Ruling{Rule: Move.ID}
		notReadCard(&move, c)
		if len(move.NotRead) != 0 {
			t.Errorf("%q: move lists %+v as not read", text, move.NotRead)
		}
	}
}
