package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/cardquery"
)

func init() { tools = append(tools, addCardsFind) }

// defaultCardsLimit is judge cards find's --limit default.
const defaultCardsLimit = 50

// CardsFindInput is the cards_find tool's arguments.
type CardsFindInput struct {
	Query string `json:"query" jsonschema:"a card query: FIELD OP VALUE terms joined by spaces (AND), OR, - (not) and parentheses, e.g. text:\"immune to attrition\" side:dark power>=5"`
	Limit int    `json:"limit,omitempty" jsonschema:"at most this many cards (default 50, at most 100); total still counts every match"`
}

func addCardsFind(s *mcp.Server, j *judge) {
	// The catalogs are built on the first query. A rarity query needs the
	// rarities the card files carry, and only it shows them, as the CLI
	// does: so a second catalog holds them.
	plain := sync.OnceValue(func() *cardquery.Catalog { return cardquery.NewCatalog(j.db) })
	withRarity := sync.OnceValues(func() (*cardquery.Catalog, error) {
		if j.opts.Rarities == nil {
			return nil, cardquery.ErrNoRarity
		}
		r, err := j.opts.Rarities()
		if err != nil {
			return nil, err
		}
		c := cardquery.NewCatalog(j.db)
		c.SetRarities(r)
		return c, nil
	})
	mcp.AddTool(s, &mcp.Tool{
		Name:        "cards_find",
		Annotations: readOnly,
		Title:       "Find Star Wars CCG cards by field",
		Description: `Finds the Star Wars CCG cards matching a field query over the Players Committee card database; the same answer as "judge cards find --json QUERY".
Use it for "which cards..." questions (every Dark Side character with power 5 or more and a pilot icon; every card whose game text says "immune to attrition"); use card for one card's full text and rulings.
` + queryLanguage() + `
A query that cannot be read is an error giving its column and the valid fields, operators or values: correct the query and call again.
Answer: {"query", "explain" (the query in words: check it says what you meant), "total" (every match), "limit", "cards": [...]}; each card has "id", "gemp_id", "title", "uniqueness", "side", "type", "subtype", "set", "set_name" and its printed "numbers". Name each card with its set; fetch its game text with card before quoting it.`,
	}, answer(j, func(ctx context.Context, in CardsFindInput) (any, error) {
		if err := j.text("query", in.Query); err != nil {
			return nil, err
		}
		limit, err := j.limit(in.Limit, defaultCardsLimit)
		if err != nil {
			return nil, err
		}
		q, err := cardquery.Parse(in.Query)
		var qe *cardquery.Error
		if errors.As(err, &qe) {
			return nil, fmt.Errorf("card query, %s\n%s", qe.Error(), qe.Pointer())
		} else if err != nil {
			return nil, err
		}
		if _, err := j.cardDB(); err != nil {
			return nil, err
		}
		catalog := plain()
		if q.Uses("rarity") {
			if catalog, err = withRarity(); err != nil {
				return nil, err
			}
		}
		return catalog.Find(q, limit)
	}))
}

// queryLanguage is the query language for the description, made from
// cardquery.Fields so that it names exactly what the parser accepts.
func queryLanguage() string {
	var b strings.Builder
	b.WriteString(`Query language: terms separated by spaces all match (AND); "A OR B" either (AND binds tighter); "-TERM" excludes; parentheses group. A term is FIELD OP VALUE, or a bare word or "quoted phrase" matching the title or game text. Quote a value with spaces or a colon: set:"Death Star II". Matching ignores case and punctuation; text fields match at word starts (title:vad finds Vader).
Operators: ":" contains (text), has (labels), equals (numbers); "=" the whole value equals; numbers also take != < <= > >=. A card without a number matches no comparison on it; "*" is a number printed as a star (power:*).
Fields (name, also its aliases; the operators it takes; what it searches):
`)
	for _, f := range cardquery.Fields {
		ops := make([]string, len(f.Ops))
		for i, o := range f.Ops {
			ops[i] = `"` + string(o) + `"`
		}
		b.WriteString("- " + f.Name)
		if len(f.Aliases) > 0 {
			b.WriteString(", also " + strings.Join(f.Aliases, ", "))
		}
		fmt.Fprintf(&b, "; takes %s; %s", strings.Join(ops, " "), f.Doc)
		if len(f.Values) > 0 {
			b.WriteString("; values: " + strings.Join(f.Values, ", "))
		}
		b.WriteString("\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}
