package cards

import (
	"slices"
	"strings"
	"testing"
)

// cardNamed finds the one front-face card with exactly this title.
func cardNamed(tb testing.TB, db *DB, title string) *Card {
	tb.Helper()
	var found []*Card
	for _, c := range db.All() {
		if c.Title == title && c.Face == "" {
			found = append(found, c)
		}
	}
	if len(found) != 1 {
		tb.Fatalf("%d cards titled %q", len(found), title)
	}
	return found[0]
}

type wantEffect struct {
	kind      string
	value     float64
	target    string
	condition string
}

func effectsOf(c *Card, kinds ...string) []wantEffect {
	var out []wantEffect
	for _, e := range c.Effects {
		if slices.Contains(kinds, e.Kind) {
			out = append(out, wantEffect{e.Kind, e.Value, e.Target, e.Condition})
		}
	}
	return out
}

var immunityKinds = []string{"immune_to_attrition", "grants_immunity", "loses_immunity", "immunity_modifier", "immunity_limit", "immune_to_attrition_counted"}

func TestImmunitySpotChecks(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct {
		title string
		want  []wantEffect
	}{
		{"Darth Vader", []wantEffect{{"immune_to_attrition", 5, "", ""}}},
		{"Lord Vader", []wantEffect{{"immune_to_attrition", 6, "", ""}}},
		{"Luke Skywalker", []wantEffect{{"immune_to_attrition", 3, "", ""}}},
		{"Luke Skywalker, Jedi Knight", []wantEffect{
			{"immune_to_attrition", 5, "", ""},
			{"immune_to_attrition", 6, "", "if alone or armed with a lightsaber"},
			{"immune_to_attrition", 7, "", "if both"},
		}},
		{"Vader's Cape", []wantEffect{{"grants_immunity", 5, "host", ""}}},
		{"Luke's Cape", []wantEffect{{"grants_immunity", 3, "host", ""}}},
		{"Punishing One", []wantEffect{{"immune_to_attrition", 3, "", "if Dengar piloting"}}},
		{"IG-2000", []wantEffect{{"immune_to_attrition", 3, "", "if IG-88 piloting"}}},
		{"Captain Needa", []wantEffect{{"grants_immunity", 4, "that starship", "When piloting Avenger"}}},
		{"Kylo, Master Of The Knights Of Ren", []wantEffect{
			{"immune_to_attrition", 4, "", ""},
			{"immune_to_attrition", 5, "", "if alone"},
		}},
		{"WED15-I662 'Treadwell' Droid", []wantEffect{
			{"grants_immunity", 2, "all your vehicles and droids at same location", ""},
			{"grants_immunity", 3, "all your starfighters at the related system and related sectors", "if 'treadwell' droid is at a docking bay"},
		}},
		{"Aurra Sing's Blaster Rifle", []wantEffect{{"loses_immunity", 0, "Target", ""}}},
		{"A Day Long Remembered (V)", []wantEffect{{"immunity_modifier", -3, "", ""}}},
		{"Bib Fortuna (V)", []wantEffect{{"grants_immunity", 0, "Jabba", "While with Jabba"}}},
		{"Master Yoda", []wantEffect{{"immunity_limit", 4, "", "While 'communing'"}}},
		{"General Crix Madine", []wantEffect{{"immunity_modifier", 1, "all your scouts who have immunity", "While at your war room or aboard your capital starship"}}},
		{"Sergeant Brooks Carlson", []wantEffect{{"immunity_modifier", 1, "all your scouts present at same exterior site who have immunity", ""}}},
		{"Luke's Bionic Hand", []wantEffect{{"immunity_modifier", 2, "host", ""}}},
		{"Seventh Sister", []wantEffect{{"grants_immunity", 4, "Your Inquisitors and probe droids here", ""}}},
		{"Fighter Cover", []wantEffect{{"immunity_modifier", 2, "your characters who have immunity to attrition", "At sites related to systems you occupy"}}},
		{"Concentrate All Fire", []wantEffect{{"immunity_modifier", 2, "your characters who have immunity to attrition", "At sites related to systems you occupy"}}},
		{"Deflector Shield Generators", []wantEffect{{"immunity_modifier", 2, "host", "if starship has immunity to attrition"}}},
		{"Major Marquand", []wantEffect{{"immunity_modifier", 2, "that vehicle", "When piloting a combat vehicle with Watts; if that vehicle has immunity to attrition"}}},
		{"Relatively Unprotected", []wantEffect{{"immunity_modifier", -4, "host", ""}}},
		{"A Stunning Move / A Valuable Hostage", []wantEffect{
			{"immunity_modifier", 2, "Grievous", ""},
			{"immunity_limit", 5, "opponent's Jedi, starships, and vehicles", "{While} this side up"},
		}},
	} {
		got := effectsOf(cardNamed(t, db, tc.title), immunityKinds...)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.title, got, tc.want)
		}
	}
}

// immunityExceptions are the cards whose mention of immunity to attrition
// no extractor reads: conditions about immunity, a typo, a missing comma.
var immunityExceptions = []string{
	"Arica",                 // "reduces Luke's forfeit and immunity to attrition by 2"
	"Captain Cassian Andor", // "While at opponent's location immune ..." (no comma)
	"Gray Squadron 2",       // "(when both immune to attrition < 5 ...)"
}

