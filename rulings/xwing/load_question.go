package xwing

import "fmt"

func (l *loader) question(i int, q *Question) error {
	path := fmt.Sprintf("$.questions[%d]", i)
	if n := q.count(); n != 1 {
		return l.Errorf(path, "a question is a map with exactly one key (boost, barrel_roll, decloak, action, obstructed, range, pilot_skill, agility, difficulty, order, maneuver, wrong_dial, copies, attack_dice, drop_bomb); this one has %d", n)
	}
	path += "." + q.Kind()
	switch q.Kind() {
	case "boost", "barrel_roll", "decloak":
		return l.reposition(q.Kind(), q.reposition(), path)
	case "action":
		a := q.Action
		if err := l.mustShip(a.Ship, path+".ship"); err != nil {
			return err
		}
		if !knownAction(a.Action) {
			return l.Errorf(path+".action", "action %q: want one of the action bar's actions", a.Action)
		}
	case "obstructed":
		a := q.Obstructed
		if err := l.mustShip(a.Attacker, path+".attacker"); err != nil {
			return err
		}
		if err := l.mustShip(a.Defender, path+".defender"); err != nil {
			return err
		}
		if err := l.names(a.LineCrosses, path+".line_crosses", l.mustObstacle); err != nil {
			return err
		}
		if err := l.names(a.LineCrossesShips, path+".line_crosses_ships", l.mustHuge); err != nil {
			return err
		}
		return l.names(a.LineCrossesBombs, path+".line_crosses_bombs", l.mustBomb)
	case "range":
		return l.rangeAsk(q.Range, path)
	case "pilot_skill":
		s := q.PilotSkill
		if err := l.mustShip(s.Ship, path+".ship"); err != nil {
			return err
		}
		if n := len(l.t.Ship(s.Ship).SkillChanges); s.After < 0 || s.After > n {
			return l.Errorf(path+".after", "after %d: %s has %d skill changes", s.After, s.Ship, n)
		}
	case "agility":
		return l.mustShip(q.Agility, path)
	case "difficulty":
		d := q.Difficulty
		if err := l.mustShip(d.Ship, path+".ship"); err != nil {
			return err
		}
		if _, err := ParseManeuver(d.Maneuver); err != nil {
			return l.Errorf(path+".maneuver", "%v", err)
		}
		if difficulty(d.Dial) < 0 {
			return l.Errorf(path+".dial", "dial colour %q: want green, white or red", d.Dial)
		}
		for j, e := range d.Effects {
			if difficulty(e.Colour) < 0 {
				return l.Errorf(fmt.Sprintf("%s.effects[%d].colour", path, j), "colour %q: want green, white or red", e.Colour)
			}
		}
	case "order":
		if q.Order != "activation" && q.Order != "combat" {
			return l.Errorf(path, "order %q: want activation or combat", q.Order)
		}
	case "maneuver":
		m := q.Maneuver
		if err := l.mustShip(m.Ship, path+".ship"); err != nil {
			return err
		}
		if _, err := ParseManeuver(m.Maneuver); err != nil {
			return l.Errorf(path+".maneuver", "%v", err)
		}
		if m.Colour != "" && difficulty(m.Colour) < 0 {
			return l.Errorf(path+".colour", "colour %q: want green, white or red", m.Colour)
		}
		if err := l.names(m.Touching, path+".touching", l.mustShip); err != nil {
			return err
		}
		if err := l.notSelf(m.Ship, m.OverlapsShips, path+".overlaps_ships"); err != nil {
			return err
		}
		return l.geometry(&m.Geometry, path)
	case "wrong_dial":
		return l.mustShip(q.WrongDial.Ship, path+".ship")
	case "copies":
		return l.mustShip(q.Copies.Ship, path+".ship")
	case "attack_dice":
		d := q.AttackDice
		if err := l.mustShip(d.Ship, path+".ship"); err != nil {
			return err
		}
		if d.Attack < 1 || d.Attack > len(d.Attacks) {
			return l.Errorf(path+".attack", "attack %d: the ship made %d attacks this round", d.Attack, len(d.Attacks))
		}
	case "drop_bomb":
		b := q.DropBomb
		if err := l.mustShip(b.Ship, path+".ship"); err != nil {
			return err
		}
		return l.names(b.Under, path+".under", l.mustShip)
	}
	return nil
}

// reposition returns the boost, barrel roll or decloak asked.
func (q *Question) reposition() *Reposition {
	switch {
	case q.Boost != nil:
		return q.Boost
	case q.BarrelRoll != nil:
		return q.BarrelRoll
	}
	return q.Decloak
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
