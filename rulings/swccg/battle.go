package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// attrition is the attrition against one player: a number, or none.
type attrition struct {
	Value  float64
	Exists bool
}

func (a attrition) String() string {
	if !a.Exists {
		return "none"
	}
	return num(a.Value)
}

// player capitalises a side for the start of a sentence.
func player(s table.Side) string {
	if s == "" {
		return ""
	}
	return strings.ToUpper(string(s[:1])) + string(s[1:])
}

func num(v float64) string { return fmt.Sprintf("%g", v) }

// attritionAgainst works out the attrition against side and explains it in r.
func attritionAgainst(t *table.Table, side table.Side, r *rulings.Ruling) attrition {
	b := t.State.Battle
	if b == nil {
		r.Stepf([]glossary.Ref{calcNoDestiny}, "No battle is recorded in the file, so there is no attrition against %s.", side)
		return attrition{}
	}
	opp := side.Opponent()
	draws, known := b.Destiny[opp]
	if known && len(draws) == 0 {
		msg := fmt.Sprintf("%s completed no battle destiny draw, so %s's total battle destiny does not exist and there is no attrition against %s (distinct from attrition 0)", player(opp), opp, side)
		if _, modified := b.AttritionModifiers[side]; modified {
			msg += "; it cannot be modified, so the attrition modifiers in the file do not apply"
		}
		if _, declared := b.Attrition[side]; declared {
			msg += "; the attrition written in the file is ignored"
		}
		r.Step(msg+".", destinyNotExist, calcNoDestiny)
		return attrition{}
	}
	if v, ok := b.Attrition[side]; ok {
		v = max(v, 0)
		r.Assume("attrition against %s taken as written in the file (%s)", side, num(v))
		r.Stepf([]glossary.Ref{refCalcAttrition}, "Attrition against %s is %s.", side, num(v))
		return attrition{Value: v, Exists: true}
	}
	if !known {
		r.Assume("no battle destiny recorded for %s: taken as none completed", opp)
		r.Stepf([]glossary.Ref{destinyNotExist, calcNoDestiny}, "The file records no battle destiny for %s, so there is no attrition against %s.", opp, side)
		return attrition{}
	}
	total := 0.0
	each := eachDrawModifier(t, opp, r)
	parts := make([]string, len(draws))
	for i, d := range draws {
		total += d + each
		parts[i] = num(d)
		if each != 0 {
			parts[i] = fmt.Sprintf("(%s %+g)", num(d), each)
		}
	}
	sum := ""
	if len(parts) > 1 || each != 0 {
		sum = " (" + strings.Join(parts, " + ") + ")"
	}
	cardAttrition, cardDestiny := tableAttrition(t, side, r)
	if cardDestiny != 0 {
		sum = fmt.Sprintf(" (%s %+g by the cards' texts)", strings.Join(parts, " + "), cardDestiny)
		total = max(total+cardDestiny, 0)
	}
	msg := fmt.Sprintf("%s's total battle destiny is %s%s, so attrition against %s exists", player(opp), num(total), sum, side)
	if m, ok := b.AttritionModifiers[side]; ok {
		total += m
		msg += fmt.Sprintf(" and is modified by %+g", m)
	}
	if cardAttrition != 0 {
		total += cardAttrition
		msg += fmt.Sprintf("; the cards' texts modify it by %+g", cardAttrition)
	}
	total = max(total, 0)
	r.Stepf([]glossary.Ref{calcFromDestiny}, "%s: %s.", msg, num(total))
	return attrition{Value: total, Exists: true}
}

// battleDamage is what side must satisfy as the loser, explained in r.
func battleDamage(t *table.Table, side table.Side, r *rulings.Ruling) float64 {
	b := t.State.Battle
	if b == nil {
		return 0
	}
	mine, ok1 := b.Power[side]
	theirs, ok2 := b.Power[side.Opponent()]
	if !ok1 || !ok2 {
		r.Assume("total power not given for both players: no battle damage counted")
		return 0
	}
	switch {
	case mine == theirs:
		r.Stepf([]glossary.Ref{winnerTie}, "Total power is tied at %s: there is no winner and no loser, so no battle damage.", num(mine))
		return 0
	case mine > theirs:
		r.Stepf([]glossary.Ref{winnerHigher}, "%s wins the battle (%s to %s): no battle damage for %s.", player(side), num(mine), num(theirs), side)
		return 0
	}
	dmg := theirs - mine
	if by, ok := b.DamageCanceled[side]; ok {
		r.Stepf([]glossary.Ref{refBattleDamage}, "%s loses (%s to %s); the battle damage of %s is canceled by %s.", player(side), num(mine), num(theirs), num(dmg), by)
		return 0
	}
	r.Stepf([]glossary.Ref{winnerHigher, damageDifference}, "%s loses (%s to %s): battle damage %s, satisfied by forfeiting participating cards (each up to its forfeit value) and/or losing Force, 1 per card.", player(side), num(mine), num(theirs), num(dmg))
	return dmg
}

// participants are side's cards taking part in the battle: at the battle
// location, not captive or missing, not arrived too late to take part.
// Inactive ones are kept (they still fill
// slots) but cannot be forfeited.
func participants(t *table.Table, side table.Side) []*table.Piece {
	b := t.State.Battle
	if b == nil {
		return nil
	}
	var out []*table.Piece
	for _, p := range t.Pieces {
		if p.Owner() != side || glossary.Fold(p.Location()) != glossary.Fold(b.At) || !battles(p) {
			continue
		}
		if s := p.Entry; s.Captive || s.Missing || joinedTooLate(b, p) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// battles is true for the card types that take part in a battle.
func battles(p *table.Piece) bool {
	switch p.Card.Type {
	case "Character", "Starship", "Vehicle", "Weapon", "Device", "Creature":
		return true
	}
	return p.Card.Type == "" // an absent card declared without a type
}
