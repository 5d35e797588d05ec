package rulings

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// quoteLen bounds the quote of a whole entry, printed under a reference
// that names no sentence.
const quoteLen = 160

// Citation is one reference as every format prints it: its label, and
// for each passage it names, where and what is quoted — the sentence(s)
// its locator finds, whole, or the entry's opening — or, when that passage
// was quoted earlier in the same ruling, where.
type Citation struct {
	// Label is the document's title and the heading path, with the note.
	Label string
	// Locator is the sentence's words, printed when no index quotes it.
	Locator  string
	Passages []CitedPassage
	// Problem says why nothing is quoted: not resolved, not in the index.
	Problem string
}

// CitedPassage is one passage of a Citation.
type CitedPassage struct {
	// Where is the document and the lines quoted, "rules.txt L729".
	Where string
	Quote string
	// Whole is true when Quote is whole sentences (the locator found them);
	// false for an entry's opening, cut at quoteLen.
	Whole bool
	// Back, when set, is where this passage was first quoted ("step 2"):
	// it is referred to, not repeated.
	Back string
	// Missing says the locator no longer finds its sentence in this
	// edition; the entry's opening is quoted instead.
	Missing string
}

// Label is a reference as a ruling prints it: the document's title, the
// heading path, and the note.
func Label(r glossary.Ref) string {
	s := glossary.FamilyTitle(r.Family) + " › " + strings.Join(r.Path, " › ")
	if r.Note != "" {
		s += " (" + r.Note + ")"
	}
	return s
}

// quoted remembers, within one ruling, which passages were quoted and
// where, so each is quoted once.
type quoted map[string]string

// Cite is r as printed: resolved through c (nil prints the reference and
// its locator only), each passage quoted unless seen holds it, and then
// recorded in seen under here.
func Cite(c Citer, r glossary.Ref, seen quoted, here string) Citation {
	out := Citation{Label: Label(r), Locator: r.Locator}
	if c == nil {
		return out
	}
	es, err := c.Resolve(r)
	switch {
	case err != nil:
		out.Problem = "not resolved: " + err.Error()
		return out
	case len(es) == 0:
		out.Problem = "not found in the index"
		return out
	}
	out.Locator = ""
	for i := range es {
		p := citedPassage(c, &es[i], r.Locator)
		key := p.Where + "\x00" + p.Quote
		if first, ok := seen[key]; ok {
			p.Back, p.Quote = first, ""
		} else if seen != nil {
			seen[key] = here
		}
		out.Passages = append(out.Passages, p)
	}
	return out
}

// citedPassage quotes the sentence(s) locator finds in e, or e's opening.
func citedPassage(c Citer, e *glossary.Entry, locator string) CitedPassage {
	if locator != "" {
		s, err := locate(c, e, locator)
		if err == nil {
			return CitedPassage{Where: fmt.Sprintf("%s %s", e.Doc, lineSpan(s.LineStart, s.LineEnd)), Quote: s.Quote, Whole: true}
		}
		p := openingPassage(e)
		p.Missing = err.Error()
		return p
	}
	return openingPassage(e)
}

// sentenceLocator is a Citer that also remembers the sentences it found
// (CachingCiter): a ruling cites one sentence in many steps.
type sentenceLocator interface {
	Locate(e *glossary.Entry, locator string) (glossary.Sentence, error)
}

// locate is e.Locate(locator), through c's memory when it has one.
func locate(c Citer, e *glossary.Entry, locator string) (glossary.Sentence, error) {
	if l, ok := c.(sentenceLocator); ok {
		return l.Locate(e, locator)
	}
	return e.Locate(locator)
}

func openingPassage(e *glossary.Entry) CitedPassage {
	q := strings.Join(strings.Fields(e.Text), " ")
	if len([]rune(q)) > quoteLen {
		q = string([]rune(q)[:quoteLen]) + "…"
	}
	return CitedPassage{Where: fmt.Sprintf("%s %s", e.Doc, lineSpan(e.LineStart, e.LineEnd)), Quote: q}
}

func lineSpan(start, end int) string {
	if start == end {
		return fmt.Sprintf("L%d", start)
	}
	return fmt.Sprintf("L%d–%d", start, end)
}

// Lines are the citation's lines under its label, in the order printed:
// each passage's "where: “quote”" (or where it was quoted before), the
// locator when nothing was resolved, a problem.
func (ct Citation) Lines() []string {
	var out []string
	if ct.Locator != "" {
		out = append(out, fmt.Sprintf("the sentence with “%s”", ct.Locator))
	}
	if ct.Problem != "" {
		out = append(out, ct.Problem)
	}
	for _, p := range ct.Passages {
		switch {
		case p.Back != "":
			out = append(out, fmt.Sprintf("%s: quoted under %s", p.Where, p.Back))
		default:
			out = append(out, fmt.Sprintf("%s: “%s”", p.Where, p.Quote))
		}
		if p.Missing != "" {
			out = append(out, "sentence no longer found: "+p.Missing)
		}
	}
	return out
}

// Quotes are the citation lines of r resolved through c, none without a
// citer: "doc Lstart–end: “quote”", the whole sentence(s) its locator
// finds or the entry's opening cut at quoteLen runes.
func Quotes(c Citer, r glossary.Ref) []string {
	if c == nil {
		return nil
	}
	return Cite(c, r, nil, "").Lines()
}

// Deciding is the reference a ruling's answer rests on, for --brief: the
// first narrowed reference (one with a locator) of the last step that has
// one, else the first reference of the last step citing any. A ruling's
// steps end with the one that concludes.
func Deciding(r Ruling) (glossary.Ref, bool) {
	for i := len(r.Steps) - 1; i >= 0; i-- {
		for _, ref := range r.Steps[i].Cites {
			if ref.Locator != "" {
				return ref, true
			}
		}
	}
	for i := len(r.Steps) - 1; i >= 0; i-- {
		if len(r.Steps[i].Cites) > 0 {
			return r.Steps[i].Cites[0], true
		}
	}
	return glossary.Ref{}, false
}
