package serve

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/games"
)

func TestRulingJSONIsTheCLIs(t *testing.T) {
	s := newTestServer(t, Options{})
	data := testTable(t, "immunity/imm-1-attrition-6.yaml")
	res := do(t, s, "POST", "/api/ruling", data)
	got := readAll(t, res)
	if res.StatusCode != 200 {
		t.Fatalf("status %d: %s", res.StatusCode, got)
	}
	// judge ruling --json prints a list with one report per file.
	rep, err := games.Rule(tableName, []byte(data), func() (*cards.DB, error) { return testCards, nil })
	if err != nil {
		t.Fatal(err)
	}
	// Its citations carry what they resolve to in the index that answered.
	rulings.Resolve(&rep, testIndex)
	want, _ := json.Marshal([]rulings.Report{rep})
	var gotV, wantV any
	_ = json.Unmarshal([]byte(got), &gotV)
	_ = json.Unmarshal(want, &wantV)
	gb, _ := json.Marshal(gotV)
	wb, _ := json.Marshal(wantV)
	if string(gb) != string(wb) {
		t.Fatalf("API ruling differs from the engine's report:\n got %s\nwant %s", gb, wb)
	}
	var reps []rulings.Report
	if err := json.Unmarshal([]byte(got), &reps); err != nil || len(reps) != 1 || len(reps[0].Rulings) != 4 {
		t.Fatalf("decode: %v %+v", err, reps)
	}
	// IMM-1: at attrition 6 a "< 6" Vader is not protected and is forfeited.
	if r := reps[0].Rulings[0]; r.Rule != "immunity" || r.Verdict != rulings.No {
		t.Errorf("IMM-1 immunity: %s %s", r.Rule, r.Verdict)
	}
	if r := reps[0].Rulings[1]; r.Rule != "forfeit" || !strings.Contains(r.Answer, "Lord Vader") {
		t.Errorf("IMM-1 forfeit: %s", r.Answer)
	}
}

func TestRulingRendered(t *testing.T) {
	s := newTestServer(t, Options{})
	data := testTable(t, "immunity/imm-1-attrition-6.yaml")
	res := do(t, s, "POST", "/api/ruling?format=html", data)
	html := readAll(t, res)
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("html: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	// The citations are quoted from the index with their lines, and the
	// Glossary passage the ruling does not follow is shown as such.
	for _, want := range []string{"<blockquote>", "swccg-advanced-rules-ch5-8.txt L729: “Any cards with an immunity number greater than that", "Not followed:", "Glossary 2.0"} {
		if !strings.Contains(html, want) {
			t.Errorf("html lacks %q", want)
		}
	}
	res = do(t, s, "POST", "/api/ruling?format=text", data)
	if text := readAll(t, res); !strings.Contains(text, "\nNo. Lord Vader is not protected") || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") {
		t.Errorf("text: %s", text)
	}
	res = do(t, s, "POST", "/api/ruling?format=markdown", data)
	if md := readAll(t, res); !strings.Contains(md, "# Rulings: table") {
		t.Errorf("markdown: %s", md)
	}
}

// Markup in a posted table never reaches the page as markup.
func TestRulingHTMLEscapesInput(t *testing.T) {
	s := newTestServer(t, Options{})
	data := `game: swccg
turn: light
phase: battle
segment: damage
cards:
  - {card: "<img src=x onerror=alert(1)>", absent: true, type: Character, owner: dark, at: Here, forfeit: 2}
battle: {at: Here, initiator: light, destiny: {light: [3]}}
questions:
  - immunity: "<img src=x onerror=alert(1)>"
`
	res := do(t, s, "POST", "/api/ruling?format=html", data)
	html := readAll(t, res)
	if res.StatusCode != 200 {
		t.Fatalf("status %d: %s", res.StatusCode, html)
	}
	if strings.Contains(html, "<img") || !strings.Contains(html, "&lt;img") {
		t.Errorf("markup not escaped:\n%s", html)
	}
}

