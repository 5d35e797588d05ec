package cardquery

import (
	"strings"
	"unicode"
)

// tokenKind is what a token is to the parser.
type tokenKind int

const (
	tEOF    tokenKind = iota
	tLParen           // (
	tRParen           // )
	tNot              // a "-" before a term
	tOr               // OR, or
	tAnd              // AND, and (also implied between terms)
	tWord             // a bare word: title or game text
	tPhrase           // a bare "quoted phrase"
	tField            // field, operator and value: power>=5
)

// token is one lexeme with the 1-based rune columns the errors point at.
type token struct {
	kind   tokenKind
	col    int    // where the token starts
	text   string // a word, a phrase, or a field's value
	field  string // tField: the field name as typed
	op     string // tField: the operator as typed
	opCol  int    // tField: where the operator starts
	valCol int    // tField: where the value starts
}

// opRunes may form an operator; a run of them after a field name is its
// operator, checked against the valid ones so "power=>5" is an error
// rather than a word.
const opRunes = ":=!<>~"

type lexer struct {
	src  []rune
	pos  int
	toks []token
}

// lex splits a query into tokens, or fails at the column of the fault.
func lex(q string) ([]token, error) {
	l := &lexer{src: []rune(q)}
	for {
		l.skipSpace()
		if l.pos >= len(l.src) {
			l.toks = append(l.toks, token{kind: tEOF, col: l.pos + 1})
			return l.toks, nil
		}
		if err := l.next(); err != nil {
			return nil, err
		}
	}
}

func (l *lexer) skipSpace() {
	for l.pos < len(l.src) && unicode.IsSpace(l.src[l.pos]) {
		l.pos++
	}
}

func (l *lexer) emit(kind tokenKind, col int, text string) {
	l.toks = append(l.toks, token{kind: kind, col: col, text: text})
}

func (l *lexer) next() error {
	col, r := l.pos+1, l.src[l.pos]
	switch {
	case r == '(':
		l.pos++
		l.emit(tLParen, col, "(")
	case r == ')':
		l.pos++
		l.emit(tRParen, col, ")")
	case r == '-' && l.pos+1 < len(l.src) && !unicode.IsSpace(l.src[l.pos+1]) && l.src[l.pos+1] != ')':
		l.pos++
		l.emit(tNot, col, "-")
	case isQuote(r):
		s, err := l.quoted()
		if err != nil {
			return err
		}
		l.emit(tPhrase, col, s)
	case strings.ContainsRune(opRunes, r):
		op := l.run(isOpRune)
		return errorAt(col, "%q has no field before it: write FIELD%sVALUE, or quote it to search for it as text", op, op)
	default:
		return l.word(col)
	}
	return nil
}

// word reads a bare word, or a field term when an operator follows it.
func (l *lexer) word(col int) error {
	w := l.run(isWordRune)
	if l.bang() {
		// Titles end in "!" ("Alert My Star Destroyer!"): a lone "!"
		// after a word is its punctuation, not an operator.
		l.pos++
		w += "!"
	}
	if l.pos >= len(l.src) || !isOpRune(l.src[l.pos]) {
		switch w {
		case "OR", "or":
			l.emit(tOr, col, w)
		case "AND", "and":
			l.emit(tAnd, col, w)
		default:
			l.emit(tWord, col, w)
		}
		return nil
	}
	t := token{kind: tField, col: col, field: w, opCol: l.pos + 1}
	t.op = l.run(isOpRune)
	t.valCol = l.pos + 1
	switch {
	case l.pos < len(l.src) && isQuote(l.src[l.pos]):
		s, err := l.quoted()
		if err != nil {
			return err
		}
		t.text = s
	default:
		t.text = l.run(isValueRune)
	}
	l.toks = append(l.toks, t)
	return nil
}

// bang is true at a "!" that ends a word.
func (l *lexer) bang() bool {
	if l.pos >= len(l.src) || l.src[l.pos] != '!' {
		return false
	}
	next := l.pos + 1
	return next == len(l.src) || unicode.IsSpace(l.src[next]) || l.src[next] == ')'
}

// quoted reads a quoted string; a backslash escapes the next character.
func (l *lexer) quoted() (string, error) {
	start := l.pos
	l.pos++
	var b strings.Builder
	for l.pos < len(l.src) {
		r := l.src[l.pos]
		l.pos++
		switch {
		case isCloseQuote(r):
			return b.String(), nil
		case r == '\\' && l.pos < len(l.src):
			b.WriteRune(l.src[l.pos])
			l.pos++
		default:
			b.WriteRune(r)
		}
	}
	return "", errorAt(start+1, "quote opened here is never closed")
}

func (l *lexer) run(ok func(rune) bool) string {
	start := l.pos
	for l.pos < len(l.src) && ok(l.src[l.pos]) {
		l.pos++
	}
	return string(l.src[start:l.pos])
}

// Phones type curly quotes; either kind opens and closes.
func isQuote(r rune) bool { return r == '"' || r == '“' || r == '”' }

func isCloseQuote(r rune) bool { return r == '"' || r == '”' }

func isOpRune(r rune) bool { return strings.ContainsRune(opRunes, r) }

func isWordRune(r rune) bool {
	return !unicode.IsSpace(r) && r != '(' && r != ')' && !isQuote(r) && !isOpRune(r)
}

// isValueRune allows operator characters inside a value ("uniqueness:<>"
// must still be quoted, as its first character would extend the operator).
func isValueRune(r rune) bool {
	return !unicode.IsSpace(r) && r != '(' && r != ')' && !isQuote(r)
}
