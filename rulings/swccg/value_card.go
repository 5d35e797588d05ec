package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// valueCalc computes one value of cards on table, writing each step of
// the breakdown into r.
type valueCalc struct {
	t  *table.Table
	r  *rulings.Ruling
	st valueStat
}

// card is p's value now; defined is false when p has none (a value that
// does not exist is not modifiable).
func (vc *valueCalc) card(p *table.Piece, q *ValueAsk) (value float64, defined bool) {
	base, defined := vc.base(p)
	if !defined {
		// a card may give a value the card has none of ("has armor = 5")
		if v, ok := vc.setByText(p, nil, 0); ok {
			return v, true
		}
		vc.r.Stepf(refs(vc.st.Cite, glossUndefined), "%s has no %s: a value that literally does not exist is not zero, and is not modifiable.", p.Name, vc.st.Word)
		if vc.st.Modifier != "" {
			quiet := &valueCalc{t: vc.t, r: &rulings.Ruling{}, st: vc.st}
			for _, src := range quiet.sources(p, vc.st.Modifier) {
				vc.r.Stepf(refs(glossUndefined), "%s's \"%s\" (%s) therefore changes nothing.", src.from.Name, src.e.Quote, src.how)
			}
		}
		return 0, false
	}
	if why, cite, ok := lostValue(p, vc.st.Name); ok {
		vc.r.Stepf(refs(cite, glossUnmodifiable), "%s: %s 0, and no modifier applies.", why, vc.st.Word)
		return 0, true
	}
	if crashedArmor(p, vc.st.Name) {
		vc.r.Stepf(refs(crashedArmor2, glossUnmodifiable), "%s is crashed: its armor is reduced to 2, a value the rules set, unmodifiable until restored.", p.Name)
		return 2, true
	}
	if vc.st.Piloted && usesPilot(p) {
		if ok, by := vc.piloted(p); ok {
			if by != "" {
				vc.r.Stepf(refs(vc.pilotRule(p), pilotToUse, vc.st.Cite), "%s is piloted (%s), so it uses its %s.", p.Name, by, vc.st.Word)
			}
		} else {
			vc.r.Stepf(refs(vc.pilotRule(p), pilotToUse), "%s has no pilot aboard: a starship, or a vehicle other than a creature vehicle, must have a pilot (or driver) aboard to use its %s, so it has none to use: 0.", p.Name, vc.st.Word)
			return 0, true
		}
	}
	if vc.st.Name == "hyperspeed" && p.Card.Type == "Starship" {
		if ok, _ := navComputer(vc.t, p); !ok {
			vc.r.Stepf(refs(glossStarshipsRule, glossHyperspeed), "%s has no nav computer: a starship must have both a pilot and a nav computer aboard to use its hyperspeed, so it has none to use: 0.", p.Name)
			return 0, true
		}
	}
	bounds := vc.bounds(p)
	if q != nil && q.Set != nil && !bounds.setBlocked(vc, q.Set.From+" (as the file gives it)", p, q.Set.Value, base) {
		vc.r.Stepf(refs(glossUnmodifiable, vc.st.Cite), "%s set its %s to %s (as the file gives it): a value a card sets to a specific value is unmodifiable until restored, so no modifier applies.", q.Set.From, vc.st.Word, num(q.Set.Value))
		return max(q.Set.Value, 0), true
	}
	if v, ok := vc.pilotPowerSet(p); ok {
		return v, true
	}
	if v, ok := vc.setByText(p, bounds, base); ok {
		return v, true
	}
	var explicit []ForfeitChange
	if q != nil {
		explicit = q.Modifiers
	}
	mods := vc.modifiers(p)
	for _, m := range explicit {
		mods = append(mods, valueMod{From: m.From, Title: m.From, Value: m.Value, How: "as the file gives it", Cumulative: m.Cumulative})
	}
	mods = bounds.filter(vc, mods)
	bounds.addCaps(mods)
	value = base + bounds.capped(vc, vc.sum(mods))
	if vc.st.Name == "forfeit" {
		value += escortForfeit(vc.t, p, vc.r)
	}
	if value < 0 {
		vc.r.Stepf(refs(glossNegative), "The modifiers take it to %s, but a result of subtracting never falls below zero: %s's %s is 0.", num(value), p.Name, vc.st.Word)
		value = 0
	}
	return value, true
}

// setByText finds a card's text setting the value ("target is power =
// 0"): the set value wins over every modifier.
func (vc *valueCalc) setByText(p *table.Piece, bounds *valueBounds, base float64) (float64, bool) {
	if vc.st.Set == "" {
		return 0, false
	}
	for _, s := range vc.sources(p, vc.st.Set) {
		if !vc.holds(s) || bounds != nil && bounds.setBlocked(vc, fmt.Sprintf("%s's text \"%s\" (%s)", s.from.Name, s.e.Quote, s.how), p, s.e.Value, base) {
			continue
		}
		vc.r.Stepf(refs(glossUnmodifiable, vc.st.Cite), "%s's text \"%s\" (%s) sets %s's %s to %s: a value a card sets to a specific value is unmodifiable until restored, so no modifier applies.", s.from.Name, s.e.Quote, s.how, p.Name, vc.st.Word, num(s.e.Value))
		return max(s.e.Value, 0), true
	}
	return 0, false
}

// modifiers reads every applying modifier of the value from the table.
func (vc *valueCalc) modifiers(p *table.Piece) []valueMod {
	var out []valueMod
	if vc.st.Modifier == "" {
		return out
	}
	for _, s := range vc.sources(p, vc.st.Modifier) {
		if !vc.holds(s) {
			continue
		}
		v, how, counted := vc.countEach(s)
		if !counted {
			vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" %s: not applied.", s.from.Name, s.e.Quote, how)
			vc.r.Assume("%s's modifier %q is not counted", s.from.Name, s.e.Quote)
			continue
		}
		m := valueMod{From: s.from.Name, Title: s.from.Card.Title, Value: v, Quote: s.e.Quote, How: s.how}
		m.Cumulative, m.Limit = cumulative(s.from.Card, s.e)
		if s.cites != nil {
			m.Cites = append(vc.modifierCites(m), s.cites...)
		}
		if how != "" {
			m.How += "; " + how
		}
		out = append(out, m)
	}
	if vc.st.Name == "power" {
		out = append(out, vc.pilotBonus(p)...)
	}
	if vc.st.Name == "maneuver" {
		out = vc.matchingPilots(p, out)
	}
	return out
}
