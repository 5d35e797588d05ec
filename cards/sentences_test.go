package cards

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// Bala-Tik (209_33): the sentence with Han is read only in part, so
// judge card marks it "Not read" in text, Markdown and JSON, with its span.
func TestFaceMarksUnreadSentences(t *testing.T) {
	db := loadReal(t)
	c := db.ByID("209_33")
	const want = "While with Han, he may not add battle destiny draws or play an Interrupt from Lost Pile."
	u := c.Unread()
	if len(u) != 1 || strings.TrimSpace(u[0].Text) != want || c.GameText[u[0].Span[0]:u[0].Span[1]] != u[0].Text {
		t.Fatalf("unread %+v", u)
	}
	var text bytes.Buffer
	if err := WriteFace(&text, c); err != nil {
		t.Fatal(err)
	}
	contains(t, "text", text.String(), "Not read:\n  \""+want+"\" @39-127")
	md, html := markdownAndHTML(t, Resolution{Query: "Bala-Tik", Match: []*Card{c}, How: "exact"}, nil)
	contains(t, "Markdown", md, "**Not read**", "@39-127")
	contains(t, "HTML", html, "Not read", "play an Interrupt from Lost Pile.")
	js, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	contains(t, "JSON", string(js), `"not_read":[{"text":"While with Han`, `"span":[39,127]`)
}

// TestSentenceCoverageReal holds the share of game-text sentences read on
// the shared cards (judge cards stats) to what it reached, overall and for
// the types with the most text.
func TestSentenceCoverageReal(t *testing.T) {
	all, byType := loadReal(t).SentenceCoverage()
	if all.Sentences < 13000 || all.Percent < 65 {
		t.Errorf("coverage %+v, want at least 65 %% of 13,000 sentences", all)
	}
	floors := map[string]float64{"Character": 68, "Effect": 70, "Interrupt": 51, "Starship": 79, "Weapon": 79, "Location": 62}
	for _, tc := range byType {
		if f, ok := floors[tc.Type]; ok && tc.Percent < f {
			t.Errorf("%s: %.1f %% read, want >= %.0f", tc.Type, tc.Percent, f)
		}
		delete(floors, tc.Type)
	}
	if len(floors) > 0 {
		t.Errorf("types missing: %v", floors)
	}
}
