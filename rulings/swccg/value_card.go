package swccg

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
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
		if v, ok := vc.setByText(p); ok {
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
	if vc.st.Piloted && usesPilot(p) {
		if ok, by := vc.piloted(p); ok {
			if by != "" {
				vc.r.Stepf(refs(vc.pilotRule(p), glossPilot, vc.st.Cite), "%s is piloted (%s), so it uses its %s.", p.Name, by, vc.st.Word)
			}
		} else {
			vc.r.Stepf(refs(vc.pilotRule(p), glossPilot), "%s has no pilot aboard: a starship, or a vehicle other than a creature vehicle, must have a pilot (or driver) aboard to use its %s, so it has none to use: 0.", p.Name, vc.st.Word)
			return 0, true
		}
	}
	if vc.st.Name == "hyperspeed" && p.Card.Type == "Starship" {
		if ok, _ := navComputer(vc.t, p); !ok {
			vc.r.Stepf(refs(glossStarshipsRule, glossHyperspeed), "%s has no nav computer: a starship must have both a pilot and a nav computer aboard to use its hyperspeed, so it has none to use: 0.", p.Name)
			return 0, true
		}
	}
	if q != nil && q.Set != nil {
		vc.r.Stepf(refs(glossUnmodifiable, vc.st.Cite), "%s set its %s to %s (as the file gives it): a value a card sets to a specific value is unmodifiable until restored, so no modifier applies.", q.Set.From, vc.st.Word, num(q.Set.Value))
		return max(q.Set.Value, 0), true
	}
	if v, ok := vc.setByText(p); ok {
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
	value = base + vc.sum(mods)
	if vc.st.Name == "forfeit" {
		value += escortForfeit(vc.t, p, vc.r)
	}
	if value < 0 {
		vc.r.Stepf(refs(glossNegative), "The modifiers take it to %s, but a result of subtracting never falls below zero: %s's %s is 0.", num(value), p.Name, vc.st.Word)
		value = 0
	}
	return value, true
}

// piloted says whether p has a pilot: as the move rule reads it (the
// file's piloted:, a permanent pilot, a pilot or driver slot), or a pilot
// character aboard with no slot given.
func (vc *valueCalc) piloted(p *table.Piece) (bool, string) {
	if ok, by := piloted(vc.t, p); ok || p.Entry.Piloted != nil {
		return ok, by
	}
	for _, q := range vc.t.Pieces {
		if q.Host == p && q.Active() && actsAsPilot(q) {
			return true, q.Name + " aboard with no slot given: a pilot character aboard acts as pilot"
		}
	}
	return false, ""
}

// pilotRule is the Glossary entry saying p needs a pilot.
func (vc *valueCalc) pilotRule(p *table.Piece) glossary.Ref {
	if p.Card.Type == "Vehicle" {
		return glossVehiclesRule
	}
	return glossStarshipsRule
}

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
	case !n.Defined:
		return 0, false
	case n.Star:
		vc.r.Stepf(refs(glossUndefined), "%s's printed %s is *, defined by its game text, which this rule does not read: an undefined value is treated as zero.", p.Name, st.Word)
		vc.r.Assume("%s's %s * is taken as 0", p.Name, st.Word)
		return 0, true
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
			if e.Kind != "landspeed" || e.Target != "" || e.Condition != "" || q.Entry.TextCanceledBy != "" {
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
			vc.r.Stepf(refs(glossDefenseValue, glossArmor), "A character's defense value is its ability or armor, whichever is higher: %s's armor, %s.", p.Name, num(v))
			return v, true
		}
		if !abOK {
			vc.r.Stepf(refs(glossDefenseValue), "%s has neither ability nor armor: an unarmored droid's defense value is zero.", p.Name)
			return 0, true
		}
		v, _ := sub("ability")
		vc.r.Stepf(refs(glossDefenseValue, glossAbility), "A character's defense value is its ability or armor, whichever is higher: %s's ability, %s.", p.Name, num(v))
		return v, true
	case "Starship", "Vehicle":
		for _, name := range []string{"armor", "maneuver"} {
			st, _ := statNamed(name)
			if st.Printed(p).Defined {
				v, _ := sub(name)
				vc.r.Stepf(refs(glossDefenseValue, st.Cite), "A vehicle's or starship's defense value is its armor or maneuver: %s's %s, %s.", p.Name, name, num(v))
				return v, true
			}
		}
	}
	vc.r.Stepf(refs(glossDefenseValue), "%s's defense value is not one of the attributes the card data holds (a creature's own term, or one a weapon's text gives): give it as the file's modifiers or set.", p.Name)
	vc.r.Assume("%s's defense value is not read: taken as 0", p.Name)
	return 0, true
}

