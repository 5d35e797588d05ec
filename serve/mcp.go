package serve

import (
	"bytes"
	"io"
	"net/http"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/version"
	"github.com/judge-swccg/judge/mcpserver"
)

// newMCP gives an index generation its own MCP server, made on the first
// /mcp request that generation answers: a tool call answers from the
// generation its request holds, as an API request does.
func (s *Server) newMCP(ix *index.Index, db *cards.DB) func() *mcp.Server {
	return sync.OnceValue(func() *mcp.Server {
		return mcpserver.New(ix, db, mcpserver.Options{
			MaxText: int(s.opts.MaxBody), MaxLimit: maxLimit, Version: version.Current().Version, Formats: s.opts.Formats,
			CallTimeout: s.opts.RequestTimeout,
		})
	})
}

// mcpRoute answers POST /mcp: the MCP tools over streamable HTTP (stateless,
// one message and its JSON answer per request), bounded as the API is.
// The body is read within the size of an MCP message holding a text of
// MaxBody bytes before the request takes its turn, so a slow client holds
// no slot; the request's deadline covers the call.
func (s *Server) mcpRoute() handlerFunc {
	tools := mcpserver.HTTPHandler(func(r *http.Request) *mcp.Server { return s.data(r).mcp() }, int(s.opts.MaxBody))
	limit := int64(mcpserver.MaxFrame(int(s.opts.MaxBody)))
	return func(w http.ResponseWriter, r *http.Request) error {
		body, err := s.bodyWithin(w, r, limit, "MCP message size")
		if err != nil {
			return err
		}
		done, err := s.turn(r)
		if err != nil {
			return err
		}
		defer done()
		r.Body = io.NopCloser(bytes.NewReader(body))
		tools.ServeHTTP(w, r)
		return nil
	}
}
