package glossary

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

// TestDecipherDetect scores the Glossary high and the four other corpus
// documents below the recognition threshold.
func TestDecipherDetect(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(filepath.Dir(testenv.Corpus(t, decipherFile)), "*"))
	if err != nil || len(files) != 5 {
		t.Fatalf("corpus files %v (%v), want 5", files, err)
	}
	for _, f := range files {
		src := mustSource(t, f)
		score := decipherGlossary{}.Detect(src)
		if filepath.Base(f) == decipherFile {
			if score < 70 {
				t.Errorf("%s: score %d, want >= 70", f, score)
			}
		} else if score >= 30 {
			t.Errorf("%s: score %d, want < 30", f, score)
		}
	}
}

// TestDecipherParseFile reads the Glossary through detection, as the
// corpus builder does.
func TestDecipherParseFile(t *testing.T) {
	doc, err := ParseFile(testenv.Corpus(t, decipherFile))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != "decipher-glossary" || doc.Family != "swccg-glossary" || doc.Game != GameSWCCG ||
		doc.Title != "Star Wars CCG Glossary 2.0 (November 1998)" || doc.Lines != 3382 {
		t.Errorf("document: %s %s %s %q %d lines", doc.Format, doc.Family, doc.Game, doc.Title, doc.Lines)
	}
	if !slices.Equal(doc.Skipped, []Span{{3381, 3382}}) {
		t.Errorf("skipped %v, want the footer 3381–3382", doc.Skipped)
	}
	intro := doc.Entries[0]
	if intro.Kind != KindSection || intro.Title != "Introduction" || intro.LineStart != 3 || intro.LineEnd != 30 ||
		!strings.Contains(intro.Text, "Complete occurs in the T's") {
		t.Errorf("front matter: %s %q %d–%d", intro.Kind, intro.Title, intro.LineStart, intro.LineEnd)
	}
}

// TestDecipherPageBreakJoins: the joined continuation lines are exactly the
// note's §3.2 page-break splits (22→24 … 3341→3343) plus 2071, the head
// whose separator starts the next line.
func TestDecipherPageBreakJoins(t *testing.T) {
	src, _ := realDecipher(t)
	want := []int{24, 68, 154, 166, 208, 281, 382, 404, 452, 478, 500, 574, 627, 649, 673, 743, 829, 903, 928, 950, 970,
		1021, 1111, 1157, 1252, 1273, 1301, 1350, 1366, 1417, 1514, 1540, 1566, 1617, 1699,
		1818, 1848, 1924, 2034, 2062, 2071, 2093, 2141, 2241, 2265, 2336, 2376, 2406, 2540, 2566, 2650, 2750, 2797, 2826,
		2894, 2921, 2972, 3026, 3130, 3160, 3181, 3315, 3343}
	_, joins := decipherParagraphs(src, 1, 3380)
	if !slices.Equal(joins, want) {
		t.Errorf("joined lines %v\nwant %v", joins, want)
	}
}

// TestDecipherText: display text joins page-break splits, removes Markdown,
// LaTeX, the glued page number and the lost-dingbat "W", and shows errata
// deletions; Raw keeps the source.
func TestDecipherText(t *testing.T) {
	_, doc := realDecipher(t)
	for _, e := range doc.Entries {
		for _, junk := range []string{"~~", "$", "**", "W Power", "W Landspeed", "W Deploys", ":86"} {
			if strings.Contains(e.Text, junk) {
				t.Errorf("%s: text keeps %q", e.ID, junk)
			}
		}
	}
	for _, c := range []struct {
		line      int
		title     string
		text, raw string
	}{
		{3028, "Tantive IV", "Tantive IV – CAPITAL: CORELLIAN CORVETTE\n\nMay be deployed", "***Tantive IV* – CAPITAL"},
		{355, "Attack Run", "- Your Proton Torpedoes are immune to Overload [deleted: during Attack Run].", "~~during Attack Run~~"},
		{550, "Bespin Motors Void Spider THX 1138", "May move as a 'react.' Landspeed = 3.", "'react.' W Landspeed"},
		{1697, "Infantry Mine", "Infantry Mine", "Infantry Mine"},
		{1250, "enclosed vehicles", "all characters may use ability, forfeit and game text (when appropriate), but only pilots", "\n\nforfeit and game text"},
		{1256, "End This Destructive Conflict", "until end of turn.\nLOST: During a battle", "until end of turn.\nLOST:"},
		{651, "Bowcaster", "X = (7 - \\text{warrior's power})", "$X = (7"},
	} {
		e := dgEntry(t, doc, c.line, c.title)
		if !strings.Contains(e.Text, c.text) || !strings.Contains(e.Raw, c.raw) {
			t.Errorf("%s:\ntext %q\nraw %q\nwant text with %q, raw with %q", c.title, e.Text, e.Raw, c.text, c.raw)
		}
	}
	if e := dgEntry(t, doc, 1977, "locations – deployment"); !strings.Contains(e.Text, "something like this:\n") {
		t.Errorf("page number: %q", e.Text)
	}
}

