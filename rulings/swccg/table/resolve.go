package table

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// resolve turns the i-th card entry into a Piece: through the database,
// or from the entry itself when it is declared absent.
func (l *loader) resolve(i int) error {
	e := &l.t.State.Cards[i]
	at := l.pos(fmt.Sprintf("$.cards[%d].card", i))
	p := &Piece{Entry: e, Name: e.Label, Pos: at}
	if p.Name == "" {
		p.Name = e.Card
	}
	switch {
	case strings.TrimSpace(e.Card) == "":
		return l.errorf(l.pos(fmt.Sprintf("$.cards[%d]", i)), "card entry without a name: add card: NAME")
	case e.Absent:
		p.Card = &cards.Card{Title: e.Card, Type: e.Type, SubType: e.Subtype, Side: sideOf(e.Owner), GameText: e.Text}
		if e.Text != "" {
			// read as a database card with this text is, so every rule
			// applies its effects and Not read lists the rest
			l.textDB().ReadText(p.Card)
		}
	case l.cardsDB() == nil:
		return l.errorf(at, "card %q: no card database; give --cards DIR or declare the card inline with absent: true", e.Card)
	default:
		c, err := l.lookup(e.Card, at)
		if err != nil {
			return err
		}
		p.Card = c
	}
	if prev := l.t.Piece(p.Name); prev != nil && glossary.Fold(prev.Name) == glossary.Fold(p.Name) {
		if prev.Card.Uniqueness == cards.Unique && prev.Card.ID == p.Card.ID && prev.Owner() == p.Owner() {
			l.find(at, RulesRef("Persona"), "%s is unique (•) but is on table twice (also line %d): one card cannot be in two places", p.Card.Title, prev.Pos.Line)
		}
		p.Name = fmt.Sprintf("%s (%d)", p.Name, l.copies(p.Name)+1)
	}
	l.t.Pieces = append(l.t.Pieces, p)
	return nil
}

func (l *loader) copies(name string) int {
	n := 0
	for _, p := range l.t.Pieces {
		if glossary.Fold(p.Entry.Card) == glossary.Fold(name) || glossary.Fold(p.Entry.Label) == glossary.Fold(name) {
			n++
		}
	}
	return n
}

func sideOf(s Side) cards.Side {
	if s == Dark {
		return cards.Dark
	}
	return cards.Light
}

// lookup resolves a card name; nothing found is an error with "did you
// mean", several cards an error listing them.
func (l *loader) lookup(name string, at rulings.Pos) (*cards.Card, error) {
	r := l.cardsDB().Resolve(name)
	switch {
	case len(r.Match) == 0 && len(r.Suggestions) > 0:
		return nil, l.errorf(at, "unknown card %q; did you mean %s?", name, titles(r.Suggestions, " or "))
	case len(r.Match) == 0:
		return nil, l.errorf(at, "unknown card %q (or declare it with absent: true)", name)
	case r.Ambiguous():
		return nil, l.errorf(at, "card %q is ambiguous: %s; write the exact title", name, titles(r.Match, ", "))
	}
	c := r.Match[0]
	if r.How == "fuzzy" || r.How == "persona" && len(r.Match) > 1 {
		l.t.Assumptions = append(l.t.Assumptions, fmt.Sprintf("%q (line %d) read as the card %q", name, at.Line, c.Title))
	}
	return c, nil
}

func titles(cs []*cards.Card, sep string) string {
	out := make([]string, 0, min(len(cs), 5))
	for _, c := range cs[:min(len(cs), 5)] {
		out = append(out, fmt.Sprintf("%q", c.Title))
	}
	return strings.Join(out, sep)
}

