package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// placement rules on where a boost, barrel roll or decloak ends: no
// overlap of a ship or an obstacle, no template over an obstacle; a base
// outside the play area flees. It reports whether the move is legal.
func placement(r *rulings.Ruling, t *Table, s *Ship, g Geometry, what string, rule glossary.Ref, isAction bool) bool {
	ignoreObstacles := isAction && glossary.Fold(s.Pilot) == glossary.Fold("Dash Rendar")
	legal := true
	if len(g.OverlapsShips) > 0 {
		r.Stepf(refs(rule), "The final position overlaps %s: a ship cannot %s onto another ship's base.", strings.Join(g.OverlapsShips, " and "), what)
		legal = false
	}
	obstacles := len(g.OverlapsObstacles)+len(g.TemplateOverlapsObstacles) > 0
	switch {
	case obstacles && ignoreObstacles:
		r.Stepf(refs(withNote(refDash, "choose before measuring")), "Dash Rendar may ignore obstacles while performing actions (he chooses so before measuring): the obstacle overlaps do not stop him.")
	case len(g.OverlapsObstacles) > 0:
		r.Stepf(refs(rule), "The final base overlaps %s: a ship cannot %s onto an obstacle token.", strings.Join(g.OverlapsObstacles, " and "), what)
		legal = false
	}
	if len(g.TemplateOverlapsObstacles) > 0 && !ignoreObstacles {
		r.Stepf(refs(rule), "The maneuver template overlaps %s: the move is not allowed when its template overlaps an obstacle token, even if the base ends clear.", strings.Join(g.TemplateOverlapsObstacles, " and "))
		legal = false
	}
	if !legal {
		return false
	}
	r.Stepf(refs(rule), "Neither the final base nor the template overlaps a ship or an obstacle.")
	for _, b := range g.OverlapsBombs {
		if isProximityMine(t, b) {
			r.Stepf(refs(withNote(refProxErrata, "boost, barrel roll or decloak overlaps")), "Its base or template overlaps the proximity mine %s, which detonates.", b)
		} else {
			r.Stepf(refs(qBombsObstacles), "It overlaps the bomb token %s; bomb tokens are not obstacles, so this does not stop the move.", b)
		}
	}
	if g.OutsidePlayArea {
		r.Stepf(refs(qOutside, qMoveBackIn), "Its final base is partly outside the play area: the move is allowed, and the ship flees the battlefield and is destroyed at once (it cannot come back with its maneuver).")
	}
	return true
}

func isProximityMine(t *Table, name string) bool {
	for _, b := range t.State.Bombs {
		if glossary.Fold(b.Name) == glossary.Fold(name) {
			return glossary.Fold(b.Kind) == glossary.Fold("Proximity Mines") || glossary.Fold(b.Kind) == glossary.Fold("Proximity Mine")
		}
	}
	return false
}

func verdict(r *rulings.Ruling, ok bool, yes, no string) {
	if ok {
		r.Verdict, r.Answer = rulings.Legal, yes
	} else {
		r.Verdict, r.Answer = rulings.Illegal, no
	}
}

// rollTemplate checks the barrel-roll template and its edge.
func rollTemplate(r *rulings.Ruling, s *Ship, tmpl, edge string) bool {
	m, _ := ParseManeuver(tmpl)
	lorrir := glossary.Fold(s.Pilot) == glossary.Fold("Lieutenant Lorrir")
	switch {
	case m.Bearing == "straight" && m.Speed == 1:
	case m.Bearing == "bank" && m.Speed == 1 && lorrir:
		r.Stepf(refs(refLorrir), "Lieutenant Lorrir may barrel roll with the bank 1 template (taking 1 stress); he declares the side and the direction.")
	default:
		r.Stepf(refs(refBarrelRollErrata), "A barrel roll uses the straight 1 template, not %s.", tmpl)
		return false
	}
	want := "short"
	if s.Size == "large" {
		want = "long"
	}
	if edge != "" && edge != want {
		r.Stepf(refs(refLargeBarrelRoll), "A %s ship sets the %s edge of the template against its base, not the %s edge.", s.Size, want, edge)
		return false
	}
	if s.Size == "large" {
		r.Stepf(refs(refLargeBarrelRoll, refLargeBarrelRollEx), "%s is a large ship: the long edge of the template goes against its base; otherwise the barrel roll is the core rulebook's.", s.Name())
	}
	return true
}

func decloakAllowed(r *rulings.Ruling, s *Ship, d *Reposition) bool {
	if !s.Cloaked {
		r.Stepf(refs(refDecloak), "%s has no cloak token to spend.", s.Name())
		return false
	}
	if ionized(s) {
		r.Stepf(refs(qDecloakIonized, ionizedDefined), "%s is ionized (%d ion token(s) on a %s ship): it has no dial assigned or revealed, so it cannot decloak.", s.Name(), s.Ion, s.Size)
		return false
	}
	if s.Stress > 0 {
		r.Stepf(refs(withNote(refDecloak, "not an action or a maneuver")), "%s is stressed, but decloaking is neither an action nor a maneuver: stress does not stop it.", s.Name())
	} else {
		r.Stepf(refs(refDecloak), "%s spends its cloak token just before revealing its dial.", s.Name())
	}
	want := "straight 2"
	echo := glossary.Fold(s.Pilot) == glossary.Fold(`"Echo"`) || glossary.Fold(s.Pilot) == "echo"
	if echo {
		want = "bank 2"
	}
	tmpl := d.Template
	if tmpl == "" {
		tmpl = want
	}
	m, _ := ParseManeuver(tmpl)
	if m.Bearing+" "+fmt.Sprint(m.Speed) != want {
		cite := refDecloak
		if echo {
			cite = refEcho
		}
		r.Stepf(refs(cite), "%s decloaks with the %s template, not %s.", s.Name(), want, tmpl)
		return false
	}
	r.Stepf(refs(refDecloak), "It decloaks by a %s with the %s template, then continues its activation.", d.Decloak, tmpl)
	return true
}

// ionized: a small ship with an ion token, a large one with two.
func ionized(s *Ship) bool {
	switch s.Size {
	case "small":
		return s.Ion >= 1
	case "large":
		return s.Ion >= 2
	}
	return false
}

func (l *loader) reposition(kind string, r *Reposition, path string) error {
	if err := l.mustShip(r.Ship, path+".ship"); err != nil {
		return err
	}
	if r.Template != "" {
		if _, err := ParseManeuver(r.Template); err != nil {
			return l.Errorf(path+".template", "%v", err)
		}
	}
	if r.Side != "" && r.Side != "left" && r.Side != "right" {
		return l.Errorf(path+".side", "side %q: want left or right", r.Side)
	}
	if r.Edge != "" && r.Edge != "short" && r.Edge != "long" {
		return l.Errorf(path+".edge", "edge %q: want short or long", r.Edge)
	}
	switch kind {
	case "boost":
		if r.Template == "" {
			return l.Errorf(path, "a boost needs template: straight 1, bank left 1 or bank right 1")
		}
	case "decloak":
		if r.Decloak != "barrel roll" && r.Decloak != "maneuver" {
			return l.Errorf(path+".decloak", "decloak %q: want barrel roll or maneuver", r.Decloak)
		}
	}
	if err := l.notSelf(r.Ship, r.OverlapsShips, path+".overlaps_ships"); err != nil {
		return err
	}
	return l.geometry(&r.Geometry, path)
}
