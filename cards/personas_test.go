package cards

import (
	"slices"
	"strings"
	"testing"
)

func TestPermanentPersonas(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct {
		title     string
		permanent []string
	}{
		{"Death Star Assault Squadron", []string{"pilot:Vader", "pilot:DS-61-2", "pilot:DS-61-3"}},
		{"Gold Leader In Gold 1", []string{"pilot:Dutch"}},
		{"Qui-Gon Jinn With Lightsaber", []string{"weapon:Qui-Gon Jinn's Lightsaber"}},
	} {
		c := cardNamed(t, db, tc.title)
		if !slices.Equal(c.PermanentPersonas, tc.permanent) {
			t.Errorf("%s permanent personas %q, want %q", tc.title, c.PermanentPersonas, tc.permanent)
		}
	}
	// The embedded personas make these cards answer for the persona name.
	for persona, gemp := range map[string]string{"Dutch": "103_1", "Vader": "7_303", "Qui-Gon Jinn's Lightsaber": "14_27"} {
		if !slices.Contains(gempIDs(db.PersonaCards(persona)), gemp) {
			t.Errorf("persona %s does not list %s", persona, gemp)
		}
	}
}

func TestSameTitleSamePersona(t *testing.T) {
	db := loadReal(t)
	// Neither card is in personas.tsv: the title is the persona.
	var untabled *Card
	for _, c := range db.All() {
		if c.Type == "Character" && c.Uniqueness == Unique && len(c.Personas) == 1 && c.Personas[0] == baseTitle(c.Title) && c.Virtual {
			untabled = c
			break
		}
	}
	if untabled == nil {
		t.Fatal("no unique virtual character takes its persona from its title")
	}
	cs := db.PersonaCards(untabled.Personas[0])
	if len(cs) < 1 || !slices.Contains(cs, untabled) {
		t.Errorf("%q not found by its own persona", untabled.Title)
	}
	if got := cardNamed(t, db, "Lobot (V)").Personas; !slices.Equal(got, []string{"Lobot"}) {
		t.Errorf("Lobot (V) personas %q", got)
	}
	// A non-unique card has no persona.
	if got := cardNamed(t, db, "Stormtrooper").Personas; got != nil {
		t.Errorf("Stormtrooper personas %q", got)
	}
}

func TestCrossoverPersonas(t *testing.T) {
	db := loadReal(t)
	for title, want := range map[string]string{
		"Darth Vader":                       "Anakin",
		"Luke Skywalker":                    "Son Of Vader",
		"Princess Leia":                     "Lady Vader",
		"Kylo Ren":                          "Ben Solo",
		"Ben Solo":                          "Kylo",
		"Anakin Skywalker, Padawan Learner": "Vader",
	} {
		if got := cardNamed(t, db, title).CrossoverPersona; got != want {
			t.Errorf("%s crosses over as %q, want %q", title, got, want)
		}
	}
	if got := cardNamed(t, db, "Lobot (V)").CrossoverPersona; got != "" {
		t.Errorf("Lobot (V) crosses over as %q", got)
	}
	for a, b := range CrossoverPairs {
		if CrossoverPairs[b] != a {
			t.Errorf("crossover pair %s/%s is not symmetric", a, b)
		}
	}
}

func TestParsePersonasRejectsBadRows(t *testing.T) {
	_, err := parsePersonas("p.tsv", strings.NewReader("gemp_id\tside\ttitle\tpersonas\tpermanent_personas\n1_1\tDark\t•X\tX\n"))
	if err == nil || !strings.Contains(err.Error(), "p.tsv:2:") {
		t.Fatalf("want an error at line 2, got %v", err)
	}
	rows, err := parsePersonas("p.tsv", strings.NewReader("1_1\tDark\t•X\tX; Y\tpilot:Z\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r := rows[personaKey("1_1", "•X")]; !slices.Equal(r.personas, []string{"X", "Y"}) || !slices.Equal(r.permanent, []string{"pilot:Z"}) {
		t.Errorf("row %+v", r)
	}
}
