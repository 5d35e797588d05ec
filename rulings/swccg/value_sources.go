package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Where a value's modifiers come from: the card's own text, the
// characters aboard a starship or vehicle ("adds 2 to maneuver"), the
// cards deployed on it, the other cards on table and the location card
// whose text names it. The power a pilot adds is pilotBonus's.

// source is one effect of a card's text that may change p's value.
type source struct {
	from *table.Piece
	// to is the card whose value it changes.
	to *table.Piece
	e  cards.Effect
	// how says how the text reaches the card ("its own text", "deployed on it").
	how string
	// inPlay: an effect in play (effects:), whose place and condition are
	// taken as met, as for immunity.
	inPlay bool
	// cites are rules the reach rests on beyond the value's own entry.
	cites []glossary.Ref
}

// sources lists the effects of the kind that reach p, in table order.
func (vc *valueCalc) sources(p *table.Piece, kind string) []*source {
	var out []*source
	add := func(q *table.Piece, e cards.Effect, how string) bool {
		if vc.st.Targeted && (strings.TrimSpace(e.Target) == "" || selfTarget().MatchString(e.Target)) {
			return false
		}
		for _, s := range out {
			if (s.from == q || s.from.Card == q.Card && s.from.Name == q.Name) && s.e.Value == e.Value && s.e.Span[0] < e.Span[1] && e.Span[0] < s.e.Span[1] {
				return false // one clause read twice ("power and forfeit +1 here")
			}
		}
		out = append(out, &source{from: q, to: p, e: e, how: how})
		return true
	}
	for _, e := range p.Card.Effects {
		if e.Kind == kind && ownText(e, p) && !carrierText(p, e) {
			add(p, e, "its own text")
		}
	}
	for _, q := range vc.t.Pieces {
		for _, e := range q.Card.Effects {
			if e.Kind != kind || q == p && ownText(e, p) {
				continue
			}
			if te, ok := targeting(vc.t, q, e, p); ok {
				add(q, te, "targeting it")
				continue
			}
			switch {
			case q.Host == p && q.Entry.On == "" && carrierText(q, e):
				if lead, ok := leadNames(q, e, p); ok && (e.Target != "piloted" || actsAsPilot(q)) {
					add(q, e, "aboard it as "+aboardAs(q)+lead)
				}
			case carrierText(q, e):
			case q.Host == p && q.Entry.On != "":
				if attachedReaches(q, e, p) {
					add(q, e, "deployed on it")
				}
			case q.Entry.On != "" && q.Host != nil && (attachedReaches(q, e, q.Host) || selfTarget().MatchString(strings.TrimSpace(e.Target))):
				// the card it is deployed on is meant
			default:
				target, fired := vc.firedWeapon(q, e, p)
				if !fired {
					continue
				}
				ok, why := reachesValue(q, target, p)
				switch {
				case ok && q.Host == p && q.Entry.On == "":
					add(q, e, "aboard it as "+aboardAs(q))
				case ok:
					add(q, e, "on table at "+orNowhere(q.Location()))
				case why != "":
					vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not reach %s: %s.", q.Name, e.Quote, p.Name, why)
				case reUnmatched().MatchString(e.Target):
					vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" names cards in words this rule does not match (%q): not applied to %s.", q.Name, e.Quote, e.Target, p.Name)
					vc.r.Assume("%s's %q is not applied to %s: check whether %s is among %q", q.Name, e.Quote, p.Name, p.Name, e.Target)
				}
			}
		}
	}
	out = append(out, vc.inPlay(p, kind)...)
	if lp := locationPiece(vc.t, p.Location()); lp != nil {
		for _, e := range lp.Card.Effects {
			if e.Kind != kind {
				continue
			}
			half := locationHalf(lp, e)
			if ok, why := reachesValue(half, e.Target, p); ok {
				add(half, e, "the location's text")
			} else if strings.HasPrefix(why, "its text excepts") {
				vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not reach %s: %s.", lp.Name, e.Quote, p.Name, why)
			}
		}
	}
	for _, lp := range otherLocations(vc.t, p.Location()) {
		for _, e := range lp.Card.Effects {
			if half := locationHalf(lp, e); e.Kind == kind && reachesAnywhere(half, e, p) && add(half, e, "the text of "+lp.Name+", which names no place") {
				out[len(out)-1].cites = refs(locationHalfIsYours)
			}
		}
	}
	return out
}

