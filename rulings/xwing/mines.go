package xwing

import (
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var refHugeProx = faq("Additional Huge Ship Rules", "Proximity Mines")

// mines says which bomb tokens a maneuver sets off, and returns them: every Proximity Mine
// its base or template overlaps, except that a huge ship sets one off
// with its base only.
func mines(r *rulings.Ruling, t *Table, s *Ship, g Geometry) (detonated []string) {
	var base, tmpl []string
	for _, b := range g.OverlapsBombs {
		if isProximityMine(t, b) {
			base = append(base, b)
		} else {
			r.Stepf(refs(qBombsObstacles), "It overlaps the bomb token %s, which is not an obstacle.", b)
		}
	}
	for _, b := range g.TemplateOverlapsBombs {
		if isProximityMine(t, b) {
			tmpl = append(tmpl, b)
		} else {
			r.Stepf(refs(qBombsObstacles), "Its template overlaps the bomb token %s, which is not an obstacle.", b)
		}
	}
	if s.Size == "huge" {
		if len(tmpl) > 0 {
			r.Stepf(refs(hugeMineTemplate), "%s is huge: its maneuver template over %s does not detonate it.", s.Name(), strings.Join(tmpl, " and "))
		}
		if len(base) > 0 {
			r.Stepf(refs(hugeMineBase, withNote(refProxClar, "every overlapped mine detonates")), "Its base overlaps %s: against a huge ship a Proximity Mine detonates when the ship's base overlaps it, every overlapped one even if the first destroys the ship.", strings.Join(base, " and "))
		}
		return base
	}
	prox := append(base, tmpl...)
	if len(prox) > 0 {
		r.Stepf(refs(withNote(refProxErrata, "the base or maneuver template overlaps the token"), withNote(refProxClar, "every overlapped mine detonates")), "Its template or base overlaps %s: every one of them detonates, even if the first destroys the ship.", strings.Join(prox, " and "))
	}
	return prox
}
