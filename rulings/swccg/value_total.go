package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A side's total power at a location, as the power segment adds it: the
// power of each of its cards there that counts, each computed as a card's
// power is, then the modifiers to total power.

// It returns the total (its power destinies included when drawn).
func totalPower(t *table.Table, q *ValueAsk, r *rulings.Ruling) float64 {
	power, _ := statNamed("power")
	vc := &valueCalc{t: t, r: r, st: power}
	loc := place(t, q.At)
	site := isSite(loc)
	what := "its starships and vehicles (a system or sector)"
	if site {
		what = "its vehicles, and its characters except those aboard enclosed vehicles and starships (a site)"
	}
	r.Stepf(refs(glossPowerSegment, totalAdding), "The %s Side's total power at %s adds the power of %s there, with the modifiers on each.", player(q.Side), loc.Name, what)
	total, counted := 0.0, 0
	for _, p := range t.Pieces {
		if p.Owner() != q.Side || !samePlace(p.Location(), loc.Name) || !addsToTotal(p, site, r) {
			continue
		}
		v, defined := vc.card(p, nil)
		if !defined {
			continue
		}
		counted++
		hit, cites := "", refs(totalAdding)
		if p.Entry.Hit {
			hit, cites = " ('hit' cards still add to total power)", append(cites, glossPowerSegment)
		}
		r.Stepf(cites, "%s adds its power, %s%s.", p.Name, num(v), hit)
		total += v
	}
	if counted == 0 {
		r.Stepf(refs(totalAdding), "The %s Side has no card there that adds power.", player(q.Side))
	}
	vt := &valueCalc{t: t, r: r, st: valueStats[len(valueStats)-1]}
	mods := vt.totalModifiers(q.Side, loc.Name)
	for _, m := range q.Modifiers {
		mods = append(mods, valueMod{From: m.From, Title: m.From, Value: m.Value, How: "as the file gives it", Cumulative: m.Cumulative})
	}
	total += vt.sum(mods)
	if total < 0 {
		r.Stepf(refs(glossNegative), "The modifiers take it to %s, but a result of subtracting never falls below zero: 0.", num(total))
		total = 0
	}
	drawn, none := powerDestinies(t, q.Side, loc.Name, r)
	total, toDraw := withPowerDestinies(q, total, drawn, r)
	r.Verdict = rulings.Answer
	switch {
	case toDraw != "":
		r.Answer = fmt.Sprintf("The %s Side's total power at %s is %s%s (the power destinies its cards add, drawn in the power segment), before battle destiny.", player(q.Side), loc.Name, num(total), toDraw)
	case drawn > 0:
		r.Answer = fmt.Sprintf("The %s Side's total power at %s is %s with its power destinies, before battle destiny.", player(q.Side), loc.Name, num(total))
	case len(none) > 0:
		r.Answer = fmt.Sprintf("The %s Side's total power at %s is %s: no destiny is drawn to power now (%s's text adds none), before battle destiny.", player(q.Side), loc.Name, num(total), strings.Join(none, "'s, "))
	default:
		r.Answer = fmt.Sprintf("The %s Side's total power at %s is %s (before any destiny drawn to power).", player(q.Side), loc.Name, num(total))
	}
	notReadWord(t, r, "power")
	return total
}

// addsToTotal: p is a card whose power the power segment adds; a card
// that is there but does not add says why.
func addsToTotal(p *table.Piece, site bool, r *rulings.Ruling) bool {
	kind := p.Card.Type
	switch {
	case kind != "Character" && kind != "Vehicle" && kind != "Starship":
		return false
	case !p.Active():
		r.Stepf(refs(totalAdding), "%s does not add: it is not active there (inactive, excluded, captive or missing).", p.Name)
		return false
	case late(p):
		r.Stepf(refs(totalAdding, refPowerSegment), "%s does not add: it came to the battle location in the %s segment, and cards introduced during the power segment or later do not participate.", p.Name, p.Entry.Introduced)
		return false
	case p.Entry.Undercover:
		r.Stepf(refs(totalAdding, spyNoBattle), "%s does not add: an Undercover spy does not participate in battle.", p.Name)
		return false
	case site && kind == "Starship":
		r.Stepf(refs(glossPowerSegment), "%s does not add: at a site, only vehicles and characters add their power.", p.Name)
		return false
	case site && kind == "Character" && p.Host != nil && p.Entry.On == "" && p.Host.Enclosed():
		r.Stepf(refs(glossPowerSegment), "%s does not add: it is aboard %s, an enclosed vehicle or starship.", p.Name, p.Host.Name)
		return false
	case !site && kind == "Character":
		if p.Host != nil {
			r.Stepf(refs(glossPowerSegment, glossPilot), "%s does not add its own power: at a system or sector only starships and vehicles add theirs (a pilot's bonus counts in %s's power).", p.Name, p.Host.Name)
		}
		return false
	}
	return true
}

