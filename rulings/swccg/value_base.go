package swccg

import (
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The value before modifiers: the printed number as the rules read it.

// base is the printed value as the rules read it: the file's override, a
// "*" taken as 0, a value of text (a permanent pilot's ability, a
// character's landspeed), the defense value's attribute.
func (vc *valueCalc) base(p *table.Piece) (float64, bool) {
	st := vc.st
	if st.Name == "defense_value" {
		return vc.defenseBase(p)
	}
	n := st.Printed(p)
	if st.Name == "ability" && !n.Defined {
		for _, e := range p.Card.Effects {
			if e.Kind == "permanent_pilot_ability" {
				vc.r.Stepf(refs(glossPermanentPilot, glossAbility), "%s's text \"%s\": its permanent pilot gives it ability %s.", p.Name, e.Quote, num(e.Value))
				return e.Value, true
			}
		}
	}
	if st.Name == "landspeed" {
		if v, ok := vc.landspeedText(p); ok {
			return v, true
		}
	}
	switch {
	case overridden(p, st.Name):
		vc.r.Stepf(refs(st.Cite), "%s's %s is %s as the file writes it.", p.Name, st.Word, num(n.Value))
	case n.Star:
		if v, quote, ok := starValue(p, st.Word); ok {
			vc.r.Stepf(refs(glossUndefined, st.Cite), "%s's printed %s is *, defined by its game text: %q, so it is %s.", p.Name, st.Word, quote, num(v))
			return v, true
		}
		vc.r.Stepf(refs(glossUndefined), "%s's printed %s is *, defined by its game text, which this rule does not read: an undefined value is treated as zero.", p.Name, st.Word)
		vc.r.Assume("%s's %s * is taken as 0", p.Name, st.Word)
		return 0, true
	case !n.Defined:
		return 0, false
	case st.Name == "landspeed" && !p.Card.Landspeed.Defined:
		vc.r.Stepf(refs(st.Cite), "%s is a character: characters have landspeed of 1.", p.Name)
	default:
		vc.r.Stepf(refs(st.Cite), "%s's printed %s is %s.", p.Name, st.Word, n.Raw)
	}
	return n.Value, true
}

func overridden(p *table.Piece, stat string) bool {
	e := p.Entry
	switch stat {
	case "power":
		return e.Power != nil
	case "ability":
		return e.Ability != nil
	case "forfeit":
		return e.Forfeit != nil
	case "landspeed":
		return e.Landspeed != nil
	case "hyperspeed":
		return e.Hyperspeed != nil
	}
	return false
}

// landspeedText reads "Landspeed = 3" of the card's own text, or of a
// device it carries (Jet Pack): its landspeed, not a value set over it.
func (vc *valueCalc) landspeedText(p *table.Piece) (float64, bool) {
	if p.Entry.Landspeed != nil {
		return 0, false
	}
	for _, q := range vc.t.Pieces {
		if q != p && (q.Host != p || q.Entry.On == "") {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "landspeed" || e.Target != "" || e.Condition != "" || q.Entry.TextOff() {
				continue
			}
			whose := "its own text"
			if q != p {
				whose = q.Name + " deployed on it"
			}
			vc.r.Stepf(refs(glossLandspeed), "%s's landspeed comes from %s: \"%s\": %s.", p.Name, whose, e.Quote, num(e.Value))
			return e.Value, true
		}
	}
	return 0, false
}

// defenseBase is the attribute a weapon targets: a character's ability or
// armor, whichever is higher (an unarmored droid 0); a vehicle's or
// starship's armor or maneuver, with their own modifiers.
func (vc *valueCalc) defenseBase(p *table.Piece) (float64, bool) {
	sub := func(name string) (float64, bool) {
		st, _ := statNamed(name)
		return (&valueCalc{t: vc.t, r: vc.r, st: st}).card(p, nil)
	}
	switch p.Card.Type {
	case "Character":
		quiet := func(name string) (float64, bool) {
			st, _ := statNamed(name)
			return (&valueCalc{t: vc.t, r: &rulings.Ruling{}, st: st}).card(p, nil)
		}
		ab, abOK := quiet("ability")
		ar, arOK := quiet("armor")
		if arOK && (!abOK || ar > ab) {
			v, _ := sub("armor")
			vc.r.Stepf(refs(defenseCharacter, glossArmor), "A character's defense value is its ability or armor, whichever is higher: %s's armor, %s.", p.Name, num(v))
			return v, true
		}
		if !abOK {
			vc.r.Stepf(refs(defenseDroid), "%s has neither ability nor armor: an unarmored droid's defense value is zero.", p.Name)
			return 0, true
		}
		v, _ := sub("ability")
		vc.r.Stepf(refs(defenseCharacter, glossAbility), "A character's defense value is its ability or armor, whichever is higher: %s's ability, %s.", p.Name, num(v))
		return v, true
	case "Starship", "Vehicle":
		for _, name := range []string{"armor", "maneuver"} {
			st, _ := statNamed(name)
			if st.Printed(p).Defined {
				v, _ := sub(name)
				vc.r.Stepf(refs(defenseCraft, st.Cite), "A vehicle's or starship's defense value is its armor or maneuver: %s's %s, %s.", p.Name, name, num(v))
				return v, true
			}
		}
	}
	vc.r.Stepf(refs(glossDefenseValue), "%s's defense value is not one of the attributes the card data holds (a creature's own term, or one a weapon's text gives): give it as the file's modifiers or set.", p.Name)
	vc.r.Assume("%s's defense value is not read: taken as 0", p.Name)
	return 0, true
}
