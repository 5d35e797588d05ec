package glossary

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// wotcTerm is one glossary entry's term and the line it starts on.
type wotcTerm struct {
	term string
	line int
}

// parseWotCGlossary finds the terms among lines from..to (1-based): a
// paragraph that opens with `term: ` starts an entry, unless it is the
// second half of a sentence a page break split, or a list item.
func parseWotCGlossary(src *Source, from, to int) []wotcTerm {
	var terms []wotcTerm
	prevPara := ""
	for n := from; n <= to && n <= src.NumLines(); n++ {
		l := src.Line(n)
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		startsPara := n == from || strings.TrimSpace(src.Line(n-1)) == ""
		if startsPara && !wotcContinues(prevPara, t) && !strings.HasPrefix(t, "- ") && !reWotCNumbered().MatchString(t) {
			if m := reWotCGlossary().FindStringSubmatch(l); m != nil {
				terms = append(terms, wotcTerm{term: strings.TrimSpace(m[1]), line: n})
			}
		}
		prevPara = t
	}
	return terms
}

// wotcContinues reports whether next is the rest of a sentence that a
// page break cut after prev: prev is prose (not a short label) that stops
// without closing punctuation, and next opens in lower case or with a
// quotation, or prev stops on a word no sentence ends with ("a", "the").
func wotcContinues(prev, next string) bool {
	p := strings.TrimRight(prev, "* ")
	if utf8.RuneCountInString(p) < 40 {
		return false
	}
	end, _ := utf8.DecodeLastRuneInString(p)
	if !unicode.IsLetter(end) && !unicode.IsDigit(end) && end != ',' {
		return false
	}
	if wotcNeverLast[p[strings.LastIndexByte(p, ' ')+1:]] {
		return true
	}
	start, _ := utf8.DecodeRuneInString(strings.TrimLeft(next, "*"))
	return unicode.IsLower(start) || start == '“' || start == '"'
}

// wotcNeverLast are words that cannot end a sentence.
var wotcNeverLast = map[string]bool{"a": true, "an": true, "the": true, "of": true, "to": true, "and": true, "or": true}

var (
	reWotCQuoted      = lazyregexp.New(`[“"]([^”"]+?):?[”"]`)
	reWotCParenthesis = lazyregexp.New(`\s*\([^)]*\)\s*$`)
)

// wotcTermAliases gives the names a reader would look a term up by: the
// words inside quotes, the term without its "X" or parenthesis, a name
// for a bare symbol, and the singular or plural form when the body of the
// rulebook uses it.
func wotcTermAliases(term string, bodyWords string) []string {
	var bases []string
	switch {
	case reWotCQuoted().MatchString(term):
		for _, m := range reWotCQuoted().FindAllStringSubmatch(term, -1) {
			bases = append(bases, m[1])
		}
	case strings.HasSuffix(term, " X"):
		bases = append(bases, strings.TrimSuffix(term, " X"))
	case reWotCParenthesis().MatchString(term):
		bases = append(bases, reWotCParenthesis().ReplaceAllString(term, ""))
	}
	switch term {
	case "Ⓢ":
		bases = append(bases, wotcTapToken, "tap symbol")
	case "→":
		bases = append(bases, "arrow")
	}
	var aliases []string
	seen := map[string]bool{Fold(term): true}
	add := func(s string) {
		if s != "" && !seen[Fold(s)] {
			seen[Fold(s)] = true
			aliases = append(aliases, s)
		}
	}
	for _, b := range bases {
		add(b)
	}
	for _, b := range append([]string{term}, bases...) {
		if v := wotcNumberVariant(b); v != "" && strings.Contains(bodyWords, " "+wotcWords(v)+" ") {
			add(v)
		}
	}
	return aliases
}

// wotcNumberVariant is the plural of a singular phrase or the singular of
// a plural one, "" for phrases that are not plain words.
func wotcNumberVariant(s string) string {
	if s == "" || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' }) >= 0 {
		return ""
	}
	if strings.HasSuffix(s, "s") {
		return strings.TrimSuffix(s, "s")
	}
	return s + "s"
}

var reWotCNonWord = lazyregexp.New(`[^\p{L}\p{N}]+`)

// wotcWords folds s to lower-case words separated by single spaces, so
// that phrases can be found regardless of punctuation.
func wotcWords(s string) string {
	return strings.TrimSpace(reWotCNonWord().ReplaceAllString(Fold(s), " "))
}
