package mcpserver

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A call that outlives CallTimeout is a tool error saying so, even when
// the tool itself ignores its context; one within it answers.
func TestAnswerWithinCallTimeout(t *testing.T) {
	ctx := context.Background()
	j := &judge{opts: Options{CallTimeout: 50 * time.Millisecond}}
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "slow"}, answer(j, func(context.Context, struct{}) (any, error) {
		time.Sleep(100 * time.Millisecond)
		return map[string]int{"a": 1}, nil
	}))
	mcp.AddTool(s, &mcp.Tool{Name: "quick"}, answer(j, func(context.Context, struct{}) (any, error) {
		return map[string]int{"a": 1}, nil
	}))
	cs := connectInMemory(t, s)
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "slow"})
	if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "longer than the 50ms the server allows") {
		t.Errorf("slow: %v %+v, want a tool error naming the 50ms", err, res)
	}
	if res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "quick"}); err != nil || res.IsError {
		t.Errorf("quick: %v %+v", err, res)
	}
}
