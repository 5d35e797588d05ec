package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refAcquireLock    = faq("Section 3: Rule Clarifications", "Acquiring a Target Lock")
	refRemoveLock     = faq("Section 3: Rule Clarifications", "Removing a Target Lock Token")
	refHugeLockAction = faq("Huge Ship Actions", "Target Lock")
	refHugeLockTokens = faq("Additional Huge Ship Rules", "Target Lock Tokens")
	refKagi           = faq("Ship Cards", "Captain Kagi")
	qLockAgain        = faq("Actions and Game Effects", "If a ship already has a target lock on an enemy ship, can the locking ship acquire a...")
	qKagi             = faq("Combat", "If a ship attempts to acquire a target lock on an enemy ship at Range 1-3 but Captain...")
)

// TargetLock rules on whether a ship may acquire a target lock now.
var TargetLock = register(&Rule[*LockAsk]{
	ID:       "xwing-target-lock",
	Title:    "Acquiring a target lock",
	Question: "target_lock",
	Schema:   "description=may the ship acquire a target lock on this ship now?",
	Check:    checkTargetLock,
	Describe: func(q *LockAsk) string { return fmt.Sprintf("target_lock: %s on %s", q.Ship, q.Target) },
	Doc: `A lock goes on an enemy ship at Range 1-3 (a huge ship's chosen section,
its closest point in range). The target lock action passes the action gate
(no stress, on the action bar, once per round); an ability that says to
acquire a lock is not the action, so stress and earlier locks do not stop
it. A ship cannot lock again the ship it already locks; it keeps one lock,
so a new lock on another ship replaces the old one, and removing either
token removes its pair. An enemy Captain Kagi at Range 1-3 draws the lock
unless the ship already locks him.`,
	Cites: refs(refAcquireLock, refRemoveLock, refHugeLockAction, refHugeLockTokens, refKagi, qLockAgain, qKagi, refActionResolution,
		refStressedIonized, refAdvCloak, refExpertHandling, qMoreTokens, refDamagedSensor, refHugeFree),
	Run: runTargetLock,
})

// LockAsk is a ship about to acquire a target lock, with the range to its
// target as measured.
type LockAsk struct {
	Ship   string `json:"ship" jsonschema:"required"`
	Target string `json:"target" jsonschema:"required"`
	// Range is the band the target (a huge target's chosen section) is at.
	Range int `json:"range" jsonschema:"required,minimum=1,maximum=5,description=range band the target (or the chosen section of a huge target) is at"`
	// Section of a huge target the lock goes on.
	Section string `json:"section,omitempty" jsonschema:"enum=fore,enum=aft"`
	// Via is the ability telling the ship to acquire a lock; none for the action.
	Via string `json:"via,omitempty" jsonschema:"description=card or ability instructing the ship to acquire a lock; none for the target lock action"`
	// InRange are the other enemy ships at Range 1-3 of the ship.
	InRange []string `json:"in_range,omitempty" jsonschema:"description=other enemy ships at Range 1-3 of the ship (Captain Kagi draws the lock)"`
}