// inPlay reads the effects in play (effects:) of the kind aimed at p: by
// to:, else by the class their text names on their side.
func (vc *valueCalc) inPlay(p *table.Piece, kind string) []*source {
	var out []*source
	for _, ip := range vc.t.Effects {
		if ip.Card == nil {
			continue
		}
		side := effectSide(ip)
		from := &table.Piece{Name: ip.Source(), Card: ip.Card, Entry: &table.Card{Card: ip.Source(), Owner: side}}
		for _, e := range ip.Card.Effects {
			if e.Kind != kind {
				continue
			}
			if len(ip.Entry.To) > 0 {
				if names(ip.Entry.To, p) {
					out = append(out, &source{from: from, to: p, e: e, how: "an effect in play, to: " + p.Name, inPlay: true})
				}
				continue
			}
			if class, _, ok := targetClass(e.Target); ok && classAims(class, side, p, false) {
				out = append(out, &source{from: from, to: p, e: e, how: "an effect in play", inPlay: true})
			}
		}
	}
	return out
}

// reUnmatched: words of a target the card-name matcher does not read
// ("non-pilot warriors", "[Separatist] cards", "unique (•)", "except").
var reUnmatched = lazyregexp.New(`(?i)\bnon-|\bexcept\b|[\[(]`)

// carrierText: a character's text changing what it is aboard or pilots
// ("adds 2 to maneuver", "While aboard a starfighter, adds 2 to power",
// "1 to maneuver of anything he pilots"), not itself.
func carrierText(q *table.Piece, e cards.Effect) bool {
	if q.Card.Type != "Character" || e.Target != "" && e.Target != "piloted" {
		return false
	}
	switch e.Kind {
	case "maneuver_modifier", "hyperspeed_modifier", "landspeed_modifier", "armor_modifier":
		return true
	}
	return e.Target == "piloted" || reAddsTo().MatchString(e.Quote)
}

var reAddsTo = lazyregexp.New(`(?i)(?:^|,\s*|also\s+)adds? \d+ to\b`)

// attachedReaches: the text of q, deployed on p, speaks of p ("host",
// "that character", "Character gains … power +3", no target on a weapon
// or device).
func attachedReaches(q *table.Piece, e cards.Effect, p *table.Piece) bool {
	target := glossary.Fold(e.Target)
	switch {
	case target == "host", strings.HasPrefix(target, "that "):
		return true
	case target == "":
		return q.Card.Type != "Character"
	}
	return hostNamed(e.Target, p, q)
}

// locationPiece is the location card at where, as a piece whose text the
// sources read; nil when the table has no card for it.
func locationPiece(t *table.Table, where string) *table.Piece {
	l := t.Location(where)
	if l == nil || l.Card == nil {
		return nil
	}
	return &table.Piece{Name: l.Name, Card: l.Card, Entry: &table.Card{Card: l.Name, At: l.Name, Owner: l.Owner}}
}

// textSide is the player whose half of a location's text the effect is in.
func textSide(e cards.Effect) table.Side {
	for _, c := range e.Conditions {
		if c.Kind == "side" {
			return table.Side(strings.ToLower(c.Arg))
		}
	}
	return ""
}

// holds decides whether a source's text applies now: not canceled, its
// card active, its condition declared met or shown by the table; a
// condition the table cannot show is an assumption.
func (vc *valueCalc) holds(s *source) bool {
	q, e := s.from, s.e
	switch {
	case q.Entry.TextOff():
		vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not apply: its game text is %s.", q.Name, e.Quote, q.Entry.TextOffBy())
		return false
	case !q.Active():
		vc.r.Stepf(refs(vc.st.Cite), "%s's text \"%s\" does not apply: %s is not active.", q.Name, e.Quote, q.Name)
		return false
	}
	if s.inPlay && e.Condition != "" {
		s.how += "; " + conditionText(e) + ", taken as met"
		vc.r.Assume("%s's text %q: %s taken as met (an effect in play)", q.Name, strings.TrimSpace(e.Quote), conditionText(e))
		return true
	}
	holds, known := true, true
	if e.Condition != "" && !met(q.Entry.Met, e.Condition) {
		holds, known = valueCondition(vc.t, q, s.to, e)
	}
	return vc.decided(s, holds, known)
}

var (
	reSameOnly    = lazyregexp.New(`(?i)^(?:(?:if|when|while)\s+)?at same (?:[a-z]+ )?(?:site|system|sector|location)[.,;)]*$`)
	reAtSameAs    = lazyregexp.New(`(?i)\bat same (?:site|system|sector|location) as (.+?)[.,;)]*$`)
	reIsAtSame    = lazyregexp.New(`(?i)^(?:if|when|while)\s+(.+?) (?:is|are) at same (?:site|system|sector|location)[.,;)]*$`)
	rePilotedBonn = lazyregexp.New(`(?i)^if\s+(?:(?:starship|vehicle) is\s+)?(.+?)[.,;)]*$`)
)
