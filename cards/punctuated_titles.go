package cards

import (
	"strings"
	"unicode"
)

// Card titles that hold a sentence end or a comma ("Eject! Eject!", "Dr.
// Evazan", "Run Luke, Run!", "What Is Thy Bidding, My Master?"): game text
// that names them ("Immune to Eject! Eject! and attrition < 5.") is one
// sentence, and one title in a list. They are a card database's own
// titles: NewDB finds them, the compiled form keeps them (Encode), and
// each card of the database splits its text with them (Card.Sentences).
// Text split with no database (nil titleMarks) is split as printed.

// titleMarks indexes a database's punctuated titles by the word just
// before each of their sentence-end marks (lower case), and keeps those
// with a comma.
type titleMarks struct {
	byWord map[string][]titleMark
	commas []string // lower case
	all    []string // lower case: every title with a comma or a mark
}

// titleMark is a title and the byte offset of one mark in it.
type titleMark struct {
	title string // lower case
	at    int
}

// punctuatedTitles are the punctuated ones among titles (as printed, with
// uniqueness marks, "(V)", two halves "A / B" or "A & •B"), lower case,
// each once, in order.
func punctuatedTitles(titles []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, printed := range titles {
		for _, part := range strings.FieldsFunc(printed, func(r rune) bool { return r == '/' || r == '&' }) {
			// uniqueness marks off, and the version: "•Run Luke, Run! (V)"
			t := strings.TrimLeft(strings.TrimSpace(part), "•◇<> ")
			t = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, " (AI)"), " (V)")))
			if t == "" || seen[t] {
				continue
			}
			seen[t] = true
			if len(endMarks(t)) > 0 || strings.Contains(t, ", ") {
				out = append(out, t)
			}
		}
	}
	return out
}

// newTitleMarks indexes punctuated titles (lower case, as
// punctuatedTitles gives them); nil for none.
func newTitleMarks(punctuated []string) *titleMarks {
	if len(punctuated) == 0 {
		return nil
	}
	tm := &titleMarks{byWord: map[string][]titleMark{}, all: punctuated}
	for _, t := range punctuated {
		if strings.Contains(t, ", ") {
			tm.commas = append(tm.commas, t)
		}
		for _, at := range endMarks(t) {
			w := markWord(t, at)
			tm.byWord[w] = append(tm.byWord[w], titleMark{title: t, at: at})
		}
	}
	return tm
}

// titles are the punctuated titles tm indexes (what Encode keeps).
func (tm *titleMarks) titles() []string {
	if tm == nil {
		return nil
	}
	return tm.all
}

// endMarks are the offsets of the marks in t that sentenceEnds would end a
// sentence at, were t followed by a space.
func endMarks(t string) []int {
	var out []int
	for i := 0; i < len(t); i++ {
		if c := t[i]; c != '.' && c != '!' && c != '?' {
			continue
		}
		j := i + 1
		for j < len(t) && strings.ContainsRune(`'"’”)`, rune(t[j])) {
			j++
		}
		if j == len(t) || t[j] == ' ' {
			out = append(out, i)
		}
	}
	return out
}

// markWord is the run of letters and digits that ends at i, lower case.
func markWord(text string, i int) string {
	j := i
	for j > 0 && j-1 < len(text) && text[j-1] < 0x80 && (unicode.IsLetter(rune(text[j-1])) || unicode.IsDigit(rune(text[j-1]))) {
		j--
	}
	return strings.ToLower(text[j:i])
}

// marksAt are the title marks indexed under the word that ends at i of
// text; the lookup does not allocate (sentenceEnds runs on every card).
func (tm *titleMarks) marksAt(text string, i int) []titleMark {
	j := i
	for j > 0 && text[j-1] < 0x80 && (unicode.IsLetter(rune(text[j-1])) || unicode.IsDigit(rune(text[j-1]))) {
		j--
	}
	var buf [32]byte
	if i-j > len(buf) {
		return tm.byWord[strings.ToLower(text[j:i])]
	}
	for k := j; k < i; k++ {
		c := text[k]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[k-j] = c
	}
	return tm.byWord[string(buf[:i-j])]
}

// inTitle says whether the sentence-end mark at i of text is inside a
// punctuated title, or ends one that the sentence goes on after ("Run
// Luke, Run! is a Used Interrupt"): no sentence ends there.
func (tm *titleMarks) inTitle(text string, i int) bool {
	if tm == nil {
		return false
	}
	for _, m := range tm.marksAt(text, i) {
		from := i - m.at
		if from < 0 || from+len(m.title) > len(text) || !strings.EqualFold(text[from:from+len(m.title)], m.title) {
			continue
		}
		if m.at < len(m.title)-1 {
			return true
		}
		rest := strings.TrimLeft(text[from+len(m.title):], " ")
		return rest != "" && rest[0] >= 'a' && rest[0] <= 'z'
	}
	return false
}

// mask hides, in text, the punctuated titles with a comma or a mark
// behind a capital and letters of the same length ("What is Thy Bidding,
// My Master?" → "Txxx…"), so that a list's pattern sees one word where a
// title's own "is", comma or "?" would cut it; byte offsets stay.
func (tm *titleMarks) mask(text string) string {
	if tm == nil || !strings.ContainsAny(text, ",.!?") {
		return text
	}
	lower := strings.ToLower(text)
	var b []byte
	for _, t := range tm.all {
		for from := 0; ; {
			i := strings.Index(lower[from:], t)
			if i < 0 {
				break
			}
			i += from
			if b == nil {
				b = []byte(text)
			}
			b[i] = 'T'
			for j := i + 1; j < i+len(t); j++ {
				b[j] = 'x'
			}
			from = i + len(t)
		}
	}
	if b == nil {
		return text
	}
	return string(b)
}
