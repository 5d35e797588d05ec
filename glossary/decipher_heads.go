package glossary

import (
	"slices"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// dgHead is a paragraph that starts an entry: "term – definition", where a
// lower-case term may carry sub-terms ("actions – example 1 – deploying a
// card – It's …").
type dgHead struct {
	para int
	// segs are the term and its sub-terms; the title joins them with " – ".
	segs []string
	// def is the definition and defOff its byte offset in the paragraph.
	def    string
	defOff int
	key    string
}

func (h dgHead) title() string { return strings.Join(h.segs, " – ") }

// headReport lists the head-shaped paragraphs the filters turned into body
// text, for the document's warnings.
type headReport struct {
	demoted    []int
	duplicates []int
}

var (
	// reTermDef takes the term up to the first spaced dash within 80 runes.
	reTermDef = lazyregexp.New(`^(\S.{0,79}?) [–—] (.*)$`)
	// reSubTerm peels one sub-term of at most 60 runes off a definition.
	reSubTerm = lazyregexp.New(`^(.{1,60}?) [–—] (.*)$`)
	// reSentenceBreak finds ". " inside a term and the word before it.
	reSentenceBreak = lazyregexp.New(`(\S*)\. `)
)

// titleAbbrevs may end in a period inside a term ("Dr. Evazan", "Force
// drains vs. Force generation", "Lt. Pol Treidum").
var titleAbbrevs = map[string]bool{"Dr": true, "Lt": true, "vs": true, "Mr": true, "St": true}

// headCandidate reads p as "term – definition" (rule R2 and R3 of the
// note), or reports false. Emphasis stars are ignored because one head is
// wrapped in Markdown bold and italics.
func headCandidate(p dgPara, i int) (dgHead, bool) {
	t := p.text
	if strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || strings.HasPrefix(t, "•") {
		return dgHead{}, false
	}
	stars := strings.HasPrefix(t, "*")
	if stars {
		t = strings.ReplaceAll(t, "*", "")
	}
	m := reTermDef().FindStringSubmatchIndex(t)
	if m == nil {
		return dgHead{}, false
	}
	term := t[m[2]:m[3]]
	if startsWithSee(term) || hasSentenceBreak(term) {
		return dgHead{}, false
	}
	h := dgHead{para: i, segs: []string{term}, def: t[m[4]:m[5]], defOff: m[4]}
	if startsLower(term) {
		for {
			sm := reSubTerm().FindStringSubmatchIndex(h.def)
			if sm == nil || !isSubTerm(h.def[sm[2]:sm[3]]) {
				break
			}
			h.segs = append(h.segs, h.def[sm[2]:sm[3]])
			h.defOff += sm[4]
			h.def = h.def[sm[4]:]
		}
	}
	if stars {
		// Offsets into the starred text do not map back; cite the whole paragraph.
		h.defOff = 0
	}
	h.key = sortKey(h.title())
	return h, h.key != ""
}

func startsWithSee(s string) bool {
	return strings.HasPrefix(s, "See ") || strings.HasPrefix(s, "see ")
}

func hasSentenceBreak(term string) bool {
	for _, m := range reSentenceBreak().FindAllStringSubmatch(term, -1) {
		if !titleAbbrevs[m[1]] {
			return true
		}
	}
	return false
}

// isSubTerm tells a sub-term ("example 1", "‘just’", "Hoth: Main Power
// Generators") from the start of a definition that merely contains a
// parenthetical dash ("Any modifier which simply states …").
func isSubTerm(seg string) bool {
	if startsWithSee(seg) || strings.ContainsAny(seg, ";") || strings.Contains(seg, ". ") {
		return false
	}
	r := []rune(seg)[0]
	return unicode.IsLower(r) || unicode.IsDigit(r) || strings.ContainsRune(`‘'“"`, r) || strings.Contains(seg, ":")
}

// startsLower reports whether the first letter, after opening quotes, is lower case.
func startsLower(s string) bool {
	for _, r := range s {
		if strings.ContainsRune(`‘'“"`, r) {
			continue
		}
		return unicode.IsLower(r)
	}
	return false
}

// sortKey is the Glossary's own sort key: lower case, letters, digits and
// single spaces only.
func sortKey(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		case r == ' ':
			space = true
		}
	}
	return b.String()
}

