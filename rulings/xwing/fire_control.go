package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refFireControl     = faq("Upgrade Cards", "Fire-Control System")
	refFireControlFace = faq("Fire-Control System", "Card face")
)

// FireControl rules on the target locks a ship with Fire-Control System
// acquires after an attack, with or without Weapons Engineer.
var FireControl = register(&Rule[*FireControlAsk]{
	ID:       "xwing-fire-control",
	Title:    "Fire-Control System: target locks after an attack",
	Question: "fire_control",
	Schema:   "description=after its attack, may the ship with Fire-Control System acquire these target locks, in this order?",
	Check:    checkFireControl,
	Describe: func(q *FireControlAsk) string {
		var on []string
		for _, l := range q.Locks {
			on = append(on, l.On)
		}
		return fmt.Sprintf("fire_control: %s attacked %s, locks %s", q.Ship, q.Defender, strings.Join(on, ", "))
	},
	Doc: `After an attack, Fire-Control System lets the ship acquire a target lock
on the defender. With Weapons Engineer (two locks, on two different ships)
the first lock must go on the defender, if able, before a second ship is
locked. An enemy Captain Kagi does not draw the Fire-Control System lock
away from another defender, but with Weapons Engineer the second lock must
be on him (unless the ship already locks him). A ship that attacks again
this round may lock after each attack and spend the first lock on the
second attack.`,
	Cites: refs(refFireControl, refFireControlFace, refKagi, qKagi, qLockAgain, refAcquireLock, refRemoveLock, refHugeLockTokens),
	Run:   runFireControl,
})

// FireControlAsk is the target locks a ship would acquire, in order, after
// attacking Defender.
type FireControlAsk struct {
	Ship     string `json:"ship" jsonschema:"required,description=the attacker, equipped with Fire-Control System"`
	Defender string `json:"defender" jsonschema:"required,description=the ship it just attacked"`
	// Locks are the locks it would acquire, in order, with their range.
	Locks []LockTarget `json:"locks" jsonschema:"required,minItems=1,description=the target locks it would acquire, in order"`
	// InRange are the other enemy ships at Range 1-3 (Captain Kagi).
	InRange []string `json:"in_range,omitempty" jsonschema:"description=other enemy ships at Range 1-3 of the ship (Captain Kagi)"`
	// AttacksAgain: the ship performs another attack this round.
	AttacksAgain bool `json:"attacks_again,omitempty" jsonschema:"description=the ship performs another attack this round"`
}

// LockTarget is one target lock to acquire: the ship, its range, and the
// section of a huge ship.
type LockTarget struct {
	On      string `json:"on" jsonschema:"required"`
	Range   int    `json:"range" jsonschema:"required,minimum=1,maximum=5"`
	Section string `json:"section,omitempty" jsonschema:"enum=fore,enum=aft"`
}

