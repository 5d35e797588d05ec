package table

import "github.com/judge-swccg/judge/cards"

// TurnRecord is what happened so far in the current turn, where a question
// needs it: persona replacement (replacing in the turn a character deployed,
// or twice a turn), uniqueness of played cards and the One Rule in the draw
// phase and at end of turn.
type TurnRecord struct {
	// Deployed lists cards on table deployed this turn.
	Deployed []string `json:"deployed,omitempty" jsonschema:"description=cards on table deployed this turn"`
	// Replaced lists cards on table that came by persona replacement this turn.
	Replaced []string `json:"replaced,omitempty" jsonschema:"description=cards on table that persona-replaced another version this turn"`
	// Played lists, per player, the cards each played this turn (Interrupts and the like).
	Played map[Side][]string `json:"played,omitempty" jsonschema:"description=per player: cards played this turn"`
	// PlayedCards are the played titles the card database resolves to one
	// card (exact titles; the others stay names only), for rules that read
	// a played card's text.
	PlayedCards map[Side][]*cards.Card `json:"-"`
	// Unique lists cards made unique (•) this turn by another card (Grappling Hook).
	Unique []string `json:"unique,omitempty" jsonschema:"description=cards made unique this turn by another card"`
	// Used lists cards on table whose once-per-period text was used this turn.
	Used []string `json:"used,omitempty" jsonschema:"description=cards on table whose 'once per' text was used this turn"`
	// Pending lists the mandatory and automatic end-of-turn actions not yet resolved.
	Pending []string `json:"pending,omitempty" jsonschema:"description=mandatory end-of-turn actions not yet resolved (a card each)"`

	// TurnHistory: drains, battles and searches this turn (issue 16, state_table.go).
	TurnHistory `yaml:",inline"`
	// TurnWeapons: cards that used a weapon this turn (state_weapons.go).
	TurnWeapons `yaml:",inline"`
}
