package rulings

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/mdtext"
)

// Citer resolves a reference to the entries it names in an index; the
// integrator's index satisfies it. Rendering without one prints the
// references unresolved.
type Citer interface {
	Resolve(glossary.Ref) ([]glossary.Entry, error)
}

// Said is the answer as a judge says it at the table: "No." or "Legal."
// before a yes/no or legal/illegal answer that does not already open with
// it, and a count, a list or a number as it stands.
func Said(r Ruling) string {
	a := r.Answer
	word := map[Verdict]string{Yes: "Yes", No: "No", Legal: "Legal", Illegal: "Not legal"}[r.Verdict]
	if word == "" || opensWith(a, word) || r.Verdict == Illegal && opensWith(a, "Illegal") {
		return capitalize(a)
	}
	return word + ". " + capitalize(a)
}

// opensWith reports whether answer opens with word as a verdict of its
// own ("Legal: it ...", not "No immunity").
func opensWith(answer, word string) bool {
	rest, ok := strings.CutPrefix(answer, word)
	return ok && (rest == "" || strings.ContainsAny(rest[:1], ".,:;!") || strings.HasPrefix(rest, " —"))
}

func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// supersededSeen remembers, within one report, the superseded passages
// already printed and under which question, so each is printed once.
type supersededSeen map[string]int

// allSeen reports whether every one of ps was printed under one earlier
// question, and which: the ruling then refers to it in one line.
func (s supersededSeen) allSeen(ps []Superseded) (int, bool) {
	q := 0
	for _, p := range ps {
		at, ok := s[supersededKey(p)]
		if !ok || q != 0 && at != q {
			return 0, false
		}
		q = at
	}
	return q, q != 0
}

func passages(n int) string {
	if n == 1 {
		return "passage"
	}
	return fmt.Sprintf("%d passages", n)
}

func supersededKey(p Superseded) string { return p.Passage.Key() + "\x00" + p.By.Key() }

func (s supersededSeen) first(p Superseded, question int) (int, bool) {
	k := supersededKey(p)
	if q, ok := s[k]; ok {
		return q, true
	}
	s[k] = question
	return question, false
}

