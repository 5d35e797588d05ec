package glossary

import (
	"slices"
	"strings"
	"testing"
)

const decipherFixture = "testdata/decipher/mini-glossary.txt"

// TestDecipherFixture parses a small invented document in the Glossary's
// format that has every trap of the real file: entry-shaped front matter, a
// sub-term head split by a page break, a parenthetical dash in a
// definition, a sentence-case and a cross-letter sub-heading, consecutive
// USED/LOST lines, a head whose separator wraps, a head in Markdown, a
// second entry glued to a line, and a copyright footer.
func TestDecipherFixture(t *testing.T) {
	src, doc := parseWith(t, decipherGlossary{}, decipherFixture)
	type row struct {
		start, end int
		kind       Kind
		title      string
	}
	want := []row{
		{3, 11, KindSection, "Introduction"},
		{13, 13, KindTerm, "aiming"},
		{15, 15, KindTerm, "aiming – long shots"},
		{17, 20, KindTerm, "aiming – example 1 – a blaster at range"},
		{22, 24, KindErrata, "Beacon Drone"},
		{26, 28, KindTerm, "bunker"},
		{30, 33, KindCard, "Dusk Raid"},
		{35, 35, KindCard, "Dusk Raider"},
		{37, 37, KindTerm, "firing"},
		{39, 40, KindRedirect, "may add ___ drones (probes etc.)"},
		{42, 44, KindCard, "Nightstar"},
		{46, 46, KindRedirect, "Quill Droid (Kew-Eel)"},
		{48, 48, KindRedirect, "targets"},
		{50, 50, KindCard, "Zed Spinner"},
		{50, 50, KindRedirect, "zero power"},
	}
	var got []row
	for _, e := range doc.Entries {
		got = append(got, row{e.LineStart, e.LineEnd, e.Kind, e.Title})
		if e.Raw != src.Slice(e.LineStart, e.LineEnd) {
			t.Errorf("%s: raw %q", e.Title, e.Raw)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("entries\n got %v\nwant %v", got, want)
	}
	if doc.Title != "Star Wars CCG Glossary 3.1 (March 2001)" || !slices.Equal(doc.Skipped, []Span{{52, 53}}) {
		t.Errorf("title %q, skipped %v", doc.Title, doc.Skipped)
	}
	wantWarnings := []string{"continuation lines 20, 40)", "two entries: 50", "(lines 28, 33)"}
	for i, w := range wantWarnings {
		if i >= len(doc.Warnings) || !strings.Contains(doc.Warnings[i], w) {
			t.Errorf("warnings %q, want %q in #%d", doc.Warnings, w, i)
		}
	}
}

func TestDecipherFixtureDetails(t *testing.T) {
	src, doc := parseWith(t, decipherGlossary{}, decipherFixture)
	byTitle := map[string]*Entry{}
	for i := range doc.Entries {
		byTitle[doc.Entries[i].Title] = &doc.Entries[i]
	}
	ex := byTitle["aiming – example 1 – a blaster at range"]
	if !slices.Equal(ex.Path, []string{"aiming", "example 1 – a blaster at range"}) || ex.Parent != byTitle["aiming"].ID ||
		!strings.HasSuffix(ex.Text, "in the next system and then fires once.") {
		t.Errorf("example: path %q parent %q text %q", ex.Path, ex.Parent, ex.Text)
	}
	if got := byTitle["Beacon Drone"].Text; got != "Beacon Drone — Errata:\n\nDeploy on any sector. Power = 2 + number of your pilots present." {
		t.Errorf("Beacon Drone text %q", got)
	}
	if got := byTitle["bunker"].Text; !strings.Contains(got, "targeted by [deleted: heavy] weapons") {
		t.Errorf("bunker text %q", got)
	}
	if got := byTitle["Nightstar"].Text; got != "Nightstar – CAPITAL: HEAVY FRIGATE\n\nPermanent pilot provides ability of 3." {
		t.Errorf("Nightstar text %q", got)
	}
	if got := byTitle["Dusk Raid"].Text; !strings.Contains(got, "Cancel one move.\nLOST:") {
		t.Errorf("Dusk Raid text %q", got)
	}
	q := byTitle["Quill Droid (Kew-Eel)"]
	if !slices.Equal(q.Aliases, []string{"Quill Droid", "Kew-Eel"}) {
		t.Errorf("Quill Droid aliases %q", q.Aliases)
	}
	refs := map[string][]XRef{
		"aiming":                           {{Text: "See firing", Target: "firing", Line: 13}},
		"firing":                           {{Text: "See aiming", Target: "aiming", Line: 37}, {Text: "see targets", Target: "targets", Line: 37}},
		"Quill Droid (Kew-Eel)":            {{Text: "See the Dark Side counterpart, Dusk Raider", Target: "Dusk Raider", Line: 46, Redirect: true}},
		"may add ___ drones (probes etc.)": {{Text: "See capacity", Target: "capacity", Line: 40, Redirect: true}},
		"zero power":                       {{Text: "See targets", Target: "targets", Line: 50, Redirect: true}},
	}
	for title, want := range refs {
		if got := byTitle[title].SeeAlso; !slices.Equal(got, want) {
			t.Errorf("%s: references %+v, want %+v", title, got, want)
		}
	}
	if s := (decipherGlossary{}).Detect(src); s < 70 {
		t.Errorf("fixture detect score %d", s)
	}
}
