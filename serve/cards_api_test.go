package serve

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/judge-swccg/judge/cardquery"
)

// TestFindCards is GET /api/cards over the real card database: the same
// result as "judge cards find --json", a limit, and the errors.
func TestFindCards(t *testing.T) {
	s := newTestServer(t, Options{})
	q := `text:"immune to attrition" side:dark type:character power>=5 icon:pilot`
	res := call[cardquery.Result](t, s, "GET", "/api/cards?q="+url.QueryEscape(q), "", 200)
	if res.Explain != "Dark Side characters with power at least 5, with the pilot icon, whose game text contains “immune to attrition”" {
		t.Errorf("explain: %s", res.Explain)
	}
	// Dark.json: Darth Vader (1_168), power 6, Pilot icon, "Immune to attrition < 5".
	if res.Total != 20 || len(res.Cards) != 20 || !slices.ContainsFunc(res.Cards, func(h cardquery.Hit) bool { return h.GempID == "1_168" }) {
		t.Fatalf("%d of %d cards, want all 20 with 1_168: %+v", len(res.Cards), res.Total, res.Cards)
	}
	for _, h := range res.Cards {
		if h.Side != "Dark" || h.Type != "Character" || h.Numbers.Power == "" {
			t.Errorf("%s %s does not fit the query: %+v", h.GempID, h.Title, h)
		}
	}

	res = call[cardquery.Result](t, s, "GET", "/api/cards?limit=3&q="+url.QueryEscape("type:character"), "", 200)
	if len(res.Cards) != 3 || res.Total < 1000 || res.Limit != 3 {
		t.Errorf("limit=3: %d cards of %d, limit %d", len(res.Cards), res.Total, res.Limit)
	}
	res = call[cardquery.Result](t, s, "GET", "/api/cards?q="+url.QueryEscape("side:light power>99"), "", 200)
	if res.Total != 0 || res.Cards == nil {
		t.Errorf("no match: want total 0 and an empty list, got %+v", res)
	}
}

func TestFindCardsErrors(t *testing.T) {
	s := newTestServer(t, Options{})
	for _, tc := range []struct {
		target, want string
		status, col  int
	}{
		{"/api/cards", "missing query", 400, 0},
		{"/api/cards?q=" + url.QueryEscape("side:dark pwer>=5"), `unknown field "pwer" (did you mean "power"?); fields are title, text`, 400, 11},
		{"/api/cards?q=" + url.QueryEscape("power=>5"), `unknown operator "=>" after power; power takes : = != < <= > >=`, 400, 6},
		{"/api/cards?q=" + url.QueryEscape("(side:dark"), "( is never closed", 400, 1},
		{"/api/cards?q=rarity:R", "rarity is not searchable here", 400, 0},
		{"/api/cards?q=side:dark&limit=0", "give a positive whole number", 400, 0},
	} {
		got := call[ErrorView](t, s, "GET", tc.target, "", tc.status)
		if !strings.Contains(got.Error, tc.want) || got.Col != tc.col {
			t.Errorf("%s: %+v, want %q at column %d", tc.target, got, tc.want, tc.col)
		}
	}
	if res := do(t, s, "POST", "/api/cards?q=side:dark", "x"); res.StatusCode != 405 {
		t.Errorf("POST: status %d, want 405", res.StatusCode)
	}
}
