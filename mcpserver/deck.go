package mcpserver

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

func init() { tools = append(tools, addDeck) }

// DeckInput is the deck tool's arguments: a decklist's text.
type DeckInput struct {
	Decklist string `json:"decklist" jsonschema:"the text of a decklist, one card a line (2 Stormtrooper, 1x Darth Vader); # game: and # side: headers allowed"`
	Game     string `json:"game,omitempty" jsonschema:"swccg or swtcg (default: the list's # game: header, else swccg)"`
	Name     string `json:"name,omitempty" jsonschema:"the file name that findings and error positions use (default: deck)"`
	Format   string `json:"deck_format,omitempty" jsonschema:"a Star Wars CCG deck format code such as open, classic or legacy (default: the list's # format: header, else open); an unknown code is an error listing the codes"`
	All      bool   `json:"all_formats,omitempty" jsonschema:"check the Star Wars CCG deck in every deck format instead of one (not with deck_format)"`
}

func addDeck(s *mcp.Server, j *judge) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "deck",
		Annotations: readOnly,
		Title:       "Check a decklist's construction",
		InputSchema: inputSchema[DeckInput](map[string][]string{"game": {string(glossary.GameSWCCG), string(glossary.GameSWTCG)}}),
		Description: `Checks a decklist against its game's construction rules (Star Wars CCG: every card exists, one side, at most one Objective, something to start with, and the deck format's sets, bans, icons, rarities and size, as "deck_format" or the list's # format: header names it, default open; Star Wars TCG: size and copies); the same answer as "judge deck --json FILE".
Answer: the report {"file", "game", "side", "format", "total", "verdict", "findings", "notes", "cards"}; each finding is on its decklist "line" and "col" (0: the deck as a whole) with its "text" and "cites" (the rules, by {"family", "path"}, each with "resolved": the passages it names, {"id", "doc", "line_start", "line_end", "quote"}). Tell the user each finding with its line and the cited rule's quote, document and lines.
With "all_formats": true, the deck's legality in every format, the same answer as "judge deck --all-formats --json FILE": {"file", "game", "side", "total", "formats_file", "formats": [{"code", "name", "deck_size", "verdict", "findings"}]}, for "which formats is this deck legal in?".`,
	}, answer(j, func(ctx context.Context, in DeckInput) (any, error) {
		if err := j.text("decklist", in.Decklist); err != nil {
			return nil, err
		}
		var game glossary.Game
		if in.Game != "" {
			g, err := deck.ParseGame(in.Game)
			if err != nil {
				return nil, err
			}
			game = g
		}
		list, err := deck.Parse(nameOr(in.Name, "deck"), []byte(in.Decklist))
		if err != nil {
			return nil, err
		}
		ccg := game == glossary.GameSWCCG || game == "" && list.Game != glossary.GameSWTCG
		if in.All {
			return j.allFormats(list, game, in.Format, ccg)
		}
		var format *deck.Format
		if ccg {
			if _, err := j.cardDB(); err != nil {
				return nil, err
			}
			if format, err = j.opts.Formats.Select(in.Format, list); err != nil {
				return nil, err
			}
		}
		rep := deck.CheckIn(list, j.db, game, j.opts.Formats, format)
		rep.Resolve(rulings.CachingCiter(j.ix))
		return rep, nil
	}))
}

// allFormats is the deck's verdict in every format, as judge deck
// --all-formats gives it, with the same refusals.
func (j *judge) allFormats(list *deck.Decklist, game glossary.Game, code string, ccg bool) (any, error) {
	fs := j.opts.Formats
	switch {
	case code != "":
		return nil, errors.New("give deck_format or all_formats, not both")
	case !ccg:
		return nil, errors.New("deck formats are Star Wars CCG's: all_formats does not apply to a Star Wars TCG deck")
	}
	if _, err := j.cardDB(); err != nil {
		return nil, err
	}
	if fs == nil || fs.Missing {
		return nil, errors.New("all_formats needs the formats file " + deck.FormatsFile + " in the card directory (start judge mcp with --cards DIR)")
	}
	return deck.NewMatrix(fs, deck.CheckAllFormats(list, j.db, game, fs)), nil
}
