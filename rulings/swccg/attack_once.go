package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// What this turn's attacks already used (this_turn: attacked, attacked_at):
// a creature attacks once per turn; a player attacks a creature once per
// location; a card makes one attack a turn (and one battle).

var attackOncePerLocation = narrow(refAttacks, "You may initiate only one such attack per location during your battle phase")

// attackedAlready: the creature already took part in an attack this turn.
func attackedAlready(t *table.Table, cr *table.Piece, r *rulings.Ruling) bool {
	if !t.DidThisTurn(cr, "attacked") {
		return false
	}
	r.Stepf(refs(attackMandatory), "%s already participated in an attack this turn (this_turn.attacked): each creature participates in only one such attack per turn.", cr.Name)
	r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s does not attack again: it already attacked this turn.", cr.Name)
	return true
}

// attackedHereAlready: the player already attacked a creature at this
// location this turn.
func attackedHereAlready(t *table.Table, by table.Side, cr *table.Piece, r *rulings.Ruling) bool {
	if !t.InitiatedAt(by, "attacked", cr.Location()) {
		return false
	}
	r.Stepf(refs(attackOncePerLocation), "%s already attacked a creature at %s this turn (this_turn.attacked_at): one such attack per location.", by, cr.Location())
	r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not attack %s: it already attacked a creature at %s this turn.", by, cr.Name, cr.Location())
	return true
}

// freshAttackers drops the cards that already made their attack this turn
// (characters, vehicles and starships make one battle and one attack a
// turn), saying which.
func freshAttackers(t *table.Table, attackers []*table.Piece, r *rulings.Ruling) []*table.Piece {
	var out []*table.Piece
	var spent []string
	for _, p := range attackers {
		if t.DidThisTurn(p, "attacked") {
			spent = append(spent, p.Name)
			continue
		}
		out = append(out, p)
	}
	if len(spent) > 0 {
		r.Stepf(refs(refAttackEx2), "Already attacked this turn (this_turn.attacked), so not in this attack: %s (a card makes one attack a turn).", orNone(spent))
	}
	return out
}
