package glossary

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/internal/testenv"
)

const (
	pcTxt = "swccg-advanced-rules-ch5-8.txt"
	pcMd  = "swccg-advanced-rules-ch7-8.md"
	pcCh5 = "Chapter 5 - Deploy Phase, Deploying & Personas"
	pcCh6 = "Chapter 6 - Battle Phase, Battles & Attacks"
	pcCh7 = "Chapter 7 - Move Phase & Movement"
	pcCh8 = "Chapter 8 - Draw Phase & End Of Turn"
)

// pcRealDoc parses one real corpus file through detection, as the corpus
// loader does, and checks that the expected parser took it.
func pcRealDoc(t *testing.T, name, format string) (*Document, []string) {
	t.Helper()
	path := testenv.Corpus(t, name)
	doc, err := ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != format {
		t.Fatalf("%s parsed as %s, want %s", name, doc.Format, format)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return doc, strings.Split(string(b), "\n")
}

func pcByTitleAt(t *testing.T, doc *Document, title string, line int) *Entry {
	t.Helper()
	for i := range doc.Entries {
		if e := &doc.Entries[i]; e.Title == title && (line == 0 || e.LineStart == line) {
			return e
		}
	}
	t.Fatalf("%s: no entry %q at line %d", doc.Name, title, line)
	return nil
}

func TestPCRulesDetectRealFiles(t *testing.T) {
	want := map[string][2]bool{ // text parser claims, Markdown parser claims
		pcTxt:                    {true, false},
		pcMd:                     {false, true},
		"swccg-glossary-2.0.txt": {false, false},
		"swtcg-rulebook-esb.txt": {false, false},
		"xwing-faq-1e.txt":       {false, false},
	}
	for name, claims := range want {
		src := mustSource(t, testenv.Corpus(t, name))
		for k, p := range []Parser{pcRulesText{}, pcRulesMarkdown{}} {
			s := p.Detect(src)
			if claims[k] && s < 70 || !claims[k] && s >= 30 {
				t.Errorf("%s.Detect(%s) = %d, want %s", p.Format(), name, s, map[bool]string{true: ">= 70", false: "< 30"}[claims[k]])
			}
		}
	}
}

// TestPCRulesEntries checks title, path, lines and kind of entries across
// both renderings, the irregular naming cases of the notes among them.
func TestPCRulesEntries(t *testing.T) {
	txt, _ := pcRealDoc(t, pcTxt, "pc-rulebook-text")
	md, _ := pcRealDoc(t, pcMd, "pc-rulebook-markdown")
	mv := []string{pcCh7, "Movement"}
	cases := []struct {
		doc        *Document
		title      string
		start, end int
		kind       Kind
		path       []string
	}{
		{txt, pcCh5, 3, 3, KindChapter, []string{pcCh5}},
		{txt, "Deploying Cards On Vehicles And Starships", 19, 21, KindRedirect, []string{pcCh5}},
		{txt, "Location Deployment Restrictions", 31, 41, KindSection, []string{pcCh5, "Deployment Restrictions"}},
		{txt, "Objective Deployment Restrictions", 49, 61, KindSection, []string{pcCh5, "Deployment Restrictions"}},
		{txt, "Persona Replacement - Non-unique Persona", 145, 149, KindSection, []string{pcCh5, "Persona Replacement"}},
		{txt, "Multiple Personas Example", 171, 173, KindExample, []string{pcCh5, "Persona"}},
		{txt, "Converting Characters - Examples", 179, 185, KindExample, []string{pcCh5, "Persona", "Persona - Converting Characters"}},
		{txt, "Persona - Crossing Over", 187, 227, KindSection, []string{pcCh5, "Persona"}},
		{txt, "Table 5-1", 213, 219, KindSection, []string{pcCh5, "Persona", "Persona - Crossing Over"}},
		{txt, "Crossing Over Example", 229, 243, KindExample, []string{pcCh5, "Persona", "Persona - Crossing Over"}},
		{txt, "Steps of a Battle", 261, 269, KindSection, []string{pcCh6, "Battle"}},
		{txt, "Initiate The Battle", 271, 284, KindSection, []string{pcCh6, "Battle", "Steps of a Battle"}},
		{txt, "Power Segment - Draw Battle Destinies", 356, 386, KindSection, []string{pcCh6, "Battle", "Steps of a Battle", "Power Segment"}},
		{txt, "Initiate the battle", 508, 511, KindSection, []string{pcCh6, "Battle In Brief"}},
		{txt, "Damage segment", 534, 541, KindSection, []string{pcCh6, "Battle In Brief"}},
		{txt, "Besieged Battles", 543, 545, KindRedirect, []string{pcCh6}},
		{txt, "Battles - A Simple Example", 579, 581, KindExample, []string{pcCh6, "Battle"}},
		{txt, "Step 1: Counting", 627, 637, KindSection, []string{pcCh6, "Battle Destiny", "Battle Destiny - In Brief"}},
		{txt, "Step 4: Total Destinies", 647, 649, KindSection, []string{pcCh6, "Battle Destiny", "Battle Destiny - In Brief"}},
		{txt, "Participating In Battle - Excluded - Example 1", 707, 711, KindExample, []string{pcCh6, "Participating In Battle", "Participating In Battle - Excluded From Battle"}},
		{txt, "Participating In Battle - During Battle Example", 721, 723, KindExample, []string{pcCh6, "Participating In Battle", "Participating In Battle - During Battle"}},
		{txt, "Immune To Attrition", 725, 731, KindSection, []string{pcCh6}},
		{txt, "Immune To Attrition - Gaining And Losing", 733, 739, KindSection, []string{pcCh6, "Immune To Attrition"}},
		{txt, "Attacks - Example 3", 876, 882, KindExample, []string{pcCh6, "Attacks"}},
		{txt, "Regular - Attack Runs", 904, 906, KindRedirect, append(mv, "Movement - Regular")},
		{txt, "Regular - Mobile System - Moving To Or From A Death Star", 961, 963, KindSection, append(mv, "Movement - Regular")},
		{txt, "cannot be moved/may not be moved/may not move", 1099, 1101, KindSection, append(mv, "Movement - cannot move")},
		{txt, "Move away - Example 1", 1139, 1145, KindExample, append(mv, "Movement - move away")},
		{txt, "Movement At A Glance", 1183, 1210, KindSection, []string{pcCh7}},
		{txt, "End of Turn - Examples", 1246, 1252, KindExample, []string{pcCh8, "End Of Turn"}},
		{md, pcCh7, 3, 3, KindChapter, []string{pcCh7}},
		{md, "Movement - Regular", 19, 21, KindSection, mv},
		{md, "Regular - Landspeed", 66, 70, KindSection, append(mv, "Movement - Regular")},
		{md, "Movement - Unlimited", 129, 131, KindSection, mv},
		{md, "Unlimited - Moving Between Docked Starships", 158, 160, KindSection, append(mv, "Movement - Unlimited")},
		{md, "Movement - but may move elsewhere", 205, 207, KindSection, mv},
		{md, "cannot be moved/may not be moved/may not move", 213, 214, KindSection, append(mv, "Movement - cannot move")},
		{md, "Movement - moving through locations", 286, 292, KindSection, mv},
		{md, "Movement - never deploys or moves", 294, 296, KindRedirect, mv},
		{md, "Movement At A Glance", 298, 325, KindSection, []string{pcCh7}},
		{md, pcCh8, 327, 327, KindChapter, []string{pcCh8}},
		{md, "End of Turn - Examples", 359, 365, KindExample, []string{pcCh8, "End Of Turn"}},
	}
	for _, c := range cases {
		e := pcByTitleAt(t, c.doc, c.title, c.start)
		want := c.path
		if c.kind != KindChapter {
			want = append(append([]string(nil), c.path...), c.title)
		}
		if e.LineEnd != c.end || e.Kind != c.kind || strings.Join(e.Path, " › ") != strings.Join(want, " › ") {
			t.Errorf("%s %q: lines %d-%d kind %s path %q; want %d-%d %s %q",
				c.doc.Name, c.title, e.LineStart, e.LineEnd, e.Kind, e.Path, c.start, c.end, c.kind, want)
		}
	}
}

func TestPCRulesCountsAndInvariants(t *testing.T) {
	for _, c := range []struct {
		name, format                       string
		entries, examples, redirects, chap int
	}{
		{pcTxt, "pc-rulebook-text", 151, 30, 11, 4},
		{pcMd, "pc-rulebook-markdown", 50, 8, 5, 2},
	} {
		doc, lines := pcRealDoc(t, c.name, c.format)
		if doc.Family != "swccg-rules" || doc.Game != GameSWCCG {
			t.Errorf("%s: family %q game %q", c.name, doc.Family, doc.Game)
		}
		kinds := map[Kind]int{}
		ids := map[string]bool{}
		for _, e := range doc.Entries {
			kinds[e.Kind]++
			if ids[e.ID] {
				t.Errorf("%s: duplicate ID %s", c.name, e.ID)
			}
			ids[e.ID] = true
			if raw := strings.Join(lines[e.LineStart-1:e.LineEnd], "\n"); e.Raw != raw {
				t.Errorf("%s %q: Raw is not source lines %d-%d", c.name, e.Title, e.LineStart, e.LineEnd)
			}
			if strings.Contains(e.Text, "**") || strings.Contains(e.Text, "$") || strings.Contains(e.Text, `\*`) {
				t.Errorf("%s %q: markup left in Text", c.name, e.Title)
			}
			if e.Kind != KindChapter && e.Text == "" {
				t.Errorf("%s %q: empty Text", c.name, e.Title)
			}
		}
		for _, e := range doc.Entries {
			if e.Kind != KindChapter && !ids[e.Parent] {
				t.Errorf("%s %q: parent %q is not an entry", c.name, e.Title, e.Parent)
			}
		}
		if len(doc.Entries) != c.entries || kinds[KindExample] != c.examples || kinds[KindRedirect] != c.redirects || kinds[KindChapter] != c.chap {
			t.Errorf("%s: %d entries, kinds %v; want %d entries, %d examples, %d redirects, %d chapters",
				c.name, len(doc.Entries), kinds, c.entries, c.examples, c.redirects, c.chap)
		}
	}
}

// TestPCRulesVariantsShareTitlesAndPaths: every Markdown section has a
// plain-text twin with the same title, path, kind and aliases.
func TestPCRulesVariantsShareTitlesAndPaths(t *testing.T) {
	txt, _ := pcRealDoc(t, pcTxt, "pc-rulebook-text")
	md, _ := pcRealDoc(t, pcMd, "pc-rulebook-markdown")
	byPath := map[string]*Entry{}
	for i := range txt.Entries {
		byPath[strings.Join(txt.Entries[i].Path, "\x00")] = &txt.Entries[i]
	}
	for _, m := range md.Entries {
		x := byPath[strings.Join(m.Path, "\x00")]
		switch {
		case x == nil:
			t.Errorf("md %q (L%d): no text entry with path %q", m.Title, m.LineStart, m.Path)
		case x.Title != m.Title || x.Kind != m.Kind || strings.Join(x.Aliases, "|") != strings.Join(m.Aliases, "|"):
			t.Errorf("md %q: title/kind/aliases %q %s %q differ from text %q %s %q", m.Title, m.Title, m.Kind, m.Aliases, x.Title, x.Kind, x.Aliases)
		case len(m.SeeAlso) != len(x.SeeAlso):
			t.Errorf("md %q: %d references, text twin has %d", m.Title, len(m.SeeAlso), len(x.SeeAlso))
		}
	}
	Link([]*Document{txt, md})
	e := pcByTitleAt(t, md, "Regular - Follow", 37)
	if len(e.Variants) != 1 || e.Variants[0] != "swccg-advanced-rules-ch5-8/regular-follow" {
		t.Errorf("md Regular - Follow variants = %q", e.Variants)
	}
}

func TestPCRulesAliases(t *testing.T) {
	txt, _ := pcRealDoc(t, pcTxt, "pc-rulebook-text")
	for _, c := range []struct {
		title string
		want  []string
	}{
		{"Persona Replacement - Non-unique Persona", []string{"Non-unique Persona"}},
		{"Regular - Follow", []string{"Follow", "Movement - Regular - Follow"}},
		{"Move away - Example 2", []string{"Movement - move away - Example 2"}},
		{"Immune To Attrition - Example 1", nil},
	} {
		e := pcByTitleAt(t, txt, c.title, 0)
		if strings.Join(e.Aliases, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q aliases = %q, want %q", c.title, e.Aliases, c.want)
		}
	}
}

// TestPCRulesText checks the repairs of the note's §1.5: split paragraphs
// re-joined, lookalike lines kept apart, tables kept as rows.
func TestPCRulesText(t *testing.T) {
	txt, _ := pcRealDoc(t, pcTxt, "pc-rulebook-text")
	md, _ := pcRealDoc(t, pcMd, "pc-rulebook-markdown")
	for _, c := range []struct {
		doc         *Document
		title       string
		has, hasNot string
	}{
		{txt, "Persona Replacement", "Artoo, Brave Little Droid may", "Little\n"},
		{txt, "Movement - carrying cards", "Yoda in Luke's Backpack)", ""},
		{md, "Movement - carrying cards", "Yoda in Luke's Backpack)", ""},
		{txt, "Persona - Crossing Over", "(he would remain a commander", "Anakin Skywalker\t"},
		{txt, "Table 5-1", "Light\tDark", "he would remain"},
		{txt, "Step 1: Counting", "enclosed vehicles)\n\nAdd any optional", ""},
		{txt, "Movement At A Glance", "Shuttling\tRegular\t1 Force* ‡\n", "sector †"},
		{md, "Movement At A Glance", "Relocation\tUnlimited\tSee Card\n", `\*`},
		{md, "Movement At A Glance", "\n\n* +1 for each cloud sector\n\n† free", ""},
		{txt, "Regular - Landing And Taking Off", "the system and its related sites", ""},
		{md, "Regular - Landing And Taking Off", "the system and its related sites", ""},
		{txt, "Immune To Attrition - Example 1", "attrition < 6,", "< 6 ,"},
	} {
		e := pcByTitleAt(t, c.doc, c.title, 0)
		if !strings.Contains(e.Text, c.has) || c.hasNot != "" && strings.Contains(e.Text, c.hasNot) {
			t.Errorf("%s %q: Text should contain %q and not %q:\n%s", c.doc.Name, c.title, c.has, c.hasNot, e.Text)
		}
	}
	// Table 5-1 (L213-219) sits inside Persona - Crossing Over, whose
	// paragraphs go on after the table.
	if got := fmt.Sprint(pcByTitleAt(t, txt, "Persona - Crossing Over", 187).Lines); !strings.HasSuffix(got, " 211 221 223 225 227]") {
		t.Errorf("Persona - Crossing Over lines = %s", got)
	}
	if n := strings.Count(pcByTitleAt(t, txt, "Weapons Segment - Battle-Specific Actions", 0).Text, "Actions which modify or reset total battle destiny"); n != 1 {
		t.Errorf("duplicated bullet L310/L311 appears %d times in Text", n)
	}
	if len(txt.Warnings) != 1 || !strings.Contains(txt.Warnings[0], "line 311 repeats line 310") {
		t.Errorf("warnings = %q", txt.Warnings)
	}
}

func TestPCRulesCrossReferences(t *testing.T) {
	txt, _ := pcRealDoc(t, pcTxt, "pc-rulebook-text")
	refs := map[int][]XRef{}
	for _, e := range txt.Entries {
		for _, x := range e.SeeAlso {
			refs[x.Line] = append(refs[x.Line], x)
		}
	}
	for _, c := range []struct {
		line          int
		target, where string
		redirect      bool
	}{
		{15, "Never - Location Restrictions", "Ch. 1", false},
		{21, "Starships - deploying on or aboard", "Ch. 9", true},
		{33, "spy", "Ap. D", false},
		{33, "Undercover Spy Rules", "Ap. C", false},
		{47, "Trench Rules", "Ap. C", false},
		{47, "Dejarik Rules", "Ap. C", false},
		{47, "Death Star II Sector rules", "Ch. 9", false},
		{57, "Jedi Testing - Mind What You Have Learned", "Ap. C", false},
		{69, "React", "Ap. C", true},
		{98, "Chapter 9 - Unique, Restricted, & Non-Unique", "", false},
		{102, "Ap. D", "Ap. D", false},
		{120, "Converting Characters", "", false},
		{127, "Deployment Restrictions", "Chapter 5", false},
		{200, "Table 5-1", "", false},
		{314, "Power Segment", "", false},
		{314, "Damage Segment", "", false},
		{371, "Battle Destiny", "", false},
		{486, "Immune To Attrition", "Ch. 6", false},
		{545, "Capturing Starships, Besieged Battles", "Ap. C", true},
		{663, "Captives - Releasing", "", false},
		{739, "Implied Target Rule", "Ch. 1", false},
		{802, "Ap. A", "Ap. A", false},
		{826, "Creatures", "Ch. 9", false},
		{933, "Regular - Mobile Systems - Moving Death Stars", "", false},
		{1021, "carrying", "", false},
		{1097, "Movement", "", false},
		{1097, "Movement - carrying cards", "", false},
		{25, "Starships - deploys like a starfighter", "Ch. 9", true},
		{35, "Dagobah and Ahch-To", "Ap. C", false},
		{39, "Hoth Energy Shield Rules", "Ap. C", false},
		{65, "Never", "Ch. 1", true},
		{269, "Battle In Brief", "", false},
		{282, "React", "Ap. C", false},
		{301, "Weapons", "Ch. 9", false},
		{434, "Damage Segment - Attrition", "", false},
		{468, "End Of A Battle", "", false},
		{490, "Power Segment - Totaling Power", "", false},
		{502, "Responding To Coming Off The Stack", "", false},
		{549, "Bombing Runs", "Ap. C", true},
		{671, "Excluded From Battle", "", false},
		{675, "Battle Just Ended", "Ch. 6", false},
		{894, "Starships - Unpiloted", "Ch. 9", false},
		{894, "Never - Location Restrictions", "Ch. 1", false},
		{898, "React", "Ap. C", true},
		{906, "Blown Away - Death Star", "Ap. C", true},
		{910, "Bombing Runs", "Ap. C", true},
		{914, "movement - carrying cards", "", false},
		{933, "Regular - Mobile Systems - moving to or from a Death Star", "", false},
		{940, "Regular - Sector Movement", "", false},
		{943, "Starship - Landed", "Ch. 9", false},
		{945, "Regular - Sector Movement", "", false},
		{951, "Movement - moving through locations", "", false},
		{955, "Regular - Hyperspeed", "", false},
		{977, "Regular - Landing And Taking Off", "", false},
		{979, "Blown Away - Death Star II", "Ap. C", false},
		{983, "Movement - carrying cards", "", false},
		{985, "Vehicles - shuttle vehicle", "Ch. 9", false},
		{1032, "React", "Ap. C", false},
		{1036, "Blown Away - Death Star II", "Ap. C", true},
		{1042, "Starships - pilot", "Ch. 9", false},
		{1050, "Capturing Characters", "Ap. C", false},
		{1063, "movement - carrying cards", "", false},
		{1107, "Starships - Capacity", "Ch. 9", false},
		{1173, "Regular - Landspeed", "", false},
		{1181, "Never", "Ch. 1", true},
		{1230, "Start Of Turn", "Ch. 3", false},
		{1236, "Icons - Maintenance Costs", "Ch. 9", false},
	} {
		found := false
		for _, x := range refs[c.line] {
			if x.Target == c.target && x.Where == c.where && x.Redirect == c.redirect {
				found = true
			}
		}
		if !found {
			t.Errorf("L%d: no reference to %q (%q, redirect %v); have %+v", c.line, c.target, c.where, c.redirect, refs[c.line])
		}
	}
	// "Check to see if", "You See," (a card title), "See below" and the
	// table's "See Card" cells are not references.
	for _, line := range []int{645, 729, 747, 808, 1123, 1191, 1198, 1201} {
		if len(refs[line]) > 0 {
			t.Errorf("L%d: unexpected references %+v", line, refs[line])
		}
	}
	Link([]*Document{txt})
	for _, c := range []struct {
		line int
		id   string
	}{
		{120, "swccg-advanced-rules-ch5-8/persona-converting-characters"},
		{933, "swccg-advanced-rules-ch5-8/regular-mobile-system-moving-death-stars"},
		{671, "swccg-advanced-rules-ch5-8/participating-in-battle-excluded-from-battle"},
	} {
		var got []string
		for _, e := range txt.Entries {
			for _, x := range e.SeeAlso {
				if x.Line == c.line {
					got = append(got, x.ID)
				}
			}
		}
		if strings.Join(got, " ") != c.id && !(len(got) > 1 && strings.Contains(strings.Join(got, " "), c.id)) {
			t.Errorf("L%d resolves to %q, want %s", c.line, got, c.id)
		}
	}
}

func TestPCRulesDocumentTitles(t *testing.T) {
	for name, want := range map[string]string{
		pcTxt: "SWCCG Advanced Rulebook, Chapters 5–8",
		pcMd:  "SWCCG Advanced Rulebook, Chapters 7–8",
	} {
		doc, err := ParseFile(testenv.Corpus(t, name))
		if err != nil {
			t.Fatal(err)
		}
		if doc.Title != want || doc.Name != filepath.Base(name) || doc.Lines != map[string]int{pcTxt: 1252, pcMd: 365}[name] {
			t.Errorf("%s: title %q name %q lines %d", name, doc.Title, doc.Name, doc.Lines)
		}
	}
}

// pcEntryAt is the innermost entry whose lines hold line n.
func pcEntryAt(doc *Document, n int) *Entry {
	var best *Entry
	for i := range doc.Entries {
		e := &doc.Entries[i]
		if e.LineStart <= n && n <= e.LineEnd && (best == nil || e.LineStart >= best.LineStart) {
			best = e
		}
	}
	return best
}

// pcSeam is the end of line a and the start of line b as display text,
// joined by sep: what Text holds where the two meet.
func pcSeam(lines []string, a, b int, sep string) string {
	first := strings.Fields(strings.ReplaceAll(PlainText(lines[a-1]), `\*`, "*"))
	second := strings.Fields(PlainText(lines[b-1]))
	return strings.Join(first[max(0, len(first)-3):], " ") + sep + strings.Join(second[:min(3, len(second))], " ")
}

// TestPCRulesSplitParagraphs: every page-break split of the notes (txt
// §1.5(c), md §1.7) is re-joined with one space, and the look-alikes (the
// Step 1 lines, the footnotes, a lead-in before its list) are not.
func TestPCRulesSplitParagraphs(t *testing.T) {
	for _, c := range []struct {
		name, format string
		joined       [][2]int
		apart        [][2]int
	}{
		{pcTxt, "pc-rulebook-text",
			[][2]int{{59, 61}, {129, 131}, {147, 149}, {163, 165}, {183, 185}, {221, 223}, {369, 371}, {441, 443}, {472, 474}, {490, 492},
				{603, 605}, {661, 663}, {735, 737}, {782, 784}, {802, 804}, {854, 856}, {870, 872}, {878, 880}, {943, 945}, {989, 991},
				{1011, 1013}, {1040, 1042}, {1061, 1063}, {1077, 1079}, {1105, 1107}, {1143, 1145}, {1234, 1236}, {1242, 1244}},
			[][2]int{{631, 633}, {633, 635}, {635, 637}, {1206, 1208}, {1208, 1210}, {937, 939}}},
		{pcMd, "pc-rulebook-markdown",
			[][2]int{{62, 64}, {104, 106}, {125, 127}, {152, 156}, {175, 177}, {191, 193}, {218, 220}, {256, 258}, {347, 349}, {353, 357}},
			[][2]int{{321, 323}, {323, 325}, {56, 58}}},
	} {
		doc, lines := pcRealDoc(t, c.name, c.format)
		for _, p := range c.joined {
			if e := pcEntryAt(doc, p[0]); !strings.Contains(e.Text, pcSeam(lines, p[0], p[1], " ")) {
				t.Errorf("%s L%d→L%d: %q not joined in %q", c.name, p[0], p[1], pcSeam(lines, p[0], p[1], " "), e.Title)
			}
		}
		for _, p := range c.apart {
			if e := pcEntryAt(doc, p[0]); !strings.Contains(e.Text, pcSeam(lines, p[0], p[1], "\n\n")) {
				t.Errorf("%s L%d→L%d: %q should stay apart in %q", c.name, p[0], p[1], pcSeam(lines, p[0], p[1], "\n\n"), e.Title)
			}
		}
	}
}

// TestPCRulesHeadingLines: the entries start at exactly the heading lines
// the notes list (txt §1.4, md §1.3), and each Markdown heading's
// plain-text twin (same path) starts at the line the note pairs it with.
func TestPCRulesHeadingLines(t *testing.T) {
	txtLines := []int{3, 5, 11, 19, 23, 27, 31, 43, 49, 63, 67, 71, 75, 85, 113, 145, 151, 157, 167, 171, 175, 179, 187, 213, 229,
		245, 247, 251, 261, 271, 286, 295, 303, 316, 324, 343, 356, 388, 402, 417, 427, 436, 445, 470, 476, 480, 488,
		496, 500, 504, 508, 513, 522, 534, 543, 547, 551, 555, 564, 573, 579, 583, 587, 597, 601, 607, 611, 623, 627,
		639, 643, 647, 651, 657, 669, 673, 681, 685, 689, 695, 707, 713, 717, 721, 725, 733, 741, 745, 749, 755, 786,
		790, 794, 810, 824, 828, 840, 850, 858, 868, 876, 884, 886, 890, 896, 900, 904, 908, 912, 918, 931, 935, 947,
		953, 961, 965, 971, 981, 987, 997, 1001, 1015, 1019, 1034, 1038, 1044, 1048, 1059, 1067, 1091, 1095, 1099, 1103,
		1109, 1115, 1119, 1139, 1147, 1155, 1163, 1167, 1171, 1179, 1183, 1212, 1214, 1220, 1226, 1232, 1238, 1246}
	mdToTxt := [][2]int{{3, 884}, {5, 886}, {9, 890}, {15, 896}, {19, 900}, {23, 904}, {27, 908}, {31, 912}, {37, 918}, {50, 931},
		{54, 935}, {66, 947}, {72, 953}, {76, 961}, {80, 965}, {86, 971}, {96, 981}, {102, 987}, {112, 997}, {116, 1001},
		{129, 1015}, {133, 1019}, {146, 1034}, {150, 1038}, {158, 1044}, {162, 1048}, {173, 1059}, {181, 1067}, {205, 1091},
		{209, 1095}, {213, 1099}, {216, 1103}, {222, 1109}, {228, 1115}, {232, 1119}, {252, 1139}, {260, 1147}, {268, 1155},
		{276, 1163}, {280, 1167}, {286, 1171}, {294, 1179}, {298, 1183}, {327, 1212}, {329, 1214}, {335, 1220}, {341, 1226},
		{345, 1232}, {351, 1238}, {359, 1246}}
	txt, _ := pcRealDoc(t, pcTxt, "pc-rulebook-text")
	md, _ := pcRealDoc(t, pcMd, "pc-rulebook-markdown")
	starts := func(doc *Document) string {
		var s []string
		for _, e := range doc.Entries {
			s = append(s, strconv.Itoa(e.LineStart))
		}
		return strings.Join(s, " ")
	}
	var want []string
	for _, n := range txtLines {
		want = append(want, strconv.Itoa(n))
	}
	if got := starts(txt); got != strings.Join(want, " ") {
		t.Errorf("text heading lines:\n got %s\nwant %s", got, strings.Join(want, " "))
	}
	want = want[:0]
	byPath := map[string]int{}
	for _, e := range txt.Entries {
		byPath[strings.Join(e.Path, "\x00")] = e.LineStart
	}
	for _, p := range mdToTxt {
		want = append(want, strconv.Itoa(p[0]))
		e := pcEntryAt(md, p[0])
		if e.LineStart != p[0] || byPath[strings.Join(e.Path, "\x00")] != p[1] {
			t.Errorf("md L%d %q: twin at txt L%d, want L%d", p[0], e.Title, byPath[strings.Join(e.Path, "\x00")], p[1])
		}
	}
	if got := starts(md); got != strings.Join(want, " ") {
		t.Errorf("markdown heading lines:\n got %s\nwant %s", got, strings.Join(want, " "))
	}
}
