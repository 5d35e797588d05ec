package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// Overlap rules on what happens when a maneuver overlaps ships or obstacles.
var Overlap = register(&Rule[*MoveAsk]{
	ID:       "xwing-overlap",
	Title:    "Overlapping during a maneuver",
	Question: "maneuver",
	Schema:   "description=what happens when this maneuver overlaps ships or obstacles?",
	Check:    checkManeuver,
	Describe: func(m *MoveAsk) string { return fmt.Sprintf("maneuver: %s executes %s", m.Ship, m.Maneuver) },
	Doc: `Only the template and the final position count. A small or large ship
that overlaps ships moves back along its template and may end touching
several ships; overlapping a huge ship also rolls one attack die against
it. Template or final position over obstacles gives one obstacle's effect,
the opponent choosing which, unless moving back left the ship short of it.
A huge ship destroys the small and large ships it overlaps and rolls one die
per small and two per large ship against its fore section; it is dealt a
faceup Damage card for a huge ship or an obstacle, and skips no action.`,
	Cites: refs(qShipWidth, refTouchingMultiple, refTouchingExample, refLargeOverlap, refSmallOntoHuge, qSkipAction, qFleeOverlap,
		qStoppedShort, qSeveralObstacles, qGreenStress, qTemplateOutside, refProxClar, refProxErrata, refHugeProx, qBombsObstacles,
		refOverlapSmall, refOverlapHuge, refOverlapObstacles),
	Run: func(t *Table, q *MoveAsk) rulings.Ruling {
		var r rulings.Ruling
		m := q
		s := t.Ship(m.Ship)
		if s.Size == "huge" {
			hugeOverlap(&r, t, s, m)
		} else {
			shipOverlap(&r, t, s, m)
		}
		return r
	},
})

