package main

import (
	"bytes"
	"context"
	"io"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/mdtext"
)

// lookupFormats are what search, define, show and card print.
var lookupFormats = []string{"text", "json", "markdown", "html"}

// openIndexFor opens the index for a command printing formats, checking
// --format first so a bad format fails before any index rebuild.
func openIndexFor(ctx context.Context, formats ...string) (*index.Index, error) {
	if err := checkFormat(formats...); err != nil {
		return nil, err
	}
	return openIndex(ctx)
}

// writeMarkup prints what md writes, as Markdown or, for --format html,
// as the HTML of that Markdown: one conversion step for every command.
func writeMarkup(w io.Writer, format string, md func(io.Writer) error) error {
	if format != "html" {
		return md(w)
	}
	var b bytes.Buffer
	if err := md(&b); err != nil {
		return err
	}
	return mdtext.HTML(w, b.Bytes())
}

// isMarkup is true for the formats writeMarkup prints.
func isMarkup(format string) bool { return format == "markdown" || format == "html" }
