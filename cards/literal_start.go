package cards

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"unicode/utf8"
)

// A trigger such as `(?i)\bdeploys? only\b` opens every match with a
// literal word: Go's regexp finds no literal prefix in it (the `(?i)` and
// the `\b` hide it), so it tries the whole expression at every byte of the
// sentence, folding case at each rune. literalStartMatches finds the
// trigger's matches by searching for the literal first and trying the
// expression, anchored, only where it occurs.

// literalStarts are the lower-cased literals one of which opens every
// match of expr, after an optional `\b`, and whether the `\b` is there:
// the literal, or each branch's of an alternation ("(?:is|are) canceled"),
// cut at its first rune that is not an ASCII letter or a space. None when
// expr opens any other way.
func literalStarts(expr string) (lits []string, boundary bool) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil || re.Op != syntax.OpConcat || len(re.Sub) < 2 {
		return nil, false
	}
	subs := re.Sub
	if subs[0].Op == syntax.OpWordBoundary {
		boundary, subs = true, subs[1:]
	}
	if subs[0].Op != syntax.OpAlternate {
		if lit := foldedLiteral(subs[0], 3); lit != "" {
			return []string{lit}, boundary
		}
		return nil, false
	}
	for _, branch := range subs[0].Sub {
		if branch.Op == syntax.OpConcat {
			branch = branch.Sub[0]
		}
		lit := foldedLiteral(branch, 2)
		if lit == "" {
			return nil, false
		}
		lits = append(lits, lit)
	}
	return lits, boundary
}

// foldedLiteral is the lower-cased leading ASCII letters and spaces of a
// case-folded literal, "" when it is not one or they are fewer than min or
// open with a space.
func foldedLiteral(re *syntax.Regexp, min int) string {
	if re.Op != syntax.OpLiteral || re.Flags&syntax.FoldCase == 0 {
		return ""
	}
	var b []byte
	for _, r := range re.Rune {
		if r >= 'A' && r <= 'Z' {
			r += 'a' - 'A'
		}
		if !(r >= 'a' && r <= 'z' || r == ' ' && len(b) > 0) {
			break
		}
		b = append(b, byte(r))
	}
	if len(b) < min {
		return ""
	}
	return string(b)
}

// literalStartMatches is FindAllStringIndex of the trigger whole, by its
// literal start (literalStart); nil when it has none.
func literalStartMatches(whole func() *regexp.Regexp) func(text, folded string, grams *gramSet) [][]int {
	expr := whole().String()
	lits, boundary := literalStarts(expr)
	if len(lits) == 0 {
		return nil
	}
	// The expression anchored at the literal: its `\b` there holds, as
	// the search checked it against the byte before.
	anchored := sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:` + expr + `)`) })
	return func(text, _ string, _ *gramSet) [][]int {
		// Under (?i), "k" and "s" also match the Kelvin sign and the long s:
		// a text with either is left to the whole expression.
		if strings.Contains(text, "\u212a") || strings.Contains(text, "\u017f") {
			return whole().FindAllStringIndex(text, -1)
		}
		var out [][]int
		for pos := 0; pos < len(text); {
			i := indexAnyASCIIFold(text[pos:], lits)
			if i < 0 {
				break
			}
			p := pos + i
			if boundary && p > 0 && isWordByte(text[p-1]) {
				pos = p + 1
				continue
			}
			m := anchored().FindStringIndex(text[p:])
			if m == nil {
				_, size := utf8.DecodeRuneInString(text[p:])
				pos = p + size
				continue
			}
			out = append(out, []int{p, p + m[1]})
			pos = p + m[1]
		}
		return out
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// indexAnyASCIIFold is the first index in text of any of lits, -1 when
// there is none.
func indexAnyASCIIFold(text string, lits []string) int {
	first := -1
	for _, lit := range lits {
		in := text
		if first >= 0 {
			in = text[:min(len(text), first+len(lit)-1)] // only an earlier one matters
		}
		if i := indexASCIIFold(in, lit); i >= 0 {
			first = i
		}
	}
	return first
}

// indexASCIIFold is the first index of lit (lower-case ASCII letters and
// spaces) in text in any case, -1 when there is none.
func indexASCIIFold(text, lit string) int {
	first := lit[0]
	for i := 0; i+len(lit) <= len(text); i++ {
		if c := text[i]; c != first && c != first-('a'-'A') {
			continue
		}
		if strings.EqualFold(text[i:i+len(lit)], lit) {
			return i
		}
	}
	return -1
}