func shipOverlap(r *rulings.Ruling, t *Table, s *Ship, m *MoveAsk) {
	r.Stepf(refs(qShipWidth), "Only the maneuver template and %s's final position count; the width of the ship sweeping along the template does not.", s.Name())
	var outcome []string
	skips := false
	if len(m.OverlapsShips) > 0 {
		for _, o := range m.OverlapsShips {
			if t.Ship(o).Size == "huge" {
				r.Stepf(refs(refSmallOntoHuge), "Its final position overlaps the huge ship %s: besides the usual overlap rules, %s's player rolls one attack die and %s suffers the damage and critical damage rolled.", o, s.Name(), s.Name())
				outcome = append(outcome, "rolls 1 attack die against itself for "+o)
			}
		}
		if s.Size == "large" {
			r.Stepf(refs(refLargeOverlap), "%s is a large ship: move it along the template as usual, using the centre of its base to judge its position.", s.Name())
		}
		r.Stepf(refs(withNote(refTouchingMultiple, "may end touching several ships")), "Its final position overlaps %s: it moves backward along the template until it no longer overlaps.", strings.Join(m.OverlapsShips, " and "))
		if len(m.Touching) > 0 {
			both := ""
			if len(m.Touching) > 1 {
				both = "; it touches each of them and each of them touches it"
			}
			r.Stepf(refs(refTouchingMultiple, refTouchingExample), "Moved back, it ends touching %s%s.", strings.Join(m.Touching, " and "), both)
			outcome = append(outcome, "moves back and ends touching "+strings.Join(m.Touching, " and "))
		}
		skips = true
		r.Assume("the core rulebook's overlap rule (page 17, not in the corpus): a ship that overlaps another skips its Perform Action step")
		if m.OutsidePlayArea {
			r.Stepf(refs(qFleeOverlap), "After moving back, part of its base is outside the play area: it has fled the battlefield.")
			outcome = append(outcome, "flees the battlefield")
		}
	}
	obstacles := append(append([]string(nil), m.TemplateOverlapsObstacles...), m.OverlapsObstacles...)
	switch {
	case len(obstacles) > 0 && m.StoppedShort:
		r.Stepf(refs(qStoppedShort), "Moving back from the ships left it short of %s: it suffers no obstacle effect.", strings.Join(obstacles, " and "))
	case len(obstacles) > 1:
		r.Stepf(refs(qSeveralObstacles), "Its template or final position overlaps %s: the opponent chooses one of them, and only that obstacle's effect applies.", strings.Join(obstacles, " and "))
		outcome = append(outcome, "suffers one obstacle's effect, chosen by the opponent")
		skips = true
	case len(obstacles) == 1:
		r.Stepf(refs(qShipWidth), "Its template or final position overlaps %s: it suffers that obstacle's effect.", obstacles[0])
		outcome = append(outcome, "suffers the effect of "+obstacles[0])
		skips = true
	}
	if skips {
		r.Stepf(refs(qSkipAction), "It skips its Perform Action step; free actions outside that step remain allowed.")
		outcome = append(outcome, "skips its Perform Action step")
	}
	if set := mines(r, t, s, m.Geometry); len(set) > 0 {
		outcome = append(outcome, "sets off "+joinNames(set))
	}
	if m.TemplateOutside && !m.OutsidePlayArea {
		r.Stepf(refs(qTemplateOutside), "Its template left the play area but its base did not: it has not fled.")
	}
	if m.Colour == "green" && s.Stress > 0 && (skips || len(m.OverlapsShips) > 0) {
		r.Stepf(refs(qGreenStress), "It executed a green maneuver: 1 stress token is still removed despite the overlap.")
		outcome = append(outcome, "removes 1 stress")
	}
	if len(outcome) == 0 {
		outcome = append(outcome, "completes the maneuver with no overlap effect")
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s %s.", s.Name(), joinNames(outcome))
}

func hugeOverlap(r *rulings.Ruling, t *Table, s *Ship, m *MoveAsk) {
	var outcome []string
	var destroyed []string
	dice := 0
	for _, o := range m.OverlapsShips {
		other := t.Ship(o)
		switch other.Size {
		case "huge":
			r.Stepf(refs(refOverlapHuge), "The final position overlaps the huge ship %s: the standard overlap rules apply, and %s and %s are each dealt one faceup Damage card from the deck of the affected section.", o, s.Name(), o)
			outcome = append(outcome, "it and "+o+" are each dealt 1 faceup Damage card")
		case "large":
			dice += 2
			destroyed = append(destroyed, o+" (large: 2 dice)")
		default:
			dice++
			destroyed = append(destroyed, o+" (small: 1 die)")
		}
	}
	if len(destroyed) > 0 {
		r.Stepf(refs(withNote(refOverlapSmall, "destroyed; one die per small, two per large")), "The final position overlaps %s: each is destroyed at once, and %s completes its maneuver. Its player rolls %d attack dice; the fore section suffers the damage and critical damage rolled.",
			strings.Join(destroyed, ", "), s.Name(), dice)
		outcome = append(outcome, fmt.Sprintf("destroys %d ship(s) and rolls %d attack dice against its fore section", len(destroyed), dice))
	}
	if len(m.OverlapsObstacles) > 0 {
		r.Stepf(refs(refOverlapObstacles), "Its final position overlaps %s: it is dealt one faceup Damage card from the affected section's deck (the opponent chooses if both sections overlap), and the obstacles are removed.", strings.Join(m.OverlapsObstacles, " and "))
		outcome = append(outcome, "is dealt 1 faceup Damage card and removes "+strings.Join(m.OverlapsObstacles, " and "))
	}
	if len(m.TemplateOverlapsObstacles) > 0 {
		r.Stepf(refs(withNote(refOverlapObstacles, "section, not template")), "Its template over %s does not count: a huge ship suffers obstacles only where a section's final position overlaps them.", strings.Join(m.TemplateOverlapsObstacles, " and "))
	}
	set := mines(r, t, s, m.Geometry)
	if len(outcome) > 0 {
		r.Stepf(refs(refOverlapSmall, refOverlapHuge, refOverlapObstacles), "A huge ship does not skip its Perform Action step for these overlaps.")
		outcome = append(outcome, "does not skip its Perform Action step")
	}
	if len(set) > 0 {
		outcome = append(outcome, "sets off "+joinNames(set))
	}
	if len(outcome) == 0 {
		outcome = append(outcome, "completes the maneuver with no overlap effect")
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s %s.", s.Name(), joinNames(outcome))
}

func checkManeuver(c *checker, m *MoveAsk) error {
	if err := c.mustShip(m.Ship, c.path+".ship"); err != nil {
		return err
	}
	if _, err := ParseManeuver(m.Maneuver); err != nil {
		return c.Errorf(c.path+".maneuver", "%v", err)
	}
	if m.Colour != "" && difficulty(m.Colour) < 0 {
		return c.Errorf(c.path+".colour", "colour %q: want green, white or red", m.Colour)
	}
	if err := c.names(m.Touching, c.path+".touching", c.mustShip); err != nil {
		return err
	}
	if err := c.notSelf(m.Ship, m.OverlapsShips, c.path+".overlaps_ships"); err != nil {
		return err
	}
	return c.geometry(&m.Geometry, c.path)
}
