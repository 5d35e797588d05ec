package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refVessery     = faq("Ship Cards", "Colonel Vessery")
	refVesseryFace = faq("Colonel Vessery", "Card face")
)

// Relock rules on Colonel Vessery's ability: a new target lock on the
// defender after the attack dice are rolled, spent to reroll them.
var Relock = register(&Rule[*RelockAsk]{
	ID:       "xwing-relock",
	Title:    "Colonel Vessery: a new target lock on the defender after rolling",
	Question: "relock",
	Schema:   "description=may the attacker (Colonel Vessery) acquire a target lock on the defender after rolling attack dice, and spend it to reroll?",
	Check:    checkRelock,
	Describe: func(q *RelockAsk) string { return fmt.Sprintf("relock: %s attacking %s", q.Ship, q.Defender) },
	Doc: `Colonel Vessery, attacking, may acquire a target lock on the defender
immediately after rolling attack dice if the defender already has a red
target lock token. A lock he spent to fire a secondary weapon is gone with
its red token, so another ship's lock on the defender is what lets him
re-lock and spend the new lock to reroll; a lock he still holds on the
defender cannot be acquired again (he spends the one he has).`,
	Cites: refs(refVessery, refVesseryFace, qFriendly, qLockAgain, refAcquireLock, refRemoveLock, refSpendingTokens, refHomingMissiles, qLockForWeapon, refHugeLockTokens),
	Run:   runRelock,
})

// RelockAsk is an attack by a ship whose pilot may re-lock the defender.
type RelockAsk struct {
	Ship     string `json:"ship" jsonschema:"required,description=the attacker"`
	Defender string `json:"defender" jsonschema:"required"`
	// Section of a huge defender the attack targets (the new lock goes on it).
	Section string `json:"section,omitempty" jsonschema:"enum=fore,enum=aft"`
	// Weapon is the secondary weapon of the attack (none: the primary weapon).
	Weapon string `json:"weapon,omitempty" jsonschema:"description=secondary weapon of the attack; none for the primary weapon"`
	// WeaponSpendsLock: the attacker spent its lock on the defender to fire Weapon.
	WeaponSpendsLock bool `json:"weapon_spends_lock,omitempty" jsonschema:"description=the attacker spent its target lock to perform the attack with the weapon"`
}

func runRelock(t *Table, q *RelockAsk) rulings.Ruling {
	var r rulings.Ruling
	s, d := t.Ship(q.Ship), t.Ship(q.Defender)
	no := fmt.Sprintf("%s may not acquire a new target lock on %s during this attack.", s.Name(), d.Name())
	if s.Player == d.Player {
		r.Stepf(refs(qFriendly), "%s and %s are friendly: a ship attacks only enemy ships.", s.Name(), d.Name())
		yesNo(&r, false, "", no)
		return r
	}
	if glossary.Fold(s.Pilot) != glossary.Fold("Colonel Vessery") {
		r.Stepf(refs(refVesseryFace), "Acquiring a target lock on the defender immediately after rolling attack dice is Colonel Vessery's pilot ability; %s's pilot is %s.", s.Name(), s.Pilot)
		r.Assume("no other card of %s grants a target lock after the attack dice are rolled (the table names none)", s.Name())
		yesNo(&r, false, "", no)
		return r
	}
	r.Stepf(refs(withNote(refVesseryFace, "when attacking, immediately after rolling attack dice")), "%s, attacking %s, may acquire a target lock on the defender immediately after rolling attack dice, if the defender already has a red target lock token.", s.Name(), d.Name())
	own := s.TargetLock != nil && t.Ship(s.TargetLock.On) == d
	homing := glossary.Fold(q.Weapon) == glossary.Fold("Homing Missiles")
	switch {
	case own && homing:
		r.Stepf(refs(refHomingMissiles), "Homing Missiles need %s's target lock on %s but do not spend it: he still holds it.", s.Name(), d.Name())
	case own && q.WeaponSpendsLock:
		r.Stepf(refs(qLockForWeapon, refRemoveLock), "%s spent his target lock on %s to attack with %s: both its tokens are gone, his red one with it.", s.Name(), d.Name(), q.Weapon)
		own = false
	}
	if own {
		r.Stepf(refs(qLockAgain), "%s still holds a target lock on %s: a ship cannot acquire a target lock again on the ship it already locks, even to trigger a card. He may spend the lock he holds to reroll instead.", s.Name(), d.Name())
		yesNo(&r, false, "", no+" He already locks it, and may spend that lock to reroll.")
		return r
	}
	var others []string
	for i := range t.State.Ships {
		o := &t.State.Ships[i]
		if o != s && o.TargetLock != nil && t.Ship(o.TargetLock.On) == d {
			others = append(others, o.Name()+sectionWord(o.TargetLock.Section))
		}
	}
	if len(others) == 0 {
		r.Stepf(refs(withNote(refVesseryFace, "if it already has a red target lock token")), "No ship holds a target lock on %s: it has no red target lock token, so the ability does not trigger.", d.Name())
		yesNo(&r, false, "", no)
		return r
	}
	r.Stepf(refs(refVessery), "%s has a red target lock token (held by %s): %s may acquire a new target lock on it and spend it to reroll his attack dice.", d.Name(), joinNames(others), s.Name())
	if d.Size == "huge" {
		r.Stepf(refs(refHugeLockTokens), "%s is huge: the new lock goes on the %s section, the one attacked, and affects that section only.", d.Name(), q.Section)
	}
	r.Stepf(refs(withNote(refAcquireLock, "an ability is not the action")), "The lock comes through his ability, not the target lock action: stress does not stop it.")
	if s.TargetLock != nil && t.Ship(s.TargetLock.On) != d {
		r.Stepf(refs(withNote(refAcquireLock, "one target lock per ship"), refRemoveLock), "He maintains one target lock: his lock on %s goes, with its red token.", t.Ship(s.TargetLock.On).Name())
	}
	r.Stepf(refs(refVessery, refSpendingTokens), "He may then spend the new lock to reroll his attack dice.")
	yesNo(&r, true, fmt.Sprintf("%s may acquire a target lock on %s%s now and spend it to reroll his attack dice.", s.Name(), d.Name(), sectionWord(q.Section)), "")
	return r
}

func checkRelock(c *checker, q *RelockAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.Defender, c.path+".defender"); err != nil {
		return err
	}
	if c.t.Ship(q.Ship) == c.t.Ship(q.Defender) {
		return c.Errorf(c.path+".defender", "%s cannot attack itself", q.Ship)
	}
	if q.WeaponSpendsLock && q.Weapon == "" {
		return c.Errorf(c.path+".weapon_spends_lock", "name the secondary weapon the lock was spent for (weapon:)")
	}
	return c.section(c.t.Ship(q.Defender), q.Section, c.path+".section")
}
