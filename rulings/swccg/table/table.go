package table

import (
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Table is a loaded state with every card resolved.
type Table struct {
	File  string
	State *State
	// Pieces are the cards on table, in file order.
	Pieces []*Piece
	// Effects are the effects in play, in file order.
	Effects []*InPlay
	// Findings are impossible or doubtful states, each with a citation;
	// loading goes on past them.
	Findings []rulings.Finding
	// Assumptions are readings the loader made that a judge should see
	// ("Lord Vadr" read as "Lord Vader").
	Assumptions []string
	// Consulted are spans of card text a pass over the whole table applied
	// before any question (a text keeping another's game text from being
	// canceled): every ruling counts them applied.
	Consulted []rulings.ConsultedText
}

// Consult records that a pass over the table applied the words at span of
// card's text.
func (t *Table) Consult(card string, span [2]int) {
	t.Consulted = append(t.Consulted, rulings.ConsultedText{Card: card, Span: span})
}

// Piece is one card on table, resolved.
type Piece struct {
	Entry *Card
	// Name is the label, else the card name as written.
	Name string
	Card *cards.Card
	Pos  rulings.Pos
	// Host is the card this one is aboard or deployed on.
	Host *Piece
}

// RulesRef cites a heading path of the Players Committee's Advanced Rulebook.
func RulesRef(path ...string) glossary.Ref {
	return glossary.Ref{Family: "swccg-rules", Path: path}
}

// GlossaryRef cites an entry of Decipher's Glossary 2.0.
func GlossaryRef(path ...string) glossary.Ref {
	return glossary.Ref{Family: "swccg-glossary", Path: path}
}

// Owner is the side the card belongs to.
func (p *Piece) Owner() Side { return p.Entry.Owner }

// Forfeit is the forfeit value, the file's override first.
func (p *Piece) Forfeit() cards.Number { return number(p.Entry.Forfeit, p.Card.Forfeit) }

// Power is the power, the file's override first.
func (p *Piece) Power() cards.Number { return number(p.Entry.Power, p.Card.Power) }

// Ability is the ability, the file's override first.
func (p *Piece) Ability() cards.Number { return number(p.Entry.Ability, p.Card.Ability) }

func number(override *float64, printed cards.Number) cards.Number {
	if override != nil {
		return cards.N(*override)
	}
	return printed
}

// Location is where the card is: its own `at`, else its host's.
func (p *Piece) Location() string {
	for q := p; q != nil; q = q.Host {
		if q.Entry.At != "" {
			return q.Entry.At
		}
	}
	return ""
}

// Active is false for inactive, excluded, captive (but for one battling as
// a captive, Captive Fury) and missing cards, cards
// that may not participate in battle (excluded as soon as one starts), and
// for cards aboard or on an inactive card.
func (p *Piece) Active() bool {
	for q := p; q != nil; q = q.Host {
		s := q.Entry
		if s.Inactive || s.Excluded || s.CannotBattle != nil || s.Captive && !s.CaptiveBattling || s.Missing {
			return false
		}
	}
	return true
}

// Enclosed is true for a starship or an enclosed vehicle: Glossary
// "enclosed vehicles" identifies them "as such in their card lore" (the
// Rebel Snowspeeder's "... Enclosed."), which the subtype or a
// characteristic may also say.
func (p *Piece) Enclosed() bool {
	return p.Card.Type == "Starship" || p.Entry.Enclosed ||
		(p.Card.Type == "Vehicle" && (containsFold(p.Card.SubType, "enclosed") || enclosedLore().MatchString(p.Card.Lore) ||
			slices.ContainsFunc(p.Card.Characteristics, func(c string) bool { return strings.EqualFold(c, "enclosed") })))
}

// enclosedLore is the lore's word that makes a vehicle enclosed.
var enclosedLore = lazyregexp.New(`\bEnclosed\b`)

// Piece finds a card on table by label or name (case and punctuation
// folded), else by the persona or short title card text names it by (see
// Find); the first in file order wins.
func (t *Table) Piece(name string) *Piece {
	p, _ := t.Find(name)
	return p
}

// exact finds a card on table by label, name or title.
func (t *Table) exact(name string) *Piece {
	key := glossary.Fold(name)
	for _, p := range t.Pieces {
		if glossary.Fold(p.Name) == key {
			return p
		}
	}
	for _, p := range t.Pieces {
		if glossary.Fold(p.Card.Title) == key || glossary.Fold(p.Entry.Card) == key {
			return p
		}
	}
	return nil
}

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}
