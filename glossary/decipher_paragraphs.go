package glossary

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// dgPara is one Glossary paragraph: a physical line, or lines the parser
// joined because a page break cut a sentence (or a head) in two.
type dgPara struct {
	text       string
	start, end int
	// offs[i] is where physical line start+… begins in text; lines[i] is its number.
	offs  []int
	lines []int
}

// lineAt returns the physical line holding byte offset off of p.text.
func (p *dgPara) lineAt(off int) int {
	n := p.lines[0]
	for i, o := range p.offs {
		if o <= off {
			n = p.lines[i]
		}
	}
	return n
}

var (
	// rePageNumber is a page number glued to the last word of a page
	// ("…something like this:86").
	rePageNumber = lazyregexp.New(`:\d{1,3}$`)
	// reMergedEntry finds a second "term — See X." entry glued to the end
	// of a paragraph after a full stop; group 1 ends the first entry, group
	// 2 starts the second.
	reMergedEntry = lazyregexp.New(`([.!?]\)?)\s+([a-z][a-z ']{2,30}?\s+[–—]\s+See [^.]*\.)$`)
)

// minSplitLen is the shortest line a page break cuts mid-sentence; shorter
// unterminated lines are labels ("Initiate the battle") or list items.
const minSplitLen = 60

// decipherParagraphs reads lines from..to into paragraphs and returns the
// lines it appended to a previous paragraph. A non-blank line continues the
// previous paragraph when it starts with a spaced dash (a head whose
// separator wrapped), or when a blank run separates it from a long line
// that ends without closing punctuation and it is not a list item.
func decipherParagraphs(src *Source, from, to int) ([]dgPara, []int) {
	var paras []dgPara
	var joins []int
	blank := true
	for n := from; n <= to; n++ {
		l := strings.TrimSpace(src.Line(n))
		if l == "" {
			blank = true
			continue
		}
		if k := len(paras) - 1; k >= 0 && continuesParagraph(src.Line(paras[k].end), l, blank) {
			p := &paras[k]
			p.text += " "
			p.offs = append(p.offs, len(p.text))
			p.lines = append(p.lines, n)
			p.text += l
			p.end = n
			joins = append(joins, n)
		} else {
			paras = append(paras, dgPara{text: l, start: n, end: n, offs: []int{0}, lines: []int{n}})
		}
		blank = false
	}
	return paras, joins
}

func continuesParagraph(prevLine, line string, afterBlank bool) bool {
	if strings.HasPrefix(line, "– ") || strings.HasPrefix(line, "— ") {
		return true
	}
	if !afterBlank || strings.HasPrefix(line, "- ") {
		return false
	}
	prev := rePageNumber().ReplaceAllString(strings.TrimSpace(prevLine), ":")
	if runeLen(prev) < minSplitLen {
		return false
	}
	last, _ := lastRune(prev)
	return !strings.ContainsRune(`.!?:;)"”’'*`, last)
}

func lastRune(s string) (rune, bool) {
	r := []rune(s)
	if len(r) == 0 {
		return 0, false
	}
	return r[len(r)-1], true
}

// splitMergedEntries cuts paragraphs that end with a second, glued entry
// of the form "term — See X." into two paragraphs on the same line(s).
func splitMergedEntries(paras []dgPara) ([]dgPara, []int) {
	var out []dgPara
	var lines []int
	for _, p := range paras {
		m := reMergedEntry().FindStringSubmatchIndex(p.text)
		if m == nil {
			out = append(out, p)
			continue
		}
		first := subPara(p, 0, m[3])
		second := subPara(p, m[4], len(p.text))
		out = append(out, first, second)
		lines = append(lines, second.start)
	}
	return out, lines
}

// subPara is the part text[from:to] of p, with its line bookkeeping.
func subPara(p dgPara, from, to int) dgPara {
	q := dgPara{text: p.text[from:to], start: p.lineAt(from), end: p.lineAt(max(from, to-1))}
	for i, o := range p.offs {
		n := p.lines[i]
		switch {
		case n < q.start || n > q.end:
		case n == q.start:
			q.offs = append(q.offs, 0)
			q.lines = append(q.lines, n)
		default:
			q.offs = append(q.offs, o-from)
			q.lines = append(q.lines, n)
		}
	}
	return q
}
