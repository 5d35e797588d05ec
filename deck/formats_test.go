package deck

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
)

// fixtureFormats is a formats file written for the tests: a key the
// judge does not know, a restricted list, an id range, an icon no card
// records, special rules and a deck size.
const fixtureFormats = `[
  {"name": "Open", "code": "open", "set": [1, 2, 3, 4, 5, 6, 7, 8, 9]},
  {
    "name": "Fixture",
    "code": "fixture",
    "set": [1, 9],
    "banned": ["1_180-181"],
    "restricted": ["1_194"],
    "bannedIcons": ["NO_SUCH_ICON"],
    "minimumLocations": 3,
    "jpSealedRule": false,
    "deckSize": 5
  }
]
`

func fixture(t *testing.T) *Formats {
	t.Helper()
	fs, err := ParseFormats("fx.json", []byte(fixtureFormats))
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// TestParseFormatsPositions: every format, key and list entry keeps the
// line and column where the file writes it.
func TestParseFormatsPositions(t *testing.T) {
	fs := fixture(t)
	if got := fs.Codes(); strings.Join(got, " ") != "open fixture" {
		t.Fatalf("codes %v", got)
	}
	f := fs.Lookup("fixture")
	if f.Name != "Fixture" || f.Line != 3 || f.Col != 3 {
		t.Errorf("format %q at %d:%d, want Fixture at 3:3", f.Name, f.Line, f.Col)
	}
	banned := f.field("banned")
	if banned.Line != 7 || banned.Col != 5 || !banned.List || banned.Values[0] != (Value{Text: "1_180-181", String: true, Line: 7, Col: 16}) {
		t.Errorf("banned: %+v", banned)
	}
	if banned.ids["1_180"] == nil || banned.ids["1_181"] == nil || len(banned.ids) != 2 {
		t.Errorf("range 1_180-181 read as %v", banned.ids)
	}
	if size := f.field("deckSize"); size.List || size.Values[0].Text != "5" || size.Line != 12 {
		t.Errorf("deckSize: %+v", size)
	}
}

// TestParseFormatsErrors: a malformed formats file is a *glossary.Error
// at the culprit, saying what was expected.
func TestParseFormatsErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{`{}`, `f.json:1:1: a formats file is a JSON array of formats`},
		{`[1]`, `f.json:1:2: each format is a JSON object, not 1`},
		{`[]`, `f.json:1:1: no formats in the file`},
		{`[{"name": "A"}]`, `f.json:1:2: a format without a "code"`},
		{`[{"code": ""}]`, `f.json:1:3: "code" must be a non-empty string`},
		{"[{\"code\": \"a\"},\n {\"code\": \"a\"}]", `f.json:2:3: format code "a" is already used on line 1`},
		{`[{"code": "a", "set": [1, "2"]}]`, `f.json:1:27: set "2" is not a set number`},
		{`[{"code": "a", "set": 1}]`, `f.json:1:16: "set": a list of set numbers is expected`},
		{`[{"code": "a", "deckSize": 0}]`, `f.json:1:16: "deckSize": a number of cards from 1 to 999 is expected`},
		{`[{"code": "a", "banned": ["Vader"]}]`, `f.json:1:27: "Vader" is not a card id such as "1_168" or a range such as "12_1-5"`},
		{`[{"code": "a", "valid": ["1_9-2"]}]`, `f.json:1:26: range "1_9-2" runs backwards or spans more than 1000 cards`},
		{`[{"code": "a", "bannedIcons": [7]}]`, `f.json:1:32: 7 is not a name`},
		{`[{"code": "a", "jpSealedRule": "yes"}]`, `f.json:1:16: "jpSealedRule": true or false is expected`},
		{`[{"code": "a", "set": [[1]]}]`, `f.json:1:24: "set": an array inside a value; format rules hold strings, numbers or lists of them`},
		{"[{\"code\": \"a\"}\n", `f.json:2:1: the file ends in the middle of the formats (truncated?)`},
		{`[{"code": "a"}] [`, `f.json:1:17: extra data after the formats: [`},
		{`[{"code": "a",}]`, `f.json:1:15: invalid character '}' looking for beginning of object key string`},
		{"[{\"code\": \"a\"}\n {\"code\": \"b\"}]", `f.json:2:2: invalid character '{' after array element`},
	}
	for _, tt := range tests {
		_, err := ParseFormats("f.json", []byte(tt.src))
		var ge *glossary.Error
		if !errors.As(err, &ge) || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.src, err, tt.want)
		}
	}
}

