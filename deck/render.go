package deck

import (
	"bytes"
	"fmt"
	"io"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/mdtext"
	"github.com/judge-swccg/judge/rulings"
)

var gameNames = map[glossary.Game]string{glossary.GameSWCCG: "Star Wars CCG", glossary.GameSWTCG: "Star Wars TCG"}

// summary is "Star Wars CCG deck, Dark Side, 60 cards".
func (r Report) summary() string {
	s := gameNames[r.Game] + " deck"
	if r.Side != "" {
		s += ", " + string(r.Side) + " Side"
	}
	s = fmt.Sprintf("%s, %d cards", s, r.Total)
	if r.Format != nil {
		s += fmt.Sprintf(", format %s (%s)", r.Format.Name, r.Format.Code)
	}
	return s
}

func (r Report) verdictLine() string {
	switch n := len(r.Findings); n {
	case 0:
		return string(r.Verdict)
	case 1:
		return string(r.Verdict) + " — 1 finding"
	default:
		return fmt.Sprintf("%s — %d findings", r.Verdict, n)
	}
}

// where is "file:line:col", "file:line" or "file" for the whole deck.
func where(file string, line, col int) string {
	switch {
	case line > 0 && col > 0:
		return fmt.Sprintf("%s:%d:%d", file, line, col)
	case line > 0:
		return fmt.Sprintf("%s:%d", file, line)
	}
	return file
}

// WriteText prints a report as plain text, each finding as
// file:line:col: text with its citations below, like a ruling's steps.
func WriteText(w io.Writer, rep Report, c rulings.Citer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s: %s\nVerdict: %s\n", rep.File, rep.summary(), rep.verdictLine())
	writeFindings := func(fs []Finding) {
		for _, f := range fs {
			fmt.Fprintf(&b, "%s: %s\n", where(rep.File, f.Line, f.Col), f.Text)
			if f.Rule != nil {
				fmt.Fprintf(&b, "    ↳ %s\n", f.Rule)
			}
			for _, ref := range f.Cites {
				fmt.Fprintf(&b, "    ↳ %s\n", rulings.Label(ref))
				for _, q := range rulings.Quotes(c, ref) {
					fmt.Fprintf(&b, "      %s\n", q)
				}
			}
		}
	}
	writeFindings(rep.Findings)
	if len(rep.Notes) > 0 {
		b.WriteString("Notes:\n")
		writeFindings(rep.Notes)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// WriteMarkdown prints a report as Markdown.
func WriteMarkdown(w io.Writer, rep Report, c rulings.Citer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Deck: %s\n\n**%s** — %s\n", rulings.MarkdownEscape(rep.File), rulings.MarkdownEscape(rep.verdictLine()), rulings.MarkdownEscape(rep.summary()))
	section := func(title string, fs []Finding) {
		if len(fs) == 0 {
			return
		}
		fmt.Fprintf(&b, "\n## %s\n\n", title)
		for i, f := range fs {
			at := "whole deck"
			if f.Line > 0 {
				at = fmt.Sprintf("line %d", f.Line)
			}
			if f.Col > 0 {
				at += fmt.Sprintf(", column %d", f.Col)
			}
			fmt.Fprintf(&b, "%d. %s: %s\n", i+1, at, rulings.MarkdownEscape(f.Text))
			if f.Rule != nil {
				fmt.Fprintf(&b, "   - *%s*\n", rulings.MarkdownEscape(f.Rule.String()))
			}
			for _, ref := range f.Cites {
				fmt.Fprintf(&b, "   - *%s*\n", rulings.MarkdownEscape(rulings.Label(ref)))
				for _, q := range rulings.Quotes(c, ref) {
					fmt.Fprintf(&b, "     > %s\n", rulings.MarkdownEscape(q))
				}
			}
		}
	}
	section("Findings", rep.Findings)
	section("Notes", rep.Notes)
	_, err := w.Write(b.Bytes())
	return err
}

// WriteHTML renders the Markdown report to HTML.
func WriteHTML(w io.Writer, rep Report, c rulings.Citer) error {
	var md bytes.Buffer
	if err := WriteMarkdown(&md, rep, c); err != nil {
		return err
	}
	return mdtext.HTML(w, md.Bytes())
}
