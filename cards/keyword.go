package cards

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// required is what every match of an expression must contain: one of a few
// literal strings, case-folded (foldCase). Building the index runs every
// extractor's trigger over every sentence; most sentences hold none of a
// trigger's words, and a few bit tests (grams) and substring tests rule
// them out far faster than the regular expression. An empty required
// rules nothing out.
type required []oneOf

// oneOf is a set of literals a match holds one of.
type oneOf struct {
	literals []string
	grams    [][]uint16 // each literal's trigrams (gramOf), the rarest first
	// first is each literal's rarest trigram: most sentences lack it, so
	// one bit test per literal rules most of them out.
	first []uint16
}

func newOneOf(literals []string) oneOf {
	o := oneOf{literals: literals}
	for _, l := range literals {
		type scored struct {
			g      uint16
			common int
		}
		var gs []scored
		for i := 0; i+3 <= len(l); i++ {
			g := gramOf(l[i], l[i+1], l[i+2])
			if !slices.ContainsFunc(gs, func(s scored) bool { return s.g == g }) {
				gs = append(gs, scored{g, commonness(l[i : i+3])})
			}
		}
		slices.SortStableFunc(gs, func(a, b scored) int { return a.common - b.common })
		var ordered []uint16
		for _, s := range gs {
			ordered = append(ordered, s.g)
		}
		o.grams = append(o.grams, ordered)
		o.first = append(o.first, ordered[0])
	}
	return o
}

// commonness guesses how often a folded trigram occurs in game text: the
// sum of its bytes' ranks in English letter frequency, a space and
// punctuation counting as most common. Only the order of the tests
// depends on it, never their outcome.
func commonness(tri string) int {
	const byFrequency = " ETAOINSHRDLCUMWFGYPBVKJXQZ"
	n := 0
	for i := 0; i < len(tri); i++ {
		if r := strings.IndexByte(byFrequency, tri[i]); r >= 0 {
			n += len(byFrequency) - r
		} else if tri[i] < 'A' {
			n += len(byFrequency) // punctuation and digits: common
		}
	}
	return n
}

// in says whether text, folded (foldCase) with its trigrams in grams, may
// hold a match.
func (r required) in(folded string, grams *gramSet) bool {
	for _, o := range r {
		if !o.in(folded, grams) {
			return false
		}
	}
	return true
}

func (o oneOf) in(folded string, grams *gramSet) bool {
	for i, g := range o.first {
		if grams[g>>6]&(1<<(g&63)) != 0 && grams.hasAll(o.grams[i][1:]) && strings.Contains(folded, o.literals[i]) {
			return true
		}
	}
	return false
}

// gramSet is the set of a text's trigrams, hashed to 12 bits: a literal
// one of whose trigrams is missing is not in the text.
type gramSet [64]uint64

func gramOf(a, b, c byte) uint16 {
	return uint16((uint32(a)<<16|uint32(b)<<8|uint32(c))*2654435761>>20) & 4095
}

func (g *gramSet) of(folded string) {
	*g = gramSet{}
	for i := 0; i+3 <= len(folded); i++ {
		h := gramOf(folded[i], folded[i+1], folded[i+2])
		g[h>>6] |= 1 << (h & 63)
	}
}

