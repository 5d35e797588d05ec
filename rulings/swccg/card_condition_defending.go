package swccg

import (
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// reDefending is "defending a battle" with where it is ("at a Jabba's
// Palace site").
var reDefending = lazyregexp.New(`(?i)^defending (?:a |the )?battle(?: (?:at|on) (.+))?$`)

// defendingBattle decides "when defending a battle (at PLACE)": the card
// participates in the battle in progress and its owner did not initiate it
// (Glossary "battle": the opponent of the player who initiated it defends).
// matched is false when the words are not these; a battle whose initiator
// the file does not give is not decided.
func defendingBattle(t *table.Table, p *table.Piece, body string) (holds, known, matched bool) {
	m := reDefending().FindStringSubmatch(body)
	if m == nil {
		return false, false, false
	}
	b := t.State.Battle
	if b == nil || b.Attack {
		return false, true, true
	}
	if b.Initiator == "" {
		return false, false, true
	}
	if b.Initiator == p.Owner() || !contains(participants(t, p.Owner()), p) {
		return false, true, true
	}
	if m[1] == "" {
		return true, true, true
	}
	ok, understood, _ := placeMatches(t, m[1], spot{Place: placeOf(t, b.At)})
	return ok, understood, true
}
