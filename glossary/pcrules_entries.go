package glossary

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

var rePCRedirect = lazyregexp.New(`(?i)^\W*see\s`)

// pcEntries turns the outline into entries of doc. A section's body runs
// to the next heading; a table caption keeps only its table, and the
// paragraphs after the table go back to the section that holds it.
func (o *pcOutline) entries(doc *Document, unescape func(string) string) {
	owned := make([][]int, len(o.hs))
	for i, h := range o.hs {
		body := pcLineRange(h.Line+1, o.bodyEnd(i))
		if rePCCaption().MatchString(h.Title) && o.parent[i] >= 0 {
			if blocks := pcBlocks(o.src, body); len(blocks) > 1 {
				tableEnd := blocks[0].lines[len(blocks[0].lines)-1]
				p := o.parent[i]
				owned[p] = append(owned[p], pcLineRange(tableEnd+1, o.bodyEnd(i))...)
				body = pcLineRange(h.Line+1, tableEnd)
			}
		}
		owned[i] = body
	}
	for i, h := range o.hs {
		body := owned[i]
		e := Entry{
			Doc:       doc.Name,
			Game:      doc.Game,
			Kind:      o.kind(i, body),
			Title:     h.Title,
			Path:      o.path(i),
			Aliases:   o.aliases(i),
			LineStart: h.Line,
			LineEnd:   h.Line,
		}
		if last := pcLastText(o.src, body); last > 0 {
			e.LineEnd = last
		}
		lines := append([]int{h.Line}, body...)
		lines = pcTrimAfter(lines, e.LineEnd)
		if len(lines) != e.LineEnd-e.LineStart+1 {
			e.Lines = pcNonBlank(o.src, lines)
		}
		e.Raw = o.src.Slice(e.LineStart, e.LineEnd)
		text, warns := pcBodyText(o.src, body, unescape)
		e.Text = text
		for _, w := range warns {
			doc.Warnings = append(doc.Warnings, h.Title+": "+w)
		}
		e.SeeAlso = pcXRefs(o.src, body, unescape, e.Kind == KindRedirect, o.isTitle)
		doc.Entries = append(doc.Entries, e)
	}
	AssignIDs(doc)
	for i := range doc.Entries {
		if p := o.parent[i]; p >= 0 {
			doc.Entries[i].Parent = doc.Entries[p].ID
		}
	}
}

func (o *pcOutline) isTitle(name string) bool {
	key := refKey(name)
	for _, k := range o.keys {
		if k == key {
			return true
		}
	}
	return false
}

func (o *pcOutline) kind(i int, body []int) Kind {
	t := o.hs[i].Title
	switch {
	case rePCChapter().MatchString(t):
		return KindChapter
	case rePCExample().MatchString(t):
		return KindExample
	}
	blocks := pcBlocks(o.src, body)
	if len(blocks) == 1 && len(blocks[0].lines) == 1 && rePCRedirect().MatchString(o.src.Line(blocks[0].lines[0])) {
		return KindRedirect
	}
	return KindSection
}

func pcTrimAfter(lines []int, end int) []int {
	for k, n := range lines {
		if n > end {
			return lines[:k]
		}
	}
	return lines
}

// pcNonBlank keeps the lines that carry text, for Entry.Lines.
func pcNonBlank(src *Source, lines []int) []int {
	var out []int
	for _, n := range lines {
		if strings.TrimSpace(src.Line(n)) != "" {
			out = append(out, n)
		}
	}
	return out
}
