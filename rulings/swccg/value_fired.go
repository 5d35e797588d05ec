package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// reFiresWeapon is a clause narrowing a text's class to the cards that fire
// a weapon ("Each starfighter that fires a weapon in battle is power +3").
var reFiresWeapon = lazyregexp.New(`(?i)\s+(?:that|who)\s+(?:fires?|fired)\s+(?:a|any)\s+(?:starship\s+)?weapons?(?:\s+in\s+(?:a\s+)?battle)?\s*$`)

// firedWeapon cuts a "that fires a weapon in battle" clause from e's target
// and says whether p meets it: p participates in the battle in progress and
// fired a weapon in it (battle.fired names a weapon deployed on p, or p's
// permanent weapon) or used one this turn (this_turn.used_weapon: one weapon
// per turn, so in this battle). Without the clause the target is unchanged
// and fired is true. When p is of the class but has not fired, a step says so.
func (vc *valueCalc) firedWeapon(q *table.Piece, e cards.Effect, p *table.Piece) (target string, fired bool) {
	m := reFiresWeapon().FindStringIndex(e.Target)
	if m == nil {
		return e.Target, true
	}
	target = strings.TrimSpace(e.Target[:m[0]])
	b := vc.t.State.Battle
	fired = b != nil && !b.Attack && contains(participants(vc.t, p.Owner()), p) && (vc.t.UsedWeaponThisTurn(p) || firedInBattle(vc.t, p))
	if ok, _ := reachesValue(q, target, p); ok {
		if fired {
			vc.r.Stepf(refs(firingInBattle), "%s fired a weapon in this battle, so %s's \"%s\" reaches it.", p.Name, q.Name, e.Quote)
		} else {
			vc.r.Stepf(refs(firingInBattle), "%s's \"%s\" does not reach %s: it has not fired a weapon in a battle in progress (battle.fired, this_turn.used_weapon).", q.Name, e.Quote, p.Name)
		}
	}
	return target, fired
}

// firedInBattle: battle.fired names a weapon deployed on p, or p's own
// permanent weapon.
func firedInBattle(t *table.Table, p *table.Piece) bool {
	for _, f := range t.State.Battle.Fired {
		w := t.Piece(f)
		if w != nil && w.Host == p || w == nil && t.PermanentWeaponBearer(f) == p {
			return true
		}
	}
	return false
}
