package table

import "github.com/judge-swccg/judge/glossary"

// BattleCanceled is part of battle:: the card or action that canceled the
// battle (It's A Trap!): it has no result, and what waits on it — "battle
// just initiated" responses, later segments — no longer can happen.
type BattleCanceled struct {
	Canceled string `json:"canceled,omitempty" jsonschema:"description=the card or action that canceled this battle (no result: no later segment, no more 'battle just initiated' responses)"`
}

// GameRecord is this_game:: what happened earlier in the game that a rule
// reads, for texts limited to once per game.
type GameRecord struct {
	// Used lists cards whose "once per game" text was used this game.
	Used []string `json:"used,omitempty" jsonschema:"description=cards whose 'once per game' text was already used this game (by title: a card in hand may be named)"`
}

// UsedThisGame says whether this_game.used names the card (by label,
// name or title).
func (t *Table) UsedThisGame(names ...string) bool {
	if t.State.ThisGame == nil {
		return false
	}
	return namedIn(t.State.ThisGame.Used, names)
}

// UsedThisTurn says whether this_turn.used names the card.
func (t *Table) UsedThisTurn(names ...string) bool {
	if t.State.ThisTurn == nil {
		return false
	}
	return namedIn(t.State.ThisTurn.Used, names)
}

func namedIn(list, names []string) bool {
	for _, u := range list {
		for _, n := range names {
			if n != "" && glossary.Fold(u) == glossary.Fold(n) {
				return true
			}
		}
	}
	return false
}
