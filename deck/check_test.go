package deck

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
)

// checkText parses and checks an inline decklist.
func checkText(t *testing.T, src string, game glossary.Game) Report {
	t.Helper()
	d, err := Parse("t.txt", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return Check(d, testcards.DB(t), game)
}

func findingAt(rep Report, line int, text string) bool {
	for _, f := range rep.Findings {
		if f.Line == line && strings.Contains(f.Text, text) {
			return true
		}
	}
	return false
}

// TestCheckSideFromContext: a name on both sides (Lobot) takes the deck's
// side from the other cards or the header; with neither it is a finding
// listing both cards with their ids.
func TestCheckSideFromContext(t *testing.T) {
	light := checkText(t, "1 Lobot\n1 Luke Skywalker\n", "")
	if light.Side != cards.Light || light.Cards[0].ID == "" || light.Cards[0].Side != cards.Light {
		t.Errorf("Lobot in a Light deck: side %s, card %+v", light.Side, light.Cards[0])
	}
	byHeader := checkText(t, "# side: dark\n1 Lobot\n1 Alter\n", "")
	if byHeader.Side != cards.Dark || byHeader.Cards[0].Title != "Lobot" || byHeader.Cards[0].Side != cards.Dark {
		t.Errorf("Lobot under a Dark header: side %s, card %+v", byHeader.Side, byHeader.Cards[0])
	}
	alone := checkText(t, "2 Lobot\n", "")
	if !findingAt(alone, 1, "could be any of 2 cards") || !findingAt(alone, 1, "(7_187, Dark Character)") || !findingAt(alone, 1, "(5_6, Light Character)") {
		t.Errorf("Lobot alone: findings %+v", alone.Findings)
	}
}

// TestCheckHeaderSideWins: the header's side beats the majority, so the
// majority's cards are the ones reported.
func TestCheckHeaderSideWins(t *testing.T) {
	rep := checkText(t, "# side: light\n3 Stormtrooper\n1 Luke Skywalker\n", "")
	if rep.Side != cards.Light || !findingAt(rep, 2, "Stormtrooper (1_194) is a Dark Side card in a Light Side deck (its header says Light Side)") {
		t.Errorf("side %s findings %+v", rep.Side, rep.Findings)
	}
	if findingAt(rep, 3, "Luke") {
		t.Errorf("Luke Skywalker reported in a Light deck: %+v", rep.Findings)
	}
}

// TestCheckObjectiveCopies: two copies of one Objective on one line are two
// Objectives; a deck with one Objective needs no starting location.
func TestCheckObjectiveCopies(t *testing.T) {
	rep := checkText(t, "2 Imperial Occupation\n58 Stormtrooper\n", "")
	if !findingAt(rep, 1, "2 copies of the Objective Imperial Occupation / Imperial Control (7_298)") || len(rep.Findings) != 1 {
		t.Errorf("findings %+v", rep.Findings)
	}
	if rep.Findings[0].Cites[0].Path[0] != "Objective cards" {
		t.Errorf("cites %+v", rep.Findings[0].Cites)
	}
}

// TestCheckNoLocation: neither a location nor an Objective.
func TestCheckNoLocation(t *testing.T) {
	rep := checkText(t, "60 Stormtrooper\n", "")
	if !findingAt(rep, 0, "no location and no Objective") || len(rep.Findings) != 1 || rep.Verdict != rulings.Illegal {
		t.Errorf("verdict %s findings %+v", rep.Verdict, rep.Findings)
	}
}

// TestCheckGameOverride: --game beats the header, and the report says so.
func TestCheckGameOverride(t *testing.T) {
	rep := checkText(t, "# game: swccg\n61 Luke Skywalker A\n", glossary.GameSWTCG)
	if rep.Game != glossary.GameSWTCG || !strings.Contains(rep.Notes[0].Text, "header says swccg") {
		t.Errorf("game %s notes %+v", rep.Game, rep.Notes)
	}
	if !findingAt(rep, 2, "61 copies") || findingAt(rep, 0, "at least 60") {
		t.Errorf("findings %+v", rep.Findings)
	}
}

// TestReportJSON: the --json schema of deck/README.md.
func TestReportJSON(t *testing.T) {
	rep := checkText(t, "1 Lord Vadr\n", "")
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(rep); err != nil {
		t.Fatal(err)
	}
	var got struct {
		File, Game, Side, Verdict string
		Total                     int
		Findings                  []struct {
			Line, Col int
			Text      string
			Cites     []glossary.Ref
		}
		Notes []struct{ Line, Col int }
		Cards []struct {
			Line, Col, Count int
			Name, ID, Title  string
			Side, Type       string
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.File != "t.txt" || got.Game != "swccg" || got.Side != "Dark" || got.Total != 1 || got.Verdict != "illegal" {
		t.Errorf("header fields: %s", buf.String())
	}
	if len(got.Cards) != 1 || got.Cards[0].Name != "Lord Vadr" || got.Cards[0].Title != "Lord Vader" || got.Cards[0].ID == "" || got.Cards[0].Line != 1 {
		t.Errorf("cards: %s", buf.String())
	}
	if len(got.Findings) == 0 || got.Findings[0].Cites == nil || got.Findings[0].Cites[0].Family != "swccg-glossary" {
		t.Errorf("findings: %s", buf.String())
	}
	if len(got.Notes) == 0 || got.Notes[0].Line != 1 || got.Notes[0].Col != 3 {
		t.Errorf("notes: %s", buf.String())
	}
}
