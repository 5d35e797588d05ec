package index

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/mdtext"
)

// The Markdown writers below print search results, definitions and entries
// for a chat message or a tournament report; HTML is mdtext.HTML of the
// same Markdown. Document text is quoted, never interpreted: every rule
// text is a block quote ending with its document, heading path and lines.

// Source is "doc · A › B · lines 12–34", the attribution of a quoted
// passage; an entry that is no document's lines (a card) gives no lines.
func Source(doc string, path []string, start, end int) string {
	parts := []string{doc}
	if len(path) > 0 {
		parts = append(parts, strings.Join(path, " › "))
	}
	switch {
	case start <= 0:
	case start == end:
		parts = append(parts, "line "+strconv.Itoa(start))
	default:
		parts = append(parts, "lines "+strconv.Itoa(start)+"–"+strconv.Itoa(end))
	}
	return strings.Join(parts, " · ")
}

// WriteResultsMarkdown prints a page of search hits as a numbered list:
// title, kind, source, the snippet with the matched words in bold, and the
// command that shows the whole entry.
func WriteResultsMarkdown(w io.Writer, res *Results) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Search: %s\n\n", mdtext.Inline(res.Query.Text))
	if len(res.Hits) == 0 {
		b.WriteString("No entry matches.\n")
		_, err := w.Write(b.Bytes())
		return err
	}
	for i, h := range res.Hits {
		first, last := h.Lines()
		fmt.Fprintf(&b, "%d. **%s** (%s) — %s\n", i+1, mdtext.Inline(h.Title), h.Kind,
			mdtext.Inline(Source(h.Doc, h.Path, first, last)))
		if h.Snippet != "" {
			marks := make([][2]int, len(h.Highlights))
			for j, hl := range h.Highlights {
				marks[j] = [2]int{hl.Start, hl.End}
			}
			fmt.Fprintf(&b, "\n   %s\n", mdtext.Emphasize(h.Snippet, marks))
		}
		more := []string{mdtext.Code("judge show " + h.ID)}
		if len(h.AlsoIn) > 0 {
			more = append(more, "also in: "+mdtext.Inline(strings.Join(h.AlsoIn, ", ")))
		}
		fmt.Fprintf(&b, "\n   %s\n\n", strings.Join(more, " · "))
	}
	if res.Fuzzy {
		b.WriteString("*Nothing matched as typed; these hits allow misspellings.*\n\n")
	}
	if res.Total > len(res.Hits) {
		fmt.Fprintf(&b, "*%d of %d hits.*\n", len(res.Hits), res.Total)
	}
	_, err := w.Write(bytes.TrimRight(b.Bytes(), "\n"))
	if err == nil {
		_, err = io.WriteString(w, "\n")
	}
	return err
}

// Entries looks an entry up by ID; *Index is one.
type Entries interface {
	Entry(id string) (*glossary.Entry, error)
}

// WriteDefinitionMarkdown prints every document's definition of a term,
// the prevailing one first, each quoted with its source. The "See X"
// entries a sense was reached through are quoted before it when ix finds
// them (nil skips them).
func WriteDefinitionMarkdown(w io.Writer, d *Definition, ix Entries) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Definition: %s\n", mdtext.Inline(d.Term))
	if len(d.Senses) == 0 {
		b.WriteString("\nNo definition.\n")
	}
	for i, s := range d.Senses {
		e := s.Entry
		fmt.Fprintf(&b, "\n## %s\n\n*%s, %s match*", mdtext.Inline(e.Title), e.Kind, s.Match)
		if i > 0 && s.Family != d.Senses[0].Family && e.Game == d.Senses[0].Entry.Game {
			b.WriteString(" — where this differs from the first definition, the first prevails")
		}
		b.WriteString("\n\n")
		for _, id := range s.Chain {
			if id == e.ID || ix == nil {
				continue
			}
			if r, err := ix.Entry(id); err == nil {
				b.WriteString(mdtext.Quote("", r.Text, mdtext.Inline(Source(r.Doc, r.Path, r.LineStart, r.LineEnd))))
				b.WriteString("\n")
			}
		}
		b.WriteString(mdtext.Quote("", e.Text, mdtext.Inline(Source(e.Doc, e.Path, e.LineStart, e.LineEnd))))
		if len(s.AlsoIn) > 0 {
			fmt.Fprintf(&b, "\nAlso in: %s\n", mdtext.Inline(strings.Join(s.AlsoIn, ", ")))
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// WriteEntryMarkdown prints one whole entry: title, kind and ID, its text
// quoted with its source, aliases, cross-references and variants.
func WriteEntryMarkdown(w io.Writer, e *glossary.Entry) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# %s\n\n*%s* · %s\n\n", mdtext.Inline(e.Title), e.Kind, mdtext.Code(e.ID))
	b.WriteString(mdtext.Quote("", e.Text, mdtext.Inline(Source(e.Doc, e.Path, e.LineStart, e.LineEnd))))
	if len(e.Aliases) > 0 {
		fmt.Fprintf(&b, "\n**Also called:** %s\n", mdtext.Inline(strings.Join(e.Aliases, "; ")))
	}
	if len(e.SeeAlso) > 0 {
		b.WriteString("\n**References**\n\n")
		for _, x := range e.SeeAlso {
			target := "not in the indexed corpus"
			if x.ID != "" {
				target = mdtext.Code(x.ID)
			}
			fmt.Fprintf(&b, "- line %d: “%s” → %s\n", x.Line, mdtext.Inline(x.Text), target)
		}
	}
	if len(e.Variants) > 0 {
		fmt.Fprintf(&b, "\n**Also in:** %s\n", mdtext.Inline(strings.Join(e.Variants, ", ")))
	}
	_, err := w.Write(b.Bytes())
	return err
}
