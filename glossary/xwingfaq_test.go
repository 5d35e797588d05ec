package glossary

import (
	"bufio"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

const xwingFAQFile = "xwing-faq-1e.txt"

func parseXWingFAQ(t *testing.T) *Document {
	t.Helper()
	doc, err := ParseFile(testenv.Corpus(t, xwingFAQFile))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != "ocr-faq" {
		t.Fatalf("format = %q, want ocr-faq", doc.Format)
	}
	return doc
}

// noteRow is one row of the note's entry list (xwing-faq-1e.entries.tsv).
type noteRow struct {
	Section, Kind, Heading, Flag, Raw string
	Start, End                        int
}

func readNoteRows(t *testing.T) []noteRow {
	t.Helper()
	f, err := os.Open(testenv.Shared(t, "notes/xwing-faq-1e.entries.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []noteRow
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		if first {
			continue // header
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) != 7 {
			t.Fatalf("entries.tsv row %q has %d columns", sc.Text(), len(c))
		}
		start, err1 := strconv.Atoi(c[3])
		end, err2 := strconv.Atoi(c[4])
		if err1 != nil || err2 != nil {
			t.Fatalf("entries.tsv row %q: bad lines", sc.Text())
		}
		rows = append(rows, noteRow{Section: c[0], Kind: c[1], Heading: c[2], Start: start, End: end, Flag: c[5], Raw: c[6]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// noteKinds maps the note's kinds to the model's.
var noteKinds = map[string]Kind{
	"section": KindChapter, "errata": KindErrata, "card_image": KindCard, "example": KindExample,
	"rule": KindSection, "subrule": KindSection, "competitive": KindSection, "group": KindSection,
	"faq_group": KindSection, "clarification": KindClarification, "card_clar": KindClarification, "faq_q": KindFAQ,
}

var reNoteQualifier = regexp.MustCompile(`\s*\([^)]*\)\s*$`)

// noteTitle is the last step of a note heading without its qualifier:
// "Combat Phase > Huge Ship Agility" → "Huge Ship Agility".
func noteTitle(h string) string {
	if i := strings.LastIndex(h, " > "); i >= 0 {
		h = h[i+3:]
	}
	return reNoteQualifier.ReplaceAllString(h, "")
}

func TestXWingFAQMatchesEveryNoteRow(t *testing.T) {
	doc := parseXWingFAQ(t)
	rows := readNoteRows(t)
	if len(rows) != 294 || len(doc.Entries) != len(rows) {
		t.Fatalf("%d note rows, %d entries; want 294 of each", len(rows), len(doc.Entries))
	}
	// The note prints these two headings with an icon name and a [sic].
	titleExceptions := map[string]string{"The [Stationary 0] Maneuver": "The [= 0] Maneuver", "SECTION 3 [sic]: CARD CLARIFICATIONS": "Section 3: Card Clarifications"}
	for i, r := range rows {
		e := doc.Entries[i]
		if e.Kind != noteKinds[r.Kind] || e.LineStart != r.Start || e.LineEnd != r.End {
			t.Errorf("row %d %q: got %s %d-%d, want %s %d-%d", i+1, r.Heading, e.Kind, e.LineStart, e.LineEnd, noteKinds[r.Kind], r.Start, r.End)
		}
		if r.Kind == "faq_q" {
			continue
		}
		want := noteTitle(r.Heading)
		if x, ok := titleExceptions[r.Heading]; ok {
			want = x
		}
		if strings.ReplaceAll(Fold(e.Title), `"`, "") != strings.ReplaceAll(Fold(want), `"`, "") {
			t.Errorf("row %d (line %d): title %q, want %q", i+1, r.Start, e.Title, want)
		}
	}
	counts := map[Kind]int{}
	for _, e := range doc.Entries {
		counts[e.Kind]++
	}
	want := map[Kind]int{KindChapter: 5, KindErrata: 11, KindCard: 66, KindExample: 7, KindSection: 79, KindClarification: 85, KindFAQ: 41}
	for k, n := range want {
		if counts[k] != n {
			t.Errorf("%d %s entries, want %d", counts[k], k, n)
		}
	}
}

func TestXWingFAQDocument(t *testing.T) {
	doc := parseXWingFAQ(t)
	if doc.Family != "xwing-faq" || doc.Game != GameXWing || doc.Title != xwingFAQTitle || doc.Lines != 2809 {
		t.Errorf("document = %q %q %q %d lines", doc.Family, doc.Game, doc.Title, doc.Lines)
	}
	if !slices.ContainsFunc(doc.Warnings, func(w string) bool { return strings.Contains(w, "no FAQ version") }) {
		t.Errorf("warnings %q do not say the version is missing", doc.Warnings)
	}
	if slices.ContainsFunc(doc.Warnings, func(w string) bool { return strings.Contains(w, "overlay") }) {
		t.Errorf("the overlay for this edition was not applied: %q", doc.Warnings)
	}
	seen := map[string]bool{}
	for _, e := range doc.Entries {
		if seen[e.ID] {
			t.Errorf("duplicate ID %s", e.ID)
		}
		seen[e.ID] = true
		if e.Parent != "" && !seen[e.Parent] && e.Kind != KindChapter {
			t.Errorf("%s: parent %s is not an earlier entry", e.ID, e.Parent)
		}
	}
}

func TestXWingFAQQuestions(t *testing.T) {
	doc := parseXWingFAQ(t)
	faqs := entriesOfKind(doc, KindFAQ)
	if len(faqs) != 41 {
		t.Fatalf("%d Q/A pairs, want 41", len(faqs))
	}
	for i, e := range faqs {
		q, a, ok := strings.Cut(e.Text, "\nA:")
		if !ok || !strings.HasPrefix(q, "Q:") || strings.TrimSpace(a) == "" {
			t.Errorf("Q%02d text is not a question then an answer: %q", i+1, e.Text)
		}
		if e.Title == "" || strings.HasPrefix(e.Title, "Q:") || len([]rune(e.Title)) > 91 {
			t.Errorf("Q%02d title %q is not a short question", i+1, e.Title)
		}
		if e.Path[0] != "Section 4: FAQ" || len(e.Path) != 3 {
			t.Errorf("Q%02d path %q, want section > group > question", i+1, e.Path)
		}
	}
	// Q02's answer starts on the line after its question, without a blank line.
	if faqs[1].LineStart != 2544 || !strings.Contains(faqs[1].Text, "which player resolves") {
		t.Errorf("Q02 = %d %q", faqs[1].LineStart, faqs[1].Text)
	}
}

func TestXWingFAQHeadingsNormalised(t *testing.T) {
	doc := parseXWingFAQ(t)
	cases := []struct {
		title, alias string
		line         int
		kind         Kind
	}{
		{"Huge Ship Agility", "Huce SHiP AciLITY", 666, KindSection},
		{`"Leebo"`, `"Leeso"`, 1650, KindClarification},
		{`"Hobbie" Klivian`, `"Hossie" KLivian`, 1553, KindClarification},
		{"Missed Opportunities", "Missep OPPORTUNITIES", 1148, KindSection},
		{"Rulebook [Page 10]", "RULEBOOK (pAGE 10]", 23, KindErrata},
		{"Damaged Sensor Array", "Damacep Sensor Array", 1261, KindClarification},
	}
	for _, c := range cases {
		e := entryAt(doc, c.line, c.kind)
		if e == nil {
			t.Errorf("no %s entry at line %d", c.kind, c.line)
			continue
		}
		if e.Title != c.title || !slices.Contains(e.Aliases, c.alias) {
			t.Errorf("line %d: title %q aliases %q, want %q with alias %q", c.line, e.Title, e.Aliases, c.title, c.alias)
		}
	}
	if e := entryAt(doc, 1650, KindClarification); e == nil || !slices.Contains(e.Aliases, "Leebo") {
		t.Errorf("Leebo clarification is not found without quotes")
	}
}

func entryAt(doc *Document, line int, kind Kind) *Entry {
	for i := range doc.Entries {
		if doc.Entries[i].LineStart == line && doc.Entries[i].Kind == kind {
			return &doc.Entries[i]
		}
	}
	return nil
}

func TestXWingFAQCardClarificationsPairedWithFaces(t *testing.T) {
	doc := parseXWingFAQ(t)
	byID := map[string]*Entry{}
	for i := range doc.Entries {
		byID[doc.Entries[i].ID] = &doc.Entries[i]
	}
	clarifications, paired := 0, 0
	for _, e := range doc.Entries {
		if e.Kind != KindClarification || e.LineStart < 1205 || e.LineStart > 2532 {
			continue
		}
		clarifications++
		for _, x := range e.SeeAlso {
			if face := byID[x.ID]; face != nil && face.Kind == KindCard {
				paired++
				if Fold(face.Title) != Fold(e.Title) || face.LineStart >= e.LineStart && e.LineStart > 1293 {
					t.Errorf("%s (line %d) paired with face %q at line %d", e.Title, e.LineStart, face.Title, face.LineStart)
				}
			}
		}
	}
	if clarifications != 70 || paired != 61 {
		t.Errorf("%d card clarifications, %d paired with a face; want 70 and 61", clarifications, paired)
	}
	yorr := entryAt(doc, 1343, KindClarification)
	if yorr == nil || yorr.Title != "Captain Yorr" || !slices.Contains(yorr.Aliases, "Cap1AIN YORR") || yorr.Path[len(yorr.Path)-2] != "Ship Cards" {
		t.Fatalf("Captain Yorr clarification = %+v", yorr)
	}
}

func TestXWingFAQJunkKeptOutOfText(t *testing.T) {
	doc := parseXWingFAQ(t)
	src := mustSource(t, testenv.Corpus(t, xwingFAQFile))
	skipped := map[int]bool{}
	for _, s := range doc.Skipped {
		if s.Start > s.End || s.Start < 1 || s.End > doc.Lines {
			t.Fatalf("skipped span %v outside the file", s)
		}
		for n := s.Start; n <= s.End; n++ {
			skipped[n] = true
		}
	}
	// Stat lines of card faces and page-1 debris, as the note lists them.
	for _, n := range []int{1, 1305, 1306, 1307, 1259, 1278, 1830} {
		if !skipped[n] {
			t.Errorf("line %d %q is not in Skipped", n, src.Line(n))
		}
	}
	for _, e := range doc.Entries {
		for _, n := range entryLines(e) {
			if skipped[n] && len(strings.TrimSpace(src.Line(n))) > 4 && strings.Contains(e.Text, strings.TrimSpace(src.Line(n))) {
				t.Errorf("%s: junk line %d %q is in the text", e.ID, n, src.Line(n))
			}
		}
	}
	yorr := entryAt(doc, 1298, KindCard)
	if yorr == nil || strings.Contains(yorr.Text, "aosee") || !strings.Contains(yorr.Text, "you may receive that token instead") {
		t.Errorf("Captain Yorr face text = %+v", yorr)
	}
}

func entryLines(e Entry) []int {
	if len(e.Lines) > 0 {
		return e.Lines
	}
	var out []int
	for n := e.LineStart; n <= e.LineEnd; n++ {
		out = append(out, n)
	}
	return out
}

func TestXWingFAQInterleavedPagesUseLineLists(t *testing.T) {
	doc := parseXWingFAQ(t)
	daredevil := entryAt(doc, 42, KindErrata)
	if daredevil == nil || daredevil.Title != "Daredevil" || daredevil.LineStart != 42 || daredevil.LineEnd != 64 {
		t.Fatalf("Daredevil erratum = %+v", daredevil)
	}
	if !slices.Contains(daredevil.Lines, 47) || slices.Contains(daredevil.Lines, 45) {
		t.Errorf("Daredevil lines %v: want 47 (its text) and not 45 (the page-20 erratum)", daredevil.Lines)
	}
	kagi := entryAt(doc, 1280, KindClarification)
	for _, e := range doc.Entries {
		if e.LineStart == 1280 && e.Title == "Captain Kagi" {
			kagi = &e
		}
	}
	if kagi == nil || kagi.Title != "Captain Kagi" || kagi.LineEnd != 1293 || slices.Contains(kagi.Lines, 1281) {
		t.Errorf("Captain Kagi = %+v", kagi)
	}
	for _, e := range doc.Entries {
		if len(e.Lines) > 0 && (e.Lines[0] != e.LineStart || e.Lines[len(e.Lines)-1] != e.LineEnd || !slices.IsSorted(e.Lines)) {
			t.Errorf("%s: lines %v disagree with %d-%d", e.ID, e.Lines, e.LineStart, e.LineEnd)
		}
	}
}

func TestXWingFAQCrossReferences(t *testing.T) {
	doc := parseXWingFAQ(t)
	roark := entryAt(doc, 1748, KindClarification)
	if roark == nil {
		t.Fatal("no Roark Garnet clarification")
	}
	want := XRef{Text: `See “Altered Pilot Skill" on page 8`, Target: "Altered Pilot Skill", Where: "page 8", Line: 1749}
	if !slices.Contains(roark.SeeAlso, want) {
		t.Errorf("Roark Garnet see-also %+v, want %+v", roark.SeeAlso, want)
	}
}

func TestXWingFAQDetectOnEveryCorpusFile(t *testing.T) {
	dir := filepath.Dir(testenv.Corpus(t, xwingFAQFile))
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 5 {
		t.Fatalf("%d corpus files, want 5", len(files))
	}
	for _, f := range files {
		score := xwingFAQ{}.Detect(mustSource(t, filepath.Join(dir, f.Name())))
		if f.Name() == xwingFAQFile && score < 70 || f.Name() != xwingFAQFile && score >= 30 {
			t.Errorf("%s: score %d", f.Name(), score)
		}
	}
}

func TestXWingFAQCrossReferencesOverTwoLines(t *testing.T) {
	doc := parseXWingFAQ(t)
	keyan := entryAt(doc, 1640, KindClarification)
	if keyan == nil || !slices.ContainsFunc(keyan.SeeAlso, func(x XRef) bool {
		return x.Target == "Abilities Resolve Once per Opportunity" && x.Where == "page 8" && x.Line < 1648
	}) {
		t.Errorf("Keyan Farlander see-also = %+v", keyan)
	}
	q02 := entryAt(doc, 2544, KindFAQ)
	if q02 == nil || !slices.ContainsFunc(q02.SeeAlso, func(x XRef) bool {
		return x.Target == "Core set rulebook" && x.Where == "page 16" && x.Line == 2550
	}) {
		t.Errorf("Q02 see-also = %+v", q02)
	}
}

// noteFAQGroups reads the group of each Q/A from the note's FAQ table
// (§2.5: "| Q01 | Q line | A line | start–end | Group | …"), keyed by the
// question's first line.
func noteFAQGroups(t *testing.T) map[int]noteRow {
	t.Helper()
	b, err := os.ReadFile(testenv.Shared(t, "notes/xwing-faq-1e.md"))
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?m)^\| Q\d\d \| (\d+) \| \d+ \| (\d+)–(\d+) \| ([^|]+?) \|`)
	groups := map[int]noteRow{}
	for _, m := range re.FindAllStringSubmatch(string(b), -1) {
		start, _ := strconv.Atoi(m[2])
		end, _ := strconv.Atoi(m[3])
		groups[start] = noteRow{Heading: m[4], Start: start, End: end}
	}
	return groups
}

// Every Q/A sits under its own group, with the note's lines: the overlay
// once hung all 41 under the last group, "Range Measurement".
func TestXWingFAQGroups(t *testing.T) {
	doc := parseXWingFAQ(t)
	groups := noteFAQGroups(t)
	if len(groups) != 41 {
		t.Fatalf("the note's FAQ table has %d rows, want 41", len(groups))
	}
	byID := map[string]Entry{}
	for _, e := range doc.Entries {
		byID[e.ID] = e
	}
	perGroup := map[string]int{}
	for _, e := range entriesOfKind(doc, KindFAQ) {
		want, ok := groups[e.LineStart]
		if !ok {
			t.Errorf("%s: no question at line %d in the note", e.ID, e.LineStart)
			continue
		}
		parent := byID[e.Parent]
		if e.LineEnd != want.End || parent.Kind != KindSection || parent.Title != want.Heading || parent.LineStart >= e.LineStart ||
			!slices.Equal(e.Path, []string{"Section 4: FAQ", want.Heading, e.Title}) {
			t.Errorf("Q at %d-%d under %q (path %q), want %d-%d under %q", e.LineStart, e.LineEnd, parent.Title, e.Path, want.Start, want.End, want.Heading)
		}
		perGroup[parent.Title]++
	}
	wantCounts := map[string]int{"General": 4, "Actions and Game Effects": 9, "Combat": 8, "Missions": 5, "Movement": 10, "Range Measurement": 5}
	if !maps.Equal(perGroup, wantCounts) {
		t.Errorf("questions per group %v, want %v", perGroup, wantCounts)
	}
	// The heuristics, which another edition gets, file them the same way.
	src := mustSource(t, testenv.Corpus(t, xwingFAQFile))
	heuristic := map[string]int{}
	for _, e := range buildFAQEntries(src, faqHeuristicSpecs(src), nil) {
		if want, ok := groups[e.LineStart]; ok && e.Kind == KindFAQ && len(e.Path) == 3 && e.Path[1] == want.Heading && e.LineEnd == want.End {
			heuristic[want.Heading]++
		}
	}
	if !maps.Equal(heuristic, wantCounts) {
		t.Errorf("heuristics: questions per group %v, want %v", heuristic, wantCounts)
	}
}

// Every note heading written "Parent > Child" hangs under that parent; the
// other sections had no misfiling, and this keeps it so.
func TestXWingFAQParentsMatchNote(t *testing.T) {
	doc := parseXWingFAQ(t)
	rows := readNoteRows(t)
	if len(rows) != len(doc.Entries) {
		t.Fatalf("%d note rows, %d entries", len(rows), len(doc.Entries))
	}
	checked := 0
	for i, r := range rows {
		parent, _, ok := strings.Cut(r.Heading, " > ")
		if !ok {
			continue
		}
		checked++
		e := doc.Entries[i]
		if len(e.Path) < 2 || Fold(e.Path[len(e.Path)-2]) != Fold(parent) {
			t.Errorf("row %d %q (line %d): path %q", i+1, r.Heading, r.Start, e.Path)
		}
	}
	if checked < 40 {
		t.Errorf("only %d note headings name a parent", checked)
	}
}

// Two cards share the name R2-D2: the astromech's face and clarification
// (the green-maneuver shield) and the crew's (the End-phase shield) must
// pair with each other, as the note's card table has them.
func TestXWingFAQSameNameCardsPairByNote(t *testing.T) {
	doc := parseXWingFAQ(t)
	for face, clar := range map[int]int{2310: 2381, 2317: 2394} {
		f, c := entryAt(doc, face, KindCard), entryAt(doc, clar, KindClarification)
		if f == nil || c == nil {
			t.Fatalf("no face at %d or clarification at %d", face, clar)
		}
		if !slices.ContainsFunc(f.SeeAlso, func(x XRef) bool { return x.ID == c.ID }) || !slices.ContainsFunc(c.SeeAlso, func(x XRef) bool { return x.ID == f.ID }) {
			t.Errorf("face %d (%s) and clarification %d (%s) are not paired: %+v / %+v", face, f.ID, clar, c.ID, f.SeeAlso, c.SeeAlso)
		}
	}
}
