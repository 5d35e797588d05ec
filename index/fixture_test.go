package index

import (
	"context"
	"testing"

	"github.com/judge-swccg/judge/glossary"
)

// Invented documents in the shape the parsers produce: two renderings of a
// rulebook, a glossary with redirects, and an OCR'd FAQ with damaged
// headings.

type fe struct {
	kind       glossary.Kind
	path       []string
	from, to   int
	text       string
	aliases    []string
	redirectTo string // title of the redirect target in the same document
}

func fixtureDoc(name, family string, game glossary.Game, format string, lines int, es ...fe) *glossary.Document {
	d := &glossary.Document{Name: name, Family: family, Game: game, Format: format, Lines: lines}
	for _, x := range es {
		d.Entries = append(d.Entries, glossary.Entry{
			Doc: name, Game: game, Kind: x.kind, Title: x.path[len(x.path)-1], Path: x.path,
			Aliases: x.aliases, LineStart: x.from, LineEnd: x.to, Text: x.text,
		})
	}
	glossary.AssignIDs(d)
	byTitle := map[string]string{}
	for _, e := range d.Entries {
		byTitle[e.Title] = e.ID
	}
	for i, x := range es {
		if x.redirectTo != "" {
			d.Entries[i].SeeAlso = []glossary.XRef{{Text: "See " + x.redirectTo, Target: x.redirectTo, Line: x.from, ID: byTitle[x.redirectTo], Redirect: true}}
		}
	}
	return d
}

const (
	rulesTxt = "rules-a.txt"
	rulesMD  = "rules-b.md"
	glossTxt = "gloss.txt"
	faqTxt   = "faq.txt"
)

func fixtureDocs() []*glossary.Document {
	ch := "Chapter 5 - Battle"
	txt := fixtureDoc(rulesTxt, "swccg-rules", glossary.GameSWCCG, "pc-rulebook-text", 60,
		fe{kind: glossary.KindChapter, path: []string{ch}, from: 1, to: 60, text: "How battles are fought."},
		fe{kind: glossary.KindSection, path: []string{ch, "Immune To Attrition"}, from: 2, to: 10,
			text: "A card that is immune to attrition below a number cannot be chosen to satisfy attrition while that attrition stays below the number."},
		fe{kind: glossary.KindSection, path: []string{ch, "Immune To Attrition", "Gaining And Losing"}, from: 6, to: 9,
			text: "A card gains immunity from game text and loses it when the text leaves the table."},
		fe{kind: glossary.KindSection, path: []string{ch, "Forfeit"}, from: 11, to: 15,
			text: "To forfeit a card, move it to the Lost Pile. Each card shows a forfeit value."},
		fe{kind: glossary.KindSection, path: []string{ch, "Battle Damage"}, from: 16, to: 30,
			text: "Battle damage is satisfied by forfeiting cards or losing Force. A character immune to attrition may still be forfeited to satisfy battle damage. Immune to attrition matters only for attrition."},
		fe{kind: glossary.KindSection, path: []string{ch, "Vader’s Choice"}, from: 31, to: 35,
			text: "Lord Vader’s order — a ﬁrm one — applies at the Café of Mos Eisley."},
	)
	md := fixtureDoc(rulesMD, "swccg-rules", glossary.GameSWCCG, "pc-rulebook-markdown", 40,
		fe{kind: glossary.KindSection, path: []string{ch, "Immune To Attrition"}, from: 3, to: 12,
			text: "A card that is **immune to attrition** below a number cannot be chosen to satisfy attrition while that attrition stays below the number."},
	)
	txt.Entries[1].Variants = []string{md.Entries[0].ID}
	md.Entries[0].Variants = []string{txt.Entries[1].ID}
	gloss := fixtureDoc(glossTxt, "swccg-glossary", glossary.GameSWCCG, "decipher-glossary", 200,
		fe{kind: glossary.KindTerm, path: []string{"Immune To Attrition"}, from: 100, to: 104,
			text: "Protects a card from being lost to attrition unless the attrition is greater than its level."},
		fe{kind: glossary.KindRedirect, path: []string{"Weapons Phase"}, from: 120, to: 120, text: "See Weapons Segment.", redirectTo: "Weapons Segment"},
		fe{kind: glossary.KindTerm, path: []string{"Weapons Segment"}, from: 121, to: 125, text: "The part of a battle when weapons fire."},
		fe{kind: glossary.KindRedirect, path: []string{"Loop One"}, from: 130, to: 130, text: "See Loop Two.", redirectTo: "Loop Two"},
		fe{kind: glossary.KindRedirect, path: []string{"Loop Two"}, from: 131, to: 131, text: "See Loop One.", redirectTo: "Loop One"},
		fe{kind: glossary.KindTerm, path: []string{"Force Drain"}, from: 140, to: 144, aliases: []string{"Draining"},
			text: "At a location you control, make the opponent lose Force equal to your icons there."},
	)
	faq := fixtureDoc(faqTxt, "xwing-faq", glossary.GameXWing, "ocr-faq", 300,
		fe{kind: glossary.KindSection, path: []string{"Huce SHiP AciLITY"}, from: 666, to: 669,
			text: "Huqe shlps have an aqility value of zero but may roll extra dice."},
		fe{kind: glossary.KindFAQ, path: []string{"Leeso"}, from: 1618, to: 1619,
			text: "The crew card may be equipped by the freighter pilot."},
		fe{kind: glossary.KindSection, path: []string{"Missep Opportunities"}, from: 1150, to: 1160,
			text: "If a player forgets a step, that oppartunity is lost."},
	)
	faq.Entries[1].Lines = []int{1618, 1619}
	return []*glossary.Document{txt, md, gloss, faq}
}

// buildFixture builds the fixture into a fresh directory and opens it.
func buildFixture(t testing.TB) (*Index, string) {
	t.Helper()
	dir := t.TempDir()
	if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()}); err != nil {
		t.Fatal(err)
	}
	return openDir(t, dir), dir
}

func openDir(t testing.TB, dir string) *Index {
	t.Helper()
	ix, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

func mustSearch(t *testing.T, ix *Index, q Query) *Results {
	t.Helper()
	res, err := ix.Search(context.Background(), q)
	if err != nil {
		t.Fatalf("Search(%+v): %v", q, err)
	}
	return res
}

func hitIDs(res *Results) []string {
	var ids []string
	for _, h := range res.Hits {
		ids = append(ids, h.ID)
	}
	return ids
}

// buildOpen builds in into a fresh directory and opens it.
func buildOpen(t testing.TB, in BuildInput) *Index {
	t.Helper()
	dir := t.TempDir()
	if _, err := Build(context.Background(), dir, in); err != nil {
		t.Fatal(err)
	}
	return openDir(t, dir)
}
