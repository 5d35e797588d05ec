package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// What a weapon may be fired at, and whether its owner can pay for it.

// affords: with the Force Pile given, the owner must be able to pay.
func (f *firing) affords() bool {
	pl := f.t.PilesOf(f.by.Owner())
	if f.force <= 0 || pl == nil || pl.ForcePile == nil {
		return true
	}
	if have := float64(*pl.ForcePile); have < f.force {
		f.r.Stepf(refs(segmentDescribes), "Firing %s costs %s Force, and %s's Force Pile holds %d.", f.w.name, num(f.force), f.by.Owner(), *pl.ForcePile)
		f.r.Answer = fmt.Sprintf("%s may not fire %s: it costs %s Force and %s has %d in its Force Pile.", f.by.Name, f.w.name, num(f.force), f.by.Owner(), *pl.ForcePile)
		return false
	}
	return true
}

// validTarget: a kind the text names, the opponent's, in the battle, and
// present with the weapon (or at an adjacent site where the text says so).
func (f *firing) validTarget(tg *table.Piece) bool {
	w := f.w
	if tg.Owner() == f.by.Owner() {
		f.r.Stepf(refs(firingNotOwn), "%s is %s's own card: you may not fire weapons at your own cards, even captured ones.", tg.Name, tg.Owner())
		f.r.Answer = fmt.Sprintf("%s may not fire at %s: it is %s's own card.", w.name, tg.Name, tg.Owner())
		return false
	}
	if kinds := w.targetKinds(); w.target != nil && !weaponTargets(kinds, tg) && !f.mayBeTargeted(tg) {
		f.r.Stepf(refs(segmentDescribes, glossTarget), "%s may target %s; %s (%s) is none of these.", w.name, kinds, tg.Name, describeKind(tg))
		f.r.Answer = fmt.Sprintf("%s may not target %s: it targets %s only.", w.name, tg.Name, kinds)
		return false
	}
	if refused, undecided := f.mayNotBeTargeted(tg); refused || undecided {
		f.undecided = undecided
		return false
	}
	if undercover(f.t, tg) {
		if f.q.AllowedBy == "" {
			f.r.Stepf(refs(glossUndercover), "%s is an Undercover spy: it may not be targeted by the opponent's weapons in battle.", tg.Name)
			f.r.Answer = fmt.Sprintf("%s may not fire at %s: it is Undercover.", w.name, tg.Name)
			return false
		}
		f.r.Stepf(refs(glossUndercover), "%s is an Undercover spy; %s lets the weapon target it (as Sniper: \"a weapon that targets characters may target an Undercover spy\").", tg.Name, f.q.AllowedBy)
	}
	var scratch rulings.Ruling
	b := f.t.State.Battle
	switch {
	case f.outside:
		f.r.Stepf(refs(firingSpecialCard), "Fired outside a battle, the weapon's target need not be participating in one.")
	case b != nil && b.Attack && tg.Card.Type == "Creature":
		f.r.Stepf(refs(firingCreature, refAttackEx1), "%s is the creature in this attack: a weapon may fire at it.", tg.Name)
	case b != nil && b.Attack:
		f.r.Stepf(refs(firingCreature, refAttackEx1), "This is a creature attack: %s is not the creature, and the other cards there take no part in the attack, so it may not be fired at.", tg.Name)
		f.r.Answer = fmt.Sprintf("%s may not fire at %s: it is not participating in the attack.", w.name, tg.Name)
		return false
	default:
		why, _ := notParticipating(f.t, tg, &scratch)
		if why == "" {
			f.r.Stepf(refs(fireTargetIn), "%s participates in the battle.", tg.Name)
		} else {
			f.r.Stepf(refs(firingInBattle, fireTargetIn), "A weapon fired in a battle must target a card participating in it: %s does not (%s).", tg.Name, why)
			f.r.Answer = fmt.Sprintf("%s may not fire at %s: it does not participate in the battle.", w.name, tg.Name)
			return false
		}
	}
	if together, why, cites := presentTogether(f.by, tg); !together && samePlace(f.by.Location(), tg.Location()) {
		f.r.Stepf(append(refs(firingPresent), cites...), "The weapon and its target must be present with one another: %s.", why)
		f.r.Answer = fmt.Sprintf("%s may not fire at %s: they are not present together.", w.name, tg.Name)
		return false
	}
	from, to := f.by.Location(), tg.Location()
	if !samePlace(from, to) {
		if !w.longRange() {
			f.r.Stepf(refs(firingPresent), "The weapon and its target must be present with one another: %s is at %s, %s at %s.", f.by.Name, orNowhere(from), tg.Name, orNowhere(to))
			f.r.Answer = fmt.Sprintf("%s may not fire at %s: the target is not present with it.", w.name, tg.Name)
			return false
		}
		adj := runAdjacent(f.t, &AdjacentAsk{A: from, B: to, places: [2]*table.Place{placeNamed(f.t, from), placeNamed(f.t, to)}})
		if adj.Verdict != rulings.Yes {
			f.r.Stepf(refs(glossLongRange, glossAdjacent), "%s may fire at an adjacent site, but %s and %s are not adjacent (%s).", w.name, from, to, adj.Answer)
			f.r.Answer = fmt.Sprintf("%s may not fire at %s: %s is out of range.", w.name, tg.Name, to)
			return false
		}
		f.r.Stepf(refs(glossLongRange, glossAdjacent), "%s is at %s, adjacent to %s: %s may target it there.", tg.Name, to, from, w.name)
	} else {
		f.r.Stepf(refs(firingPresent), "%s is at %s with %s: they are present together.", tg.Name, to, f.by.Name)
	}
	return true
}

// describeKind is a card's type and subtype for a step.
func describeKind(p *table.Piece) string {
	if p.Card.SubType != "" {
		return strings.ToLower(p.Card.Type + ": " + p.Card.SubType)
	}
	return strings.ToLower(p.Card.Type)
}

func placeNamed(t *table.Table, name string) *table.Place {
	return &table.Place{Name: name, Entry: place(t, name)}
}