// totalModifiers reads the total power modifiers for side at where: the
// cards there and the location cards of the table whose condition names
// the place; "opponent's total power" modifies the other side's.
func (vc *valueCalc) totalModifiers(side table.Side, where string) []valueMod {
	var pieces []*table.Piece
	pieces = append(pieces, vc.t.Pieces...)
	for i := range vc.t.State.Locations {
		if lp := locationPiece(vc.t, vc.t.State.Locations[i].Name); lp != nil {
			pieces = append(pieces, lp)
		}
	}
	var out []valueMod
	for _, q := range pieces {
		for _, e := range q.Card.Effects {
			if e.Kind != "total_power_modifier" {
				continue
			}
			if q.Card.Type == "Location" {
				q.Entry.Owner = textSide(e)
			}
			whose := q.Owner()
			if containsFold(e.Quote, "opponent's total power") {
				whose = whose.Opponent()
			}
			if whose != side || !q.Active() || q.Entry.TextOff() {
				continue
			}
			how := "on table at " + orNowhere(q.Location())
			if q.Card.Type == "Location" {
				how = "the location's text"
			}
			s := &source{from: q, e: e, how: how}
			if !vc.totalHolds(s, where) {
				continue
			}
			v, how, counted := vc.countEach(s)
			if !counted {
				vc.r.Stepf(refs(glossPowerSegment), "%s's text \"%s\" %s: not applied.", q.Name, e.Quote, how)
				vc.r.Assume("%s's total power modifier %q is not counted", q.Name, e.Quote)
				continue
			}
			if how != "" {
				s.how += "; " + how
			}
			m := valueMod{From: q.Name, Title: q.Card.Title, Value: v, Quote: e.Quote, How: s.how}
			m.Cumulative, m.Limit = cumulative(q.Card, e)
			out = append(out, m)
		}
	}
	return append(out, vc.controllerTotals(side, where)...)
}

// totalHolds decides a total power modifier's condition at where: "at same
// site", "here" and "in battles at Tatooine sites" name the place; a text
// naming no place applies where its card is.
func (vc *valueCalc) totalHolds(s *source, where string) bool {
	at := &table.Piece{Name: where, Card: s.from.Card, Entry: &table.Card{At: where, Owner: s.from.Owner()}}
	placed, holds, known := false, true, true
	for _, c := range s.e.Conditions {
		h, k := true, true
		switch c.Kind {
		case "side", "limit":
			continue
		case "at_same", "here":
			placed, h = true, samePlace(s.from.Location(), where)
		case "in_battle", "at":
			arg := strings.TrimPrefix(strings.TrimSpace(c.Arg), "at ")
			if arg != "" && !strings.Contains(arg, "same") {
				placed = true
				h, k = locatedAt(vc.t, at, arg)
			}
		case "controls", "occupies", "opponent_controls", "opponent_occupies":
			h, k = holdsHere(vc.t, s.from, c) // "If you control": the text's own location
		default:
			h, k = decideTerm(vc.t, s.from, c)
		}
		holds, known = holds && h != c.Not, known && k
	}
	if !placed && !samePlace(s.from.Location(), where) {
		return false // a total of another place
	}
	return vc.decided(s, holds, known)
}

// decided states a condition's outcome for a source: met: on its card
// first, an assumption when the table does not show it.
func (vc *valueCalc) decided(s *source, holds, known bool) bool {
	e := s.e
	switch {
	case e.Condition == "":
		return true
	case met(s.from.Entry.Met, e.Condition):
		s.how += "; " + conditionText(e) + ", declared met"
		return true
	case !known:
		vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" applies only %s, which the table does not show: not applied.", s.from.Name, e.Quote, conditionText(e))
		vc.r.Assume("%s's text %q applies %s, which the table does not show: taken as not holding (add it to %s's met: if it does)", s.from.Name, strings.TrimSpace(e.Quote), conditionText(e), s.from.Name)
		return false
	case !holds:
		vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not apply: %s does not hold on the table.", s.from.Name, e.Quote, conditionText(e))
		return false
	}
	s.how += "; " + conditionText(e) + ", as the table shows"
	return true
}

// late: p came to the battle location in the power or damage segment.
func late(p *table.Piece) bool {
	return p.Entry.Introduced == "power" || p.Entry.Introduced == "damage"
}
