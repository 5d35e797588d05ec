package swccg

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The cards a question names take part in its ruling, and so does what a
// rule looks at besides (the cards in the battle, at the destination): for
// each, the ruling lists the sentences of its text no effect reads, so
// nothing it could not apply goes unsaid. The sentences come with the card
// (cards.Card.NotRead, stored in the compiled database), never read again
// here.

// notRead lists the unread sentences of each piece's card.
func notRead(r *rulings.Ruling, ps ...*table.Piece) {
	for _, p := range ps {
		notReadCard(r, p.Card)
	}
}

// notReadCard lists the unread sentences of c, named by its title.
func notReadCard(r *rulings.Ruling, c *cards.Card) {
	if c == nil {
		return
	}
	unread := unconsultedSentences(r, c, ruleUnread(r, c))
	if len(unread) == 0 {
		return
	}
	ss := make([]rulings.Sentence, len(unread))
	for i, s := range unread {
		ss[i] = rulings.Sentence{Text: strings.TrimSpace(s.Text), Span: s.Span}
	}
	r.AddNotRead(c.Title, ss)
}

// ruleUnread is c's unread sentences once r's rule's own readings count.
func ruleUnread(r *rulings.Ruling, c *cards.Card) []cards.Sentence {
	if own := ownReadings[r.Rule]; own != nil {
		return unreadBesides(c, own(c))
	}
	return c.NotRead
}

// ownReadings are, by rule ID, the spans of a card's game text a rule
// reads by its own means rather than through an effect (fire-weapon reads
// "may be fired twice per battle" from the weapon's text). In that rule's
// rulings, a sentence these spans cover with the card's effects is read.
// Each rule declares its own, in its file.
var ownReadings = map[string]func(c *cards.Card) [][2]int{}

// chainOwnReading adds the spans read reads to what rule reads by its own
// means, keeping what it read already.
func chainOwnReading(rule string, read func(c *cards.Card) [][2]int) {
	prev := ownReadings[rule]
	ownReadings[rule] = func(c *cards.Card) [][2]int {
		if prev == nil {
			return read(c)
		}
		return append(prev(c), read(c)...)
	}
}

// unreadBesides is c's unread sentences once the spans a rule reads count
// as read, by the same measure as the card's effects (cards.Card.Unread).
func unreadBesides(c *cards.Card, spans [][2]int) []cards.Sentence {
	if len(spans) == 0 {
		return c.NotRead
	}
	read := *c
	read.NotRead = nil
	read.Effects = slices.Clip(c.Effects)
	for _, sp := range spans {
		read.Effects = append(read.Effects, cards.Effect{Span: sp})
	}
	return read.Unread()
}

// notReadNamed puts first the cards the question's value names: a card on
// table by name or label, a location of the table with its card, a card
// it resolved from the database (a card from hand), found by walking the
// value.
func notReadNamed(t *table.Table, r *rulings.Ruling, question any) {
	named := rulings.Ruling{Rule: r.Rule, Consulted: r.Consulted}
	walkNamed(t, &named, reflect.ValueOf(question), 0)
	for _, u := range r.NotRead {
		named.AddNotRead(u.Card, u.Sentences)
	}
	r.NotRead = named.NotRead
}

// walkDepth bounds the walk: question values are shallow.
const walkDepth = 4

var cardType = reflect.TypeFor[*cards.Card]()

func walkNamed(t *table.Table, r *rulings.Ruling, v reflect.Value, depth int) {
	if !v.IsValid() || depth > walkDepth {
		return
	}
	if v.Type() == cardType {
		if !v.IsNil() {
			notReadCard(r, v.Interface().(*cards.Card))
		}
		return
	}
	switch v.Kind() {
	case reflect.String:
		if p := t.Piece(v.String()); p != nil {
			notRead(r, p)
		} else if l := t.Location(v.String()); l != nil {
			notReadCard(r, l.Card)
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkNamed(t, r, v.Elem(), depth+1)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			walkNamed(t, r, v.Index(i), depth+1)
		}
	case reflect.Map:
		keys := v.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
		for _, k := range keys {
			walkNamed(t, r, k, depth+1)
			walkNamed(t, r, v.MapIndex(k), depth+1)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				walkNamed(t, r, v.Field(i), depth+1)
			}
		}
	}
}

// notReadAbout lists, of the cards at a place the question involves (a
// move's destination, a deployment's location), the unread sentences that
// speak of what is asked ("move", "deploy"): a restriction the engine did
// not read there is shown, the rest of their text is not.
func notReadAbout(t *table.Table, r *rulings.Ruling, place, word string) {
	if place == "" {
		return
	}
	for _, p := range t.Pieces {
		if !samePlace(p.Location(), place) || p.Card == nil {
			continue
		}
		var ss []rulings.Sentence
		for _, s := range unconsultedSentences(r, p.Card, ruleUnread(r, p.Card)) {
			if strings.Contains(strings.ToLower(s.Text), word) {
				ss = append(ss, rulings.Sentence{Text: strings.TrimSpace(s.Text), Span: s.Span})
			}
		}
		r.AddNotRead(p.Card.Title, ss)
	}
	if l := t.Location(place); l != nil && l.Card != nil {
		notReadCard(r, l.Card)
	}
}
