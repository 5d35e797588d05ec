package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refSpendingTokens = faq("Section 3: Rule Clarifications", "Spending Tokens")
	refDiceResults    = faq("Section 3: Rule Clarifications", "Dice Results")
	refHomingMissiles = faq("Upgrade Cards", "Homing Missiles")
	qLockForWeapon    = faq("Combat", "If a player spends a target lock to perform an attack with a secondary weapon, is he also...")
)

// SpendLock rules on whether an attacker may spend its target lock to
// reroll attack dice.
var SpendLock = register(&Rule[*SpendLockAsk]{
	ID:       "xwing-spend-lock",
	Title:    "Spending a target lock to reroll attack dice",
	Question: "spend_lock",
	Schema:   "description=may the attacker spend its target lock to reroll its attack dice?",
	Check:    checkSpendLock,
	Describe: func(q *SpendLockAsk) string { return fmt.Sprintf("spend_lock: %s attacking %s", q.Ship, q.Defender) },
	Doc: `The attacker spends a lock it holds on the defender (on a huge defender,
on the section attacked) to reroll attack dice; it may spend it without
changing any die. A lock spent to fire a secondary weapon is gone and
rerolls nothing; Homing Missiles need the lock without spending it. A huge
ship's own lock may be spent by either section. Added results are never
rerolled.`,
	Cites: refs(refSpendingTokens, refDiceResults, refHomingMissiles, qLockForWeapon, refHugeLockAction, refHugeLockTokens, refRemoveLock),
	Run:   runSpendLock,
})

// SpendLockAsk is an attack in which the attacker would spend its lock.
type SpendLockAsk struct {
	Ship     string `json:"ship" jsonschema:"required,description=the attacker"`
	Defender string `json:"defender" jsonschema:"required"`
	// Section of a huge defender the attack targets.
	Section string `json:"section,omitempty" jsonschema:"enum=fore,enum=aft"`
	// Weapon is the secondary weapon of the attack (none: the primary weapon).
	Weapon string `json:"weapon,omitempty" jsonschema:"description=secondary weapon of the attack; none for the primary weapon"`
	// WeaponSpendsLock: the lock was spent to fire Weapon.
	WeaponSpendsLock bool `json:"weapon_spends_lock,omitempty" jsonschema:"description=the target lock was spent to perform the attack with the weapon"`
}

func runSpendLock(t *Table, q *SpendLockAsk) rulings.Ruling {
	var r rulings.Ruling
	s, d := t.Ship(q.Ship), t.Ship(q.Defender)
	no := fmt.Sprintf("%s may not spend a target lock to reroll its attack dice against %s.", s.Name(), d.Name())
	lock := s.TargetLock
	if lock == nil || t.Ship(lock.On) != d {
		held := "no target lock"
		if lock != nil {
			held = "its target lock on " + t.Ship(lock.On).Name()
		}
		r.Stepf(refs(refSpendingTokens), "%s holds %s, not one on %s: it has no lock to spend against this defender.", s.Name(), held, d.Name())
		r.Assume("a lock rerolls attack dice only against the locked ship: the core rulebook's rule (page 9, not in the corpus)")
		yesNo(&r, false, "", no)
		return r
	}
	if d.Size == "huge" {
		if lock.Section != q.Section {
			r.Stepf(refs(refHugeLockTokens), "The lock is on %s's %s section and applies to that section only; the attack targets the %s section.", d.Name(), lock.Section, q.Section)
			yesNo(&r, false, "", no)
			return r
		}
		r.Stepf(refs(refHugeLockTokens), "The lock is on %s's %s section, the section attacked.", d.Name(), lock.Section)
	}
	if s.Size == "huge" {
		r.Stepf(refs(refHugeLockAction), "%s is huge: its lock belongs to no section, so the attacking section may spend it.", s.Name())
	}
	switch {
	case glossary.Fold(q.Weapon) == glossary.Fold("Homing Missiles"):
		r.Stepf(refs(refHomingMissiles), "Homing Missiles need a target lock on the defender but do not spend it: the lock is still there to spend.")
	case q.WeaponSpendsLock:
		r.Stepf(refs(qLockForWeapon, refRemoveLock), "The lock was spent to attack with %s: after spending it for the weapon, %s no longer has it to spend for rerolling.", q.Weapon, s.Name())
		yesNo(&r, false, "", no)
		return r
	}
	r.Stepf(refs(refSpendingTokens), "%s has a target lock on %s and may spend it in this attack, even without changing any die.", s.Name(), d.Name())
	r.Stepf(refs(refDiceResults), "Only rolled dice are rerolled: results added to the roll can only be canceled.")
	yesNo(&r, true, fmt.Sprintf("%s may spend its target lock on %s to reroll its attack dice.", s.Name(), d.Name()), "")
	return r
}

func checkSpendLock(c *checker, q *SpendLockAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.Defender, c.path+".defender"); err != nil {
		return err
	}
	if q.WeaponSpendsLock && q.Weapon == "" {
		return c.Errorf(c.path+".weapon_spends_lock", "name the secondary weapon the lock was spent for (weapon:)")
	}
	return c.section(c.t.Ship(q.Defender), q.Section, c.path+".section")
}
