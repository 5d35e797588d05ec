package table

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Card text names a card by its persona or by the title without what
// follows it in parentheses ("C-3PO" for "C-3PO (See-Threepio)", "Jabba"
// for "Jabba The Hutt" through its persona), and so may a table file's
// with:, on: or question field: such a name finds the card on table when
// no label, name or title is spelled so.

// reTitleAside is a parenthesised part of a title: "(See-Threepio)", "(V)".
var reTitleAside = lazyregexp.New(`\s*\([^)]*\)`)

// Find is Piece, then the card on table whose persona or short title is
// name. how says what it read name as when it had to choose so (a
// resolution the ruling states as an assumption); "" when the name is a
// label, name or title.
func (t *Table) Find(name string) (p *Piece, how string) {
	if p := t.exact(name); p != nil {
		return p, ""
	}
	key := glossary.Fold(name)
	if key == "" {
		return nil, ""
	}
	var found []*Piece
	for _, q := range t.Pieces {
		if q.NamedBy(key) {
			found = append(found, q)
		}
	}
	switch len(found) {
	case 0:
		return nil, ""
	case 1:
		return found[0], fmt.Sprintf("%q read as %s, the card on table it names by persona or title", name, found[0].Name)
	}
	others := make([]string, 0, len(found)-1)
	for _, q := range found[1:] {
		others = append(others, q.Name)
	}
	return found[0], fmt.Sprintf("%q read as %s, the first card on table it names by persona or title (also: %s)", name, found[0].Name, strings.Join(others, ", "))
}

// NamedBy says whether a folded name is p's persona or its title without
// the parts in parentheses (or its whole title).
func (p *Piece) NamedBy(key string) bool {
	if p.Card == nil {
		return false
	}
	if t := glossary.Fold(p.Card.Title); t == key || glossary.Fold(reTitleAside().ReplaceAllString(p.Card.Title, "")) == key {
		return true
	}
	for _, persona := range p.Card.Personas {
		if glossary.Fold(persona) == key {
			return true
		}
	}
	return false
}

// assume records a reading of the file once, however many fields make it,
// with where it was first made.
func (l *loader) assume(a, where string) {
	for _, have := range l.t.Assumptions {
		if strings.HasPrefix(have, a) {
			return
		}
	}
	l.t.Assumptions = append(l.t.Assumptions, a+where)
}