func runTargetLock(t *Table, q *LockAsk) rulings.Ruling {
	var r rulings.Ruling
	s, target := t.Ship(q.Ship), t.Ship(q.Target)
	no := fmt.Sprintf("%s may not acquire a target lock on %s now.", s.Name(), target.Name())
	if s.Player == target.Player {
		r.Stepf(refs(qLockAgain, qKagi), "%s and %s are friendly: target locks are acquired on enemy ships.", s.Name(), target.Name())
		yesNo(&r, false, "", no)
		return r
	}
	if q.Via == "" {
		r.Stepf(refs(withNote(refAcquireLock, "one 'acquire a target lock' action per round")), "This is the target lock action, which passes the action gate; a ship performs it once per round.")
		if !actionAllowed(&r, s, "target lock", "", false) {
			yesNo(&r, false, "", no)
			return r
		}
	} else {
		r.Stepf(refs(withNote(refAcquireLock, "an ability is not the action")), "The lock comes to %s through %s, not the target lock action: that is allowed while stressed and more than once a round.", s.Name(), q.Via)
		if faceup(s, "Damaged Sensor Array") != "" {
			r.Stepf(refs(withNote(refDamagedSensor, "target locks through other means")), "%s has Damaged Sensor Array faceup: that stops the target lock action of its action bar, not a lock acquired through other means.", s.Name())
		}
	}
	if s.TargetLock != nil && t.Ship(s.TargetLock.On) == target {
		r.Stepf(refs(qLockAgain), "%s already has a target lock on %s: it cannot acquire one again on the same ship, not even to trigger a card.", s.Name(), target.Name())
		yesNo(&r, false, "", no)
		return r
	}
	if k := kagiInRange(t, s, q); k != nil && k != target {
		if s.TargetLock != nil && t.Ship(s.TargetLock.On) == k {
			r.Stepf(refs(withNote(refKagi, "a ship already locking Kagi may lock another")), "%s is at Range 1-3, but %s already has a target lock on him: it may lock a different ship.", k.Name(), s.Name())
		} else {
			r.Stepf(refs(qKagi, refKagi), "%s is an enemy at Range 1-3: the target lock must be acquired on him, not on %s.", k.Name(), target.Name())
			yesNo(&r, false, "", fmt.Sprintf("%s must lock %s, not %s.", s.Name(), k.Name(), target.Name()))
			return r
		}
	}
	if !lockRange(&r, s, target, q) {
		yesNo(&r, false, "", no)
		return r
	}
	if s.TargetLock != nil {
		old := t.Ship(s.TargetLock.On).Name()
		r.Stepf(refs(withNote(refAcquireLock, "one target lock per ship"), refRemoveLock), "%s maintains one target lock: its lock on %s goes, and the matching red token on %s with it.", s.Name(), old, old)
		r.Assume("that a new lock replaces the ship's old one is the core rulebook's rule (page 9, not in the corpus); the FAQ says a ship maintains one lock")
	}
	if s.Size == "huge" {
		r.Stepf(refs(refHugeLockAction), "%s is huge: its blue token sits by the ship, not a section, and either section may spend it.", s.Name())
	}
	yesNo(&r, true, fmt.Sprintf("%s may acquire a target lock on %s%s.", s.Name(), target.Name(), sectionWord(q.Section)), "")
	return r
}

// kagiInRange is an enemy Captain Kagi among the other ships at Range 1-3.
func kagiInRange(t *Table, s *Ship, q *LockAsk) *Ship {
	for _, n := range q.InRange {
		if k := t.Ship(n); glossary.Fold(k.Pilot) == glossary.Fold("Captain Kagi") && k.Player != s.Player {
			return k
		}
	}
	return nil
}

// lockRange checks the target is at Range 1-3, on a huge target's section.
func lockRange(r *rulings.Ruling, s, target *Ship, q *LockAsk) bool {
	if target.Size == "huge" {
		r.Stepf(refs(refHugeLockTokens), "%s is huge: the lock goes on one section, the %s, whose closest point must be in range; it affects that section only.", target.Name(), q.Section)
	}
	if q.Range > 3 {
		r.Stepf(refs(qKagi, withNote(refActionResolution, "a target out of range: another target or another action")), "%s%s is at Range %d: a target lock is acquired at Range 1-3. The player may declare another target or another action.", target.Name(), sectionWord(q.Section), q.Range)
		r.Assume("Range 1-3 for target locks is the core rulebook's (page 9, not in the corpus); the FAQ uses it in its Captain Kagi answer")
		return false
	}
	r.Stepf(refs(qKagi, withNote(refActionResolution, "a declared target in range must be locked")), "%s%s is at Range %d, within Range 1-3: once declared and measured in range, it must be locked.", target.Name(), sectionWord(q.Section), q.Range)
	return true
}

func sectionWord(section string) string {
	if section == "" {
		return ""
	}
	return "'s " + section + " section"
}

func checkTargetLock(c *checker, q *LockAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.Target, c.path+".target"); err != nil {
		return err
	}
	if c.t.Ship(q.Ship) == c.t.Ship(q.Target) {
		return c.Errorf(c.path+".target", "%s cannot lock itself", q.Ship)
	}
	if q.Range < 1 || q.Range > 5 {
		return c.Errorf(c.path+".range", "range %d: want 1 to 5", q.Range)
	}
	if err := c.names(q.InRange, c.path+".in_range", c.mustShip); err != nil {
		return err
	}
	return c.section(c.t.Ship(q.Target), q.Section, c.path+".section")
}