// WriteText prints a report as plain text for a judge: the file, its
// impossible states at their lines, then each question with its answer
// first and the numbered steps under it, each citation quoting the
// sentence it rests on once per ruling.
func WriteText(w io.Writer, rep Report, c Citer) error {
	var b bytes.Buffer
	writeTextHead(&b, rep, c)
	superseded := supersededSeen{}
	for qi, r := range rep.Rulings {
		fmt.Fprintf(&b, "\nQuestion %d — %s\n%s\n", qi+1, r.Question, Said(r))
		fmt.Fprintf(&b, "Rule: %s — %s\n", r.Rule, r.Title)
		seen := quoted{}
		for i, s := range r.Steps {
			fmt.Fprintf(&b, "  %d. %s\n", i+1, s.Text)
			for _, ref := range s.Cites {
				ct := Cite(c, ref, seen, fmt.Sprintf("step %d", i+1))
				fmt.Fprintf(&b, "     ↳ %s\n", ct.Label)
				for _, l := range ct.Lines() {
					fmt.Fprintf(&b, "       %s\n", l)
				}
			}
		}
		if len(r.Assumptions) > 0 {
			b.WriteString("  Assumptions:\n")
			for _, a := range r.Assumptions {
				fmt.Fprintf(&b, "    - %s\n", a)
			}
		}
		if q, ok := superseded.allSeen(r.Superseded); ok {
			fmt.Fprintf(&b, "  Superseded (shown, not followed): the same %s as under question %d\n", passages(len(r.Superseded)), q)
		} else if len(r.Superseded) > 0 {
			b.WriteString("  Superseded (shown, not followed):\n")
			for _, s := range r.Superseded {
				if q, ok := superseded.first(s, qi+1); ok {
					fmt.Fprintf(&b, "    - %s: as under question %d\n", Label(s.Passage), q)
					continue
				}
				fmt.Fprintf(&b, "    - %s\n", Label(s.Passage))
				for _, l := range Cite(c, s.Passage, seen, "superseded").Lines() {
					fmt.Fprintf(&b, "      %s\n", l)
				}
				fmt.Fprintf(&b, "      superseded by %s\n      why: %s\n", Label(s.By), s.Why)
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

// writeTextHead prints the file's name, then its impossible states and
// the loader's assumptions, which keep their file:line:col positions:
// they are errors in the file, to be found in an editor.
func writeTextHead(b *bytes.Buffer, rep Report, c Citer) {
	b.WriteString(rep.File + "\n")
	for _, f := range rep.Findings {
		fmt.Fprintf(b, "%s:%d:%d: impossible state: %s\n    ↳ %s\n", rep.File, f.Pos.Line, f.Pos.Col, f.Message, Label(f.Cite))
		for _, l := range Cite(c, f.Cite, nil, "").Lines() {
			fmt.Fprintf(b, "      %s\n", l)
		}
	}
	for _, a := range rep.Assumptions {
		fmt.Fprintf(b, "%s: assumed: %s\n", rep.File, a)
	}
}

// WriteBrief prints each question's answer and the quote it rests on
// (Deciding), nothing else: what a judge reads out at the table.
func WriteBrief(w io.Writer, rep Report, c Citer) error {
	var b bytes.Buffer
	writeTextHead(&b, rep, c)
	for qi, r := range rep.Rulings {
		fmt.Fprintf(&b, "\nQuestion %d — %s\n%s\n", qi+1, r.Question, Said(r))
		if ref, ok := Deciding(r); ok {
			ct := Cite(c, ref, nil, "")
			fmt.Fprintf(&b, "  ↳ %s\n", ct.Label)
			for _, l := range ct.Lines() {
				fmt.Fprintf(&b, "    %s\n", l)
			}
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// WriteMarkdown prints a report as Markdown, in the text format's order.
func WriteMarkdown(w io.Writer, rep Report, c Citer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Rulings: %s\n", MarkdownEscape(rep.File))
	if len(rep.Findings) > 0 {
		b.WriteString("\n## Impossible states\n\n")
		for _, f := range rep.Findings {
			fmt.Fprintf(&b, "- line %d, column %d: %s — *%s*%s\n", f.Pos.Line, f.Pos.Col, MarkdownEscape(f.Message), MarkdownEscape(Label(f.Cite)), mdLines(Cite(c, f.Cite, nil, ""), "  "))
		}
	}
	superseded := supersededSeen{}
	for qi, r := range rep.Rulings {
		fmt.Fprintf(&b, "\n## Question %d — %s\n\n**%s**\n\n", qi+1, MarkdownEscape(r.Question), MarkdownEscape(Said(r)))
		seen := quoted{}
		for i, s := range r.Steps {
			fmt.Fprintf(&b, "%d. %s\n", i+1, MarkdownEscape(s.Text))
			for _, ref := range s.Cites {
				ct := Cite(c, ref, seen, fmt.Sprintf("step %d", i+1))
				fmt.Fprintf(&b, "   - *%s*%s\n", MarkdownEscape(ct.Label), mdLines(ct, "     "))
			}
		}
		if len(r.Assumptions)+len(rep.Assumptions) > 0 {
			b.WriteString("\n**Assumptions**\n\n")
			for _, a := range append(append([]string(nil), rep.Assumptions...), r.Assumptions...) {
				fmt.Fprintf(&b, "- %s\n", MarkdownEscape(a))
			}
		}
		if q, ok := superseded.allSeen(r.Superseded); ok {
			fmt.Fprintf(&b, "\n**Superseded (shown, not followed):** the same %s as under question %d\n", passages(len(r.Superseded)), q)
		} else if len(r.Superseded) > 0 {
			b.WriteString("\n**Superseded (shown, not followed)**\n\n")
			for _, s := range r.Superseded {
				if q, ok := superseded.first(s, qi+1); ok {
					fmt.Fprintf(&b, "- *Not followed:* %s — as under question %d\n", MarkdownEscape(Label(s.Passage)), q)
					continue
				}
				fmt.Fprintf(&b, "- *Not followed:* %s — prevailing: **%s**. %s%s\n", MarkdownEscape(Label(s.Passage)), MarkdownEscape(Label(s.By)), MarkdownEscape(s.Why), mdLines(Cite(c, s.Passage, seen, "superseded"), "  "))
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

func mdLines(ct Citation, indent string) string {
	var b strings.Builder
	for _, q := range ct.Lines() {
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
	return &cachingCiter{c: c, seen: map[string]cached{}, sentences: map[string]located{}}
}

type cachingCiter struct {
	c         Citer
	seen      map[string]cached
	sentences map[string]located
}

type located struct {
	s   glossary.Sentence
	err error
}

// Locate finds each sentence once per entry edition: cutting an entry into
// sentences is the cost of a narrowed citation.
func (cc *cachingCiter) Locate(e *glossary.Entry, locator string) (glossary.Sentence, error) {
	k := e.ID + "\x00" + e.Doc + "\x00" + strconv.Itoa(e.LineStart) + "\x00" + locator
	if v, ok := cc.sentences[k]; ok {
		return v.s, v.err
	}
	s, err := e.Locate(locator)
	cc.sentences[k] = located{s, err}
	return s, err
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
