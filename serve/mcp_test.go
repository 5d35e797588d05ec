package serve

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcpSession connects an MCP client to /mcp over streamable HTTP.
func mcpSession(t *testing.T, s *Server) *mcp.ClientSession {
	t.Helper()
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "serve-test", Version: "0"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: srv.URL + "/mcp", DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatalf("connecting to /mcp: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// toolText calls a tool and returns its text, failing on any error.
func toolText(t *testing.T, cs *mcp.ClientSession, tool string, args map[string]any) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil || res.IsError {
		t.Fatalf("%s %v: %v %+v", tool, args, err, res)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// TestMCPOverHTTP: /mcp serves the MCP tools; a call answers what the
// same API request answers; other methods are a 405; a body over the
// limit is a 413.
func TestMCPOverHTTP(t *testing.T) {
	s := newTestServer(t, Options{})
	cs := mcpSession(t, s)
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	if got := strings.Join(names, " "); got != "card cards_find deck define ruling search show" {
		t.Errorf("tools over /mcp: %s", got)
	}
	for _, c := range []struct {
		tool string
		args map[string]any
		api  string
	}{
		{"search", map[string]any{"query": "immune to attrition", "limit": 3}, "/api/search?q=immune+to+attrition&limit=3"},
		{"define", map[string]any{"term": "forfeit"}, "/api/define?term=forfeit"},
		{"cards_find", map[string]any{"query": "side:dark type:character power>=8", "limit": 5}, "/api/cards?q=side%3Adark+type%3Acharacter+power%3E%3D8&limit=5"},
	} {
		res := do(t, s, http.MethodGet, c.api, "")
		want := readAll(t, res)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d %s", c.api, res.StatusCode, want)
		}
		if got := toolText(t, cs, c.tool, c.args); got != want {
			t.Errorf("%s over /mcp answers\n%.400s\nbut GET %s\n%.400s", c.tool, got, c.api, want)
		}
	}
	if res := do(t, s, http.MethodGet, "/mcp", ""); res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != http.MethodPost {
		t.Errorf("GET /mcp: %d, Allow %q", res.StatusCode, res.Header.Get("Allow"))
	}
	small := newTestServer(t, Options{MaxBody: 1 << 10}) // an MCP message up to 70 KiB
	e := call[ErrorView](t, small, http.MethodPost, "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"ruling","arguments":{"table":"`+strings.Repeat("x", 80<<10)+`"}}}`, http.StatusRequestEntityTooLarge)
	if !strings.Contains(e.Error, "MCP message size limit of 71680 bytes") {
		t.Errorf("413: %+v", e)
	}
}

// TestMCPTakesTurns: with every slot taken, a tool call waits and gives
// up at the request's deadline; with a slot free it answers.
func TestMCPTakesTurns(t *testing.T) {
	s := newTestServer(t, Options{MaxInFlight: 1, RequestTimeout: 200 * time.Millisecond})
	cs := mcpSession(t, s)
	s.slots <- struct{}{}
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "define", Arguments: map[string]any{"term": "forfeit"}})
	if err == nil && !res.IsError {
		t.Error("a call with no slot free answered")
	}
	<-s.slots
	toolText(t, mcpSession(t, s), "define", map[string]any{"term": "forfeit"})
}

// TestMCPFollowsTheGeneration: after a swap, /mcp answers from the new
// index generation, as the API does, within the same client session.
func TestMCPFollowsTheGeneration(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "index")
	s := New(openRebuilt(t, dir, "xwing-faq-1e.txt"), nil, Options{})
	defer s.Close()
	cs := mcpSession(t, s)
	if got := toolText(t, cs, "search", map[string]any{"query": "stacking"}); strings.Contains(got, "swtcg-rulebook-esb.txt") {
		t.Fatalf("before the swap: %s", got)
	}
	s.Swap(openRebuilt(t, dir, "swtcg-rulebook-esb.txt"), nil)
	if got := toolText(t, cs, "search", map[string]any{"query": "stacking"}); !strings.Contains(got, "swtcg-rulebook-esb.txt") {
		t.Errorf("after the swap: %s", got)
	}
}
