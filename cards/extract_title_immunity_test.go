package cards

import (
	"slices"
	"strings"
	"testing"
)

// TestTitleImmunityLists reads lists of titles after "immune to" on real
// cards (cited by Gemp id): one effect per title, each quoting only its own
// title, the attrition part as immunity to attrition; an item that is no
// title (a game term such as "purchase") gives no effect and leaves the
// sentence not read.
func TestTitleImmunityLists(t *testing.T) {
	for _, tc := range []struct {
		card, text string
		titles     []string
		attrition  float64 // 0: none
		read       bool
	}{
		{"205_7", "Immune to Come With Me, Life Debt, and attrition < 6.", []string{"Come With Me", "Life Debt"}, 6, true},
		{"208_30", "Immune to Clash of Sabers, Sorry About The Mess, and attrition < 6.", []string{"Clash of Sabers", "Sorry About The Mess"}, 6, true},
		{"203_23", "Your characters here are immune to Cantina Brawl and Fallen Portal.", []string{"Cantina Brawl", "Fallen Portal"}, 0, true},
		{"9_113", "Immune to Uncontrollable Fury and attrition < 6.", []string{"Uncontrollable Fury"}, 6, true},
		{"2_93", "Immune to Restraining Bolt.", []string{"Restraining Bolt"}, 0, true},
		// No card is titled "Purchase": it is a game term, not read.
		{"4_101", "Immune to Restraining Bolt and purchase.", []string{"Restraining Bolt"}, 0, false},
		{"10_41", "Immune to purchase, Restraining Bolt, and attrition < 5.", []string{"Restraining Bolt"}, 5, false},
		{"6_11", "Immune to Gravel Storm, Sandwhirl and desert landspeed requirements.", []string{"Gravel Storm", "Sandwhirl"}, 0, false},
		// the kinds of card are may_not_be_targeted_by's (extract_misc.go)
		{"203_11", "Immune to A Gift, devices, and opponent's Interrupts.", []string{"A Gift"}, 0, true},
		// A bracketed icon names other cards' immunity, not this card's
		// (the sentence is read as an action).
		{"209_4", "Once per game, may place a non-[Immune to Alter] Effect in owner's Used Pile.", nil, 0, true},
	} {
		t.Run(tc.card+" "+tc.text, func(t *testing.T) {
			effects, _ := Extract(tc.text)
			var titles []string
			attrition := 0.0
			for _, e := range effects {
				switch e.Kind {
				case "immune_to_title":
					titles = append(titles, e.Title)
					for _, other := range tc.titles {
						if other != e.Title && strings.Contains(e.Quote, other) {
							t.Errorf("%s quotes %q, another title's words", e.Title, e.Quote)
						}
					}
				case "immune_to_attrition", "grants_immunity":
					attrition = e.Value
					if strings.Contains(strings.ToLower(e.Quote), "immune") {
						t.Errorf("attrition quotes %q, the titles' words", e.Quote)
					}
				}
			}
			if !slices.Equal(titles, tc.titles) || attrition != tc.attrition {
				t.Errorf("titles %q attrition %v, want %q %v\n%s", titles, attrition, tc.titles, tc.attrition, describe(effects))
			}
			c := &Card{GameText: tc.text, Effects: effects}
			if u := c.Unread(); len(u) == 0 != tc.read {
				t.Errorf("read %v, want %v\n%s", len(u) == 0, tc.read, describe(effects))
			}
		})
	}
}

// TestOneContentWordLeftIsNotRead: a sentence whose effects leave out a
// single word counts as read only when that word is a filler; "here",
// "your", "purchase" change what the card does.
func TestOneContentWordLeftIsNotRead(t *testing.T) {
	const text = "Immune to Alter and purchase. Immune to Alter and. Power +2 here."
	effects := []Effect{
		{Kind: "immune_to_title", Span: [2]int{0, 15}},
		{Kind: "immune_to_title", Span: [2]int{30, 45}},
		{Kind: "power_modifier", Span: [2]int{51, 59}},
	}
	c := &Card{GameText: text, Effects: effects}
	var got []string
	for _, s := range c.Unread() {
		got = append(got, s.Text)
	}
	if want := []string{"Immune to Alter and purchase.", "Power +2 here."}; !slices.Equal(got, want) {
		t.Errorf("unread %q, want %q", got, want)
	}
}

// TestIG88PurchaseNotRead: on the real IG-88 (4_101 in the shared card
// database) the immunity to Restraining Bolt is read and the sentence,
// whose "purchase" nothing reads, is listed as not read.
func TestIG88PurchaseNotRead(t *testing.T) {
	c := loadReal(t).ByID("4_101")
	if c == nil || c.Title != "IG-88" {
		t.Fatalf("4_101 is %+v", c)
	}
	found := false
	for _, e := range c.Effects {
		found = found || e.Kind == "immune_to_title" && e.Title == "Restraining Bolt"
	}
	if !found {
		t.Errorf("no immunity to Restraining Bolt in\n%s", describe(c.Effects))
	}
	var unread []string
	for _, s := range c.Unread() {
		unread = append(unread, s.Text)
	}
	if !slices.Contains(unread, "Immune to Restraining Bolt and purchase.") {
		t.Errorf("unread %q lacks the purchase sentence", unread)
	}
}
