package rulings

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/mdtext"
)

// Citer resolves a reference to the entries it names in an index; the
// integrator's index satisfies it. Rendering without one prints the
// references unresolved.
type Citer interface {
	Resolve(glossary.Ref) ([]glossary.Entry, error)
}

// quoteLen bounds the quote printed under a resolved reference.
const quoteLen = 160

// RefText is the reference as printed under a step or finding, with its note.
func RefText(r glossary.Ref) string {
	if r.Note != "" {
		return r.String() + " (" + r.Note + ")"
	}
	return r.String()
}

// Quotes are "doc Lstart–end: “quote”" for each entry the ref resolves to
// through c, the quote cut at quoteLen runes; none without a citer, and a
// note when it does not resolve.
func Quotes(c Citer, r glossary.Ref) []string {
	if c == nil {
		return nil
	}
	es, err := c.Resolve(r)
	if err != nil {
		return []string{"not resolved: " + err.Error()}
	}
	if len(es) == 0 {
		return []string{"not found in the index"}
	}
	out := make([]string, len(es))
	for i, e := range es {
		q := strings.Join(strings.Fields(e.Text), " ")
		if len([]rune(q)) > quoteLen {
			q = string([]rune(q)[:quoteLen]) + "…"
		}
		out[i] = fmt.Sprintf("%s L%d–%d: “%s”", e.Doc, e.LineStart, e.LineEnd, q)
	}
	return out
}

