package glossary

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// pcBlockKind tells prose from the blocks a split paragraph never continues.
type pcBlockKind int

const (
	pcProse pcBlockKind = iota
	pcList
	pcTable
	pcFootnote
)

// pcBlock is a run of adjacent non-blank lines.
type pcBlock struct {
	kind  pcBlockKind
	lines []int
}

var (
	rePCListItem = lazyregexp.New(`^\s*(?:- |•|\d+[.)] )`)
	rePCFootnote = lazyregexp.New(`^(?:\\?\* |[†‡] ?)`)
	// rePCLeadMarkup is emphasis that may open a continuation ("**its related sites**").
	rePCLeadMarkup = lazyregexp.New(`^[*_\s]+`)
)

// pcBlocks splits the given lines (ascending) into blocks: a blank line or
// a gap in the numbering ends a block.
func pcBlocks(src *Source, lines []int) []pcBlock {
	var out []pcBlock
	prev := -1
	for _, n := range lines {
		l := src.Line(n)
		if strings.TrimSpace(l) == "" {
			prev = -1
			continue
		}
		if prev >= 0 && n == prev+1 {
			b := &out[len(out)-1]
			b.lines = append(b.lines, n)
			if strings.Contains(l, "\t") {
				b.kind = pcTable
			}
		} else {
			out = append(out, pcBlock{kind: pcLineKind(l), lines: []int{n}})
		}
		prev = n
	}
	return out
}

func pcLineKind(l string) pcBlockKind {
	switch {
	case strings.Contains(l, "\t"):
		return pcTable
	case rePCFootnote().MatchString(l):
		return pcFootnote
	case rePCListItem().MatchString(l):
		return pcList
	}
	return pcProse
}

// pcContinues reports whether block b is the second half of a paragraph
// that a page break split from a (the rulebook's PDF origin left 28 such
// splits): the next part starts lowercase or with "(", or a prose line
// stops on a word and the next part goes on with a capital or a digit (a
// card title cut in two, "Artoo, Brave Little" | "Droid").
func pcContinues(src *Source, a, b pcBlock) bool {
	if b.kind != pcProse || (a.kind != pcProse && a.kind != pcList) {
		return false
	}
	next := rePCLeadMarkup().ReplaceAllString(src.Line(b.lines[0]), "")
	var first rune
	for _, r := range next {
		first = r
		break
	}
	if unicode.IsLower(first) || first == '(' {
		return true
	}
	last := strings.TrimSpace(src.Line(a.lines[len(a.lines)-1]))
	lr := []rune(last)
	return a.kind == pcProse && len(lr) > 0 && unicode.IsLetter(lr[len(lr)-1]) && (unicode.IsUpper(first) || unicode.IsDigit(first))
}

// pcBodyText renders the given lines as display text: markup removed,
// split paragraphs re-joined, list items and table rows one per line
// (table cells keep their tabs), blocks separated by a blank line.
// unescape removes Markdown backslash escapes. It also returns warnings
// for repairs (duplicated list items dropped).
func pcBodyText(src *Source, lines []int, unescape func(string) string) (string, []string) {
	var warnings []string
	var paras []string
	blocks := pcBlocks(src, lines)
	for bi, b := range blocks {
		var rows []string
		for k, n := range b.lines {
			l := unescape(src.Line(n))
			if b.kind == pcList && k > 0 && l == unescape(src.Line(b.lines[k-1])) {
				warnings = append(warnings, fmt.Sprintf("line %d repeats line %d; left out of the text", n, n-1))
				continue
			}
			if b.kind == pcTable {
				cells := strings.Split(l, "\t")
				for c := range cells {
					cells[c] = PlainText(cells[c])
				}
				rows = append(rows, strings.Join(cells, "\t"))
				continue
			}
			rows = append(rows, TidyPunctuation(PlainText(l)))
		}
		text := strings.Join(rows, "\n")
		switch {
		case len(paras) == 0:
		case pcContinues(src, blocks[bi-1], b):
			paras[len(paras)-1] += " " + text
			continue
		case blocks[bi-1].kind == pcList && b.kind == pcList:
			// a stray blank line inside one list (L1009 of the text file)
			paras[len(paras)-1] += "\n" + text
			continue
		}
		paras = append(paras, text)
	}
	return strings.Join(paras, "\n\n"), warnings
}

// pcLineRange lists from..to.
func pcLineRange(from, to int) []int {
	var out []int
	for n := from; n <= to; n++ {
		out = append(out, n)
	}
	return out
}

// pcLastText is the last non-blank line among lines, or 0.
func pcLastText(src *Source, lines []int) int {
	for k := len(lines) - 1; k >= 0; k-- {
		if strings.TrimSpace(src.Line(lines[k])) != "" {
			return lines[k]
		}
	}
	return 0
}
