package main

import (
	"io"
	"strings"

	"github.com/judge-swccg/judge/index"
)

// style wraps ANSI attributes, and is a no-op unless the writer is a
// terminal that accepts colour.
type style struct{ on bool }

func styleFor(w io.Writer) style { return style{on: useColor(w)} }

func (s style) wrap(code, text string) string {
	if !s.on || text == "" {
		return text
	}
	return "\x1b[" + code + "m" + text + "\x1b[0m"
}

func (s style) bold(t string) string  { return s.wrap("1", t) }
func (s style) dim(t string) string   { return s.wrap("2", t) }
func (s style) cyan(t string) string  { return s.wrap("36", t) }
func (s style) mark(t string) string  { return s.wrap("1;33", t) }
func (s style) green(t string) string { return s.wrap("32", t) }
func (s style) red(t string) string   { return s.wrap("31", t) }

// highlight marks the byte ranges of text; ranges must be sorted and
// non-overlapping, as the index returns them.
func (s style) highlight(text string, ranges []index.Highlight) string {
	if !s.on || len(ranges) == 0 {
		return text
	}
	var b strings.Builder
	last := 0
	for _, r := range ranges {
		if r.Start < last || r.End > len(text) || r.Start >= r.End {
			continue
		}
		b.WriteString(text[last:r.Start])
		b.WriteString(s.mark(text[r.Start:r.End]))
		last = r.End
	}
	b.WriteString(text[last:])
	return b.String()
}

// citation is "doc L12–34" for an entry; entries that are no document's
// lines (cards) cite the document alone.
func citation(doc string, start, end int) string {
	if start <= 0 {
		return doc
	}
	if start == end {
		return doc + " L" + itoa(start)
	}
	return doc + " L" + itoa(start) + "–" + itoa(end)
}
