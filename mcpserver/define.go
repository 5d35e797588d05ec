package mcpserver

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func init() { tools = append(tools, addDefine) }

// DefineInput is the define tool's arguments.
type DefineInput struct {
	Term string `json:"term" jsonschema:"the game term to define, e.g. immune to attrition, your cards, forfeit"`
}

func addDefine(s *mcp.Server, j *judge) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "define",
		Annotations: readOnly,
		Title:       "Define a game term from every document",
		Description: `Defines a Star Wars card game term from every rules document that defines it, the prevailing document first; the same answer as "judge define --json".
Use it for "what does X mean" and before ruling on any keyword. It looks the term up by exact title, then alias, then fuzzily, and follows "See X" redirects.
Answer: {"term", "entries": [...]}; each entry has "doc", "line_start"/"line_end", "path", "title", "text" (the exact definition), "match" and "family". Quote "text" with its document and lines; where two documents differ, the first entry prevails. An empty "entries" means no document defines the term: say so rather than define it yourself.`,
	}, answer(j, func(ctx context.Context, in DefineInput) (any, error) {
		if err := j.text("term", in.Term); err != nil {
			return nil, err
		}
		def, err := j.ix.Define(ctx, strings.TrimSpace(in.Term))
		if err != nil {
			return nil, err
		}
		return def.View(j.ix), nil
	}))
}
