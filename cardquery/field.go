package cardquery

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// Op is a comparison operator of a field term.
type Op string

const (
	Has Op = ":" // contains (text), is (keywords), equals (numbers)
	Eq  Op = "=" // the whole value equals
	Ne  Op = "!="
	Lt  Op = "<"
	Le  Op = "<="
	Gt  Op = ">"
	Ge  Op = ">="
)

// Ops are all the operators, in the order the help lists them.
var Ops = []Op{Has, Eq, Ne, Lt, Le, Gt, Ge}

var (
	textOps   = []Op{Has, Eq}
	numberOps = Ops
)

// Field is everything about one searchable field: its names, what it
// means, the operators it takes and how a value becomes a test. Adding a
// field is adding one value to Fields.
type Field struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases,omitempty"`
	Doc     string   `json:"doc"`
	Ops     []Op     `json:"ops"`
	// Values are the accepted values of an enumerated field.
	Values []string `json:"values,omitempty"`

	// strings lists the card's words this field searches; the catalog
	// keeps them normalised (see words) at the field's slot.
	strings func(*cards.Card) []string
	// compile turns an operator and value into a test; a message instead
	// is a fault of the value.
	compile func(f *Field, op Op, value string) (test, string)
	slot    int
}

// test is a compiled field term: what matches, and how to say it.
type test struct {
	match func(*entry) bool
	say   phrase
	cost  int // 0 a comparison, 1 a search of labels, 2 of running text
}

// phrase is a term in words. At the top of a query an adjective goes
// before the noun ("Dark Side"), a noun replaces "cards" ("characters"),
// and everything else is a qualifier after it; inside OR or negation only
// the qualifier is used.
type phrase struct {
	adj     string
	adjRank int // lower comes first: "unique Dark Side characters"
	noun    string
	rel     string // always set: "with power at least 5"
	late    bool   // a relative clause ("whose ..."), placed last
}

func (f *Field) names() []string { return append([]string{f.Name}, f.Aliases...) }

func (f *Field) takes(op Op) bool { return slices.Contains(f.Ops, op) }

// words normalises s for matching: folded, apostrophes dropped, every run
// of anything but letters and digits one space, with a space at each end,
// so " immune to attrition" is a word-prefix test and " leader " a
// whole-word one.
func words(s string) string {
	if w, ok := asciiWords(s); ok {
		return w
	}
	s = glossary.Fold(s)
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(' ')
	space := true
	for _, r := range s {
		switch {
		case r == '\'' || r == '’' || r == '‘' || r == '•':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
			space = false
		case !space:
			b.WriteByte(' ')
			space = true
		}
	}
	if !space {
		b.WriteByte(' ')
	}
	return b.String()
}

// asciiWords is words for ASCII text with the card data's common
// typographic marks (•, curly quotes, dashes), which needs no Unicode
// folding and is most card text; ok is false for anything else.
func asciiWords(s string) (string, bool) {
	b := make([]byte, 1, len(s)+2)
	b[0] = ' '
	space := true
	for _, r := range s {
		switch {
		case r == '\'' || r == '’' || r == '‘' || r == '•':
			continue
		case r >= 'A' && r <= 'Z':
			b = append(b, byte(r)+'a'-'A')
			space = false
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b = append(b, byte(r))
			space = false
		case r >= 0x80 && !strings.ContainsRune("“”–—…", r):
			return "", false
		case !space:
			b = append(b, ' ')
			space = true
		}
	}
	if !space {
		b = append(b, ' ')
	}
	return string(b), true
}

// hasWords reports whether the padded words s hold w (words, trimmed) at
// the start of a word, and with whole also at the end of one. Searching
// for w rather than " w" keeps the search off the commonest byte.
func hasWords(s, w string, whole bool) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		if s[j-1] == ' ' && (!whole || s[j+len(w)] == ' ') {
			return true
		}
		i = j + 1
	}
}

// textField searches running text by word prefix: title:vad finds
// "Vader". "=" compares the whole text.
func textField(name string, aliases []string, what, doc string, get func(*cards.Card) []string) *Field {
	return &Field{Name: name, Aliases: aliases, Doc: doc, Ops: textOps, strings: get,
		compile: func(f *Field, op Op, v string) (test, string) {
			w := words(v)
			if w == " " {
				return test{}, fmt.Sprintf("%s%s needs a word or a quoted phrase", f.Name, op)
			}
			if op == Eq {
				return test{match: f.anyString(func(s string) bool { return s == w }),
					say: phrase{rel: fmt.Sprintf("whose %s is “%s”", what, v), late: true}, cost: 1}, ""
			}
			w = strings.TrimSpace(w)
			return test{match: f.anyString(func(s string) bool { return hasWords(s, w, false) }),
				say: phrase{rel: fmt.Sprintf("whose %s contains “%s”", what, v), late: true}, cost: 2}, ""
		}}
}

