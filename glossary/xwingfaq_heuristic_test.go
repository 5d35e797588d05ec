package glossary

import (
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

func TestXWingFAQHeuristicsOnFixture(t *testing.T) {
	src := mustSource(t, "testdata/xwingfaq/mini-faq.txt")
	if score := (xwingFAQ{}).Detect(src); score < 70 {
		t.Errorf("detect score %d, want >= 70", score)
	}
	doc, err := xwingFAQ{}.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Title != xwingFAQTitle+" v9.4" {
		t.Errorf("title %q does not carry the stated version", doc.Title)
	}
	if !slices.ContainsFunc(doc.Warnings, func(w string) bool { return strings.Contains(w, "no curated overlay") }) {
		t.Errorf("warnings %q do not say the heuristics were used", doc.Warnings)
	}
	type row struct {
		kind       Kind
		start, end int
		title      string
	}
	want := []row{
		{KindChapter, 2, 2, "Section 1: Errata"},
		{KindErrata, 4, 7, "Rocket Boots"},
		{KindCard, 9, 15, "Rocket Boots"},
		{KindChapter, 17, 17, "Section 2: Rules from Expansions"},
		{KindSection, 19, 22, "Huge Spinning Ships"},
		{KindSection, 24, 26, "Wobble Rules"},
		{KindChapter, 28, 28, "Section 3: Card Clarifications"},
		{KindSection, 30, 30, "Pilot Cards"},
		{KindCard, 32, 38, "Captain Wobble"},
		{KindClarification, 40, 43, "Captain Wobble"},
		{KindChapter, 47, 47, "Section 4: FAQ"},
		{KindSection, 48, 48, "General"},
		{KindFAQ, 50, 53, "Can a ship wobble and spin in the same round?"},
		{KindFAQ, 55, 56, "Does wobbling count as a maneuver?"},
		{KindSection, 57, 57, "Movement"},
		{KindFAQ, 59, 61, "Can a wobbling ship overlap an asteroid?"},
	}
	var got []row
	for _, e := range doc.Entries {
		got = append(got, row{e.Kind, e.LineStart, e.LineEnd, e.Title})
	}
	if !slices.Equal(got, want) {
		t.Fatalf("entries:\n got %v\nwant %v", got, want)
	}
	spinning, face, clar := doc.Entries[4], doc.Entries[8], doc.Entries[9]
	if !slices.Contains(spinning.Aliases, "Huce SpiNNING SHiPS") {
		t.Errorf("aliases %q lack the OCR form", spinning.Aliases)
	}
	if strings.Contains(face.Text, "® X") || !strings.Contains(face.Text, "wobble twice") {
		t.Errorf("face text %q", face.Text)
	}
	if !slices.ContainsFunc(clar.SeeAlso, func(x XRef) bool { return x.ID == face.ID }) {
		t.Errorf("clarification see-also %+v does not pair with the face %s", clar.SeeAlso, face.ID)
	}
	if !slices.ContainsFunc(clar.SeeAlso, func(x XRef) bool { return x.Target == "Wobble Rules" && x.Where == "page 3" && x.ID == "" }) {
		t.Errorf("clarification see-also %+v lacks the page reference", clar.SeeAlso)
	}
	if !slices.Contains(doc.Skipped, Span{13, 13}) || !slices.Contains(doc.Skipped, Span{36, 38}) {
		t.Errorf("skipped %v, want the cost and stat lines 13 and 36-38", doc.Skipped)
	}
}

// The heuristics alone, on the real FAQ: the note says the Q/A section and
// the rule clarifications are fully recoverable without an overlay, and
// most of the rest is.
func TestXWingFAQHeuristicsOnRealFile(t *testing.T) {
	src := mustSource(t, testenv.Corpus(t, xwingFAQFile))
	specs := faqHeuristicSpecs(src)
	got := map[[3]int]bool{}
	kindCode := map[Kind]int{}
	for i, k := range Kinds {
		kindCode[k] = i
	}
	for _, sp := range specs {
		got[[3]int{kindCode[sp.Kind], sp.Lines[0], sp.Lines[len(sp.Lines)-1]}] = true
	}
	matched := 0
	for _, r := range readNoteRows(t) {
		key := [3]int{kindCode[noteKinds[r.Kind]], r.Start, r.End}
		if got[key] {
			matched++
			continue
		}
		if r.Section == "S3" || r.Section == "S5" {
			t.Errorf("heuristics miss %s %q at %d-%d", r.Kind, r.Heading, r.Start, r.End)
		}
	}
	if matched < 265 {
		t.Errorf("heuristics match %d of 294 note rows, want at least 265", matched)
	}
}

func TestXWingFAQOverlayNeedsMatchingChecksum(t *testing.T) {
	src := mustSource(t, testenv.Corpus(t, xwingFAQFile))
	if _, _, found, err := overlayFor(src); err != nil || !found {
		t.Fatalf("overlay for the real file: found=%v err=%v", found, err)
	}
	edited, err := NewSource(xwingFAQFile, []byte(strings.Join(src.Lines(), "\n")+"\nQ: One more question?\nA: Yes.\n"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := xwingFAQ{}.Parse(edited)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(doc.Warnings, func(w string) bool { return strings.Contains(w, "no curated overlay") }) {
		t.Errorf("an edited document got no heuristics warning: %q", doc.Warnings)
	}
	if faqs := len(entriesOfKind(doc, KindFAQ)); faqs != 42 {
		t.Errorf("%d questions in the edited document, want 42", faqs)
	}
}

func TestXWingFAQOverlayRejectsBadStructure(t *testing.T) {
	cases := map[string]faqOverlay{
		"line out of range": {Entries: []overlayEntry{{Kind: KindFAQ, Head: []string{"99"}, Lines: "99"}}},
		"unknown parent":    {Entries: []overlayEntry{{Kind: KindFAQ, Head: []string{"1"}, Lines: "1", Parent: "2"}}},
		"duplicate head":    {Entries: []overlayEntry{{Kind: KindFAQ, Head: []string{"1"}, Lines: "1"}, {Kind: KindFAQ, Head: []string{"1"}, Lines: "2"}}},
		"reversed range":    {Entries: []overlayEntry{{Kind: KindFAQ, Head: []string{"1"}, Lines: "3-2"}}},
		"bad columns":       {Entries: []overlayEntry{{Kind: KindFAQ, Head: []string{"1:5-2"}, Lines: "1"}}},
		"parent after":      {Entries: []overlayEntry{{Kind: KindFAQ, Head: []string{"2"}, Lines: "2-3", Parent: "4"}, {Kind: KindSection, Head: []string{"4"}, Lines: "4"}}},
	}
	for name, ov := range cases {
		if _, _, err := ov.specs(10); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// Each question hangs under the group heading above it, whether the
// structure comes from the heuristics or from an overlay; a group heading
// the OCR glued to the answer before it still opens its group.
func TestXWingFAQGroupsOnFixture(t *testing.T) {
	src := mustSource(t, "testdata/xwingfaq/groups-faq.txt")
	type row struct {
		start, end int
		path       string
	}
	want := []row{
		{4, 6, "Section 4: FAQ › General › May a player look at his own dial after setting it?"},
		{8, 10, "Section 4: FAQ › General › Does a wobble token count as a stress token?"},
		{13, 14, "Section 4: FAQ › Wobbling › Can a ship wobble twice in one round?"},
		{16, 18, "Section 4: FAQ › Wobbling › Can a wobbling ship spin?"},
		{21, 23, "Section 4: FAQ › Spinning › Is a spin a maneuver?"},
	}
	faqRows := func(entries []Entry) []row {
		var got []row
		for _, e := range entries {
			if e.Kind == KindFAQ {
				got = append(got, row{e.LineStart, e.LineEnd, strings.Join(e.Path, " › ")})
			}
		}
		return got
	}
	if got := faqRows(buildFAQEntries(src, faqHeuristicSpecs(src), nil)); !slices.Equal(got, want) {
		t.Errorf("heuristics:\n got %v\nwant %v", got, want)
	}
	ov := faqOverlay{Entries: []overlayEntry{
		{Kind: KindChapter, Head: []string{"1"}, Lines: "1"},
		{Kind: KindSection, Head: []string{"2"}, Lines: "2", Parent: "1"},
		{Kind: KindFAQ, Head: []string{"4"}, Lines: "4-6", Parent: "2"},
		{Kind: KindFAQ, Head: []string{"8"}, Lines: "8-10", Parent: "2"},
		{Kind: KindSection, Head: []string{"11"}, Lines: "11", Parent: "1"},
		{Kind: KindFAQ, Head: []string{"13"}, Lines: "13-14", Parent: "11"},
		{Kind: KindFAQ, Head: []string{"16"}, Lines: "16-18", Parent: "11"},
		{Kind: KindSection, Head: []string{"19"}, Lines: "19", Parent: "1"},
		{Kind: KindFAQ, Head: []string{"21"}, Lines: "21-23", Parent: "19"},
	}}
	specs, _, err := ov.specs(src.NumLines())
	if err != nil {
		t.Fatal(err)
	}
	if got := faqRows(buildFAQEntries(src, specs, nil)); !slices.Equal(got, want) {
		t.Errorf("overlay:\n got %v\nwant %v", got, want)
	}
	// The old bug: every question filed under the last group.
	for i := range ov.Entries {
		if ov.Entries[i].Kind == KindFAQ {
			ov.Entries[i].Parent = "19"
		}
	}
	if _, _, err := ov.specs(src.NumLines()); err == nil || !strings.Contains(err.Error(), "comes after it") {
		t.Errorf("an overlay filing questions under a later group: err = %v", err)
	}
}