// setByText finds a card's text setting the value ("target is power =
// 0"): the set value wins over every modifier.
func (vc *valueCalc) setByText(p *table.Piece) (float64, bool) {
	if vc.st.Set == "" {
		return 0, false
	}
	for _, s := range vc.sources(p, vc.st.Set) {
		if !vc.holds(s) {
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
		if how != "" {
			m.How += "; " + how
		}
		out = append(out, m)
	}
	if vc.st.Name == "power" {
		out = append(out, vc.pilotBonus(p)...)
	}
	return out
}

// cumulative: the sentence holding the modifier says "cumulatively"; limit
// is the "(limit -3)" on all copies together, 0 for none.
func cumulative(c *cards.Card, e cards.Effect) (ok bool, limit float64) {
	text := e.Quote
	for _, s := range cards.Sentences(c.GameText) {
		if s.Span[0] <= e.Span[0] && e.Span[0] < s.Span[1] {
			text = s.Text
		}
	}
	if m := reLimit().FindStringSubmatch(text); m != nil {
		limit, _ = strconv.ParseFloat(m[1], 64)
	}
	return containsFold(text, "cumulativ"), limit
}

var reLimit = lazyregexp.New(`\(limit ([+-]?\d+)\)`)

// sum adds the modifiers, each card's once unless its text is cumulative,
// and shows the copies left out.
func (vc *valueCalc) sum(mods []valueMod) float64 {
	total := 0.0
	seen := map[string]int{}
	from := map[string]string{}
	added := map[string]float64{}
	for _, m := range mods {
		key := foldKey(m.Title, m.Quote)
		seen[key]++
		if seen[key] > 1 && from[key] == m.From && m.Quote != "" {
			continue // the same words twice on one card (a location's two halves)
		}
		from[key] = m.From
		if seen[key] > 1 && !m.Cumulative {
			vc.r.Stepf(refs(glossCumulatively), "%s's \"%s\" is in effect again (%s), but no modifier is cumulative unless its text says so: this copy does not count.", m.From, m.text(), m.How)
			continue
		}
		cites := m.Cites
		if cites == nil {
			cites = refs(vc.st.Cite)
		}
		v := m.Value
		if m.Cumulative && m.Limit != 0 && math.Abs(added[key]+v) > math.Abs(m.Limit) {
			v = m.Limit - added[key]
			vc.r.Stepf(refs(glossCumulatively), "%s's \"%s\" is cumulative, but limited to %s for all copies together: it adds %+g.", m.From, m.text(), signed(m.Limit), v)
			added[key] += v
			total += v
			continue
		}
		if m.Cumulative && seen[key] > 1 {
			cites = append(cites, glossCumulatively)
		}
		vc.r.Stepf(cites, "%s: \"%s\" (%s): %+g.", m.From, m.text(), m.How, v)
		added[key] += v
		total += v
	}
	return total
}

// valueMod is one modifier of a value, from card text or the file.
type valueMod struct {
	From string
	// Title is the card's title: copies of one card share it.
	Title string
	Value float64
	Quote string
	How   string
	// Cumulative: its text says so, and every copy counts.
	Cumulative bool
	// Limit bounds what all copies of a cumulative modifier add ("(limit -3)").
	Limit float64
	// Cites are the rules it rests on, when not the value's entry.
	Cites []glossary.Ref
}

func (m valueMod) text() string {
	if m.Quote == "" {
		return fmt.Sprintf("%+g", m.Value)
	}
	return m.Quote
}

func foldKey(parts ...string) string {
	for i, s := range parts {
		parts[i] = glossary.Fold(s)
	}
	return strings.Join(parts, "|")
}

// rePresentCount is what a modifier counts among the cards with it: "for
// each opponent's character present", "for each stormtrooper at same site".
var rePresentCount = lazyregexp.New(`^(?:of\s+)?(.+?)\s+(?:present|here|at same (?:site|location|system|sector))(?:,.*)?$`)

// countEach scales a counting modifier ("Power +1 for each opponent's
// character present"): the cards stacked on a card (perEach), else the
// active cards with the text's card that its words name.
func (vc *valueCalc) countEach(s *source) (value float64, how string, counted bool) {
	value, how, counted = perEach(vc.t, s.e)
	each, limit, ok := s.e.PerEach()
	if counted || !ok {
		return value, how, counted
	}
	m := rePresentCount().FindStringSubmatch(strings.TrimSpace(each))
	if m == nil {
		return value, how, false
	}
	n := len(withAt(vc.t, s.from, m[1]))
	value = s.e.Value * float64(n)
	with := "with " + s.from.Name
	if s.from.Card.Type == "Location" {
		with = "at " + s.from.Name
	}
	how = fmt.Sprintf("counting %s %s: %d, so %s × %d", m[1], with, n, signed(s.e.Value), n)
	if limit > 0 && value > limit {
		value = limit
		how += fmt.Sprintf(", limited to %s", signed(limit))
	}
	return value, how, true
}