// TestSelectFormat: the flag wins over the header, the header over the
// default; an unknown code lists the codes, at the header's place when
// the header named it.
func TestSelectFormat(t *testing.T) {
	fs := fixture(t)
	d, err := Parse("d.txt", []byte("# format: fixture\n1 Stormtrooper\n"))
	if err != nil {
		t.Fatal(err)
	}
	if f, err := fs.Select("", d); err != nil || f.Code != "fixture" {
		t.Errorf("header: %v, %v", f, err)
	}
	f, err := fs.Select("open", d)
	if err != nil || f.Code != "open" {
		t.Fatalf("flag: %v, %v", f, err)
	}
	if rep := CheckIn(d, testcards.DB(t), "", fs, f); rep.Notes[0].Text != "checked in Open (open) as asked, although the decklist's header says fixture" || rep.Notes[0].Line != 1 {
		t.Errorf("flag over header: notes %+v", rep.Notes)
	}
	if f, err := fs.Select("", &Decklist{}); err != nil || f.Code != DefaultFormat {
		t.Errorf("default: %v, %v", f, err)
	}
	var unknown *UnknownFormatError
	if _, err := fs.Select("clasic", d); !errors.As(err, &unknown) || err.Error() != `no deck format "clasic"; the formats are: open, fixture` {
		t.Errorf("unknown flag: %v", err)
	}
	d.Format = "nope"
	_, err = fs.Select("", d)
	var ge *glossary.Error
	if !errors.As(err, &ge) || !errors.As(err, &unknown) || err.Error() != `d.txt:1:11: no deck format "nope"; the formats are: open, fixture` {
		t.Errorf("unknown header: %v", err)
	}
}

// TestFixtureFormatRules: restricted copies, banned id ranges, a key the
// judge does not know, an icon no card records and a special rule that is
// off, on a deck checked against the test's own formats file.
func TestFixtureFormatRules(t *testing.T) {
	fs := fixture(t)
	d, err := Parse("d.txt", []byte("1 Stormtrooper\n1 Imperial Trooper Guard\n1 Kashyyyk\n1 Lord Vader\nStormtrooper x1\n"))
	if err != nil {
		t.Fatal(err)
	}
	rep := CheckIn(d, testcards.DB(t), "", fs, fs.Lookup("fixture"))
	var findings, notes []string
	for _, f := range rep.Findings {
		findings = append(findings, f.Text+" @ "+f.Rule.String())
	}
	for _, f := range rep.Notes {
		if f.Rule != nil {
			notes = append(notes, f.Text+" @ "+f.Rule.String())
		}
	}
	wantFindings := []string{
		`Imperial Trooper Guard (1_181) is banned in Fixture @ format Fixture (fixture), fx.json:7:16 "banned" 1_180-181`,
		`•Kashyyyk (2_146) is from set 2; set 2 is not legal in Fixture @ format Fixture (fixture), fx.json:6:5 "set"`,
		`2 copies of Stormtrooper (1_194); Fixture restricts it to one @ format Fixture (fixture), fx.json:8:20 "restricted" 1_194`,
	}
	wantNotes := []string{
		`Fixture sets "minimumLocations", which the judge does not know: whatever it requires is not checked @ format Fixture (fixture), fx.json:10:5 "minimumLocations"`,
		`not checked: no card of the card database records the No Such Icon icon, so Fixture's ban on it cannot be applied @ format Fixture (fixture), fx.json:9:21 "bannedIcons" NO_SUCH_ICON`,
	}
	if strings.Join(findings, "\n") != strings.Join(wantFindings, "\n") {
		t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(findings, "\n"), strings.Join(wantFindings, "\n"))
	}
	if strings.Join(notes, "\n") != strings.Join(wantNotes, "\n") {
		t.Errorf("notes:\n%s\nwant:\n%s", strings.Join(notes, "\n"), strings.Join(wantNotes, "\n"))
	}
	if rep.Verdict != rulings.Illegal || rep.Format.DeckSize != 5 || rep.Total != 5 {
		t.Errorf("verdict %s, deck size %d, total %d", rep.Verdict, rep.Format.DeckSize, rep.Total)
	}
}

