package swtcg

import (
	"reflect"

	"github.com/judge-swccg/judge/rulings"
)

// Question is one question of a table file: a map with exactly one key,
// the question key of a rule registered in Kinds.
type Question struct{ rulings.Question }

// UnmarshalYAML decodes the question map with Kinds.
func (q *Question) UnmarshalYAML(unmarshal func(any) error) error {
	return Kinds.Decode(unmarshal, &q.Question)
}

// AddToStack asks for the counters to add Card to Unit's stack.
type AddToStack struct {
	Unit  string `json:"unit" jsonschema:"required"`
	Card  Card   `json:"card" jsonschema:"required,description=the new version being built"`
	Place string `json:"place" jsonschema:"required,enum=top,enum=beneath"`
}

// Rearrange asks to bring the card of version Top to the top of a stack.
type Rearrange struct {
	Unit string `json:"unit" jsonschema:"required,description=the stacked unit, or the stacked Pilot sitting on a unit"`
	Top  string `json:"top" jsonschema:"required,pattern=^[A-Z]$,description=the version letter to bring to the top"`
}

// Contest is a pair of contested units and the final bids.
type Contest struct {
	Dark     string `json:"dark" jsonschema:"required,description=the Dark Side's unit"`
	Light    string `json:"light" jsonschema:"required,description=the Light Side's unit"`
	DarkBid  int    `json:"dark_bid" jsonschema:"minimum=0"`
	LightBid int    `json:"light_bid" jsonschema:"minimum=0"`
}

// PilotOnto asks whether Pilot may be placed on Unit.
type PilotOnto struct {
	Pilot string `json:"pilot" jsonschema:"required,description=a Character unit, or a card in hand"`
	Unit  string `json:"unit" jsonschema:"required"`
}

// RefersTo asks whether text naming Name applies to Unit.
type RefersTo struct {
	Name string `json:"name" jsonschema:"required,description=the name the card text uses"`
	Unit string `json:"unit" jsonschema:"required"`
}

// cardLabel is a card's name with its version letter.
func cardLabel(c Card) string {
	if c.Version != "" {
		return c.Name + " " + c.Version
	}
	return c.Name
}

// ValueType is the Go type of a question key's value, for the loader's
// "unknown field" errors (they list the fields a question takes).
func (Question) ValueType(key string) reflect.Type { return Kinds.ValueType(key) }
