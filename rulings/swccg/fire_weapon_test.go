package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
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

// TestNamesWeapon: what a "may (not) be targeted by …" text names is read
// against the weapon fired: "weapons" any, "opponent's weapons" only the
// other player's, a class by the weapon's subtype, a kind by its title or
// characteristics.
func TestNamesWeapon(t *testing.T) {
	rifle := &table.Piece{Name: "Blaster Rifle", Card: &cards.Card{Title: "Blaster Rifle", Type: "Weapon", SubType: "Character", Characteristics: []string{"blaster rifle", "rifle"}}, Entry: &table.Card{Owner: table.Dark}}
	holder := &table.Piece{Name: "Gungan Guard", Card: &cards.Card{Title: "Gungan Guard", Type: "Character"}, Entry: &table.Card{Owner: table.Light}}
	own := &table.Piece{Name: "Stormtrooper Garrison", Card: &cards.Card{Title: "Stormtrooper Garrison", Type: "Character"}, Entry: &table.Card{Owner: table.Dark}}
	f := &firing{w: &weapon{name: "Blaster Rifle", piece: rifle}, by: rifle}
	for _, c := range []struct {
		title  string
		holder *table.Piece
		want   bool
	}{
		{"weapons", holder, true},
		{"any weapon", holder, true},
		{"opponent's weapons", holder, true},
		{"opponent's weapons", own, false},
		{"character weapons", holder, true},
		{"starship weapons", holder, false},
		{"artillery weapons, vehicle weapons, or opponent's Interrupts", holder, false},
		{"axes or lightsabers", holder, false},
		{"Clash Of Sabers or blasters", holder, true},
		{"Hidden Weapons", holder, false},
		{"[Permanent Weapon] weapons", holder, false},
	} {
		if got := f.namesWeapon(c.title, c.holder); got != c.want {
			t.Errorf("%q on %s's text: names the rifle %v, want %v", c.title, c.holder.Name, got, c.want)
		}
	}
	// "Immune to [Permanent Weapon] weapons" binds a permanent weapon, not
	// a weapon card (Glossary "permanent weapons")
	vader := &table.Piece{Name: "Darth Vader", Card: &cards.Card{Title: "Darth Vader", Type: "Character"}, Entry: &table.Card{Owner: table.Dark}}
	pw := &firing{w: &weapon{name: "Vader's Lightsaber", piece: vader, permanent: true}, by: vader}
	if !pw.namesWeapon("[Permanent Weapon] weapons", holder) {
		t.Error(`"[Permanent Weapon] weapons" does not name a permanent weapon`)
	}
}

// TestTextNamesTarget: the subject of "… may not be targeted by weapons" on
// a card names the target: "present"/"here" at that card's location,
// "other" never the card itself, a pronoun only the card itself.
func TestTextNamesTarget(t *testing.T) {
	at := func(name, title, site string, side table.Side, chars ...string) *table.Piece {
		return &table.Piece{Name: name, Card: &cards.Card{Title: title, Type: "Character", SubType: "Imperial", Characteristics: chars}, Entry: &table.Card{Card: title, Owner: side, At: site}}
	}
	garrison := at("Stormtrooper Garrison", "Stormtrooper Garrison", "Hoth: Echo Corridor", table.Dark, "stormtrooper")
	veers := at("General Veers", "•General Veers", "Hoth: Echo Corridor", table.Dark, "general", "leader")
	away := at("Moff Jerjerrod", "•Moff Jerjerrod", "Endor: Landing Platform", table.Dark, "leader", "moff")
	for _, c := range []struct {
		target     string
		holder, tg *table.Piece
		want       bool
	}{
		{"Imperial leaders present", garrison, veers, true},
		{"Imperial leaders present", garrison, away, false},
		{"your leaders here", garrison, veers, true},
		{"your other characters here", veers, veers, false},
		{"he", garrison, veers, false},
		{"he", veers, veers, false},
		{"", veers, veers, true},
		{"Imperial leaders present", garrison, garrison, false},
	} {
		if got := textNamesTarget(c.target, c.holder, c.tg); got != c.want {
			t.Errorf("%q on %s: names %s %v, want %v", c.target, c.holder.Name, c.tg.Name, got, c.want)
		}
	}
}

// TestFireSubject: the subject of a "fire(s) free" sentence is what comes
// before its verb, after a label or a leading clause.
func TestFireSubject(t *testing.T) {
	for text, want := range map[string]string{
		"Proton Torpedoes deploy and fire free aboard.":                                                   "Proton Torpedoes",
		"Each of your Turbolaser Batteries deploys free, fires for free and adds 1 to each of its draws.": "Each of your Turbolaser Batteries",
		"Dark: 'Trench Rules' in effect, your weapons fire free and Turbolaser Battery may deploy here.":  "your weapons",
		"Your weapons on Hoth fire for free.":                                                             "Your weapons on Hoth",
	} {
		effects, _ := cards.Extract(text)
		var e *cards.Effect
		for i := range effects {
			if effects[i].Kind == "fires_free" {
				e = &effects[i]
			}
		}
		if e == nil {
			t.Fatalf("%q: no fires_free effect read", text)
		}
		if got, _ := fireSubject(&cards.Card{GameText: text}, *e); got != want {
			t.Errorf("%q: subject %q, want %q", text, got, want)
		}
	}
}
