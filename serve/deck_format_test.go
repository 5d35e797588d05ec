package serve

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/internal/testenv"
)

// TestDeckFormats: POST /api/deck?deck_format= checks in that format, as
// the CLI's --deck-format; the decklist's "# format:" header otherwise;
// an unknown code is a 400 listing the codes; all_formats=1 answers the
// matrix of every format; a server without the formats file refuses a
// format it is asked for.
func TestDeckFormats(t *testing.T) {
	fs, err := deck.LoadFormats(filepath.Join(testenv.SharedDir(), "cards"))
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, Options{Formats: fs})
	list := "# side: dark\n1 Kessel\n1 Darth Maul, Young Apprentice\n58 Stormtrooper\n"

	rep := call[deck.Report](t, s, "POST", "/api/deck?deck_format=classic", list, 200)
	d := mustParseDeck(t, list)
	checked := deck.CheckIn(d, testCards, "", fs, fs.Lookup("classic"))
	checked.Resolve(testIndex)
	want, _ := json.Marshal(checked)
	if got, _ := json.Marshal(rep); string(got) != string(want) {
		t.Errorf("API report differs from deck.CheckIn:\n got %s\nwant %s", got, want)
	}
	if rep.Format == nil || rep.Format.Code != "classic" || len(rep.Findings) != 1 || rep.Findings[0].Rule == nil || rep.Findings[0].Rule.Value != "EPISODE_I" {
		t.Fatalf("classic: %+v", rep)
	}

	if rep := call[deck.Report](t, s, "POST", "/api/deck", "# format: premiere\n"+list, 200); rep.Format.Code != "premiere" {
		t.Errorf("header: format %+v", rep.Format)
	}
	if rep := call[deck.Report](t, s, "POST", "/api/deck", list, 200); rep.Format.Code != "open" || rep.Verdict != "legal" {
		t.Errorf("default: format %+v, verdict %s", rep.Format, rep.Verdict)
	}

	e := call[ErrorView](t, s, "POST", "/api/deck?deck_format=clasic", list, 400)
	if !strings.Contains(e.Error, `no deck format "clasic"; the formats are: open, `) {
		t.Errorf("unknown code: %+v", e)
	}
	e = call[ErrorView](t, s, "POST", "/api/deck", "# format: nope\n"+list, 400)
	if e.Line != 1 || e.Col != 11 || !strings.Contains(e.Error, "classic") {
		t.Errorf("unknown header: %+v", e)
	}

	m := call[deck.Matrix](t, s, "POST", "/api/deck?all_formats=1", list, 200)
	if len(m.Formats) != len(fs.All) || m.Formats[0].Code != "open" || m.Formats[0].Verdict != "legal" {
		t.Errorf("all_formats: %+v", m)
	}

	l := call[deck.FormatList](t, s, "GET", "/api/formats", "", 200)
	if len(l.Formats) != len(fs.All) || l.Default != "open" || l.Formats[7].Code != "classic" {
		t.Errorf("formats: %+v", l)
	}

	bare := newTestServer(t, Options{})
	call[ErrorView](t, bare, "GET", "/api/formats", "", 503)
	call[ErrorView](t, bare, "POST", "/api/deck?deck_format=classic", list, 503)
	if rep := call[deck.Report](t, bare, "POST", "/api/deck", list, 200); rep.Format != nil {
		t.Errorf("no formats file: format %+v", rep.Format)
	}
}