// TestDecipherAliases: bare titles, spoken names, "3PO" for the digit-zero
// titles, the note's §3.10 spelling variants and superseded terms.
func TestDecipherAliases(t *testing.T) {
	_, doc := realDecipher(t)
	for _, c := range []struct {
		line  int
		title string
		want  []string
	}{
		{665, "C-3P0 (See-Threepio)", []string{"C-3P0", "See-Threepio", "C-3PO"}},
		{2524, "R-3P0 (Ar-Threepio)", []string{"R-3PO"}},
		{1892, "Lando Calrissian (Light Side)", []string{"Lando Calrissian"}},
		{1894, "Lando Calrissian (Dark Side)", []string{"Lando Calrissian"}},
		{1942, "LIN-V8K (Elleyein-Veeatekay)", []string{"LIN-V8K", "Elleyein-Veeatekay"}},
		{625, "Boba Fett (Cloud City)", []string{"Boba Fett"}},
		{3156, "Tzizvvt", []string{"Tzizwt"}},
		{1480, "Ghhhk", []string{"Ghhk"}},
		{1834, "Kal'Fa'nl C'ndros", []string{"Kal'Fa'lnl C'ndros"}},
		{2986, "Sunsetdown", []string{"Sundown"}},
		{546, "Bespin: Cloud City", []string{"Beshpin: Cloud City"}},
		{412, "battle – weapons segment", []string{"weapons phase"}},
	} {
		e := dgEntry(t, doc, c.line, c.title)
		for _, a := range c.want {
			if !slices.Contains(e.Aliases, a) {
				t.Errorf("%s: aliases %q lack %q", c.title, e.Aliases, a)
			}
		}
	}
	if e := dgEntry(t, doc, 264, "Anoat (Dark Side)"); slices.Contains(e.Aliases, "Dark Side") {
		t.Errorf("a side qualifier is not a name: %q", e.Aliases)
	}
}

// TestDecipherSubTerms: hierarchical heads have the path [head, sub-term]
// and point at the head's entry when the Glossary has one.
func TestDecipherSubTerms(t *testing.T) {
	_, doc := realDecipher(t)
	parentOf := map[string]string{}
	for _, e := range doc.Entries {
		if len(e.Path) == 1 {
			parentOf[e.Title] = e.ID
		}
	}
	subs := 0
	for _, e := range doc.Entries {
		switch {
		case len(e.Path) == 1:
			if e.Parent != "" || e.Path[0] != e.Title {
				t.Errorf("%s: path %q parent %q", e.ID, e.Path, e.Parent)
			}
		case len(e.Path) == 2:
			subs++
			if e.Title != e.Path[0]+" – "+e.Path[1] || e.Parent != parentOf[e.Path[0]] {
				t.Errorf("%s: path %q parent %q", e.ID, e.Path, e.Parent)
			}
		default:
			t.Errorf("%s: path %q", e.ID, e.Path)
		}
	}
	if subs != 30 {
		t.Errorf("%d sub-term entries, the note's §2.4 lists 30", subs)
	}
	e := dgEntry(t, doc, 130, "actions – example 1 – deploying a card")
	if !slices.Equal(e.Path, []string{"actions", "example 1 – deploying a card"}) || e.Parent != parentOf["actions"] || e.Parent == "" {
		t.Errorf("example 1: path %q parent %q", e.Path, e.Parent)
	}
	if e := dgEntry(t, doc, 590, "blown away – Hoth: Main Power Generators"); e.Parent != "" {
		t.Errorf("blown away has no entry of its own, parent %q", e.Parent)
	}
}

// TestDecipherReferences checks the reference forms of the note's §5 and
// that after Link only the targets the note says need more than a title
// match stay unresolved.
func TestDecipherReferences(t *testing.T) {
	_, doc := realDecipher(t)
	refsAt := func(line int) []string {
		var out []string
		for _, e := range doc.Entries {
			for _, x := range e.SeeAlso {
				if x.Line == line {
					out = append(out, x.Target)
				}
			}
		}
		return out
	}
	for line, want := range map[int][]string{
		15:   {"weapons – deploying and carrying"},
		216:  {"Force", "activate phase"},
		299:  {"asteroid rules", "destiny"},
		406:  nil, // "(see below)" points inside the entry
		410:  {"battle – summary"},
		780:  {"Abyss"},
		1494: {"characteristics", "permanent pilot"},
		1611: {"actions – 'just'"},
		1944: {"LIN-V8K"},
		2071: {"capacity"},
		2602: {"react"},
		2793: {"Alter"},
		3351: {"battle — winner and loser"},
	} {
		if got := refsAt(line); !slices.Equal(got, want) {
			t.Errorf("line %d: references %q, want %q", line, got, want)
		}
	}
	Link([]*Document{doc})
	if u := Unresolved([]*Document{doc}); len(u) != 0 {
		t.Errorf("unresolved references: %+v", u)
	}
	// The targets the note lists as needing more than a title match.
	resolvedTo := map[string]string{}
	for _, e := range doc.Entries {
		for _, x := range e.SeeAlso {
			resolvedTo[x.Target] = x.ID
		}
	}
	for target, want := range map[string][2]any{
		"destiny":    {1097, "destiny draw"},
		"cumulative": {966, "cumulatively"},
		"Cloud City": {794, "Cloud City location deployment"},
		"game text – canceled, cannot use, cannot utilize etc": {1456, "game text"},
	} {
		if id := dgEntry(t, doc, want[0].(int), want[1].(string)).ID; resolvedTo[target] != id {
			t.Errorf("%q resolved to %q, want %q", target, resolvedTo[target], id)
		}
	}
	if x := dgEntry(t, doc, 3371, "your cards").SeeAlso[0]; x.ID != dgEntry(t, doc, 2305, "owner").ID {
		t.Errorf("your cards → %q, want owner", x.ID)
	}
}