// WriteText prints a report as plain text.
func WriteText(w io.Writer, rep Report, c Citer) error {
	var b bytes.Buffer
	for _, f := range rep.Findings {
		fmt.Fprintf(&b, "%s:%d:%d: impossible state: %s\n    ↳ %s\n", rep.File, f.Pos.Line, f.Pos.Col, f.Message, RefText(f.Cite))
		for _, s := range Quotes(c, f.Cite) {
			fmt.Fprintf(&b, "      %s\n", s)
		}
	}
	for _, a := range rep.Assumptions {
		fmt.Fprintf(&b, "%s: assumed: %s\n", rep.File, a)
	}
	for _, r := range rep.Rulings {
		fmt.Fprintf(&b, "\n%s:%d:%d: %s\n", rep.File, r.Pos.Line, r.Pos.Col, r.Question)
		fmt.Fprintf(&b, "Rule: %s — %s\n", r.Rule, r.Title)
		fmt.Fprintf(&b, "Verdict: %s — %s\n", r.Verdict, r.Answer)
		for i, s := range r.Steps {
			fmt.Fprintf(&b, "  %d. %s\n", i+1, s.Text)
			for _, ref := range s.Cites {
				fmt.Fprintf(&b, "     ↳ %s\n", RefText(ref))
				for _, q := range Quotes(c, ref) {
					fmt.Fprintf(&b, "       %s\n", q)
				}
			}
		}
		if len(r.Assumptions) > 0 {
			b.WriteString("  Assumptions:\n")
			for _, a := range r.Assumptions {
				fmt.Fprintf(&b, "    - %s\n", a)
			}
		}
		if len(r.Superseded) > 0 {
			b.WriteString("  Superseded (shown, not followed):\n")
			for _, s := range r.Superseded {
				fmt.Fprintf(&b, "    - %s\n      superseded by %s\n      why: %s\n", RefText(s.Passage), RefText(s.By), s.Why)
				for _, q := range Quotes(c, s.Passage) {
					fmt.Fprintf(&b, "      %s\n", q)
				}
			}
		}
		if len(r.NotRead) > 0 {
			b.WriteString("  " + notReadHead + ":\n")
			for _, u := range r.NotRead {
				fmt.Fprintf(&b, "    %s:\n", u.Card)
				for _, s := range u.Sentences {
					fmt.Fprintf(&b, "      “%s” %s\n", s.Text, spanText(s.Span))
				}
			}
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// WriteMarkdown prints a report as Markdown.
func WriteMarkdown(w io.Writer, rep Report, c Citer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Rulings: %s\n", MarkdownEscape(rep.File))
	if len(rep.Findings) > 0 {
		b.WriteString("\n## Impossible states\n\n")
		for _, f := range rep.Findings {
			fmt.Fprintf(&b, "- line %d, column %d: %s — *%s*%s\n", f.Pos.Line, f.Pos.Col, MarkdownEscape(f.Message), MarkdownEscape(RefText(f.Cite)), mdQuotes(c, f.Cite, "  "))
		}
	}
	for _, r := range rep.Rulings {
		fmt.Fprintf(&b, "\n## %s (line %d)\n\n**%s** — %s\n\n", MarkdownEscape(r.Question), r.Pos.Line, r.Verdict, MarkdownEscape(r.Answer))
		for i, s := range r.Steps {
			fmt.Fprintf(&b, "%d. %s\n", i+1, MarkdownEscape(s.Text))
			for _, ref := range s.Cites {
				fmt.Fprintf(&b, "   - *%s*%s\n", MarkdownEscape(RefText(ref)), mdQuotes(c, ref, "     "))
			}
		}
		if len(r.Assumptions)+len(rep.Assumptions) > 0 {
			b.WriteString("\n**Assumptions**\n\n")
			for _, a := range append(append([]string(nil), rep.Assumptions...), r.Assumptions...) {
				fmt.Fprintf(&b, "- %s\n", MarkdownEscape(a))
			}
		}
		if len(r.Superseded) > 0 {
			b.WriteString("\n**Superseded (shown, not followed)**\n\n")
			for _, s := range r.Superseded {
				fmt.Fprintf(&b, "- *Not followed:* %s — prevailing: **%s**. %s%s\n", MarkdownEscape(RefText(s.Passage)), MarkdownEscape(RefText(s.By)), MarkdownEscape(s.Why), mdQuotes(c, s.Passage, "  "))
			}
		}
		if len(r.NotRead) > 0 {
			fmt.Fprintf(&b, "\n**%s**\n\n", notReadHead)
			for _, u := range r.NotRead {
				fmt.Fprintf(&b, "- %s\n", MarkdownEscape(u.Card))
				for _, s := range u.Sentences {
					fmt.Fprintf(&b, "  - “%s” %s\n", MarkdownEscape(s.Text), spanText(s.Span))
				}
			}
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// notReadHead heads the card text a ruling did not read: the judge checks
// it by hand.
const notReadHead = "Not read (card text no effect of the engine covers; check it by hand)"

// spanText is a sentence's byte range in its card's game text.
func spanText(span [2]int) string { return fmt.Sprintf("[%d–%d]", span[0], span[1]) }

func mdQuotes(c Citer, r glossary.Ref, indent string) string {
	var b strings.Builder
	for _, q := range Quotes(c, r) {
		fmt.Fprintf(&b, "\n%s> %s", indent, MarkdownEscape(q))
	}
	return b.String()
}

// MarkdownEscape makes s literal Markdown text on one line
// (internal/mdtext, shared with the lookups' renderers).
func MarkdownEscape(s string) string { return mdtext.Inline(s) }

// WriteHTML renders the Markdown report to HTML.
func WriteHTML(w io.Writer, rep Report, c Citer) error {
	var md bytes.Buffer
	if err := WriteMarkdown(&md, rep, c); err != nil {
		return err
	}
	return mdtext.HTML(w, md.Bytes())
}

// CachingCiter resolves each distinct reference once: a report cites the
// same passages in many steps (the immunity boundary in every immunity
// ruling), and each resolution is an index query.
func CachingCiter(c Citer) Citer {
	if c == nil {
		return nil
	}
	return &cachingCiter{c: c, seen: map[string]cached{}}
}

type cachingCiter struct {
	c    Citer
	seen map[string]cached
}

type cached struct {
	es  []glossary.Entry
	err error
}

func (cc *cachingCiter) Resolve(r glossary.Ref) ([]glossary.Entry, error) {
	k := r.Family + "\x00" + strings.Join(r.Path, "\x00")
	if v, ok := cc.seen[k]; ok {
		return v.es, v.err
	}
	es, err := cc.c.Resolve(r)
	cc.seen[k] = cached{es, err}
	return es, err
}
