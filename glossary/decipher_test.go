package glossary

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

const decipherFile = "swccg-glossary-2.0.txt"

func realDecipher(t *testing.T) (*Source, *Document) {
	t.Helper()
	return parseWith(t, decipherGlossary{}, testenv.Corpus(t, decipherFile))
}

// glossaryEntries are the dictionary entries, without the front matter.
func dgGlossaryEntries(doc *Document) []Entry {
	var out []Entry
	for _, e := range doc.Entries {
		if e.Kind != KindSection {
			out = append(out, e)
		}
	}
	return out
}

// findEntry returns the entry with this head line and (folded) title.
func dgEntry(t *testing.T, doc *Document, line int, title string) *Entry {
	t.Helper()
	for i := range doc.Entries {
		e := &doc.Entries[i]
		if e.LineStart == line && Fold(e.Title) == Fold(title) {
			return e
		}
	}
	t.Fatalf("no entry %q at line %d", title, line)
	return nil
}

type dgNoteRow struct {
	line int
	term string
}

func readDgNoteEntries(t *testing.T) []dgNoteRow {
	t.Helper()
	f, err := os.Open(testenv.Shared(t, "notes/swccg-glossary-2.0.entries.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []dgNoteRow
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		cols := strings.Split(sc.Text(), "\t")
		if first {
			if len(cols) != 2 || cols[0] != "line" || cols[1] != "term" {
				t.Fatalf("entries.tsv header changed: %q", sc.Text())
			}
			continue
		}
		n, err := strconv.Atoi(cols[0])
		if err != nil || len(cols) != 2 {
			t.Fatalf("entries.tsv row %q", sc.Text())
		}
		rows = append(rows, dgNoteRow{n, cols[1]})
	}
	return rows
}

// TestDecipherMatchesNoteEntryList compares every row of the note's entry
// list (head line and term, sub-terms joined by " – ") with the parser's
// entries in order. The note's figure is 844; the document has one more
// entry, the front matter as a section, which the list does not count.
func TestDecipherMatchesNoteEntryList(t *testing.T) {
	_, doc := realDecipher(t)
	rows := readDgNoteEntries(t)
	got := dgGlossaryEntries(doc)
	if len(rows) != 844 || len(got) != len(rows) {
		t.Fatalf("got %d entries, entries.tsv has %d rows (note: 844)", len(got), len(rows))
	}
	if len(doc.Entries) != len(got)+1 || doc.Entries[0].Kind != KindSection {
		t.Fatalf("want the front matter as the one section entry before the %d entries", len(got))
	}
	early := 0
	for i, r := range rows {
		if got[i].LineStart != r.line || got[i].Title != r.term {
			t.Errorf("row %d: got %d %q, want %d %q", i+1, got[i].LineStart, got[i].Title, r.line, r.term)
		}
		if got[i].LineStart <= 1700 {
			early++
		}
	}
	if early != 398 {
		t.Errorf("%d heads in lines 32–1700, the note counts 398", early)
	}
}

// TestDecipherEntriesTileTheBody: entries follow each other without gaps
// or overlaps except the two entries sharing line 3371, end on a non-blank
// line, and Raw is exactly their lines.
func TestDecipherEntriesTileTheBody(t *testing.T) {
	src, doc := realDecipher(t)
	ids := map[string]bool{}
	for i, e := range doc.Entries {
		if e.Raw != src.Slice(e.LineStart, e.LineEnd) {
			t.Errorf("%s: Raw is not lines %d–%d", e.ID, e.LineStart, e.LineEnd)
		}
		if strings.TrimSpace(src.Line(e.LineEnd)) == "" || e.LineStart > e.LineEnd {
			t.Errorf("%s: bad range %d–%d", e.ID, e.LineStart, e.LineEnd)
		}
		if ids[e.ID] {
			t.Errorf("duplicate ID %s", e.ID)
		}
		ids[e.ID] = true
		if i == 0 {
			continue
		}
		prev := doc.Entries[i-1]
		if e.LineStart <= prev.LineEnd && !(e.LineStart == 3371 && prev.LineEnd == 3371) {
			t.Errorf("%s (%d) overlaps %s (…%d)", e.ID, e.LineStart, prev.ID, prev.LineEnd)
		}
		for n := prev.LineEnd + 1; n < e.LineStart; n++ {
			if strings.TrimSpace(src.Line(n)) != "" {
				t.Errorf("line %d between %s and %s belongs to no entry", n, prev.ID, e.ID)
			}
		}
	}
}

// TestDecipherFalseHeads: none of the note's §3.3 sub-headings and
// sentences with a spaced dash becomes an entry; each stays inside the
// entry the note names.
func TestDecipherFalseHeads(t *testing.T) {
	_, doc := realDecipher(t)
	falseHeads := map[int]int{
		87: 56, 156: 152, 158: 152, 160: 152, 408: 396, 432: 430, 434: 430, 442: 430, 450: 430, 454: 430,
		930: 924, 940: 924, 944: 924, 946: 924, 1354: 1346, 1356: 1346, 1358: 1346, 1360: 1346, 1362: 1346,
		1364: 1346, 1368: 1346, 1973: 1950, 2147: 2145, 2165: 2145, 2179: 2145, 2295: 2291, 2297: 2291,
		2698: 2692, 2718: 2692, 2925: 2923, 2970: 2962, 2974: 2962,
	}
	if len(falseHeads) != 32 {
		t.Fatalf("table has %d false heads, the note lists 32", len(falseHeads))
	}
	for line, parent := range falseHeads {
		var holder *Entry
		for i := range doc.Entries {
			e := &doc.Entries[i]
			if e.LineStart == line {
				t.Errorf("false head at line %d became entry %q", line, e.Title)
			}
			if e.LineStart <= line && line <= e.LineEnd {
				holder = e
			}
		}
		if holder == nil || holder.LineStart != parent {
			t.Errorf("line %d: want it inside the entry at %d, got %+v", line, parent, holder)
		}
	}
}

// TestDecipherMergedLine3371: the line holding two entries gives both, each
// with its own text, and "your cards" redirects to owner.
func TestDecipherMergedLine3371(t *testing.T) {
	_, doc := realDecipher(t)
	first := dgEntry(t, doc, 3371, "You Overestimate Their Chances")
	second := dgEntry(t, doc, 3371, "your cards")
	if first.Kind != KindCard || first.LineEnd != 3371 || strings.Contains(first.Text, "your cards") {
		t.Errorf("first entry: %s %d–%d %q", first.Kind, first.LineStart, first.LineEnd, first.Text)
	}
	if second.Kind != KindRedirect || second.LineEnd != 3371 || second.Text != "your cards — See owner." {
		t.Errorf("second entry: %s %d–%d %q", second.Kind, second.LineStart, second.LineEnd, second.Text)
	}
	want := XRef{Text: "See owner", Target: "owner", Line: 3371, Redirect: true}
	if len(second.SeeAlso) != 1 || second.SeeAlso[0] != want {
		t.Errorf("your cards: SeeAlso %+v, want %+v", second.SeeAlso, want)
	}
	if len(first.SeeAlso) != 1 || first.SeeAlso[0].Target != "battle" || first.SeeAlso[0].Redirect {
		t.Errorf("You Overestimate Their Chances: SeeAlso %+v", first.SeeAlso)
	}
}

// TestDecipherSample pins title, kind and line range of landmark entries
// (line ranges from the note: §2.7, §1.4, §6).
func TestDecipherSample(t *testing.T) {
	_, doc := realDecipher(t)
	for _, c := range []struct {
		title      string
		kind       Kind
		start, end int
	}{
		{"4-LOM", KindCard, 32, 34},
		{"actions", KindTerm, 56, 87},
		{"actions – example 1 – deploying a card", KindTerm, 130, 138},
		{"activate Force", KindRedirect, 216, 216},
		{"Advosze", KindErrata, 236, 238},
		{"Asteroid Sanctuary", KindErrata, 309, 313},
		{"attrition", KindTerm, 367, 369},
		{"battle – damage segment", KindTerm, 430, 456},
		{"blown away – Hoth: Main Power Generators", KindTerm, 590, 598},
		{"C-3P0 (See-Threepio)", KindCard, 665, 665},
		{"Chasm", KindRedirect, 780, 780},
		{"Darth Vader", KindCard, 1013, 1015},
		{"Dr. Evazan", KindCard, 1147, 1147},
		{"Effects", KindTerm, 1197, 1211},
		{"enclosed vehicles", KindTerm, 1250, 1254},
		{"End This Destructive Conflict", KindCard, 1256, 1257},
		{"Force", KindTerm, 1346, 1368},
		{"Force Pile", KindTerm, 1401, 1401},
		{"Immune to attrition", KindTerm, 1649, 1655},
		{"Infantry Mine", KindCard, 1697, 1701},
		{"Lando", KindTerm, 1886, 1890},
		{"Lando Calrissian (Light Side)", KindCard, 1892, 1892},
		{"may add ___ pilots (passengers, astromechs, vehicles, starfighters etc.)", KindRedirect, 2070, 2071},
		{"movement", KindTerm, 2145, 2179},
		{"occupants of vehicles and starships", KindTerm, 2239, 2241},
		{"sabacc", KindTerm, 2692, 2730},
		{"stealing", KindTerm, 2962, 2976},
		{"Tantive IV", KindCard, 3028, 3030},
		{"Undercover", KindErrata, 3177, 3195},
		{"weapons phase", KindRedirect, 3321, 3321},
		{"winner of battle", KindRedirect, 3351, 3351},
		{"Yoda", KindCard, 3369, 3369},
		{"Your cards", KindRedirect, 3371, 3371},
		{"Zuckuss' Snare Rifle", KindCard, 3379, 3379},
	} {
		e := dgEntry(t, doc, c.start, c.title)
		if e.Kind != c.kind || e.LineEnd != c.end {
			t.Errorf("%s: got %s %d–%d, want %s %d–%d", c.title, e.Kind, e.LineStart, e.LineEnd, c.kind, c.start, c.end)
		}
	}
}

// TestDecipherErrata: exactly the 17 heads the note's §1.4 table lists.
func TestDecipherErrata(t *testing.T) {
	_, doc := realDecipher(t)
	want := []int{236, 309, 339, 355, 528, 1033, 1223, 1621, 1750, 1940, 2038, 2044, 2083, 2658, 3012, 3177, 3355}
	var got []int
	for _, e := range doc.Entries {
		if e.Kind == KindErrata {
			got = append(got, e.LineStart)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("errata heads %v, want %v", got, want)
	}
}

// TestDecipherRedirects: the note counts 25 pure cross-reference entries
// in lines 1–1700 and 53 after; the two superseded terms ("astromech icon",
// "weapons phase") are redirects too and lend their names as aliases.
func TestDecipherRedirects(t *testing.T) {
	_, doc := realDecipher(t)
	early, late := 0, 0
	for _, e := range doc.Entries {
		if e.Kind != KindRedirect {
			continue
		}
		if len(e.SeeAlso) == 0 {
			t.Errorf("redirect %s has no reference", e.ID)
		}
		for _, x := range e.SeeAlso {
			if !x.Redirect {
				t.Errorf("redirect %s: reference %+v not marked Redirect", e.ID, x)
			}
		}
		if e.LineStart <= 1700 {
			early++
		} else {
			late++
		}
	}
	if early != 25+1 || late != 53+1 {
		t.Errorf("redirects: %d in 1–1700, %d after; want 26 and 54", early, late)
	}
	for _, c := range []struct {
		line         int
		title, alias string
	}{{412, "battle – weapons segment", "weapons phase"}, {2191, "nav computer icon", "astromech icon"}} {
		if e := dgEntry(t, doc, c.line, c.title); !slices.Contains(e.Aliases, c.alias) {
			t.Errorf("%s: aliases %q lack the superseded %q", c.title, e.Aliases, c.alias)
		}
	}
}
