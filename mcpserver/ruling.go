package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/games"
)

func init() { tools = append(tools, addRuling) }

// RulingInput is the ruling tool's arguments: a table-state file's text.
type RulingInput struct {
	Table string `json:"table" jsonschema:"the text of a table-state file (YAML or JSON; its schema is the resource judge://schema/GAME): game, phase, cards in play and the questions to answer"`
	Name  string `json:"name,omitempty" jsonschema:"the file name that reports and error positions use (default: table)"`
}

func addRuling(s *mcp.Server, j *judge) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "ruling",
		Annotations: readOnly,
		Title:       "Rule on a game situation",
		Description: `Answers the questions of a table-state file (a game situation written as YAML or JSON) with the rules engine; the same answer as "judge ruling --json FILE".
Write the table by the schema of its game, the resource judge://schema/swccg (or swtcg, xwing). Use it for a concrete situation at the table (a battle, attrition, forfeit, immunity...) rather than reasoning it out yourself.
Answer: a list holding one report {"file", "findings" (impossible states, each citing a rule), "assumptions" (what the engine took for granted), "rulings": [...]}; each ruling has the "question", a "verdict", the "answer" in words and numbered "steps", each with its "text" and "cites" (the rules it rests on, by {"family", "path"}, each with "resolved": the passages it names, {"id", "doc", "line_start", "line_end", "quote"}), and "superseded" passages with what supersedes them. Show the user the verdict with its steps and their citations, quoting the resolved passages with their document and lines, and the assumptions. A file that does not load is an error naming its line and column.`,
	}, answer(j, func(ctx context.Context, in RulingInput) (any, error) {
		if err := j.text("table", in.Table); err != nil {
			return nil, err
		}
		rep, err := games.Rule(nameOr(in.Name, "table"), []byte(in.Table), j.cardDB)
		if err != nil {
			return nil, err
		}
		rulings.Resolve(&rep, rulings.CachingCiter(j.ix))
		return []rulings.Report{rep}, nil
	}))
}

// nameOr is name, or def when none was given.
func nameOr(name, def string) string {
	if name == "" {
		return def
	}
	return name
}
