package table

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// BattleWeapons is the weapons segment's record, part of battle:: which
// weapons were fired in this battle (each weapon fires once per battle
// unless its text says otherwise, so the fire-weapon rule counts them).
type BattleWeapons struct {
	// Fired lists the weapons fired so far in this battle, once per firing
	// (a weapon that fired twice is listed twice); a permanent weapon is
	// named by its title or by the card that carries it.
	Fired []string `json:"fired,omitempty" jsonschema:"description=weapons fired so far in this battle, once per firing (a permanent weapon: its title or its bearer)"`
}

// TurnWeapons is the weapons part of this_turn:: which cards already used
// a weapon (each character, vehicle or starfighter uses one per turn).
type TurnWeapons struct {
	// UsedWeapon lists the cards that fired (or otherwise used) a weapon
	// this turn, in a battle or outside one (Sniper).
	UsedWeapon []string `json:"used_weapon,omitempty" jsonschema:"description=cards that already used (fired) a weapon this turn"`
}

// checkBattleWeapons refuses a fired weapon or a weapon user that is not
// on table; a permanent weapon's title is accepted when a card carries it.
func (l *loader) checkBattleWeapons() error {
	if r := l.t.State.ThisTurn; r != nil {
		for i, name := range r.UsedWeapon {
			if err := l.mustName(name, fmt.Sprintf("$.this_turn.used_weapon[%d]", i)); err != nil {
				return err
			}
		}
	}
	b := l.t.State.Battle
	if b == nil {
		return nil
	}
	for i, name := range b.Fired {
		if l.t.Piece(name) != nil || l.t.PermanentWeaponBearer(name) != nil {
			continue
		}
		if err := l.mustName(name, fmt.Sprintf("$.battle.fired[%d]", i)); err != nil {
			return err
		}
	}
	return nil
}

// PermanentWeaponBearer is the card on table whose permanent weapon is
// titled name ("Dengar's Blaster Carbine"), or nil.
func (t *Table) PermanentWeaponBearer(name string) *Piece {
	for _, p := range t.Pieces {
		if w := PermanentWeapon(p); w != "" && glossary.Fold(w) == glossary.Fold(name) {
			return p
		}
	}
	return nil
}

// PermanentWeapon is the title of the card's permanent weapon as its text
// names it ("Permanent weapon is •Dengar's Blaster Carbine"), or "".
func PermanentWeapon(p *Piece) string {
	for _, e := range p.Card.Effects {
		if e.Kind == "permanent_weapon" {
			return strings.TrimLeft(e.Title, "•")
		}
	}
	return ""
}

// TimesFired is how often battle.fired lists the weapon p (a permanent
// weapon: its bearer p, named by the bearer or by the weapon's title).
func (t *Table) TimesFired(p *Piece) int {
	b := t.State.Battle
	if b == nil || p == nil {
		return 0
	}
	n := 0
	for _, f := range b.Fired {
		if t.Piece(f) == p || t.PermanentWeaponBearer(f) == p && t.Piece(f) == nil {
			n++
		}
	}
	return n
}

// UsedWeaponThisTurn says whether the card is listed in this_turn.used_weapon.
func (t *Table) UsedWeaponThisTurn(p *Piece) bool {
	if t.State.ThisTurn == nil {
		return false
	}
	for _, name := range t.State.ThisTurn.UsedWeapon {
		if t.Piece(name) == p {
			return true
		}
	}
	return false
}
