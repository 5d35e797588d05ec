// Package mcpserver answers an LLM assistant's rules questions over the
// Model Context Protocol: judge's lookups (search, define, show, card,
// cards_find) and engines (ruling, deck) as tools, and the rules documents
// as resources addressed by document and line.
//
// Assistants invent citations; these tools answer only with what the
// documents say, each passage with its document, lines and exact text. A
// tool's answer is byte for byte what the same command prints with --json
// (the same Go values, encoded the same way), so an assistant, a script and
// the web API read one schema.
package mcpserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/index"
)

// Options bound what one call may ask. Zero values take the defaults,
// which are the HTTP API's.
type Options struct {
	// MaxText bounds a table state, a decklist or a query, in bytes.
	MaxText int
	// MaxLimit caps a search's page size.
	MaxLimit int
	// Version is the server version reported to the client.
	Version string
	// Formats are the deck formats the deck tool checks in, as judge deck
	// reads them from the card directory; nil checks the basic rules only.
	Formats *deck.Formats
	// Rarities reads the cards' rarities, which the compiled card
	// database lacks, from the card files (cardquery.ReadRarities); it
	// runs on the first rarity query. nil: cards_find refuses rarity.
	Rarities func() (map[string]string, error)
	// CallTimeout bounds each tool call; zero is none. The SDK does not
	// give a call its HTTP request's deadline (only clients of its newest
	// protocol), so a server over HTTP sets its request deadline here.
	CallTimeout time.Duration
}

// Defaults of Options: the API's body limit and page-size cap (package
// serve), so a call over MCP can ask no more than a request over HTTP.
const (
	DefaultMaxText  = 1 << 20
	DefaultMaxLimit = 100
	// defaultLimit is judge search's --limit default.
	defaultLimit = 10
)

// instructions tell the assistant, once per session, how to use the answers.
const instructions = `judge answers Star Wars card game rules questions (Star Wars CCG first, also Star Wars TCG and X-Wing) from the official rules documents and the Players Committee card database.
Every passage in an answer carries its document ("doc"), its lines ("line_start", "line_end") and its exact text: quote that text and cite document and lines to the user, and never state a rule that no answer here gave you. For Star Wars CCG the Players Committee documents prevail over the 1998 Glossary; define lists the prevailing passage first.
Typical use: define a term, search for a situation, show an entry in full (or read the resource judge://doc/DOC:LINE), card for a card's text and rulings, cards_find for the cards matching fields (side, type, power, icons, game text...), ruling for a whole game situation (written by the schema at judge://schema/GAME), deck for a decklist (all_formats: its legality in every deck format).`

// judge is what the tools answer from.
type judge struct {
	ix   *index.Index
	db   *cards.DB // nil: no card database
	opts Options
}

// tools holds each tool's registration; each tool's file appends its own,
// so adding a tool touches one file.
var tools []func(*mcp.Server, *judge)

// New returns a server answering from an opened index and card database.
// db may be nil: then card lookups and decks fail with a message, and table
// states must declare their cards inline.
func New(ix *index.Index, db *cards.DB, opts Options) *mcp.Server {
	if opts.MaxText <= 0 {
		opts.MaxText = DefaultMaxText
	}
	if opts.MaxLimit <= 0 {
		opts.MaxLimit = DefaultMaxLimit
	}
	j := &judge{ix: ix, db: db, opts: opts}
	s := mcp.NewServer(&mcp.Implementation{Name: "judge", Title: "judge: Star Wars card game rules", Version: opts.Version},
		&mcp.ServerOptions{Instructions: instructions})
	for _, add := range tools {
		add(s, j)
	}
	addDocResource(s, j)
	addSchemaResources(s)
	return s
}

// Run serves one client over stdin and stdout until it disconnects or ctx
// ends. A frame over MaxFrame ends the session: the transport cannot skip it.
func Run(ctx context.Context, s *mcp.Server, maxText int) error {
	return s.Run(ctx, &mcp.StdioTransport{MaxLineLength: MaxFrame(maxText)})
}

// answer makes a typed tool handler of fn. The tool's text is what the CLI
// prints with --json; a JSON object is also the structured content. An
// error from fn, a call past j's CallTimeout, and a panic are a tool error
// the assistant reads: the server goes on serving.
func answer[In any](j *judge, fn func(context.Context, In) (any, error)) mcp.ToolHandlerFor[In, any] {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, _ any, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = nil, fmt.Errorf("internal error (please report it): %v", r)
			}
		}()
		if j.opts.CallTimeout > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, j.opts.CallTimeout)
			defer cancel()
		}
		v, err := fn(ctx, in)
		if err == nil {
			err = ctx.Err()
		}
		if j.opts.CallTimeout > 0 && errors.Is(err, context.DeadlineExceeded) {
			return nil, nil, fmt.Errorf("the call took longer than the %v the server allows; try a narrower question", j.opts.CallTimeout)
		}
		if err != nil {
			return nil, nil, err
		}
		b, err := encode(v)
		if err != nil {
			return nil, nil, err
		}
		res = &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
		if bytes.HasPrefix(b, []byte("{")) {
			res.StructuredContent = json.RawMessage(b)
		}
		return res, nil, nil
	}
}

// encode is the CLI's --json encoding: indented, HTML left alone, a final
// newline.
func encode(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return b.Bytes(), err
}

// text checks a text input against MaxText and emptiness.
func (j *judge) text(field, s string) error {
	if len(s) > j.opts.MaxText {
		return fmt.Errorf("%s is %d bytes, over the limit of %d", field, len(s), j.opts.MaxText)
	}
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("%s is empty", field)
	}
	return nil
}

// limit is a tool's page size: n, or def when n is 0, at most MaxLimit.
func (j *judge) limit(n, def int) (int, error) {
	switch {
	case n < 0:
		return 0, fmt.Errorf("limit %d: give a positive whole number", n)
	case n == 0:
		n = def
	}
	return min(n, j.opts.MaxLimit), nil
}

// errNoCards is the answer of a tool that needs the card database when the
// server has none.
var errNoCards = errors.New("this server has no card database (start judge mcp with --cards DIR)")

// cardDB gives the engines the card database when they need it.
func (j *judge) cardDB() (*cards.DB, error) {
	if j.db == nil {
		return nil, errNoCards
	}
	return j.db, nil
}

// inputSchema is In's schema (from its struct tags) with the values some
// of its fields allow, which tags cannot say and the index knows: the
// games, the kinds of entry, the documents.
func inputSchema[In any](allowed map[string][]string) *jsonschema.Schema {
	sch, err := jsonschema.For[In](nil)
	if err != nil {
		panic(fmt.Sprintf("mcpserver: schema of %T: %v", *new(In), err)) // a fault in a static type
	}
	for field, values := range allowed {
		p := sch.Properties[field]
		for _, v := range values {
			p.Enum = append(p.Enum, v)
		}
	}
	return sch
}

// docs are the names of the indexed documents.
func (j *judge) docs() []string {
	var out []string
	for _, d := range j.ix.Manifest().Docs {
		out = append(out, d.Doc)
	}
	return out
}

// games are the games the index holds passages of, in the order first seen.
func (j *judge) games() []string {
	var out []string
	for _, d := range j.ix.Manifest().Docs {
		if g := string(d.Game); g != "" && !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// readOnly marks every tool: it reads the index and the card database,
// changes nothing, and gives the same answer to the same call.
var readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: new(false)}