// keywordField searches short labels (type, subtype, characteristic) by
// whole words: subtype:imperial finds "Alien/Imperial". "=" compares the
// whole label, and so does ":" for a field of whole labels (icon, id).
func keywordField(name string, aliases []string, doc string, whole bool, get func(*cards.Card) []string, say func(op Op, v string) phrase) *Field {
	return &Field{Name: name, Aliases: aliases, Doc: doc, Ops: textOps, strings: get,
		compile: func(f *Field, op Op, v string) (test, string) {
			w := words(v)
			if w == " " {
				return test{}, fmt.Sprintf("%s%s needs a value", f.Name, op)
			}
			if op == Eq || whole {
				return test{match: f.anyString(func(s string) bool { return s == w }), say: say(op, v), cost: 1}, ""
			}
			w = strings.TrimSpace(w)
			return test{match: f.anyString(func(s string) bool { return hasWords(s, w, true) }), say: say(op, v), cost: 1}, ""
		}}
}

func (f *Field) anyString(ok func(string) bool) func(*entry) bool {
	slot := f.slot
	return func(e *entry) bool { return slices.ContainsFunc(e.strings[slot], ok) }
}

// numberField compares a printed number. A card without the number
// matches no comparison at all (undefined is not 0); "*" matches the
// cards whose number is a star, defined by game text.
func numberField(name string, aliases []string, what string, get func(*cards.Card) cards.Number) *Field {
	doc := fmt.Sprintf("%s: a number, or * for a star", what)
	return &Field{Name: name, Aliases: aliases, Doc: doc, Ops: numberOps,
		compile: func(f *Field, op Op, v string) (test, string) {
			if v == "*" {
				if op != Has && op != Eq {
					return test{}, fmt.Sprintf("%s%s*: a star compares only with : or =", f.Name, op)
				}
				return test{match: func(e *entry) bool { return get(e.card).Star },
					say: phrase{rel: fmt.Sprintf("with %s * (set by game text)", what)}}, ""
			}
			n, err := strconv.ParseFloat(v, 64)
			if err != nil || v == "" || strings.ContainsAny(v, "xXnN") {
				return test{}, fmt.Sprintf("%s%s%q: %s takes a number (or *)", f.Name, op, v, f.Name)
			}
			cmp := compare(op, n)
			return test{match: func(e *entry) bool {
				x := get(e.card)
				return x.Defined && cmp(x.Value)
			}, say: phrase{rel: fmt.Sprintf("with %s %s%s", what, opWords[op], v)}}, ""
		}}
}

var opWords = map[Op]string{Has: "", Eq: "", Ne: "other than ", Lt: "less than ", Le: "at most ", Gt: "more than ", Ge: "at least "}

func compare(op Op, n float64) func(float64) bool {
	switch op {
	case Ne:
		return func(x float64) bool { return x != n }
	case Lt:
		return func(x float64) bool { return x < n }
	case Le:
		return func(x float64) bool { return x <= n }
	case Gt:
		return func(x float64) bool { return x > n }
	case Ge:
		return func(x float64) bool { return x >= n }
	}
	return func(x float64) bool { return x == n }
}

// choice is one value of an enumerated field.
type choice struct {
	names []string // the first is the documented one
	match func(*cards.Card) bool
	say   phrase
}

// enumField takes one of a fixed set of values; any other is an error
// naming them.
func enumField(name string, aliases []string, doc string, choices []choice) *Field {
	f := &Field{Name: name, Aliases: aliases, Doc: doc, Ops: textOps}
	var all []string
	for _, c := range choices {
		f.Values = append(f.Values, c.names[0])
		all = append(all, c.names...)
	}
	f.compile = func(f *Field, op Op, v string) (test, string) {
		key := strings.Join(strings.Fields(strings.ToLower(v)), " ")
		for _, c := range choices {
			if slices.Contains(c.names, key) {
				return test{match: func(e *entry) bool { return c.match(e.card) }, say: c.say}, ""
			}
		}
		return test{}, fmt.Sprintf("%s%s%q: %s takes %s%s", f.Name, op, v, f.Name, strings.Join(f.Values, ", "), didYouMean(key, all))
	}
	return f
}
