// Package mdtext writes Markdown that CommonMark reads back as the literal
// text it was given, and turns that Markdown into HTML. Every domain package
// writes its own Markdown (index, cards, rulings, deck) with these helpers,
// and HTML always comes from that Markdown, so the two never disagree.
package mdtext

import (
	"io"
	"strings"

	"github.com/yuin/goldmark"
)

// inlineEscaper backslash-escapes the characters CommonMark can read as
// inline markup: emphasis, code, links, autolinks and raw HTML, entities.
var inlineEscaper = strings.NewReplacer(
	`\`, `\\`, `*`, `\*`, `_`, `\_`, "`", "\\`", `[`, `\[`, `]`, `\]`,
	`<`, `\<`, `>`, `\>`, `&`, `\&`, `#`, `\#`, `~`, `\~`, `|`, `\|`, `!`, `\!`,
)

// Escape makes s literal inline text for any place in a line: markup
// characters are escaped, and so is a leading block marker ("- ", "1. ",
// "+", "=") that would start a list or a heading underline. Line breaks are
// kept; use Inline for text that must stay on one line.
func Escape(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = escapeLine(l)
	}
	return strings.Join(lines, "\n")
}

// Inline is Escape for one line: runs of white space, line breaks
// included, become one space.
func Inline(s string) string {
	return escapeLine(strings.Join(strings.Fields(s), " "))
}

func escapeLine(l string) string { return blockSafe(inlineEscaper.Replace(l)) }

// blockSafe escapes a leading marker of e (already inline-escaped) that
// would open a list or underline a heading.
func blockSafe(e string) string {
	t := strings.TrimLeft(e, " \t")
	lead := e[:len(e)-len(t)]
	if t == "" {
		return e
	}
	switch t[0] {
	case '-', '+', '=':
		return lead + `\` + t
	}
	// An ordered-list marker: up to nine digits then "." or ")".
	n := 0
	for n < len(t) && n < 9 && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	if n > 0 && n < len(t) && (t[n] == '.' || t[n] == ')') {
		return lead + t[:n] + `\` + t[n:]
	}
	return e
}

// Quote renders text as a block quote, each line prefixed with indent and
// "> " (indent nests the quote in a list item). Line breaks are kept as
// hard breaks and blank lines as paragraph breaks, so rule text keeps its
// shape; leading spaces are dropped so no line turns into a code block.
// The last line of the quote is attribution, when not empty.
func Quote(indent, text, attribution string) string {
	var b strings.Builder
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			b.WriteString(indent + ">\n")
			continue
		}
		b.WriteString(indent + "> " + escapeLine(l))
		if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
			b.WriteString(`\`) // a hard line break
		}
		b.WriteString("\n")
	}
	if attribution != "" {
		b.WriteString(indent + ">\n" + indent + "> — " + attribution + "\n")
	}
	return b.String()
}

// Code is s as an inline code span, fenced by more backticks than s holds
// in a row.
func Code(s string) string {
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// Emphasize writes s on one line with the byte ranges marks in bold, the
// rest escaped. Ranges must be sorted and not overlap (as index highlights
// are); one out of order, out of s, or not beginning and ending on a letter
// or digit (where "**" might not bind) stays plain.
func Emphasize(s string, marks [][2]int) string {
	s = strings.NewReplacer("\r", " ", "\n", " ", "\t", " ").Replace(s) // same length: ranges hold
	var b strings.Builder
	last := 0
	for _, m := range marks {
		if m[0] < last || m[1] > len(s) || m[0] >= m[1] || !wordByte(s[m[0]]) || !wordByte(s[m[1]-1]) {
			continue
		}
		b.WriteString(inlineEscaper.Replace(s[last:m[0]]))
		b.WriteString("**" + inlineEscaper.Replace(s[m[0]:m[1]]) + "**")
		last = m[1]
	}
	b.WriteString(inlineEscaper.Replace(s[last:]))
	return blockSafe(b.String())
}

func wordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// HTML converts Markdown to an HTML fragment. Plain CommonMark, no raw
// HTML passed through: goldmark's extension package costs every command
// ~2 ms of package initialisation, start-up the lookups cannot spare.
func HTML(w io.Writer, md []byte) error {
	return goldmark.Convert(md, w)
}
