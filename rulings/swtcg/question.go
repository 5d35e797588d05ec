package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// Question is one question of a table file: a map with exactly one key.
type Question struct {
	Stack        string      `json:"stack,omitempty" jsonschema:"description=a unit: its numbers as a stack (speed, power, health, total build cost)"`
	AddToStack   *AddToStack `json:"add_to_stack,omitempty" jsonschema:"description=build counters needed to deploy a new version onto a unit in battle or retreated"`
	Rearrange    *Rearrange  `json:"rearrange,omitempty" jsonschema:"description=bring another card of a stack to the top: its cost, and whether a stacked Pilot must move"`
	Unique       Side        `json:"unique,omitempty" jsonschema:"enum=dark,enum=light,description=does this player have two unique units of one name in battle or retreated, unstacked?"`
	Contest      *Contest    `json:"contest,omitempty" jsonschema:"description=who wins a contest of unique units, given the final bids"`
	BuildPoints  int         `json:"build_points,omitempty" jsonschema:"minimum=1,maximum=6,description=each player's build points for this roll of the Light Side's die"`
	Control      bool        `json:"control,omitempty" jsonschema:"description=who controls each arena at the end of the turn, and who wins"`
	Attack       bool        `json:"attack,omitempty" jsonschema:"description=resolve the attack recorded under attack: (hits, damage, destruction)"`
	Retreat      string      `json:"retreat,omitempty" jsonschema:"description=a unit: may it retreat now?"`
	Pilot        *PilotOnto  `json:"pilot,omitempty" jsonschema:"description=may this Pilot go on this unit?"`
	PilotEffects string      `json:"pilot_effects,omitempty" jsonschema:"description=a Pilot (aboard a unit or a Character unit): which of its bonuses and abilities work where it is"`
	AttackOrder  Arena       `json:"attack_order,omitempty" jsonschema:"enum=space,enum=ground,enum=character,description=the order in which the untapped units of an arena attack"`
	GoesTo       string      `json:"goes_to,omitempty" jsonschema:"description=a card in hand: which arena it goes into"`
	RefersTo     *RefersTo   `json:"refers_to,omitempty" jsonschema:"description=does card text naming a card apply to this unit?"`
	Pos          rulings.Pos `json:"-"`
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

// Kind is the question's key.
func (q *Question) Kind() string {
	switch {
	case q.Stack != "":
		return "stack"
	case q.AddToStack != nil:
		return "add_to_stack"
	case q.Rearrange != nil:
		return "rearrange"
	case q.Unique != "":
		return "unique"
	case q.Contest != nil:
		return "contest"
	case q.BuildPoints != 0:
		return "build_points"
	case q.Control:
		return "control"
	case q.Attack:
		return "attack"
	case q.Retreat != "":
		return "retreat"
	case q.Pilot != nil:
		return "pilot"
	case q.PilotEffects != "":
		return "pilot_effects"
	case q.AttackOrder != "":
		return "attack_order"
	case q.GoesTo != "":
		return "goes_to"
	case q.RefersTo != nil:
		return "refers_to"
	}
	return ""
}

// keys counts the keys set, for the loader's one-key check.
func (q *Question) keys() int {
	n := 0
	for _, set := range []bool{q.Stack != "", q.AddToStack != nil, q.Rearrange != nil, q.Unique != "", q.Contest != nil, q.BuildPoints != 0, q.Control, q.Attack, q.Retreat != "", q.Pilot != nil, q.PilotEffects != "", q.AttackOrder != "", q.GoesTo != "", q.RefersTo != nil} {
		if set {
			n++
		}
	}
	return n
}

// describe is the question as the ruling's heading prints it.
func describe(q *Question) string {
	switch q.Kind() {
	case "stack":
		return "stack: " + q.Stack
	case "add_to_stack":
		a := q.AddToStack
		return fmt.Sprintf("add_to_stack: %s %s %s", cardLabel(a.Card), placeWord(a.Place), a.Unit)
	case "rearrange":
		return fmt.Sprintf("rearrange: %s with version %s on top", q.Rearrange.Unit, q.Rearrange.Top)
	case "unique":
		return "unique: " + string(q.Unique)
	case "contest":
		c := q.Contest
		return fmt.Sprintf("contest: %s (dark, bid %d) against %s (light, bid %d)", c.Dark, c.DarkBid, c.Light, c.LightBid)
	case "build_points":
		return fmt.Sprintf("build_points: the Light Side rolls %d", q.BuildPoints)
	case "control":
		return "control: the end of the turn"
	case "attack":
		return "attack"
	case "retreat":
		return "retreat: " + q.Retreat
	case "pilot":
		return fmt.Sprintf("pilot: %s onto %s", q.Pilot.Pilot, q.Pilot.Unit)
	case "pilot_effects":
		return "pilot_effects: " + q.PilotEffects
	case "attack_order":
		return "attack_order: " + string(q.AttackOrder)
	case "goes_to":
		return "goes_to: " + q.GoesTo
	case "refers_to":
		return fmt.Sprintf("refers_to: text naming %q, unit %s", q.RefersTo.Name, q.RefersTo.Unit)
	}
	return q.Kind()
}

// cardLabel is a card's name with its version letter.
func cardLabel(c Card) string {
	if c.Version != "" {
		return c.Name + " " + c.Version
	}
	return c.Name
}

// Position is where the file asks the question.
func (q *Question) Position() rulings.Pos { return q.Pos }