// lookahead is how many later candidates may prove that a candidate from a
// later letter is a sub-heading inside the current letter (rule R4).
const lookahead = 6

// selectHeads finds the front matter's end and the entry heads among the
// head-shaped paragraphs: the letter-section filter (R4), the sentence-case
// sub-header test (R5) and the duplicate test (R6).
func selectHeads(paras []dgPara) ([]dgHead, headReport) {
	var cands []dgHead
	for i, p := range paras {
		if h, ok := headCandidate(p, i); ok {
			cands = append(cands, h)
		}
	}
	var rep headReport
	var heads []dgHead
	for i := bodyStart(cands); i < len(cands); i++ {
		c := cands[i]
		if len(heads) > 0 && !inLetterSection(cands, i, heads[len(heads)-1].key[0]) || len(heads) > 0 && isSentenceCaseSubHeader(c, heads[len(heads)-1]) {
			rep.demoted = append(rep.demoted, paras[c.para].start)
			continue
		}
		heads = append(heads, c)
	}
	heads, dropped := dropOutOfOrderDuplicates(heads)
	for _, h := range dropped {
		rep.duplicates = append(rep.duplicates, paras[h.para].start)
	}
	return heads, rep
}

// bodyStart is the first candidate that the following candidates do not
// precede alphabetically: the front matter's entry-shaped lines ("Version
// 2.0 – …", "How to use the Glossary – …") are out of order with the body.
func bodyStart(cands []dgHead) int {
	for i, c := range cands {
		ok := true
		for j := i + 1; j < len(cands) && j <= i+lookahead; j++ {
			if cands[j].key[0] < c.key[0] {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return len(cands)
}

// inLetterSection accepts candidate i in the current letter s, or in a
// later letter when none of the next candidates returns to s.
func inLetterSection(cands []dgHead, i int, s byte) bool {
	f := cands[i].key[0]
	if f == s {
		return true
	}
	if f < s {
		return false
	}
	for j := i + 1; j < len(cands) && j <= i+lookahead; j++ {
		if cands[j].key[0] == s {
			return false
		}
	}
	return true
}

var subHeaderStopwords = map[string]bool{
	"a": true, "an": true, "and": true, "as": true, "at": true, "by": true, "for": true, "from": true,
	"in": true, "into": true, "of": true, "on": true, "or": true, "the": true, "to": true, "with": true,
}

// isSentenceCaseSubHeader rejects "Battle damage – …" inside "battle –
// damage segment": a capitalised term in sentence case whose first word is
// the first word of the current, lower-case entry.
func isSentenceCaseSubHeader(c, cur dgHead) bool {
	words := strings.Fields(c.title())
	curWords := strings.Fields(cur.title())
	if startsLower(c.title()) || !startsLower(cur.title()) || len(words) < 2 || !strings.EqualFold(words[0], curWords[0]) {
		return false
	}
	for _, w := range words[1:] {
		if startsLower(w) && !subHeaderStopwords[w] {
			return true
		}
	}
	return false
}

// dropOutOfOrderDuplicates keeps, of two heads with the same key, the one
// that sits in alphabetical order between its neighbours ("Force Pile" as
// a sub-heading of "Force" loses to the entry "Force Pile").
func dropOutOfOrderDuplicates(heads []dgHead) (kept, dropped []dgHead) {
	byKey := map[string][]int{}
	for i, h := range heads {
		byKey[h.key] = append(byKey[h.key], i)
	}
	drop := map[int]bool{}
	for _, idx := range byKey {
		if len(idx) < 2 {
			continue
		}
		var inOrder []int
		for _, i := range idx {
			if (i == 0 || heads[i-1].key <= heads[i].key) && (i == len(heads)-1 || heads[i].key <= heads[i+1].key) {
				inOrder = append(inOrder, i)
			}
		}
		if len(inOrder) == 0 || len(inOrder) == len(idx) {
			continue
		}
		for _, i := range idx {
			if !slices.Contains(inOrder, i) {
				drop[i] = true
			}
		}
	}
	for i, h := range heads {
		if drop[i] {
			dropped = append(dropped, h)
		} else {
			kept = append(kept, h)
		}
	}
	return kept, dropped
}