// link connects a piece to the card it is aboard or deployed on.
func (l *loader) link(i int, p *Piece) error {
	for _, ref := range []struct{ field, name string }{{"aboard", p.Entry.Aboard}, {"on", p.Entry.On}, {"target", p.Entry.Target}} {
		if ref.name == "" {
			continue
		}
		path := fmt.Sprintf("$.cards[%d].%s", i, ref.field)
		if err := l.mustName(ref.name, path); err != nil {
			return err
		}
		if l.t.Piece(ref.name) == p {
			return l.errorf(l.pos(path), "%s cannot be %s itself", p.Name, ref.field)
		}
	}
	switch {
	case p.Entry.Aboard != "" && p.Entry.On != "":
		l.find(p.Pos, RulesRef("Participating In Battle"), "%s is both aboard %s and deployed on %s: one card cannot be in two places", p.Name, p.Entry.Aboard, p.Entry.On)
	case p.Entry.Aboard != "":
		p.Host = l.t.Piece(p.Entry.Aboard)
	case p.Entry.On != "":
		p.Host = l.t.Piece(p.Entry.On)
	}
	return nil
}

// checkPlaces reports a card whose own location differs from its host's,
// and a card aboard (or on) a card that is, in turn, aboard it.
func (l *loader) checkPlaces() {
	for _, p := range l.t.Pieces {
		seen := map[*Piece]bool{}
		for q := p.Host; q != nil; q = q.Host {
			if seen[q] || q == p {
				l.find(p.Pos, RulesRef("Participating In Battle"), "%s is aboard or on a card that is aboard or on it", p.Name)
				p.Host = nil
				break
			}
			seen[q] = true
		}
		if p.Host == nil || p.Entry.At == "" {
			continue
		}
		if where := p.Host.Location(); where != "" && glossary.Fold(where) != glossary.Fold(p.Entry.At) {
			l.find(p.Pos, RulesRef("Participating In Battle"), "%s is at %s but %s, which it is aboard or on, is at %s: one card cannot be in two places", p.Name, p.Entry.At, p.Host.Name, where)
		}
	}
}

// checkPersonas reports two cards of one persona for one player (two
// versions, or the same title twice).
func (l *loader) checkPersonas() {
	for i, p := range l.t.Pieces {
		for _, q := range l.t.Pieces[:i] {
			if p.Owner() != q.Owner() || p.Card == q.Card {
				continue
			}
			if shared := sharedPersona(p.Card, q.Card); shared != "" {
				l.find(p.Pos, RulesRef("Persona"), "%s and %s (line %d) are both the persona %s for %s: a player may have only one version of a persona on table", p.Name, q.Name, q.Pos.Line, shared, p.Owner())
			}
		}
	}
}

func sharedPersona(a, b *cards.Card) string {
	for _, x := range a.Personas {
		for _, y := range b.Personas {
			if glossary.Fold(x) == glossary.Fold(y) {
				return x
			}
		}
	}
	return ""
}

// checkBattle reports numbers no battle can have.
func (l *loader) checkBattle() {
	b := l.t.State.Battle
	if b == nil {
		return
	}
	cite := RulesRef("Power Segment", "Calculating Attrition")
	for _, s := range Sides {
		if v, ok := b.Attrition[s]; ok && v < 0 {
			l.find(l.pos("$.battle.attrition."+string(s)), cite, "attrition against %s is %g: attrition cannot be negative", s, v)
		}
		if v, ok := b.Attrition[s]; ok {
			if draws, known := b.Destiny[s.Opponent()]; known && len(draws) == 0 {
				l.find(l.pos("$.battle.attrition."+string(s)), cite, "attrition %g against %s is given, but %s completed no battle destiny draw, so no attrition exists against %s", v, s, s.Opponent(), s)
			}
		}
	}
}

// textDB is the database an absent card's text is read with, for its
// punctuated titles; nil when it cannot be opened, and then the text is
// read without them, since a file declaring every card inline needs no
// database (a card that must come from it reports the failure).
func (l *loader) textDB() *cards.DB {
	if l.opened {
		return l.db
	}
	db, err := l.cardDB()
	if err != nil {
		return nil
	}
	l.opened, l.db = true, db
	return db
}