// TestMissingFormatsFile: without swccgFormats.json a deck gets the basic
// checks and the Glossary's 60 cards, with a note; asking for a format
// by name is then an ErrNoFormats.
func TestMissingFormatsFile(t *testing.T) {
	fs, err := LoadFormats(t.TempDir())
	if err != nil || !fs.Missing {
		t.Fatalf("LoadFormats of an empty dir: %+v, %v", fs, err)
	}
	d, err := Parse("d.txt", []byte("# format: classic\n1 Kashyyyk\n2 Stormtrooper\n"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := fs.Select("", d)
	if f != nil || err != nil {
		t.Errorf("Select from the header with no file: %v, %v", f, err)
	}
	if _, err := fs.Select("classic", d); !errors.Is(err, ErrNoFormats) {
		t.Errorf("Select(classic) with no file: %v, want ErrNoFormats", err)
	}
	rep := CheckIn(d, testcards.DB(t), "", fs, nil)
	if rep.Format != nil || len(rep.Findings) != 1 || rep.Findings[0].Text != "the deck has 3 cards; a Star Wars CCG game deck has 60" {
		t.Errorf("findings %+v", rep.Findings)
	}
	if !slices.ContainsFunc(rep.Notes, func(f Finding) bool { return strings.HasPrefix(f.Text, "no formats file (") }) {
		t.Errorf("notes %+v, want one saying the file is missing", rep.Notes)
	}
}

// TestCardIcons: the online engine's icon names match the card files'
// icons, card types and character classes; a Jedi Master is no Dark Jedi
// Master, and a Defensive Shield the card files record without its icon
// still is one.
func TestCardIcons(t *testing.T) {
	db := testcards.DB(t)
	tests := []struct {
		id, icon string
		want     bool
	}{
		{"13_86", "DEFENSIVE_SHIELD", true},  // icon and type
		{"220_2", "DEFENSIVE_SHIELD", true},  // type only
		{"7_240", "DEFENSIVE_SHIELD", false}, // the Effect of the same title
		{"12_101", "EPISODE_I", true},
		{"12_101", "EPISODE_VII", false},
		{"13_59", "MAINTENANCE", true},
		{"9_109", "DARK_JEDI_MASTER", true}, // subtype "Dark Jedi Master/Imperial"
		{"9_109", "JEDI_MASTER", false},
		{"12_13", "JEDI_MASTER", true},
		{"9_109", "IMPERIAL", true},
		{"7_303", "PILOT", true}, // "Pilot x2"
	}
	for _, tt := range tests {
		c := db.ByID(tt.id)
		if c == nil {
			t.Fatalf("no card %s", tt.id)
		}
		if got := carries(c, tt.icon); got != tt.want {
			t.Errorf("%s %s carries %s = %v, want %v", tt.id, c.Title, tt.icon, got, tt.want)
		}
	}
}

// TestTCGFormatHeader: a Star Wars TCG list's "# format:" is not applied,
// and a note says so at the header.
func TestTCGFormatHeader(t *testing.T) {
	d, err := Parse("d.txt", []byte("# game: swtcg\n# format: classic\n4 Luke Skywalker A\n"))
	if err != nil {
		t.Fatal(err)
	}
	rep := CheckIn(d, nil, "", fixture(t), nil)
	if rep.Format != nil || !slices.ContainsFunc(rep.Notes, func(f Finding) bool {
		return f.Line == 2 && f.Col == 11 && strings.HasPrefix(f.Text, `deck formats are Star Wars CCG's: format "classic" is not applied`)
	}) {
		t.Errorf("format %+v, notes %+v", rep.Format, rep.Notes)
	}
}

// TestFormatList: "judge formats" sums each format up from its keys; a key
// the judge does not know is listed as not checked.
func TestFormatList(t *testing.T) {
	l := fixture(t).List()
	var b strings.Builder
	if err := WriteFormatsText(&b, l); err != nil {
		t.Fatal(err)
	}
	want := `fx.json: 2 formats; open is the default
open     Open (line 2): 60 cards; 9 sets
fixture  Fixture (line 3): 5 cards; 2 sets; 1 banned; 1 restricted; banned icons NO_SUCH_ICON; not checked: minimumLocations
`
	if b.String() != want {
		t.Errorf("text:\n%s\nwant:\n%s", b.String(), want)
	}
	var kinds []string
	for _, r := range l.Formats[1].Rules {
		kinds = append(kinds, r.Key+":"+r.Kind)
	}
	if got := strings.Join(kinds, " "); got != "set:construction banned:construction restricted:construction bannedIcons:construction minimumLocations:unknown jpSealedRule:play deckSize:construction" {
		t.Errorf("kinds: %s", got)
	}
}
