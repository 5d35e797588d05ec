package deck

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/judge-swccg/judge/glossary"
)

// FuzzParseDecklist: Parse never panics; an error is a *glossary.Error
// inside the file; every entry lies on a real line, has a positive count
// within MaxCount, and its name is the text at its column.
func FuzzParseDecklist(f *testing.F) {
	for _, s := range []string{
		"2 Stormtrooper\n1x Darth Vader\nLord Vader x1\n",
		"# game: swtcg\n4 Luke Skywalker A\n",
		"# side: dark\r\n- 2 Imperial Pilot\r\n* Blaster Rifle (x2)\r\n",
		"Locations:\n1 •Death Star: Docking Bay 327 # start\n",
		"0 Stormtrooper",
		"x2 \u00a0Jawa\n2× X-wing",
		"//side:ls\n1 Lobot",
		"# format: classic\n-5 Stormtrooper\nStormtrooper (x-2)\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("f.txt", data)
		if err != nil {
			var ge *glossary.Error
			if !errors.As(err, &ge) {
				t.Fatalf("error %v is not a *glossary.Error", err)
			}
			if ge.Line < 0 || ge.Col < 0 || ge.Line > strings.Count(string(data), "\n")+strings.Count(string(data), "\r")+1 {
				t.Fatalf("error position %d:%d outside the input", ge.Line, ge.Col)
			}
			return
		}
		src, _ := glossary.NewSource("f.txt", data)
		if d.Lines != src.NumLines() {
			t.Fatalf("Lines %d, source has %d", d.Lines, src.NumLines())
		}
		prev := 0
		for _, e := range d.Entries {
			if e.Line < 1 || e.Line > d.Lines || e.Line <= prev {
				t.Fatalf("entry %+v: line out of range or order (lines %d, previous %d)", e, d.Lines, prev)
			}
			prev = e.Line
			if e.Count < 1 || e.Count > MaxCount {
				t.Fatalf("entry %+v: count out of range", e)
			}
			line := []rune(src.Line(e.Line))
			if e.Col < 1 || e.Col > len(line) || e.Name == "" || !utf8.ValidString(e.Name) {
				t.Fatalf("entry %+v: bad column or name on %q", e, string(line))
			}
			if !strings.HasPrefix(string(line[e.Col-1:]), e.Name) {
				t.Fatalf("entry %+v: name is not the text at its column in %q", e, string(line))
			}
		}
		checkTCGInvariants(t, d)
	})
}

// checkTCGInvariants checks a parsed list as Star Wars TCG (no card data):
// the total is the sum of the counts, findings point at card lines, and
// the verdict is illegal exactly when there are findings.
func checkTCGInvariants(t *testing.T, d *Decklist) {
	rep := Check(d, nil, glossary.GameSWTCG)
	total, lines := 0, map[int]bool{}
	for _, e := range d.Entries {
		total += e.Count
		lines[e.Line] = true
	}
	if rep.Total != total {
		t.Fatalf("total %d, counts add up to %d", rep.Total, total)
	}
	for _, f := range rep.Findings {
		if f.Line != 0 && !lines[f.Line] {
			t.Fatalf("finding on line %d, which holds no card: %s", f.Line, f.Text)
		}
	}
	if (rep.Verdict == "illegal") != (len(rep.Findings) > 0) {
		t.Fatalf("verdict %s with %d findings", rep.Verdict, len(rep.Findings))
	}
}

// FuzzParseFormats: ParseFormats never panics; an error is a
// *glossary.Error inside the input; a file it accepts has formats with
// unique, non-empty codes that Select finds, and every key and value lies
// on a line of the input.
func FuzzParseFormats(f *testing.F) {
	for _, s := range []string{
		fixtureFormats,
		`[{"code": "a", "name": "A", "set": [1, 2], "deckSize": 40}]`,
		`[{"code": "a", "banned": ["1_1-3", "2_5"], "valid": ["3_1"], "restricted": ["4_4"]}]`,
		`[{"code": "a", "bannedIcons": ["DEFENSIVE_SHIELD"], "bannedRarities": ["R"], "hall": false}]`,
		"\ufeff[{\"code\": \"b\", \"jpSealedRule\": true, \"x\": null}]",
		`[{"code": "a"}] [`,
		`[{"code": "a", "set": [[1]]}]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fs, err := ParseFormats("f.json", data)
		lines := strings.Count(string(data), "\n") + 1
		if err != nil {
			var ge *glossary.Error
			if !errors.As(err, &ge) {
				t.Fatalf("error %v is not a *glossary.Error", err)
			}
			if ge.Line < 0 || ge.Col < 0 || ge.Line > lines {
				t.Fatalf("error position %d:%d outside the input", ge.Line, ge.Col)
			}
			return
		}
		seen := map[string]bool{}
		for _, fm := range fs.All {
			if fm.Code == "" || seen[fm.Code] {
				t.Fatalf("code %q empty or repeated", fm.Code)
			}
			seen[fm.Code] = true
			if got, err := fs.Select(fm.Code, nil); err != nil || got != fm {
				t.Fatalf("Select(%q) = %v, %v", fm.Code, got, err)
			}
			for _, fd := range fm.Fields {
				if fd.Line < 1 || fd.Line > lines {
					t.Fatalf("key %q on line %d of %d", fd.Key, fd.Line, lines)
				}
				for _, v := range fd.Values {
					if v.Line < fd.Line || v.Line > lines || v.Col < 1 {
						t.Fatalf("value %q of %q at %d:%d", v.Text, fd.Key, v.Line, v.Col)
					}
				}
			}
		}
	})
}
