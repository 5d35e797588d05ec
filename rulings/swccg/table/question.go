package table

import (
	"fmt"
	"reflect"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
)

// Question is one thing the judge asks: a map with one key, the question
// key of a rule registered in Kinds (the rules of rulings/swccg register
// themselves there).
type Question struct{ rulings.Question }

// Kinds are the Star Wars CCG's question kinds, each the rule answering it.
var Kinds rulings.Kinds[*Table, *Checker]

// UnmarshalYAML decodes the question map with Kinds.
func (q *Question) UnmarshalYAML(unmarshal func(any) error) error {
	return Kinds.Decode(unmarshal, &q.Question)
}

// ValueType is the Go type of a question key's value, for the loader's
// "unknown field" errors (they list the fields a question takes).
func (Question) ValueType(key string) reflect.Type { return Kinds.ValueType(key) }

// Checker is what a rule's Check sees of the loader: the table as loaded
// so far and errors that name the line and column of the question's field.
type Checker struct {
	l *loader
	// prefix is the question's YAML path with a dot ("$.questions[2].");
	// key is prefix and the question key.
	prefix, key string
}

// Table is the table being loaded, every card on it resolved.
func (c *Checker) Table() *Table { return c.l.t }

// Errorf is an error at the question value's field (".player"; "" for the
// value itself).
func (c *Checker) Errorf(field, format string, args ...any) error {
	return c.l.errorf(c.l.pos(c.key+field), format, args...)
}

// MustName fails unless name is a card on table.
func (c *Checker) MustName(name, field string) error { return c.l.mustName(name, c.key+field) }

// HandCard resolves a card that is not on table through the database.
func (c *Checker) HandCard(name, field string) (*cards.Card, error) {
	return c.l.handCard(name, c.key+field)
}

// HandCardOf resolves a card of side's that is not on table: a title both
// sides print is side's card.
func (c *Checker) HandCardOf(name string, side Side, field string) (*cards.Card, error) {
	return c.l.handCardFor(name, side, c.key+field)
}

// Side fails unless s is dark or light.
func (c *Checker) Side(s Side) error {
	if s != Dark && s != Light {
		return c.Errorf("", "side %q: want dark or light", s)
	}
	return nil
}

// Proposal checks a check_forfeit question.
func (c *Checker) Proposal(p *Proposal) error {
	if p.Player != Dark && p.Player != Light {
		return c.Errorf("", "check_forfeit needs player: dark or light")
	}
	for j, name := range p.Forfeit {
		if err := c.MustName(name, fmt.Sprintf(".forfeit[%d]", j)); err != nil {
			return err
		}
	}
	return nil
}

// Move checks a move question.
func (c *Checker) Move(m *Move) error { return c.l.checkMoveQuestion(c.prefix, m) }

// Deploy checks a deploy question and resolves its cards.
func (c *Checker) Deploy(d *Deploy) error { return c.l.checkDeployQuestion(c.prefix, d) }

// Proposal is a player's way of satisfying hits, attrition and battle damage.
type Proposal struct {
	Player    Side     `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Forfeit   []string `json:"forfeit,omitempty" jsonschema:"description=cards forfeited, by name or label"`
	LoseForce float64  `json:"lose_force,omitempty" jsonschema:"minimum=0"`
}
