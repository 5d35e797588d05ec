package cardquery

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Limits that keep a query cheap whatever is typed into the page.
const (
	MaxQueryLen = 1000 // characters
	maxDepth    = 20   // nested parentheses and negations
)

// Query is a parsed card query: field terms joined by AND (implied), OR,
// negation and parentheses.
type Query struct {
	text   string
	root   node     // as written, for Explain
	run    node     // the same with each AND's cheapest tests first
	fields []*Field // every field the query uses, once each
}

// node is one element of the query's tree.
type node interface{ match(*entry) bool }

type andNode []node
type orNode []node
type notNode struct{ node }

// termNode is one field term or bare word.
type termNode struct {
	test
	field *Field // nil for a bare word
	word  string // a bare word or phrase, as typed
}

func (n andNode) match(e *entry) bool {
	for _, c := range n {
		if !c.match(e) {
			return false
		}
	}
	return true
}

func (n orNode) match(e *entry) bool {
	for _, c := range n {
		if c.match(e) {
			return true
		}
	}
	return false
}

func (n notNode) match(e *entry) bool { return !n.node.match(e) }

func (n *termNode) match(e *entry) bool { return n.test.match(e) }

// Parse reads a query. A fault is an *Error with its column.
func Parse(q string) (*Query, error) {
	if n := utf8.RuneCountInString(q); n > MaxQueryLen {
		return nil, located(q, errorAt(MaxQueryLen+1, "the query is %d characters long; the limit is %d", n, MaxQueryLen))
	}
	toks, err := lex(q)
	if err != nil {
		return nil, located(q, err)
	}
	p := &parser{toks: toks}
	root, err := p.parse()
	if err != nil {
		return nil, located(q, err)
	}
	return &Query{text: q, root: root, run: cheapestFirst(root), fields: p.used}, nil
}

// cheapestFirst reorders each AND so that comparisons run before text
// searches, which then run only on the cards the comparisons kept.
func cheapestFirst(n node) node {
	switch n := n.(type) {
	case andNode:
		out := make(andNode, len(n))
		for i, c := range n {
			out[i] = cheapestFirst(c)
		}
		slices.SortStableFunc(out, func(a, b node) int { return cost(a) - cost(b) })
		return out
	case orNode:
		out := make(orNode, len(n))
		for i, c := range n {
			out[i] = cheapestFirst(c)
		}
		return out
	case notNode:
		return notNode{cheapestFirst(n.node)}
	}
	return n
}

// cost is the dearest test under n.
func cost(n node) int {
	switch n := n.(type) {
	case *termNode:
		return n.cost
	case notNode:
		return cost(n.node)
	case andNode:
		return maxCost(n)
	case orNode:
		return maxCost(n)
	}
	return 0
}

func maxCost(ns []node) int {
	m := 0
	for _, c := range ns {
		m = max(m, cost(c))
	}
	return m
}

func located(q string, err error) error {
	if e, ok := err.(*Error); ok {
		e.Query = q
	}
	return err
}

// String is the query as typed.
func (q *Query) String() string { return q.text }

// Uses reports whether the query has a term on the named field.
func (q *Query) Uses(name string) bool {
	return slices.ContainsFunc(q.fields, func(f *Field) bool { return f.Name == name })
}

type parser struct {
	toks  []token
	pos   int
	depth int
	used  []*Field
}

func (p *parser) peek() token { return p.toks[p.pos] }

func (p *parser) advance() token {
	t := p.toks[p.pos]
	if t.kind != tEOF {
		p.pos++
	}
	return t
}

func (p *parser) parse() (node, error) {
	if p.peek().kind == tEOF {
		return nil, errorAt(1, "empty query: give words to look for or FIELD:VALUE terms (judge help cards-query)")
	}
	n, err := p.or()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == tRParen {
		return nil, errorAt(t.col, "unmatched ): no ( before it")
	}
	return n, nil
}

