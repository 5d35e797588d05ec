package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refJendon     = faq("Ship Cards", "Colonel Jendon")
	refJendonFace = faq("Colonel Jendon", "Card face")
)

// AssignLock rules on Colonel Jendon's ability: handing one of his target
// locks (its blue token) to a friendly ship.
var AssignLock = register(&Rule[*AssignLockAsk]{
	ID:       "xwing-assign-lock",
	Title:    "Colonel Jendon: assigning a target lock to a friendly ship",
	Question: "assign_lock",
	Schema:   "description=may the ship (Colonel Jendon) assign its blue target lock token to this friendly ship now?",
	Check:    checkAssignLock,
	Describe: func(q *AssignLockAsk) string { return fmt.Sprintf("assign_lock: %s to %s", q.Ship, q.To) },
	Doc: `At the start of the Combat phase, Colonel Jendon may assign one of his
blue target lock tokens to a friendly ship at Range 1 that has no blue
target lock token; the receiving ship need not have the target lock action
on its action bar. The lock stays on the same enemy ship.`,
	Cites: refs(refJendon, refJendonFace, refAtWithin),
	Run:   runAssignLock,
})

// AssignLockAsk is a lock handed from Ship to To.
type AssignLockAsk struct {
	Ship string `json:"ship" jsonschema:"required,description=the ship giving its target lock (Colonel Jendon)"`
	To   string `json:"to" jsonschema:"required,description=the friendly ship receiving it"`
	// Range is the range band To is at.
	Range int `json:"range" jsonschema:"required,minimum=1,maximum=5,description=range band the receiving ship is at"`
	// Phase is when the lock is assigned; the start of the Combat phase when omitted.
	Phase string `json:"phase,omitempty" jsonschema:"enum=start of combat,enum=planning,enum=activation,enum=combat,enum=end,description=when the lock is assigned (default: the start of the Combat phase)"`
}

func runAssignLock(t *Table, q *AssignLockAsk) rulings.Ruling {
	var r rulings.Ruling
	s, to := t.Ship(q.Ship), t.Ship(q.To)
	no := func(why string) rulings.Ruling {
		yesNo(&r, false, "", fmt.Sprintf("%s may not assign a target lock to %s: %s", s.Name(), to.Name(), why))
		return r
	}
	if glossary.Fold(s.Pilot) != glossary.Fold("Colonel Jendon") {
		r.Stepf(refs(refJendonFace), "Assigning a blue target lock token to another ship is Colonel Jendon's pilot ability; %s's pilot is %s.", s.Name(), s.Pilot)
		r.Assume("no other card of %s hands a target lock to another ship (the table names none)", s.Name())
		return no("it has no such ability.")
	}
	r.Stepf(refs(withNote(refJendonFace, "at the start of the Combat phase")), "At the start of the Combat phase, %s may assign 1 of his blue target lock tokens to a friendly ship at Range 1 that has no blue target lock token.", s.Name())
	if q.Phase != "" && q.Phase != "start of combat" {
		r.Stepf(refs(refJendonFace), "It is the %s phase, not the start of the Combat phase.", q.Phase)
		return no("the ability works at the start of the Combat phase.")
	}
	if q.Phase == "" {
		r.Assume("the lock is assigned at the start of the Combat phase (no phase: given)")
	}
	if s.TargetLock == nil {
		r.Stepf(refs(refJendonFace), "%s holds no target lock: he has no blue token to assign.", s.Name())
		return no("he holds no target lock.")
	}
	if to.Player != s.Player {
		r.Stepf(refs(refJendonFace), "%s is an enemy ship: the lock goes to a friendly ship.", to.Name())
		return no("it is an enemy ship.")
	}
	if q.Range != 1 {
		r.Stepf(refs(refJendonFace, refAtWithin), "%s is at Range %d: the ability reaches a ship at Range 1.", to.Name(), q.Range)
		return no(fmt.Sprintf("it is at Range %d, not Range 1.", q.Range))
	}
	if to.TargetLock != nil {
		r.Stepf(refs(refJendonFace), "%s already has a blue target lock token (its lock on %s).", to.Name(), t.Ship(to.TargetLock.On).Name())
		return no("it already has a blue target lock token.")
	}
	if !hasString(to.Actions, "target lock") {
		r.Stepf(refs(refJendon), "%s has no target lock action on its action bar: Jendon may still assign it a lock.", to.Name())
	}
	on := t.Ship(s.TargetLock.On)
	r.Stepf(refs(refJendonFace), "%s is friendly, at Range 1 and has no blue token: his lock on %s%s becomes %s's; the red token stays on %s.", to.Name(), on.Name(), sectionWord(s.TargetLock.Section), to.Name(), on.Name())
	yesNo(&r, true, fmt.Sprintf("%s may assign his target lock on %s to %s.", s.Name(), on.Name(), to.Name()), "")
	return r
}

func checkAssignLock(c *checker, q *AssignLockAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if err := c.mustShip(q.To, c.path+".to"); err != nil {
		return err
	}
	if c.t.Ship(q.Ship) == c.t.Ship(q.To) {
		return c.Errorf(c.path+".to", "%s cannot assign a lock to itself", q.Ship)
	}
	if q.Range < 1 || q.Range > 5 {
		return c.Errorf(c.path+".range", "range %d: want 1 to 5", q.Range)
	}
	switch q.Phase {
	case "", "start of combat", "planning", "activation", "combat", "end":
		return nil
	}
	return c.Errorf(c.path+".phase", "phase %q: want one of start of combat, planning, activation, combat, end", q.Phase)
}
