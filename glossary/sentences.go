package glossary

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// Sentence is one whole sentence of an entry's source lines: the physical
// lines it spans and its words as the document writes them (markup
// emphasis dropped, line breaks read as spaces).
type Sentence struct {
	LineStart int    `json:"line_start"`
	LineEnd   int    `json:"line_end"`
	Quote     string `json:"quote"`
}

// Sentences cuts the entry's source lines (Raw) into sentences, Unicode's
// sentence boundaries (UAX #29, by uniseg) within each paragraph, a blank
// line or a list item starting a new one. The heading line is no
// sentence. Two corrections the rules documents need: a boundary inside
// parentheses, or after a chapter or appendix label ("see Battle, Ch. 6"),
// is not one.
func (e *Entry) Sentences() []Sentence {
	var out []Sentence
	lines := strings.Split(e.Raw, "\n")
	var para []rawLine
	flush := func() {
		out = append(out, paragraphSentences(para)...)
		para = para[:0]
	}
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case i == 0 && e.isHeading(t), strings.HasPrefix(t, "#"):
			flush()
			continue
		case t == "":
			if !continuesAfterBreak(para, lines[i+1:]) {
				flush()
			}
			continue
		case isListItem(t):
			flush()
		}
		para = append(para, rawLine{n: e.LineStart + i, text: t})
	}
	flush()
	return out
}

// isHeading reports whether the entry's first line is only its heading
// (a glossary term opens its first sentence instead).
func (e *Entry) isHeading(line string) bool {
	return Fold(line) == Fold(e.Title) || len(e.Path) > 0 && Fold(line) == Fold(strings.Join(e.Path, " - "))
}

// continuesAfterBreak reports whether a paragraph broken off mid-sentence
// by a blank line (a page break of the source: "it will provide a" and
// "power bonus to ...") goes on after it: its last line has no closing
// punctuation and the next line opens in lower case.
func continuesAfterBreak(para []rawLine, after []string) bool {
	if len(para) == 0 {
		return false
	}
	last := para[len(para)-1].text
	if strings.ContainsAny(last[len(last)-1:], ".!?:;)\"'") {
		return false
	}
	for _, l := range after {
		if t := strings.TrimSpace(l); t != "" {
			r, _ := utf8.DecodeRuneInString(t)
			return unicode.IsLower(r)
		}
	}
	return false
}

func isListItem(t string) bool {
	return strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "• ")
}

type rawLine struct {
	n    int
	text string
}

// paragraphSentences joins a paragraph's lines with spaces, remembering
// which line each byte came from, and cuts the text into sentences.
func paragraphSentences(para []rawLine) []Sentence {
	if len(para) == 0 {
		return nil
	}
	var b strings.Builder
	var lineAt []int // lineAt[i]: the line of byte i
	for i, l := range para {
		if i > 0 {
			b.WriteByte(' ')
			lineAt = append(lineAt, l.n)
		}
		b.WriteString(l.text)
		for range len(l.text) {
			lineAt = append(lineAt, l.n)
		}
	}
	text := b.String()
	var out []Sentence
	start, pending := 0, ""
	for rest, state := text, -1; rest != ""; {
		var s string
		s, rest, state = uniseg.FirstSentenceInString(rest, state)
		pending += s
		if rest != "" && !sentenceEnds(pending) {
			continue
		}
		trimmed := strings.TrimRight(pending, " ")
		lead := len(trimmed) - len(strings.TrimLeft(trimmed, " "))
		if q := quoteText(trimmed); q != "" {
			out = append(out, Sentence{LineStart: lineAt[start+lead], LineEnd: lineAt[start+len(trimmed)-1], Quote: q})
		}
		start += len(pending)
		pending = ""
	}
	return out
}

// sentenceEnds reports whether a boundary uniseg found after s is a real
// one: parentheses are closed and s does not end on a chapter, appendix or
// page label, which a number follows.
func sentenceEnds(s string) bool {
	if strings.Count(s, "(") > strings.Count(s, ")") {
		return false
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return true
	}
	switch f[len(f)-1] {
	case "Ch.", "Ap.", "Pg.", "p.", "No.", "vs.", "e.g.", "i.e.":
		return false
	}
	return true
}

// quoteText is a sentence as quoted: emphasis markup dropped, spaces
// collapsed.
func quoteText(s string) string {
	s = strings.ReplaceAll(s, "**", "")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "- "), "* ")
	return strings.Join(strings.Fields(s), " ")
}

// Locate finds the sentence(s) of the entry a locator names: a few
// distinctive words of one sentence, compared folded (Fold), or two such
// runs joined by "…" for the sentences from the first to the second. It
// is an error when a run is in no sentence or in more than one, or the
// second comes before the first: the citation no longer finds the
// sentence it rests on.
func (e *Entry) Locate(locator string) (Sentence, error) {
	ss := e.Sentences()
	parts := strings.Split(locator, "…")
	if len(parts) > 2 {
		return Sentence{}, fmt.Errorf("locator %q: at most two runs of words, joined by …", locator)
	}
	idx := make([]int, len(parts))
	for p, part := range parts {
		words := Fold(strings.TrimSpace(part))
		if words == "" {
			return Sentence{}, fmt.Errorf("locator %q: empty run of words", locator)
		}
		idx[p] = -1
		for i, s := range ss {
			if !strings.Contains(Fold(s.Quote), words) {
				continue
			}
			if idx[p] >= 0 {
				return Sentence{}, fmt.Errorf("locator %q: %q is in more than one sentence of %s (lines %d and %d); give more words", locator, part, e.ID, ss[idx[p]].LineStart, s.LineStart)
			}
			idx[p] = i
		}
		if idx[p] < 0 {
			return Sentence{}, fmt.Errorf("locator %q: %q is in no sentence of %s (lines %d–%d)", locator, part, e.ID, e.LineStart, e.LineEnd)
		}
	}
	first, last := idx[0], idx[len(idx)-1]
	if last < first {
		return Sentence{}, fmt.Errorf("locator %q: the second run comes before the first in %s", locator, e.ID)
	}
	quotes := make([]string, 0, last-first+1)
	for _, s := range ss[first : last+1] {
		quotes = append(quotes, s.Quote)
	}
	return Sentence{LineStart: ss[first].LineStart, LineEnd: ss[last].LineEnd, Quote: strings.Join(quotes, " ")}, nil
}
