package mcpserver_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/mcpserver"
)

// TestHTTPHandler: over streamable HTTP the tools answer as over stdio, the
// CLI's --json, and a body over the limit is refused.
func TestHTTPHandler(t *testing.T) {
	j := newJudgeCLI(t)
	ix, err := index.Open(filepath.Join(filepath.Dir(j.bin), "index"))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	s := mcpserver.New(ix, nil, mcpserver.Options{MaxText: 1 << 10})
	srv := httptest.NewServer(mcpserver.HTTPHandler(func(*http.Request) *mcp.Server { return s }, 1<<10))
	defer srv.Close()
	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "0"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL, DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "define", Arguments: map[string]any{"term": "immune to attrition"}})
	if err != nil || res.IsError {
		t.Fatalf("define: %v %v", err, res)
	}
	if got, want := text(res.Content), j.run(t, "define", "--json", "immune to attrition"); got != want {
		t.Errorf("define over HTTP answers\n%.300s\nbut judge define prints\n%.300s", got, want)
	}
	// 8 KiB: over the 1 KiB text limit, under the 70 KiB frame limit.
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "ruling", Arguments: map[string]any{"table": strings.Repeat("x", 8<<10)}})
	if err != nil || !res.IsError {
		t.Errorf("an 8 KiB table with a 1 KiB limit: %v %v, want a tool error", err, res)
	}
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "ruling", Arguments: map[string]any{"table": strings.Repeat("x", 80<<10)}}); err == nil {
		t.Error("an 80 KiB body over the 70 KiB frame limit got an answer")
	}
	// The SDK's client gives up a session on a refused body; the server
	// answers the next one.
	cs2, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "0"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL, DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs2.Close()
	if res, err := cs2.CallTool(ctx, &mcp.CallToolParams{Name: "define", Arguments: map[string]any{"term": "battle"}}); err != nil || res.IsError {
		t.Errorf("define after the refused body: %v %v", err, res)
	}
}
