package cards

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func FuzzNameKey(f *testing.F) {
	for _, s := range []string{"•Darth Vader, Dark Lord Of The Sith", "Vader’s Cape", "<>Endor", "Padmé", "Lobot (V)", "", "\xff\xfe", "ＡＢＣ"} {
		f.Add(s)
	}
	db := NewDB([]*Card{
		{ID: "1", GempID: "1_1", Title: "Grell Vantor", Type: "Character", Personas: []string{"Grell"}, Abbr: []string{"GV"}},
		{ID: "2", GempID: "1_2", Title: "Grell Vantor (V)", Type: "Character", Personas: []string{"Grell"}},
	})
	f.Fuzz(func(t *testing.T, s string) {
		k := nameKey(s)
		if nameKey(k) != k {
			t.Fatalf("nameKey not idempotent: %q → %q → %q", s, k, nameKey(k))
		}
		if strings.HasPrefix(k, "-") || strings.HasSuffix(k, "-") || strings.Contains(k, "--") {
			t.Fatalf("nameKey(%q) = %q has stray hyphens", s, k)
		}
		if utf8.ValidString(s) && strings.ToUpper(s) != s && nameKey(strings.ToUpper(s)) != k && isASCII(s) {
			t.Fatalf("case matters: %q", s)
		}
		r := db.Resolve(s)
		if len(r.Match) > 0 && r.How == "" || len(r.Match) == 0 && r.How != "" {
			t.Fatalf("Resolve(%q): how %q with %d matches", s, r.How, len(r.Match))
		}
	})
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"Immune to attrition < 5 (< 6 if alone or armed with a lightsaber, < 7 if both).",
		"Use 3 Force to deploy on one of your Imperials. Immune to attrition < 5.",
		"While Vader piloting, immune to attrition < 5. Adds 3 to power of anything he pilots (4 if in a TIE).",
		"Adds immunity to attrition < 2 to all your vehicles and droids at same location.",
		"Target loses all immunity to attrition. Deploys only on Hoth. Power +2 when armed.",
		"Permanent pilot is •Grell, who provides ability of 2. Draws one battle destiny if unable to otherwise.",
		"Immune to attrition <", "(((", ". . .", "immunity to attrition of", "",
		"May add 1 pilot (must be a bounty hunter) and 2 passengers. (Immune to Alter.) OR Cancel Sense.",
		"Light: Your docking bay transit from here requires 2 Force (1 if Obi-Wan present).",
		"Once during each of your turns, may use 1 Force to take one weapon into hand from Reserve Deck; reshuffle.",
		"{Flip} this card if opponent occupies two battlegrounds. Draw two destiny. Target hit if destiny +2 > defense value.",
		"Adds 2 to power and 1 to maneuver of anything he pilots, 3 when piloting Black 5.", "May add", "Use 1 Force to",
		// a condition's list of names (wholeNameLists)
		"Dark: If you occupy with Tarkin, Piett or any admiral, your starships may 'react' to same system.",
		"Adds one battle destiny with Maul, Sidious, or Vader.",
		// conditions that ran on or were lost (conditions_clause.go), and
		// conditions read as two terms
		"While on Cloud City, adds 1 to your Force drains at Cloud City sites and adds 4 to destiny of each of your miners drawn for battle destiny.",
		"Permanent weapon is E-web Blaster (may target a character for free; if targeting a starfighter or vehicle, add one destiny to attrition; otherwise, subtract 3).",
		"When piloting Red 10 during battle, adds one destiny to total power only.", "Attrition against you is -1 here while with a Jedi.", "(if , x", "; if ,",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		effects, unparsed := Extract(text)
		for _, e := range effects {
			if e.Span[0] < 0 || e.Span[0] > e.Span[1] || e.Span[1] > len(text) {
				t.Fatalf("span %v outside text of %d bytes", e.Span, len(text))
			}
			if text[e.Span[0]:e.Span[1]] != e.Quote {
				t.Fatalf("quote %q is not the span %v", e.Quote, e.Span)
			}
			if e.Kind == "" {
				t.Fatal("effect without kind")
			}
			for _, c := range e.Conditions {
				if c.Kind == "" || c.Text == "" {
					t.Fatalf("condition %+v of %q without kind or words", c, e.Condition)
				}
			}
		}
		c := &Card{GameText: text, Effects: effects}
		for _, u := range c.Unread() {
			if u.Span[0] < 0 || u.Span[1] > len(text) || text[u.Span[0]:u.Span[1]] != u.Text {
				t.Fatalf("unread sentence %+v is not its span", u)
			}
		}
		for _, u := range unparsed {
			name, _, ok := strings.Cut(u, ": ")
			if !ok || extractorByName(name) == nil {
				t.Fatalf("unparsed %q names no extractor", u)
			}
		}
	})
}

func FuzzDecodeCards(f *testing.F) {
	f.Add([]byte(invented))
	f.Add([]byte(`{"cards": [{"id": 1, "front": {"title": "•A", "power": "*"}, "back": {"title": "B"}}]}`))
	f.Add([]byte(`{"cards": [`))
	f.Add([]byte("{\n\"cards\": [1]}"))
	f.Fuzz(func(t *testing.T, b []byte) {
		raws, err := decodeCards("Dark.json", b)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "Dark.json:") {
				t.Fatalf("error without file name: %v", err)
			}
			return
		}
		var cs []*Card
		for _, rc := range raws {
			cs = append(cs, buildCards(rc, nil, nil, nil)...)
		}
		db := NewDB(cs)
		seen := map[string]bool{}
		for _, c := range db.All() {
			if seen[c.ID] {
				t.Fatalf("duplicate id %s kept", c.ID)
			}
			seen[c.ID] = true
		}
		ids := map[string]bool{}
		for _, e := range db.Entries() {
			if ids[e.ID] {
				t.Fatalf("duplicate entry id %s", e.ID)
			}
			ids[e.ID] = true
		}
	})
}

func TestLineCol(t *testing.T) {
	b := []byte("ab\ncdé\nf")
	for _, tc := range []struct {
		off       int64
		line, col int
	}{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {7, 2, 4}, {8, 3, 1}, {9, 3, 2}, {99, 3, 2}, {-1, 1, 1}} {
		if l, c := lineCol(b, tc.off); l != tc.line || c != tc.col {
			t.Errorf("lineCol(%d) = %d:%d, want %d:%d", tc.off, l, c, tc.line, tc.col)
		}
	}
}