func runFireControl(t *Table, q *FireControlAsk) rulings.Ruling {
	var r rulings.Ruling
	s, d := t.Ship(q.Ship), t.Ship(q.Defender)
	no := func(why string) rulings.Ruling {
		yesNo(&r, false, "", fmt.Sprintf("%s may not acquire these target locks: %s", s.Name(), why))
		return r
	}
	if copiesOf(s, "Fire-Control System") == 0 {
		r.Stepf(refs(refFireControlFace), "%s has no Fire-Control System equipped.", s.Name())
		return no("it has no Fire-Control System.")
	}
	r.Stepf(refs(withNote(refFireControlFace, "after you perform an attack")), "After %s performs an attack, Fire-Control System lets it acquire a target lock on the defender, %s.", s.Name(), d.Name())
	engineer := hasCard(s, "Weapons Engineer")
	if !engineer {
		if len(q.Locks) > 1 {
			r.Stepf(refs(refFireControlFace), "Without Weapons Engineer, Fire-Control System gives one target lock, on the defender.")
			return no("without Weapons Engineer it acquires one lock.")
		}
	} else {
		r.Stepf(refs(refFireControl), "%s also has Weapons Engineer: it may maintain two target locks, on different ships.", s.Name())
		r.Assume("Weapons Engineer's text (two target locks, only one per enemy ship) is not in the corpus; the FAQ's Fire-Control System clarification relies on it")
		if len(q.Locks) > 2 {
			return no("Weapons Engineer allows two target locks.")
		}
		if len(q.Locks) == 2 && t.Ship(q.Locks[0].On) == t.Ship(q.Locks[1].On) {
			r.Stepf(refs(refFireControl), "Both locks are on %s: the second lock goes on a second ship.", q.Locks[0].On)
			return no("two locks on one ship.")
		}
	}
	first := t.Ship(q.Locks[0].On)
	held := s.TargetLock != nil && t.Ship(s.TargetLock.On) == d
	switch {
	case held:
		r.Stepf(refs(qLockAgain), "%s already holds a target lock on %s and cannot acquire it again: it is not able to lock the defender, so it may lock another ship.", s.Name(), d.Name())
	case first != d && engineer:
		r.Stepf(refs(fireControlFirst), "With Weapons Engineer, the first target lock must be acquired on the defender, %s, before a lock on a second ship; %s comes first.", d.Name(), first.Name())
		return no(fmt.Sprintf("the first lock goes on %s.", d.Name()))
	case first != d:
		r.Stepf(refs(refFireControlFace), "Fire-Control System locks the defender, %s, not %s.", d.Name(), first.Name())
		return no(fmt.Sprintf("Fire-Control System locks the defender, %s.", d.Name()))
	}
	if k := kagiInRange(t, s, &LockAsk{InRange: q.InRange}); k != nil && k != d {
		lockedKagi := s.TargetLock != nil && t.Ship(s.TargetLock.On) == k
		r.Stepf(refs(withNote(refKagi, "the Fire-Control System lock on the defender, not Kagi")), "%s is at Range 1-3, but %s attacked %s: the Fire-Control System lock goes on the defender, not on Captain Kagi.", k.Name(), s.Name(), d.Name())
		if engineer && len(q.Locks) == 2 && t.Ship(q.Locks[1].On) != k && !lockedKagi {
			r.Stepf(refs(withNote(refKagi, "the second target lock on Captain Kagi")), "With Weapons Engineer, the second available target lock must be acquired on %s.", k.Name())
			return no(fmt.Sprintf("the second lock goes on %s.", k.Name()))
		}
		switch {
		case lockedKagi:
			r.Stepf(refs(withNote(refKagi, "a ship already locking Kagi may lock another")), "%s already has a target lock on %s: it may acquire a lock on a different ship.", s.Name(), k.Name())
		case engineer && len(q.Locks) == 2:
			r.Stepf(refs(withNote(refKagi, "the second target lock on Captain Kagi")), "With Weapons Engineer, the second available target lock must be acquired on %s, and it is.", k.Name())
		}
	}
	var got []string
	for _, l := range q.Locks {
		on := t.Ship(l.On)
		if held && on == d {
			r.Stepf(refs(qLockAgain), "%s cannot acquire a second lock on %s, which it already locks.", s.Name(), d.Name())
			return no(fmt.Sprintf("it already locks %s.", d.Name()))
		}
		if on.Player == s.Player {
			r.Stepf(refs(qKagi), "%s is friendly: target locks are acquired on enemy ships.", on.Name())
			return no(on.Name() + " is friendly.")
		}
		if l.Range > 3 {
			r.Stepf(refs(qKagi), "%s%s is at Range %d: target locks are acquired at Range 1-3.", on.Name(), sectionWord(l.Section), l.Range)
			r.Assume("Range 1-3 for target locks is the core rulebook's (page 9, not in the corpus); the FAQ uses it in its Captain Kagi answer")
			return no(on.Name() + " is beyond Range 3.")
		}
		if on.Size == "huge" {
			r.Stepf(refs(refHugeLockTokens), "%s is huge: the lock goes on its %s section and affects that section only.", on.Name(), l.Section)
		}
		got = append(got, on.Name()+sectionWord(l.Section))
	}
	if s.TargetLock != nil && !held && !engineer {
		r.Stepf(refs(withNote(refAcquireLock, "one target lock per ship"), refRemoveLock), "%s maintains one target lock: its lock on %s goes, with the red token.", s.Name(), t.Ship(s.TargetLock.On).Name())
	}
	if q.AttacksAgain {
		r.Stepf(refs(fireControlEach), "%s attacks again this round: it may acquire a lock after each attack, and spend the one acquired now on its next attack.", s.Name())
	}
	yesNo(&r, true, fmt.Sprintf("%s may acquire a target lock on %s.", s.Name(), joinNames(got)), "")
	return r
}

func checkFireControl(c *checker, q *FireControlAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.Defender, c.path+".defender"); err != nil {
		return err
	}
	if len(q.Locks) == 0 {
		return c.Errorf(c.path, "name at least one lock under locks: [{on, range}]")
	}
	for i, l := range q.Locks {
		path := fmt.Sprintf("%s.locks[%d]", c.path, i)
		if err := c.mustShip(l.On, path+".on"); err != nil {
			return err
		}
		if c.t.Ship(l.On) == c.t.Ship(q.Ship) {
			return c.Errorf(path+".on", "%s cannot lock itself", q.Ship)
		}
		if l.Range < 1 || l.Range > 5 {
			return c.Errorf(path+".range", "range %d: want 1 to 5", l.Range)
		}
		if err := c.section(c.t.Ship(l.On), l.Section, path+".section"); err != nil {
			return err
		}
	}
	return c.names(q.InRange, c.path+".in_range", c.mustShip)
}
