package mcpserver

import (
	"context"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A tool that panics answers with a tool error; the server lives on.
func TestAnswerRecoversAPanic(t *testing.T) {
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "boom"}, answer(&judge{}, func(context.Context, struct{}) (any, error) {
		var m map[string]int
		m["x"]++
		return nil, nil
	}))
	mcp.AddTool(s, &mcp.Tool{Name: "fine"}, answer(&judge{}, func(context.Context, struct{}) (any, error) {
		return map[string]string{"a": "<b>"}, nil
	}))
	cs := connectInMemory(t, s)
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "boom"})
	if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "internal error") {
		t.Fatalf("boom: %v %+v, want a tool error saying internal error", err, res)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "fine"})
	if err != nil || res.IsError {
		t.Fatalf("fine after boom: %v %+v", err, res)
	}
	// The CLI's --json encoding: indented, HTML not escaped, a final newline.
	if got, want := res.Content[0].(*mcp.TextContent).Text, "{\n  \"a\": \"<b>\"\n}\n"; got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
}

// connectInMemory connects a client to s in memory; the session closes
// with the test.
func connectInMemory(t *testing.T, s *mcp.Server) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	st, ct := mcp.NewInMemoryTransports()
	if _, err := s.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}
