package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// BarrelRoll rules on a barrel roll action.
var BarrelRoll = register(&Rule[*Reposition]{
	ID:       "xwing-barrel-roll",
	Title:    "Barrel roll legality",
	Question: "barrel_roll",
	Schema:   "description=may the ship barrel roll this way?",
	Check:    func(c *checker, r *Reposition) error { return c.reposition("barrel_roll", r, c.path) },
	Describe: describeReposition("barrel_roll"),
	Doc: `A barrel roll is an action (stress and once-per-round gates apply; Expert
Handling's roll is the same action). It uses the straight 1 template
(Lieutenant Lorrir may use bank 1), set with its long edge against a large
ship's base; it is illegal if the ship would overlap a ship or an obstacle,
or the template an obstacle (Rulebook page 8 erratum).`,
	Cites: refs(refBarrelRollErrata, refLargeBarrelRoll, refLargeBarrelRollEx, refLorrir, refEHErrata, refActionResolution, refDash,
		refProxErrata, qBombsObstacles, qOutside, qMoveBackIn, refStressedIonized, refAdvCloak, refExpertHandling, qSameCardAction,
		refDamagedSensor, refHugeFree),
	Run: func(t *Table, q *Reposition) rulings.Ruling {
		var r rulings.Ruling
		b := q
		s := t.Ship(b.Ship)
		tmpl := b.Template
		if tmpl == "" {
			tmpl = "straight 1"
		}
		ok := s.Size != "huge"
		if !ok {
			r.Stepf(refs(refLargeBarrelRoll), "%s is a huge ship; only small ships, and large ships by their own rule, barrel roll.", s.Name())
		}
		if ok {
			ok = actionAllowed(&r, s, "barrel roll", b.Via, b.Via != "")
		}
		if ok && glossary.Fold(b.Via) == glossary.Fold("Expert Handling") && !hasString(s.Actions, "barrel roll") {
			r.Stepf(refs(refEHErrata), "%s has no barrel roll icon: Expert Handling's free barrel roll gives it 1 stress token.", s.Name())
		}
		if ok {
			ok = rollTemplate(&r, s, tmpl, b.Edge)
		}
		if ok {
			if b.Side != "" {
				r.Stepf(refs(withNote(refActionResolution, "declare the side first")), "At competitive events the side (%s) is declared before measuring; if the roll fits anywhere on that side it must be done.", b.Side)
			}
			ok = placement(&r, t, s, b.Geometry, "barrel roll", withNote(refBarrelRollErrata, "template overlapping an obstacle"), true)
		}
		verdict(&r, ok, fmt.Sprintf("%s may barrel roll with the %s template.", s.Name(), tmpl), fmt.Sprintf("%s may not barrel roll this way.", s.Name()))
		return r
	},
})
