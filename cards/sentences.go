package cards

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Sentence is one sentence of a card's game text: its words and the byte
// range of GameText they occupy.
type Sentence struct {
	Text string `json:"text"`
	Span [2]int `json:"span"`
}

// words finds up to n words of text (every word when n < 0), as byte
// ranges: letters or digits, with inner apostrophes and hyphens ("Jabba's",
// "ship-docking") — what `[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*` finds,
// without a regular expression (it is run on every sentence of every card).
func words(text string, n int) [][2]int {
	var out [][2]int
	letterAt := func(i int) (bool, int) {
		r, size := utf8.DecodeRuneInString(text[i:])
		return unicode.IsLetter(r) || unicode.IsNumber(r), size
	}
	run := func(i int) int { // the end of the letters from i
		for i < len(text) {
			ok, size := letterAt(i)
			if !ok {
				break
			}
			i += size
		}
		return i
	}
	for i := 0; i < len(text) && (n < 0 || len(out) < n); {
		if ok, size := letterAt(i); !ok {
			i += size
			continue
		}
		start := i
		i = run(i)
		for i < len(text) {
			r, size := utf8.DecodeRuneInString(text[i:])
			if r != '\'' && r != '’' && r != '-' || i+size >= len(text) {
				break
			}
			if ok, _ := letterAt(i + size); !ok {
				break
			}
			i = run(i + size)
		}
		out = append(out, [2]int{start, i})
	}
	return out
}

// Sentences cuts the card's game text into sentences at sentence ends
// outside parentheses, a title of its database that holds a mark ("Eject!
// Eject!") kept whole; a fragment of fewer than two words is no sentence.
func (c *Card) Sentences() []Sentence { return sentencesOf(c.GameText, c.titles) }

// sentencesOf is Sentences for text, cut around the titles tm (nil: none).
func sentencesOf(text string, tm *titleMarks) []Sentence {
	var out []Sentence
	for _, s := range splitSentences(text, tm) {
		if len(words(s.text, 2)) < 2 {
			continue
		}
		t := strings.TrimRightFunc(s.text, unicode.IsSpace)
		out = append(out, Sentence{Text: t, Span: [2]int{s.start, s.start + len(t)}})
	}
	return out
}

// Unread lists the sentences of the card's game text that its effects do
// not read: after taking out the bytes inside effects' spans and a label
// opening the sentence ("Light:", an Objective's side title), two words or
// more are left, or one that is not a filler word (see covered). A ruling that involves the card must say these were not
// read rather than pass over them.
//
// A loaded card has them in NotRead already.
func (c *Card) Unread() []Sentence {
	if c.NotRead != nil {
		return c.NotRead
	}
	var out []Sentence
	for _, s := range c.Sentences() {
		if !covered(s, c.Effects) {
			out = append(out, s)
		}
	}
	return out
}

// fillerWords are the only words an effect's span may leave out of a
// sentence that still counts as read: they carry no game meaning of their
// own ("Immune to Alter and ..."). "Your" is among them because an effect
// is read as its card owner's unless it names another player. Any other
// word left out, even one — "purchase", "here", "may", "opponent's" —
// changes what the card does, so the sentence is not read.
var fillerWords = map[string]bool{"a": true, "an": true, "the": true, "and": true, "or": true, "also": true, "of": true, "to": true, "your": true}

// covered says whether the effects' spans leave at most one word of the
// sentence unread, and that word a filler.
func covered(s Sentence, effects []Effect) bool {
	var spans [][2]int
	for _, e := range effects {
		if e.Span[1] > s.Span[0] && e.Span[0] < s.Span[1] {
			spans = append(spans, [2]int{max(e.Span[0], s.Span[0]) - s.Span[0], min(e.Span[1], s.Span[1]) - s.Span[0]})
		}
	}
	if len(spans) == 0 {
		return false
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i][0] < spans[j][0] })
	from := 0
	if m := labelAt(s.Text); m != nil {
		from = m[1]
	}
	left := 0
	for _, w := range words(s.Text[from:], -1) {
		a, b := w[0]+from, w[1]+from
		if !inside(spans, a, b) {
			if left++; left >= 2 || !fillerWords[strings.ToLower(s.Text[a:b])] {
				return false
			}
		}
	}
	return true
}

func inside(spans [][2]int, a, b int) bool {
	for _, sp := range spans {
		if sp[0] <= a && b <= sp[1] {
			return true
		}
	}
	return false
}

// Coverage counts game-text sentences and those the effects read.
type Coverage struct {
	Sentences int     `json:"sentences"`
	Read      int     `json:"read"`
	Percent   float64 `json:"percent"`
}

func (c *Coverage) add(total, read int) {
	c.Sentences += total
	c.Read += read
	c.Percent = 100
	if c.Sentences > 0 {
		c.Percent = float64(int(1000*float64(c.Read)/float64(c.Sentences)+0.5)) / 10
	}
}

// TypeCoverage is Coverage for one card type.
type TypeCoverage struct {
	Type string `json:"type"`
	Coverage
}

// SentenceCoverage reports, over every card, how many game-text sentences
// the effects read: overall and per card type, types by sentence count.
func (db *DB) SentenceCoverage() (all Coverage, byType []TypeCoverage) {
	at := map[string]int{}
	for _, c := range db.All() {
		total := len(c.Sentences())
		read := total - len(c.Unread())
		all.add(total, read)
		i, ok := at[c.Type]
		if !ok {
			i = len(byType)
			at[c.Type] = i
			byType = append(byType, TypeCoverage{Type: c.Type})
		}
		byType[i].add(total, read)
	}
	sort.SliceStable(byType, func(i, j int) bool { return byType[i].Sentences > byType[j].Sentences })
	return all, byType
}
