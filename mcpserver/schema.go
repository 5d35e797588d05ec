package mcpserver

import (
	"bytes"
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/rulings/games"
)

// schemaURIPrefix addresses the JSON Schema of a game's table-state files,
// which the ruling tool reads: judge://schema/swccg prints what
// "judge schema swccg" prints.
const schemaURIPrefix = "judge://schema/"

// addSchemaResources offers each game's table-state schema, so an assistant
// can write a table the ruling tool loads.
func addSchemaResources(s *mcp.Server) {
	for _, g := range games.All {
		s.AddResource(&mcp.Resource{
			Name:        "table-schema-" + g.Name,
			Title:       "Table-state schema: " + g.Title,
			URI:         schemaURIPrefix + g.Name,
			MIMEType:    "application/schema+json",
			Description: `The JSON Schema of ` + g.Title + ` table-state files (game: ` + g.Name + `), the input of the ruling tool, as "judge schema ` + g.Name + `" prints it: every field with its meaning.`,
		}, func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			b, err := g.Schema()
			if err != nil {
				return nil, err
			}
			text := string(bytes.TrimRight(b, "\n")) + "\n"
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: "application/schema+json", Text: text}}}, nil
		})
	}
}
