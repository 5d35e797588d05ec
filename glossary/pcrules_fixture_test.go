package glossary

import (
	"fmt"
	"strings"
	"testing"
)

// The fixtures are invented rulebook pages in the two formats, each with
// one case of every convention the parsers rely on.

func pcFixture(t *testing.T, name, format string) *Document {
	t.Helper()
	doc, err := ParseFile("testdata/pcrules/" + name)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != format {
		t.Fatalf("%s parsed as %s", name, doc.Format)
	}
	return doc
}

type pcWant struct {
	start, end int
	kind       Kind
	path       string // heading path joined by " › "
}

func pcCheckEntries(t *testing.T, doc *Document, want []pcWant) {
	t.Helper()
	if len(doc.Entries) != len(want) {
		t.Errorf("%s: %d entries, want %d", doc.Name, len(doc.Entries), len(want))
	}
	for i := 0; i < len(want) && i < len(doc.Entries); i++ {
		e, w := doc.Entries[i], want[i]
		if e.LineStart != w.start || e.LineEnd != w.end || e.Kind != w.kind || strings.Join(e.Path, " › ") != w.path {
			t.Errorf("%s entry %d: %d-%d %s %q; want %d-%d %s %q", doc.Name, i, e.LineStart, e.LineEnd, e.Kind, strings.Join(e.Path, " › "), w.start, w.end, w.kind, w.path)
		}
	}
}

func pcCheckTexts(t *testing.T, doc *Document, want map[int]string) {
	t.Helper()
	for i, text := range want {
		if got := doc.Entries[i].Text; got != text {
			t.Errorf("%q Text = %q, want %q", doc.Entries[i].Title, got, text)
		}
	}
}

func TestPCRulesTextFixture(t *testing.T) {
	doc := pcFixture(t, "mini.txt", "pc-rulebook-text")
	const c2, c3 = "Chapter 2 - Setup & Travel", "Chapter 3 - Rest Phase"
	pcCheckEntries(t, doc, []pcWant{
		{2, 2, KindChapter, c2},
		{4, 6, KindSection, c2 + " › Setup Phase"},
		{8, 10, KindSection, c2 + " › Travel"},
		{12, 14, KindSection, c2 + " › Travel Limits"},
		{16, 20, KindSection, c2 + " › Travel Limits › Road Travel Limits"},
		{22, 24, KindSection, c2 + " › Travel › Travel - Normal"},
		{26, 28, KindSection, c2 + " › Travel › Travel - Normal › Normal - Walking"},
		{30, 32, KindRedirect, c2 + " › Travel › Travel - Normal › Normal - Riding"},
		{34, 36, KindSection, c2 + " › Travel › Travel - cannot travel"},
		{38, 40, KindSection, c2 + " › Travel › Travel - cannot travel › may not travel/cannot go"},
		{42, 44, KindExample, c2 + " › Travel › Travel - Normal › Normal - Walking › Walking Example"},
		{46, 48, KindSection, c2 + " › Travel In Brief"},
		{50, 52, KindSection, c2 + " › Travel In Brief › Arrange the cards"},
		{54, 68, KindSection, c2 + " › Travel In Brief › Step 1: Arrive"},
		{58, 62, KindSection, c2 + " › Travel In Brief › Step 1: Arrive › Table 2-1"},
		{70, 70, KindChapter, c3},
		{72, 74, KindSection, c3 + " › Rest Phase"},
		{76, 79, KindSection, c3 + " › Steps of Resting"},
		{81, 83, KindSection, c3 + " › Steps of Resting › Sit Down"},
		{85, 87, KindSection, c3 + " › Steps of Resting › Stand Up"},
		{89, 91, KindExample, c3 + " › Rest Phase › Rest Phase - Examples"},
	})
	if doc.Title != "SWCCG Advanced Rulebook, Chapters 2–3" {
		t.Errorf("title %q", doc.Title)
	}
	if got := fmt.Sprint(doc.Entries[13].Lines); got != "[54 56 64 66 68]" {
		t.Errorf("Step 1 lines = %s: the caption's table is not the section's", got)
	}
	pcCheckTexts(t, doc, map[int]string{
		4:  "A card may not use a road that is closed by a storm (see Weather Rules (Ap. B) for storms).",
		13: "Place the card at the new location.\n\nRiding is only free with a saddle, as in the Old Mill Saddle card.\n\n* +1 in a storm",
		14: "Trip\tKind\tCost\nWalking\tNormal\t1 Credit*\nRiding\tNormal\tFree",
		16: "Last phase of the turn. Resting is always optional. It costs 0 Credits.",
	})
	riding := doc.Entries[7]
	if len(riding.SeeAlso) != 1 || riding.SeeAlso[0] != (XRef{Text: "Mounts, Ap. B", Target: "Mounts", Where: "Ap. B", Line: 32, Redirect: true}) {
		t.Errorf("Normal - Riding refs = %+v", riding.SeeAlso)
	}
	road := doc.Entries[4]
	if len(road.SeeAlso) != 1 || road.SeeAlso[0].Target != "Weather Rules" || road.SeeAlso[0].Where != "Ap. B" || road.SeeAlso[0].Line != 20 {
		t.Errorf("Road Travel Limits refs = %+v", road.SeeAlso)
	}
	if got := strings.Join(doc.Entries[6].Aliases, "|"); got != "Walking|Travel - Normal - Walking" {
		t.Errorf("Normal - Walking aliases = %q", got)
	}
}

func TestPCRulesMarkdownFixture(t *testing.T) {
	doc := pcFixture(t, "mini.md", "pc-rulebook-markdown")
	const c2, c3 = "Chapter 2 - Setup & Travel", "Chapter 3 - Rest Phase"
	pcCheckEntries(t, doc, []pcWant{
		{2, 2, KindChapter, c2},
		{4, 6, KindSection, c2 + " › Travel"},
		{8, 10, KindSection, c2 + " › Travel › Travel - Normal"},
		{12, 14, KindSection, c2 + " › Travel › Travel - Normal › Normal - Walking"},
		{16, 18, KindSection, c2 + " › Travel › Travel - cannot travel"},
		{20, 21, KindSection, c2 + " › Travel › Travel - cannot travel › may not travel/cannot go"},
		{23, 31, KindExample, c2 + " › Travel › Travel - Normal › Normal - Walking › Walking Example"},
		{33, 38, KindSection, c2 + " › Trips At A Glance"},
		{40, 40, KindChapter, c3},
		{42, 45, KindExample, c3 + " › Rest Phase - Examples"},
	})
	pcCheckTexts(t, doc, map[int]string{
		1: "Moving a card from one location to another. See Never - Travel Limits, Ch. 1 for exceptions.",
		5: `Both phrases mean "cannot travel."`,
		6: "Kell walks to the Old Mill for 1 Credit, and a saddle helps (see Mounts, Ap. B).\n\nRiding is never free in a storm, see Weather Rules, Ap. B.",
		7: "Walking\tNormal\t1 Credit*\nRiding\tNormal\tFree\n\n* +1 in a storm",
		9: "- Kell sits down.\n- Kell stands up.",
	})
	var targets []string
	for _, x := range doc.Entries[6].SeeAlso {
		targets = append(targets, fmt.Sprintf("L%d %s (%s)", x.Line, x.Target, x.Where))
	}
	if got := strings.Join(targets, "; "); got != "L29 Mounts (Ap. B); L31 Weather Rules (Ap. B)" {
		t.Errorf("Walking Example refs = %s", got)
	}
}
