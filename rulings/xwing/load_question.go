package xwing

import "fmt"

func (l *loader) question(i int, q *Question) error {
	path := fmt.Sprintf("$.questions[%d]", i)
	if err := Kinds.OneKey(&q.Question); err != nil {
		return l.Errorf(path, "%v", err)
	}
	return Kinds.Check(&checker{l, path + "." + q.Key}, &q.Question)
}

// checker is what a rule's Check sees: the loader, and the YAML path of
// the question's value for its errors.
type checker struct {
	*loader
	path string
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

// notSelf rejects a ship overlapping itself.
func (l *loader) notSelf(ship string, list []string, path string) error {
	for j, n := range list {
		if l.t.Ship(n) == l.t.Ship(ship) {
			return l.Errorf(fmt.Sprintf("%s[%d]", path, j), "%s cannot overlap itself", ship)
		}
	}
	return nil
}

func (l *loader) mustHuge(name, path string) error {
	if err := l.mustShip(name, path); err != nil {
		return err
	}
	if l.t.Ship(name).Size != "huge" {
		return l.Errorf(path, "%s is not a huge ship: only huge ships obstruct as ships", name)
	}
	return nil
}

func (l *loader) rangeAsk(r *RangeAsk, path string) error {
	if err := l.mustShip(r.From, path+".from"); err != nil {
		return err
	}
	if err := l.mustShip(r.To, path+".to"); err != nil {
		return err
	}
	for j, b := range r.Touches {
		if b < 1 || b > 5 {
			return l.Errorf(fmt.Sprintf("%s.touches[%d]", path, j), "range band %d: the rulers have Range 1 to 5", b)
		}
	}
	if len(r.Touches) == 0 && l.t.Ship(r.From) != l.t.Ship(r.To) {
		return l.Errorf(path, "range needs touches: the range bands %s's base touches, measured from %s", r.To, r.From)
	}
	if r.At != "" {
		if _, _, err := parseBands(r.At); err != nil {
			return l.Errorf(path+".at", "%v", err)
		}
	}
	if r.Within < 0 || r.Within > 5 {
		return l.Errorf(path+".within", "within %d: want Range 1 to 5", r.Within)
	}
	switch r.For {
	case "", "attack", "action", "ability":
	default:
		return l.Errorf(path+".for", "for %q: want attack, action or ability", r.For)
	}
	if r.Section != "" && l.t.Ship(r.From).Size != "huge" {
		return l.Errorf(path+".section", "section %q: only huge ships have sections", r.Section)
	}
	return nil
}
