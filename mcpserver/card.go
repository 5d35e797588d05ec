package mcpserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func init() { tools = append(tools, addCard) }

// CardInput is the card tool's arguments.
type CardInput struct {
	Name string `json:"name" jsonschema:"a card title (case, quotes and uniqueness dots optional), version (Lobot (V)), nickname, card id (1_168) or persona (Vader)"`
}

func addCard(s *mcp.Server, j *judge) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "card",
		Annotations: readOnly,
		Title:       "Look up a Star Wars CCG card",
		Description: `Finds a Star Wars CCG card in the Players Committee card database and gives its numbers, icons, game text, rulings and personas; the same answer as "judge card --json".
Use it whenever a question names a card: never recall a card's text from memory.
Answer: {"query", "how" (id, title, persona, fuzzy...), "ambiguous", "cards": [...], "suggestions"}. One match gives the card (both faces of a two-sided card); a persona or an ambiguous name gives several cards to choose from; no match gives "suggestions". Quote the card's game text as given and name the card with its set.`,
	}, answer(j, func(ctx context.Context, in CardInput) (any, error) {
		if err := j.text("name", in.Name); err != nil {
			return nil, err
		}
		db, err := j.cardDB()
		if err != nil {
			return nil, err
		}
		r := db.Resolve(in.Name)
		out := r.JSON()
		if len(r.Match) == 1 {
			out.Cards = db.Faces(r.Match[0])
		}
		return out, nil
	}))
}