func TestImmunityCoverage(t *testing.T) {
	db := loadReal(t)
	mention := extractorByName("immunity_to_attrition").trigger()
	var total, parsed int
	var failed []string
	for _, c := range db.All() {
		if !mention.MatchString(c.GameText) {
			continue
		}
		total++
		ok := slices.ContainsFunc(c.Effects, func(e Effect) bool { return slices.Contains(immunityKinds, e.Kind) })
		for _, u := range c.Unparsed {
			ok = ok && !strings.HasPrefix(u, "immunity_to_attrition:")
		}
		if ok {
			parsed++
		} else if !slices.Contains(failed, c.Title) {
			failed = append(failed, c.Title)
		}
	}
	slices.Sort(failed)
	want := slices.Clone(immunityExceptions)
	slices.Sort(want)
	if !slices.Equal(failed, want) {
		t.Errorf("cards not read:\n got %q\nwant %q", failed, want)
	}
	if ratio := float64(parsed) / float64(total); total < 450 || ratio < 0.98 {
		t.Errorf("immunity read on %d of %d cards (%.3f), want >= 0.98 of at least 450", parsed, total, ratio)
	}
	t.Logf("immunity to attrition read on %d of %d cards", parsed, total)
}

// TestImmunityGlossaryTable checks the immunity values the Glossary 2.0
// lists per card (notes §6.2) against what the extractor reads.
func TestImmunityGlossaryTable(t *testing.T) {
	db := loadReal(t)
	for gemp, want := range map[string][]wantEffect{
		"3_154": {{"immune_to_attrition", 4, "", ""}},                                          // Blizzard 1
		"3_155": {{"immune_to_attrition", 4, "", ""}},                                          // Blizzard 2
		"3_157": {{"immune_to_attrition", 4, "", ""}},                                          // Blizzard Walker
		"1_4":   {{"immune_to_attrition", 3, "", ""}},                                          // BoShek
		"5_91":  {{"immune_to_attrition", 3, "", ""}},                                          // Boba Fett (Cloud City)
		"7_167": {{"immune_to_attrition", 3, "", ""}},                                          // Boba Fett (Special Edition)
		"3_3":   {{"immune_to_attrition", 3, "", ""}},                                          // Commander Luke Skywalker
		"1_168": {{"immune_to_attrition", 5, "", ""}},                                          // Darth Vader
		"1_21":  {{"immune_to_attrition", 5, "", ""}},                                          // Obi-Wan Kenobi
		"1_57":  {{"grants_immunity", 5, "host", ""}},                                          // Obi-Wan's Cape
		"5_7":   {{"immune_to_attrition", 3, "", ""}},                                          // Princess Leia
		"3_67":  {{"immune_to_attrition", 3, "", "if Zev piloting"}},                           // Rogue 2
		"4_1":   {{"immune_to_attrition", 4, "", ""}},                                          // Son Of Skywalker
		"4_107": {{"immune_to_attrition", 3, "", ""}},                                          // Zuckuss
		"3_35":  {{"grants_immunity", 3, "each of your medium transports at same planet", ""}}, // Evacuation Control
		"3_29":  {{"grants_immunity", 3, "Trooper", "when at a planet site"}},                  // Echo Trooper Backpack
		"6_176": {{"grants_immunity", 5, "host", ""}},                                          // Double Laser Cannon
		"4_8": { // Astromech Translator
			{"grants_immunity", 3, "starfighter", "if piloted"},
			{"grants_immunity", 6, "starfighter", "if piloted; if matching pilot aboard"},
		},
	} {
		c := db.ByID(gemp)
		if got := effectsOf(c, immunityKinds...); !slices.Equal(got, want) {
			t.Errorf("%s %s:\n got %+v\nwant %+v", gemp, c.Title, got, want)
		}
	}
}

func TestImmunityInvented(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []wantEffect
	}{
		{"Deploy on your Grell. Adds 1 to defense value and immunity to attrition.", []wantEffect{{"immunity_modifier", 1, "host", ""}}},
		{"Deploy on table. Your droids here are immune to attrition < 2.", []wantEffect{{"grants_immunity", 2, "Your droids here", ""}}},
		{"While Grell piloting, maneuver +1 and immune to attrition < 4 (< 6 if both).", []wantEffect{
			{"immune_to_attrition", 4, "", "While Grell piloting"},
			{"immune_to_attrition", 6, "", "While Grell piloting; if both"},
		}},
		{"If your starship has immunity to attrition, it is power +1.", nil},
		{"Opponent's characters here lose all immunity to attrition.", []wantEffect{{"loses_immunity", 0, "Opponent's characters here", ""}}},
		{"While 'dreaming': Your Grells may not move; your immunity to attrition is limited to < 3.", []wantEffect{{"immunity_limit", 3, "", "While 'dreaming'"}}},
		{"Adds 2 to immunity to attrition of your Grells present.", []wantEffect{{"immunity_modifier", 2, "your Grells present", ""}}},
	} {
		effects, unparsed := Extract(tc.text)
		var got []wantEffect
		for _, e := range effects {
			if slices.Contains(immunityKinds, e.Kind) {
				got = append(got, wantEffect{e.Kind, e.Value, e.Target, e.Condition})
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.text, got, tc.want)
		}
		if tc.want == nil && len(unparsed) != 1 {
			t.Errorf("%q: unparsed %q, want the mention reported", tc.text, unparsed)
		}
	}
}
