package mcpserver

import (
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// HTTPHandler serves MCP over streamable HTTP, for mounting at /mcp beside
// an HTTP API. It is stateless: each POST is one whole exchange answered
// as JSON by the server serverFor gives for that request, so a caller that
// swaps index generations (judge serve) can hand each request the server of
// the generation it holds for the request's lifetime. Bodies are bounded as
// stdio frames are (see Run).
func HTTPHandler(serverFor func(*http.Request) *mcp.Server, maxText int) http.Handler {
	return mcp.NewStreamableHTTPHandler(serverFor, &mcp.StreamableHTTPOptions{
		Stateless:           true,
		JSONResponse:        true,
		MaxRequestBodyBytes: int64(MaxFrame(maxText)),
		// A call ends with its HTTP request (its deadline, a client gone),
		// for the clients whose protocol version allows it.
		PropagateRequestCancellation: true,
	})
}

// MaxFrame is the largest message a transport buffers: room for a text of
// maxText bytes even if every byte of it needs escaping in JSON. A server
// reading a body before HTTPHandler does bounds it by the same.
func MaxFrame(maxText int) int {
	if maxText <= 0 {
		maxText = DefaultMaxText
	}
	return 6*maxText + 64<<10
}
