package mcpserver_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/mcpserver"
)

// inlineTable declares every card inline (absent: true): it needs no card
// database.
const inlineTable = `game: swccg
phase: battle
segment: damage
cards:
  - {card: Crew, absent: true, type: Character, forfeit: 2, owner: light, at: Kessel}
  - {card: Raider, absent: true, type: Starship, forfeit: 3, owner: dark, at: Kessel}
battle:
  at: Kessel
  destiny: {dark: [3], light: []}
  power: {dark: 4, light: 9}
questions:
  - forfeit: light
`

// TestServerWithoutCards: a server with no card database answers what
// needs none, and says so, naming the flag, for what needs one.
func TestServerWithoutCards(t *testing.T) {
	j := newJudgeCLI(t)
	ix, err := index.Open(filepath.Join(filepath.Dir(j.bin), "index"))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := mcpserver.New(ix, nil, mcpserver.Options{}).Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for _, tc := range []struct {
		tool    string
		args    map[string]any
		noCards bool
	}{
		{"card", map[string]any{"name": "Lobot (V)"}, true},
		{"cards_find", map[string]any{"query": "side:dark"}, true},
		{"deck", map[string]any{"decklist": "# side: dark\n1 Stormtrooper\n", "all_formats": true}, true},
		{"deck", map[string]any{"decklist": "# side: dark\n1 Stormtrooper\n"}, true},
		{"ruling", map[string]any{"table": "game: swccg\nphase: battle\ncards:\n  - {card: Stormtrooper, owner: dark, at: Kessel}\nquestions:\n  - forfeit: dark\n"}, true},
		{"ruling", map[string]any{"table": inlineTable}, false},
		{"deck", map[string]any{"decklist": "# game: swtcg\n4 Darth Vader\n"}, false},
		{"define", map[string]any{"term": "forfeit"}, false},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
		if err != nil {
			t.Fatalf("%s: %v", tc.tool, err)
		}
		got := text(res.Content)
		if tc.noCards != res.IsError || tc.noCards != strings.Contains(got, "no card database (start judge mcp with --cards DIR)") {
			t.Errorf("%s %v: IsError=%v %.200q; want a no-card-database error: %v", tc.tool, tc.args, res.IsError, got, tc.noCards)
		}
	}
}
