package glossary

import (
	"reflect"
	"testing"
)

func linkFixture() []*Document {
	rules := &Document{Name: "rules.txt", Family: "swccg-rules", Game: GameSWCCG, Entries: []Entry{
		{Kind: KindChapter, Title: "Chapter 5 - Deploying", Path: []string{"Chapter 5 - Deploying"}, LineStart: 1},
		{Kind: KindSection, Title: "Persona - Converting Characters", Path: []string{"Chapter 5 - Deploying", "Persona", "Persona - Converting Characters"}, LineStart: 10},
		{Kind: KindSection, Title: "Battle Destiny", Path: []string{"Chapter 5 - Deploying", "Battle Destiny"}, LineStart: 20},
		{Kind: KindSection, Title: "Movement - carrying cards", Path: []string{"Chapter 5 - Deploying", "Movement - carrying cards"}, LineStart: 25},
		{Kind: KindSection, Title: "Deploy", Path: []string{"Chapter 5 - Deploying", "Deploy"}, LineStart: 30, SeeAlso: []XRef{
			{Text: "see Converting Characters", Target: "Converting Characters", Line: 31},
			{Text: "see the Battle Destinies section", Target: "Battle Destinies", Line: 32},
			{Text: "See Never - Location Restrictions, Ch. 1", Target: "Never - Location Restrictions", Where: "Ch. 1", Line: 33},
			{Text: "see Chapter 9 - Unique, Restricted, & Non-Unique", Target: "Chapter 9 - Unique, Restricted, & Non-Unique", Line: 34},
			{Text: "See React, Ap. C", Target: "React", Where: "Ap. C", Line: 35},
			{Text: "see Battle Destiny, Ch. 5", Target: "Battle Destiny", Where: "Ch. 5", Line: 36},
			{Text: "see carrying", Target: "carrying", Line: 37},
		}},
	}}
	md := &Document{Name: "rules-md.md", Family: "swccg-rules", Game: GameSWCCG, Entries: []Entry{
		{Kind: KindSection, Title: "Battle Destiny", Path: []string{"Chapter 5 - Deploying", "Battle Destiny"}, LineStart: 4},
	}}
	gl := &Document{Name: "gloss.txt", Family: "swccg-glossary", Game: GameSWCCG, Entries: []Entry{
		{Kind: KindTerm, Title: "Owner", Path: []string{"Owner"}, LineStart: 5},
		{Kind: KindTerm, Title: "carrying", Path: []string{"carrying"}, LineStart: 3},
		{Kind: KindTerm, Title: "React", Path: []string{"React"}, LineStart: 6},
		{Kind: KindRedirect, Title: "Your cards", Path: []string{"Your cards"}, LineStart: 9, SeeAlso: []XRef{{Text: "See owner.", Target: "owner", Line: 9, Redirect: true}}},
		{Kind: KindTerm, Title: "Face", Path: []string{"Face"}, LineStart: 12, SeeAlso: []XRef{{Text: "paired", Target: "React", Line: 12, ID: "gloss/your-cards"}}},
		{Kind: KindTerm, Title: "cumulatively", Path: []string{"cumulatively"}, LineStart: 14},
		{Kind: KindTerm, Title: "destiny draw", Path: []string{"destiny draw"}, LineStart: 15},
		{Kind: KindTerm, Title: "destiny draw bonus", Path: []string{"destiny draw bonus"}, LineStart: 16},
		{Kind: KindTerm, Title: "game text", Path: []string{"game text"}, LineStart: 17},
		{Kind: KindTerm, Title: "Fallbacks", Path: []string{"Fallbacks"}, LineStart: 20, SeeAlso: []XRef{
			{Text: "see cumulative", Target: "cumulative", Line: 20},
			{Text: "see destiny", Target: "destiny", Line: 21},
			{Text: "see game text – canceled, cannot use", Target: "game text – canceled, cannot use", Line: 22},
			{Text: "see hyperdrive", Target: "hyperdrive", Line: 23},
		}},
	}}
	for _, d := range []*Document{rules, md, gl} {
		for i := range d.Entries {
			d.Entries[i].Doc = d.Name
		}
		AssignIDs(d)
	}
	return []*Document{rules, md, gl}
}

func TestLinkResolvesReferences(t *testing.T) {
	docs := linkFixture()
	Link(docs)
	got := map[string]string{}
	for _, x := range docs[0].Entries[4].SeeAlso {
		got[x.Text] = x.ID
	}
	want := map[string]string{
		"see Converting Characters":                        "rules/persona-converting-characters",
		"see the Battle Destinies section":                 "rules/battle-destiny",
		"See Never - Location Restrictions, Ch. 1":         "", // Ch. 1 is not in the corpus
		"see Chapter 9 - Unique, Restricted, & Non-Unique": "",
		"See React, Ap. C":                                 "", // the glossary's React is not Ap. C
		"see Battle Destiny, Ch. 5":                        "rules/battle-destiny",
		"see carrying":                                     "rules/movement-carrying-cards",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("resolved refs:\n got %v\nwant %v", got, want)
	}
	if id := docs[2].Entries[3].SeeAlso[0].ID; id != "gloss/owner" {
		t.Errorf(`"See owner." resolved to %q, want gloss/owner`, id)
	}
	if id := docs[2].Entries[4].SeeAlso[0].ID; id != "gloss/your-cards" {
		t.Errorf("an ID the parser set was replaced by %q", id)
	}
	var fallbacks []string
	for _, x := range docs[2].Entries[9].SeeAlso {
		fallbacks = append(fallbacks, x.ID)
	}
	if want := []string{"gloss/cumulatively", "gloss/destiny-draw", "gloss/game-text", ""}; !reflect.DeepEqual(fallbacks, want) {
		t.Errorf("fallback resolution = %q, want %q", fallbacks, want)
	}
	if n := len(Unresolved(docs)); n != 4 {
		t.Errorf("Unresolved: %d refs, want 4", n)
	}
}

func TestLinkVariants(t *testing.T) {
	docs := linkFixture()
	Link(docs)
	Link(docs) // idempotent
	if v := docs[0].Entries[2].Variants; !reflect.DeepEqual(v, []string{"rules-md/battle-destiny"}) {
		t.Errorf("txt variants = %v", v)
	}
	if v := docs[1].Entries[0].Variants; !reflect.DeepEqual(v, []string{"rules/battle-destiny"}) {
		t.Errorf("md variants = %v", v)
	}
	if v := docs[0].Entries[1].Variants; v != nil {
		t.Errorf("entry only in one rendering has variants %v", v)
	}
}

func TestRefKey(t *testing.T) {
	for _, c := range [][2]string{
		{"Battle Destinies", "battle destiny"},
		{"Immune To Attrition", "immune to attrition"},
		{"Persona–Crossing Over", "persona crossing over"},
		{"Tatooine: Mos Eisley", "tatooine mos eisley"},
		{"Passes", "pass"},
	} {
		if got := refKey(c[0]); got != c[1] {
			t.Errorf("refKey(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}
