package mcpserver

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
)

func init() { tools = append(tools, addShow) }

// ShowInput is the show tool's arguments: an entry ID, or a document and a
// line (judge show's ID | DOC:LINE).
type ShowInput struct {
	ID   string `json:"id,omitempty" jsonschema:"an entry id from a search or define answer (e.g. swccg-advanced-rules-ch5-8/immune-to-attrition), or DOC:LINE (e.g. swccg-glossary-2.0.txt:1013)"`
	Doc  string `json:"doc,omitempty" jsonschema:"a document file name; with line, instead of id"`
	Line int    `json:"line,omitempty" jsonschema:"a line of doc (from 1): the entry that holds it"`
}

func addShow(s *mcp.Server, j *judge) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "show",
		Annotations: readOnly,
		Title:       "Show one rules entry in full",
		InputSchema: inputSchema[ShowInput](map[string][]string{"doc": j.docs()}),
		Description: `Prints one whole rules entry: its full text, document, lines, heading path, aliases and cross-references; the same answer as "judge show --json ID" or "judge show --json DOC:LINE".
Give "id" (from a search or define hit, or DOC:LINE), or "doc" and "line", to get the entry that holds that line of that document.
Answer: the entry {"id", "doc", "line_start", "line_end", "path", "title", "kind", "text", "aliases", "see_also", ...}. Quote "text" exactly and cite "doc" with "line_start"-"line_end".`,
	}, answer(j, func(ctx context.Context, in ShowInput) (any, error) {
		return j.entry(in)
	}))
}

// entry finds the entry by ID, or by document and line.
func (j *judge) entry(in ShowInput) (*glossary.Entry, error) {
	var e *glossary.Entry
	var err error
	var what string
	switch {
	case in.ID != "" && (in.Doc != "" || in.Line != 0):
		return nil, errors.New("give either id, or doc and line, not both")
	case in.ID != "":
		if doc, line, err := parseDocURI(docURIPrefix + in.ID); err == nil { // DOC:LINE, as judge show takes it
			return j.entry(ShowInput{Doc: doc, Line: line})
		}
		what = in.ID
		e, err = j.ix.Entry(in.ID)
	case in.Doc != "" && in.Line > 0:
		what = fmt.Sprintf("%s:%d", in.Doc, in.Line)
		e, err = j.ix.At(in.Doc, in.Line)
	default:
		return nil, errors.New("give id, or doc and a line from 1 up")
	}
	if errors.Is(err, index.ErrNotFound) {
		return nil, fmt.Errorf("%s: no such entry (search finds ids; doc takes a document file name and line a line of it)", what)
	}
	return e, err
}
