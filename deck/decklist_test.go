package deck

import (
	"errors"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// TestParseLineForms covers every form a card line may take, with the
// column where the name starts.
func TestParseLineForms(t *testing.T) {
	tests := []struct {
		line  string
		count int
		name  string
		col   int
	}{
		{"2 Stormtrooper", 2, "Stormtrooper", 3},
		{"2x Stormtrooper", 2, "Stormtrooper", 4},
		{"2X Stormtrooper", 2, "Stormtrooper", 4},
		{"2 x Stormtrooper", 2, "Stormtrooper", 5},
		{"2× Stormtrooper", 2, "Stormtrooper", 4},
		{"x2 Stormtrooper", 2, "Stormtrooper", 4},
		{"Lord Vader x1", 1, "Lord Vader", 1},
		{"Lord Vader x 3", 3, "Lord Vader", 1},
		{"Lord Vader ×2", 2, "Lord Vader", 1},
		{"Lord Vader (x2)", 2, "Lord Vader", 1},
		{"Lord Vader", 1, "Lord Vader", 1},
		{"   12   Imperial Pilot", 12, "Imperial Pilot", 9},
		{"\t1 Lobot", 1, "Lobot", 4},
		{"1 •Darth Vader", 1, "•Darth Vader", 3},
		{"1 “Admiral Motti”", 1, "“Admiral Motti”", 3},
		{"1 Lobot (V)", 1, "Lobot (V)", 3},
		{"- 2 Stormtrooper", 2, "Stormtrooper", 5},
		{"* 2 Stormtrooper", 2, "Stormtrooper", 5},
		{"2 X-wing", 2, "X-wing", 3},
		{"1 X-34 Landspeeder", 1, "X-34 Landspeeder", 3},
		{"Black 2", 1, "Black 2", 1},
		{"1 Black 2", 1, "Black 2", 3},
		{"1 4-LOM", 1, "4-LOM", 3},
		{"•3,720 To 1", 1, "•3,720 To 1", 1},
		{"1 Tatooine: Docking Bay 94   # starting location", 1, "Tatooine: Docking Bay 94", 3},
		{"1 Alter // the Premiere one", 1, "Alter", 3},
		{"1 •••Dark Hours  ", 1, "•••Dark Hours", 3},
		{"999 Stormtrooper", 999, "Stormtrooper", 5},
	}
	for _, tt := range tests {
		d, err := Parse("t.txt", []byte(tt.line))
		if err != nil {
			t.Errorf("%q: %v", tt.line, err)
			continue
		}
		if len(d.Entries) != 1 {
			t.Errorf("%q: %d entries, want 1", tt.line, len(d.Entries))
			continue
		}
		want := Entry{Line: 1, Col: tt.col, Count: tt.count, Name: tt.name}
		if got := d.Entries[0]; got != want {
			t.Errorf("%q: got %+v, want %+v", tt.line, got, want)
		}
	}
}

// TestParseSkipsAndHeaders: comments, headings, blank lines and bullets
// are not cards (a heading names the section of the lines under it); the
// header sets the game and side; lines keep their physical numbers across
// CRLF endings.
func TestParseSkipsAndHeaders(t *testing.T) {
	src := "# game: SWTCG\r\n// side: Dark Side\r\n\r\n# a comment: with a colon\r\nCharacters:\r\n  \r\n3 Luke Skywalker A\r\n#2 Not A Card\r\nHan Solo D x2"
	d, err := Parse("t.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if d.Game != glossary.GameSWTCG || d.Side != cards.Dark || d.Lines != 9 {
		t.Errorf("game %q side %q lines %d, want swtcg Dark 9", d.Game, d.Side, d.Lines)
	}
	want := []Entry{{Line: 7, Col: 3, Count: 3, Name: "Luke Skywalker A", Section: "Characters"}, {Line: 9, Col: 1, Count: 2, Name: "Han Solo D", Section: "Characters"}}
	if len(d.Entries) != len(want) {
		t.Fatalf("entries %+v, want %+v", d.Entries, want)
	}
	for i := range want {
		if d.Entries[i] != want[i] {
			t.Errorf("entry %d: %+v, want %+v", i, d.Entries[i], want[i])
		}
	}
}

// TestParseErrors: malformed input is a *glossary.Error at the offending
// line and column.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		src       string
		line, col int
		msg       string
	}{
		{"1 Lobot\n0 Stormtrooper", 2, 1, "t.txt:2:1: count must be at least 1 (delete the line to leave the card out)"},
		{"  1000 Stormtrooper", 1, 3, "t.txt:1:3: count 1000 is more than 999 copies"},
		{"Stormtrooper x0", 1, 15, "t.txt:1:15: count must be at least 1 (delete the line to leave the card out)"},
		{"Stormtrooper x99999999999999999999", 1, 15, "t.txt:1:15: count 99999999999999999999 is more than 999 copies"},
		{"# game: chess", 1, 9, `t.txt:1:9: no deck rules for game "chess": say swccg or swtcg`},
		{"1 A\n  #  side:  purple", 2, 13, `t.txt:2:13: unknown side "purple": say light or dark`},
		{"1 Lobot\x00", 1, 8, "t.txt:1:8: binary data (NUL byte); not a text document"},
		{"\n \n", 0, 0, "t.txt: file is empty"},
		// Issue 13 point 7: "-5 Stormtrooper" counted as one Stormtrooper.
		{"1 Lobot\n-5 Stormtrooper", 2, 1, "t.txt:2:1: a count cannot be negative: counts run from 1 to 999 (delete the line to leave the card out)"},
		{"  -2x Stormtrooper", 1, 3, "t.txt:1:3: a count cannot be negative: counts run from 1 to 999 (delete the line to leave the card out)"},
		{"−1 Stormtrooper", 1, 1, "t.txt:1:1: a count cannot be negative: counts run from 1 to 999 (delete the line to leave the card out)"},
		{"Stormtrooper x-3", 1, 15, "t.txt:1:15: a count cannot be negative: counts run from 1 to 999 (delete the line to leave the card out)"},
		{"Stormtrooper (x -3)", 1, 17, "t.txt:1:17: a count cannot be negative: counts run from 1 to 999 (delete the line to leave the card out)"},
		{"- -5 Stormtrooper", 1, 3, "t.txt:1:3: a count cannot be negative: counts run from 1 to 999 (delete the line to leave the card out)"},
	}
	for _, tt := range tests {
		_, err := Parse("t.txt", []byte(tt.src))
		var ge *glossary.Error
		if !errors.As(err, &ge) {
			t.Errorf("%q: error %v, want a *glossary.Error", tt.src, err)
			continue
		}
		if ge.Line != tt.line || ge.Col != tt.col || err.Error() != tt.msg {
			t.Errorf("%q: %v (line %d col %d), want %s", tt.src, err, ge.Line, ge.Col, tt.msg)
		}
	}
}

// TestParseFormatHeader: "# format: CODE" is kept with the place of its
// value, for Formats.Select to check against the formats file.
func TestParseFormatHeader(t *testing.T) {
	d, err := Parse("t.txt", []byte("1 Lobot\n  #  Format:  classic_no_virtual \n"))
	if err != nil {
		t.Fatal(err)
	}
	if d.Format != "classic_no_virtual" || d.FormatAt != [2]int{2, 15} {
		t.Errorf("format %q at %v, want classic_no_virtual at [2 15]", d.Format, d.FormatAt)
	}
}

func TestParseGame(t *testing.T) {
	for in, want := range map[string]glossary.Game{"swccg": glossary.GameSWCCG, " SWTCG ": glossary.GameSWTCG} {
		if g, err := ParseGame(in); err != nil || g != want {
			t.Errorf("ParseGame(%q) = %q, %v; want %q", in, g, err, want)
		}
	}
	if _, err := ParseGame("xwing"); err == nil {
		t.Error("ParseGame(xwing): want an error, there are no X-Wing deck rules")
	}
}
