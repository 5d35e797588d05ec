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

// literalStart is the lower-cased literal that opens every match of expr
// after an optional `\b` and whether the `\b` is there; "" when expr opens
// no other way, or the literal is not plain ASCII letters and spaces.
func literalStart(expr string) (lit string, boundary bool) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil || re.Op != syntax.OpConcat || len(re.Sub) < 2 {
		return "", false
	}
	subs := re.Sub
	if subs[0].Op == syntax.OpWordBoundary {
		boundary, subs = true, subs[1:]
	}
	first := subs[0]
	if first.Op != syntax.OpLiteral || first.Flags&syntax.FoldCase == 0 || len(first.Rune) < 3 {
		return "", false
	}
	var b strings.Builder
	for _, r := range first.Rune {
		switch {
		case r >= 'a' && r <= 'z', r == ' ':
			b.WriteRune(r)
		case r >= 'A' && r <= 'Z':
			b.WriteRune(r + 'a' - 'A')
		default:
			return "", false
		}
	}
	if b.String()[0] == ' ' {
		return "", false // \b before a space is another test
	}
	return b.String(), boundary
}

// literalStartMatches is FindAllStringIndex of the trigger whole, by its
// literal start (literalStart); nil when it has none.
func literalStartMatches(whole func() *regexp.Regexp) func(text, folded string, grams *gramSet) [][]int {
	expr := whole().String()
	lit, boundary := literalStart(expr)
	if lit == "" {
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
		for pos := 0; pos+len(lit) <= len(text); {
			i := indexASCIIFold(text[pos:], lit)
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