// or := and (OR and)*
func (p *parser) or() (node, error) {
	var alts orNode
	for {
		n, err := p.and()
		if err != nil {
			return nil, err
		}
		alts = append(alts, n)
		if p.peek().kind != tOr {
			break
		}
		p.advance()
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return alts, nil
}

// and := unary ([AND] unary)*, up to OR, ) or the end.
func (p *parser) and() (node, error) {
	var all andNode
	for {
		t := p.peek()
		switch t.kind {
		case tOr, tAnd:
			if len(all) == 0 {
				return nil, errorAt(t.col, "%s needs a term before it", t.text)
			}
			if t.kind == tOr {
				return all.single(), nil
			}
			p.advance()
			if k := p.peek().kind; k == tEOF || k == tRParen || k == tOr || k == tAnd {
				return nil, errorAt(t.col, "%s needs a term after it", t.text)
			}
			continue
		case tEOF, tRParen:
			if len(all) == 0 {
				return nil, p.missingTerm(t)
			}
			return all.single(), nil
		}
		n, err := p.unary()
		if err != nil {
			return nil, err
		}
		all = append(all, n)
	}
}

func (a andNode) single() node {
	if len(a) == 1 {
		return a[0]
	}
	return a
}

// missingTerm explains an OR, ( or the end where a term should be.
func (p *parser) missingTerm(at token) error {
	if p.pos > 0 {
		if prev := p.toks[p.pos-1]; prev.kind == tOr {
			return errorAt(prev.col, "%s needs a term after it", prev.text)
		} else if prev.kind == tLParen {
			return errorAt(prev.col, "empty parentheses")
		}
	}
	return errorAt(at.col, "a term is missing here")
}

// unary := -unary | ( or ) | term
func (p *parser) unary() (node, error) {
	t := p.advance()
	switch t.kind {
	case tNot, tLParen:
		if p.depth++; p.depth > maxDepth {
			return nil, errorAt(t.col, "nested more than %d deep", maxDepth)
		}
		defer func() { p.depth-- }()
	}
	switch t.kind {
	case tNot:
		n, err := p.unary()
		if err != nil {
			return nil, err
		}
		return notNode{n}, nil
	case tLParen:
		n, err := p.or()
		if err != nil {
			return nil, err
		}
		if p.peek().kind != tRParen {
			return nil, errorAt(t.col, "( is never closed")
		}
		p.advance()
		return n, nil
	case tWord, tPhrase:
		p.use(fieldByName["title"])
		p.use(fieldByName["text"])
		return bareWord(t)
	case tField:
		return p.fieldTerm(t)
	}
	return nil, p.missingTerm(t) // tEOF, tRParen or an operator word: the caller stops before these
}

// bareWord searches the title and the game text.
func bareWord(t token) (node, error) {
	w := words(t.text)
	if w == " " {
		return nil, errorAt(t.col, "%q has no letters or digits to look for", t.text)
	}
	w = strings.TrimSpace(w)
	title, text := fieldByName["title"].slot, fieldByName["text"].slot
	has := func(e *entry) bool {
		return hasWords(e.strings[title][0], w, false) || hasWords(e.strings[text][0], w, false)
	}
	return &termNode{test: test{match: has, say: phrase{rel: fmt.Sprintf("whose title or game text contains “%s”", t.text), late: true}, cost: 2}, word: t.text}, nil
}

func (p *parser) fieldTerm(t token) (node, error) {
	f := fieldByName[strings.ToLower(t.field)]
	if f == nil {
		return nil, errorAt(t.col, "unknown field %q%s; fields are %s (quote a phrase that has a colon)",
			t.field, didYouMean(t.field, allFieldNames()), strings.Join(FieldNames(), ", "))
	}
	op := Op(t.op)
	if !slices.Contains(Ops, op) {
		return nil, errorAt(t.opCol, "unknown operator %q after %s; %s takes %s", t.op, t.field, f.Name, opList(f.Ops))
	}
	if !f.takes(op) {
		return nil, errorAt(t.opCol, "%s does not take %s; it takes %s", f.Name, op, opList(f.Ops))
	}
	if t.text == "" {
		return nil, errorAt(t.valCol, "%s%s needs a value", t.field, t.op)
	}
	tst, msg := f.compile(f, op, t.text)
	if msg != "" {
		return nil, errorAt(t.valCol, "%s", msg)
	}
	p.use(f)
	return &termNode{test: tst, field: f}, nil
}

func (p *parser) use(f *Field) {
	if !slices.Contains(p.used, f) {
		p.used = append(p.used, f)
	}
}

func allFieldNames() []string {
	var out []string
	for _, f := range Fields {
		out = append(out, f.names()...)
	}
	return out
}

func opList(ops []Op) string {
	s := make([]string, len(ops))
	for i, o := range ops {
		s[i] = string(o)
	}
	return strings.Join(s, " ")
}
