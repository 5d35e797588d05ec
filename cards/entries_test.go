package cards

import (
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

func TestEntriesOnePerCardWithUniqueIDs(t *testing.T) {
	db := loadReal(t)
	es := db.Entries()
	if len(es) != len(db.All()) {
		t.Fatalf("%d entries for %d cards", len(es), len(db.All()))
	}
	ids := map[string]bool{}
	for _, e := range es {
		if ids[e.ID] {
			t.Fatalf("duplicate entry id %s", e.ID)
		}
		ids[e.ID] = true
		if e.Kind != glossary.KindCard || e.Doc != "cards" || e.Game != glossary.GameSWCCG || !strings.HasPrefix(e.ID, "cards/") {
			t.Fatalf("entry %+v", e)
		}
	}
	var vader glossary.Entry
	for _, e := range es {
		if e.ID == "cards/1_168" {
			vader = e
		}
	}
	if vader.Title != "Darth Vader" || !slices.Contains(vader.Aliases, "Space Vader") ||
		!strings.Contains(vader.Text, "Immune to attrition < 5") || !strings.Contains(vader.Text, "Black Squadron pilot") {
		t.Errorf("Darth Vader entry %+v", vader)
	}
	for _, id := range []string{"cards/208_30", "cards/211_26", "cards/211_26-back"} {
		if !ids[id] {
			t.Errorf("no entry %s", id)
		}
	}
}

func TestStatsCountsMentionsAndRest(t *testing.T) {
	db := loadReal(t)
	stats := db.Stats()
	if len(stats) != len(ExtractorNames()) {
		t.Fatalf("%d stats for %d extractors", len(stats), len(ExtractorNames()))
	}
	for _, st := range stats {
		if st.Mentioned == 0 || st.Parsed+len(st.Rest) != st.Mentioned {
			t.Errorf("%s: %d mentioned, %d parsed, %d rest", st.Extractor, st.Mentioned, st.Parsed, len(st.Rest))
		}
		if st.Extractor == "battle_destiny_if_unable" && !slices.ContainsFunc(st.Rest, func(s string) bool { return strings.HasSuffix(s, " Green Leader") }) {
			t.Errorf("battle_destiny_if_unable rest %q misses Green Leader (\"draws on battle destiny\")", st.Rest)
		}
	}
}

func TestOtherExtractorsSpotChecks(t *testing.T) {
	db := loadReal(t)
	for _, tc := range []struct {
		title string
		kinds []string
		want  []wantEffect
	}{
		{"Lord Vader", []string{"adds_to_power_of_piloted", "deploy_modifier"}, []wantEffect{
			{"deploy_modifier", -2, "", "to Executor, Death Star II or Endor"},
			{"adds_to_power_of_piloted", 3, "", ""},
		}},
		{"Darth Vader", []string{"adds_to_battle_destiny", "adds_to_power_of_piloted"}, []wantEffect{
			{"adds_to_battle_destiny", 1, "", "When in battle"},
			{"adds_to_power_of_piloted", 3, "", ""},
			{"adds_to_power_of_piloted", 4, "", "if Vader's Custom TIE"},
		}},
		{"Commander Luke Skywalker", []string{"deploys_only"}, []wantEffect{{"deploys_only", 0, "on Hoth", ""}}},
		{"Punishing One", []string{"deploy_modifier"}, []wantEffect{{"deploy_modifier", -3, "", "when deploying with Dengar"}}},
		{"Luke Skywalker, Jedi Knight", []string{"power_modifier"}, []wantEffect{{"power_modifier", 2, "", "when armed with a lightsaber"}}},
		{"Gold Leader In Gold 1", []string{"permanent_pilot_ability"}, []wantEffect{{"permanent_pilot_ability", 2, "•Dutch", ""}}},
		{"Death Star Assault Squadron", []string{"permanent_pilot_ability"}, []wantEffect{{"permanent_pilot_ability", 10, "•Darth Vader, •DS-61-2 and •DS-61-3", ""}}},
		{"Jar Jar Binks", []string{"deploy_without_presence"}, []wantEffect{{"deploy_without_presence", 0, "to any site", ""}}},
		{"Tydirium", []string{"deploy_without_presence"}, []wantEffect{{"deploy_without_presence", 0, "", ""}}},
		{"Rogue One", []string{"deploy_without_presence"}, []wantEffect{{"deploy_without_presence", 0, "with a pilot to a system", ""}}},
	} {
		got := effectsOf(cardNamed(t, db, tc.title), tc.kinds...)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.title, got, tc.want)
		}
	}
}
