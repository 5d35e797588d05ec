package mcpserver

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
)

func init() { tools = append(tools, addSearch) }

// SearchInput is the search tool's arguments: judge search's flags.
type SearchInput struct {
	Query string `json:"query" jsonschema:"the words to look for, e.g. immune to attrition or battle destiny"`
	Game  string `json:"game,omitempty" jsonschema:"only this game: swccg (Star Wars CCG), swtcg (Star Wars TCG) or xwing (X-Wing)"`
	Doc   string `json:"doc,omitempty" jsonschema:"only this document, by file name"`
	Kind  string `json:"kind,omitempty" jsonschema:"only this kind of entry"`
	Limit int    `json:"limit,omitempty" jsonschema:"at most this many hits (default 10, at most 100)"`
}

// kinds are the kinds of entry a search may be narrowed to.
func kinds() []string {
	out := make([]string, len(glossary.Kinds))
	for i, k := range glossary.Kinds {
		out[i] = string(k)
	}
	return out
}

func addSearch(s *mcp.Server, j *judge) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "search",
		Annotations: readOnly,
		Title:       "Search the rules documents and cards",
		InputSchema: inputSchema[SearchInput](map[string][]string{"game": j.games(), "doc": j.docs(), "kind": kinds()}),
		Description: `Full-text search over the Star Wars card game rules documents and the card database; the same answer as "judge search --json".
Use it to find which rules speak to a situation or a word. It ranks entries by title, aliases and text, stems English words and allows misspellings when nothing matches as typed ("fuzzy": true).
Answer: {"query", "total", "fuzzy", "hits": [...]}; each hit has "id", "title", "kind", "doc" (document file), "line_start"/"line_end" (its lines in that document), "path" (headings) and a "snippet". Show the user the document and lines of every passage you rely on, and fetch the full text with show (by "id") before quoting it.`,
	}, answer(j, func(ctx context.Context, in SearchInput) (any, error) {
		if err := j.text("query", in.Query); err != nil {
			return nil, err
		}
		limit, err := j.limit(in.Limit, defaultLimit)
		if err != nil {
			return nil, err
		}
		q := index.Query{Text: strings.TrimSpace(in.Query), Game: in.Game, Doc: in.Doc, Kind: in.Kind, Limit: limit}
		res, err := j.ix.Search(ctx, q)
		if err != nil {
			return nil, err
		}
		return res.View(), nil
	}))
}