func TestRulingErrors(t *testing.T) {
	s := newTestServer(t, Options{MaxBody: 4096})
	// An unknown field is named with its line and column.
	e := call[ErrorView](t, s, "POST", "/api/ruling", "game: swccg\ncards:\n  - card: Lord Vader\n    colour: red\n", 400)
	if e.File != tableName || e.Line != 4 || e.Col != 5 || !strings.Contains(e.Error, "colour") {
		t.Errorf("unknown field: %+v", e)
	}
	// A misindented line: its own line and column, in a judge's words.
	e = call[ErrorView](t, s, "POST", "/api/ruling", "game: swccg\nturn: light\n  phase: battle\nquestions: []\n", 400)
	if e.Line != 3 || e.Col != 3 || e.Error != "`phase:` must line up with `turn:` on line 2 (column 1), not start at column 3" {
		t.Errorf("misindented phase: %+v", e)
	}
	e = call[ErrorView](t, s, "POST", "/api/ruling", "game: swccg\ncards: [\n", 400)
	if e.Line == 0 {
		t.Errorf("syntax error without a line: %+v", e)
	}
	e = call[ErrorView](t, s, "POST", "/api/ruling", "game: swccg\ncards:\n  - card: Zzyzx Qwerty Plumbus\n    owner: dark\n", 400)
	if e.Line != 3 {
		t.Errorf("unknown card: %+v", e)
	}
	call[ErrorView](t, s, "POST", "/api/ruling", "", 400)
	call[ErrorView](t, s, "POST", "/api/ruling", " \n\t\n", 400)
	call[ErrorView](t, s, "POST", "/api/ruling?format=pdf", "game: swccg\n", 400)
	// Over the limit: 413, whatever the content.
	big := "game: swccg\n# " + strings.Repeat("x", 5000) + "\n"
	e = call[ErrorView](t, s, "POST", "/api/ruling", big, http.StatusRequestEntityTooLarge)
	if e.Error != "the body is over the request body size limit of 4096 bytes" {
		t.Errorf("413 message: %q", e.Error)
	}
	call[ErrorView](t, s, "POST", "/api/deck", "1 Lord Vader\n"+strings.Repeat("# filler\n", 1000), http.StatusRequestEntityTooLarge)
	// Tables naming cards need the card database.
	noCards := New(testIndex, nil, Options{})
	call[ErrorView](t, noCards, "POST", "/api/ruling", "game: swccg\ncards:\n  - {card: Lord Vader, owner: dark}\n", 503)
}

func TestDeck(t *testing.T) {
	s := newTestServer(t, Options{})
	list := "# side: dark\n1 Lord Vader\n2 Stormtrooper\n1 Zzyzx Qwerty Plumbus\n"
	rep := call[deck.Report](t, s, "POST", "/api/deck", list, 200)
	if rep.File != deckName || rep.Verdict != rulings.Illegal || rep.Total != 4 || len(rep.Cards) != 3 {
		t.Fatalf("deck: %+v", rep)
	}
	var unknown bool
	for _, f := range rep.Findings {
		if f.Line == 4 && strings.Contains(f.Text, "Zzyzx") {
			unknown = true
		}
	}
	if !unknown {
		t.Errorf("no finding on line 4 for the unknown card: %+v", rep.Findings)
	}
	// The same list as the CLI would check it.
	checked := deck.Check(mustParseDeck(t, list), testCards, "")
	checked.Resolve(testIndex)
	want, _ := json.Marshal(checked)
	got, _ := json.Marshal(rep)
	if string(got) != string(want) {
		t.Errorf("API deck report differs from deck.Check:\n got %s\nwant %s", got, want)
	}
	res := do(t, s, "POST", "/api/deck?format=html", list)
	if html := readAll(t, res); res.StatusCode != 200 || !strings.Contains(html, "Zzyzx") {
		t.Errorf("html: %d %s", res.StatusCode, html)
	}
	tcg := call[deck.Report](t, s, "POST", "/api/deck?game=swtcg", "4 Some Card\n", 200)
	if tcg.Game != "swtcg" {
		t.Errorf("game=swtcg: %s", tcg.Game)
	}
	e := call[ErrorView](t, s, "POST", "/api/deck", "1 Lord Vader\n0 Stormtrooper\n", 400)
	if e.File != deckName || e.Line != 2 || e.Col != 1 {
		t.Errorf("count 0: %+v", e)
	}
	call[ErrorView](t, s, "POST", "/api/deck?game=chess", "1 Lord Vader\n", 400)
}

func mustParseDeck(t *testing.T, list string) *deck.Decklist {
	d, err := deck.Parse(deckName, []byte(list))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// A table of another game is ruled by that game's engine, as judge ruling
// does; a game the server does not know is bad input.
func TestRulingOtherGames(t *testing.T) {
	s := newTestServer(t, Options{})
	for _, f := range []string{"xwing/W01-obstructed-asteroid.yaml", "swtcg/W10-luke-in-battle-and-retreated.yaml"} {
		reps := call[[]rulings.Report](t, s, "POST", "/api/ruling", testTable(t, f), 200)
		if len(reps) != 1 || len(reps[0].Rulings) == 0 || reps[0].Rulings[0].Verdict == "" {
			t.Errorf("%s: %+v", f, reps)
		}
	}
	e := call[ErrorView](t, s, "POST", "/api/ruling", "game: chess\nquestions: []\n", 400)
	if e.Line != 1 {
		t.Errorf("unknown game: %+v", e)
	}
}