func (g *gramSet) hasAll(hs []uint16) bool {
	for _, h := range hs {
		if g[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
	}
	return true
}

// maxAlternatives bounds the literal sets followed through an expression:
// 64 lets "deploys?\s?[+-]" or ten number names each before "," or " and"
// become literals, where 16 stopped at "DEPLOY" and let a third of the
// sentences through to a trigger that did not match.
const maxAlternatives = 64

// requiredOf finds the required literals of expr, the most selective
// sets first.
func requiredOf(expr string) required {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	all := needAll(re.Simplify())
	slices.SortStableFunc(all, func(a, b []string) int {
		if better(a, b) {
			return -1
		}
		if better(b, a) {
			return 1
		}
		return 0
	})
	var r required
	for _, set := range all {
		r = append(r, newOneOf(set))
	}
	return r
}

// exactOf is the set of strings n matches, folded, when there are at most
// maxAlternatives of them (ok false otherwise).
func exactOf(n *syntax.Regexp) (set []string, ok bool) {
	switch n.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpBeginLine, syntax.OpEndLine:
		return []string{""}, true
	case syntax.OpLiteral:
		if slices.Contains(n.Rune, utf8.RuneError) {
			return nil, false // an invalid byte matches it: not a literal of the text
		}
		return []string{foldCase(string(n.Rune))}, true
	case syntax.OpCharClass:
		var runes []string
		for i := 0; i+1 < len(n.Rune); i += 2 {
			if n.Rune[i+1]-n.Rune[i] >= maxAlternatives || n.Rune[i] <= utf8.RuneError && utf8.RuneError <= n.Rune[i+1] {
				return nil, false
			}
			for r := n.Rune[i]; r <= n.Rune[i+1]; r++ {
				if f := foldCase(string(r)); !slices.Contains(runes, f) {
					runes = append(runes, f)
				}
			}
			if len(runes) > 5 { // \s is five
				return nil, false
			}
		}
		return runes, len(runes) > 0
	case syntax.OpCapture:
		return exactOf(n.Sub[0])
	case syntax.OpQuest:
		sub, ok := exactOf(n.Sub[0])
		if !ok || len(sub) >= maxAlternatives {
			return nil, false
		}
		return union([]string{""}, sub), true
	case syntax.OpAlternate:
		for _, s := range n.Sub {
			sub, ok := exactOf(s)
			if !ok || len(set)+len(sub) > maxAlternatives {
				return nil, false
			}
			set = union(set, sub)
		}
		return set, true
	case syntax.OpConcat:
		set = []string{""}
		for _, s := range n.Sub {
			sub, ok := exactOf(s)
			if !ok || len(set)*len(sub) > maxAlternatives {
				return nil, false
			}
			set = cross(set, sub)
		}
		return set, true
	}
	return nil, false
}

// needOf is a set of folded literals one of which every match of n holds;
// nil when none is known.
func needOf(n *syntax.Regexp) []string {
	var best []string
	for _, set := range needAll(n) {
		if better(set, best) {
			best = set
		}
	}
	return best
}

// needAll is sets of folded literals, each of which every match of n
// holds one of, each literal three bytes or more.
func needAll(n *syntax.Regexp) [][]string {
	var all [][]string
	keep := func(set []string) {
		if set = minimal(set); len(set) > 0 && shortest(set) >= 3 {
			all = append(all, set)
		}
	}
	if set, ok := exactOf(n); ok {
		keep(set)
		return all
	}
	switch n.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return needAll(n.Sub[0])
	case syntax.OpRepeat:
		if n.Min >= 1 {
			return needAll(n.Sub[0])
		}
	case syntax.OpAlternate:
		var set []string
		for _, s := range n.Sub {
			sub := needOf(s)
			if sub == nil {
				return nil
			}
			set = union(set, sub)
		}
		keep(set)
	case syntax.OpConcat:
		// Runs of children with exact sets join into longer literals.
		run := []string{""}
		for _, s := range n.Sub {
			if sub, ok := exactOf(s); ok {
				if len(run)*len(sub) <= maxAlternatives {
					run = cross(run, sub)
					continue
				}
				keep(run)
				run = sub
				continue
			}
			keep(run)
			run = []string{""}
			all = append(all, needAll(s)...)
		}
		keep(run)
	}
	return all
}

// better says whether set a rules out more than b: its shortest literal is
// longer (or, as long, it has fewer literals).
func better(a, b []string) bool {
	if len(a) == 0 {
		return false
	}
	if len(b) == 0 {
		return true
	}
	la, lb := shortest(a), shortest(b)
	return la > lb || la == lb && len(a) < len(b)
}

func shortest(set []string) int {
	n := len(set[0])
	for _, s := range set {
		n = min(n, len(s))
	}
	return n
}

// minimal drops the literals that hold another of the set: a text holding
// "{during " holds "during " too. A set with "" in it rules nothing out.
func minimal(set []string) []string {
	var out []string
	for i, s := range set {
		if s == "" {
			return nil
		}
		redundant := false
		for j, t := range set {
			if j != i && strings.Contains(s, t) && (len(t) < len(s) || j < i) {
				redundant = true
				break
			}
		}
		if !redundant {
			out = append(out, s)
		}
	}
	return out
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func cross(a, b []string) []string {
	var out []string
	for _, x := range a {
		for _, y := range b {
			if !slices.Contains(out, x+y) {
				out = append(out, x+y)
			}
		}
	}
	return out
}

// foldCase maps every rune to the least rune of its case-folding orbit, as
// (?i) compares them ("ſ", "s" and "S" all become "S"): a text matching a
// literal, case-sensitive or not, then holds the literal's folded form.
// Bytes that are not UTF-8 stay as they are.
func foldCase(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToUpper(s)
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteByte(s[i])
			i++
			continue
		}
		b.WriteRune(leastFold(r))
		i += size
	}
	return b.String()
}

func leastFold(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}
