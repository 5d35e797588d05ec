package swccg

import (
	"math"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// What card text forbids or bounds in a value's change: "forfeit values
// may not be increased here" (each increase is blocked, reductions still
// apply), "may not have their forfeit value reduced" (each reduction is
// blocked, and so is a set to a lower number: setting forfeit = 0 lowers
// it), "may not have their forfeit increased above their printed value"
// and a modifier's "(limit +2)" (the modifiers together add at most that).

// valueBounds are the restrictions that reach one card's value.
type valueBounds struct {
	noIncrease, noReduce *source
	// caps bound what the modifiers add together: their sources and limits.
	caps []valueCap
}

type valueCap struct {
	from, quote string
	limit       float64
}

// reTotals are numbers of a battle, not of a card ("Total battle destiny
// and forfeit values may not be increased here" bounds no card's destiny).
var reTotals = lazyregexp.New(`(?i)\b(?:total\s+)?(?:battle|weapon|attrition|power|training)\s+destin(?:y|ies)\b|\btotal\s+\w+`)

var reAbovePrinted = lazyregexp.New(`(?i)\babove (?:their|its|his|her) printed value`)

// bounds reads the may_not_be_increased / may_not_be_reduced texts on
// table that speak of this value and reach p.
func (vc *valueCalc) bounds(p *table.Piece) *valueBounds {
	b := &valueBounds{}
	for _, kind := range []string{"may_not_be_increased", "may_not_be_reduced"} {
		for _, s := range vc.boundSources(p, kind) {
			if !vc.holds(s) {
				continue
			}
			switch {
			case reAbovePrinted().MatchString(s.e.Quote):
				b.caps = append(b.caps, valueCap{from: s.from.Name, quote: s.e.Quote, limit: 0})
			case kind == "may_not_be_increased":
				b.noIncrease = s
			default:
				b.noReduce = s
			}
		}
	}
	return b
}

// boundSources: a text naming the value ("Total battle destiny and forfeit
// values may not be increased here") reaches the cards at its card's
// location ("here") or the card itself; one naming cards ("Your characters
// present may not have their forfeit value reduced") reaches those cards.
func (vc *valueCalc) boundSources(p *table.Piece, kind string) []*source {
	var out []*source
	for _, q := range vc.t.Pieces {
		for _, e := range q.Card.Effects {
			if e.Kind != kind {
				continue
			}
			switch {
			case strings.EqualFold(e.Title, vc.st.Word):
				if ok, _ := reachesValue(q, e.Target, p); ok {
					out = append(out, &source{from: q, to: p, e: e, how: "on table at " + orNowhere(q.Location())})
				}
			case e.Title == "" && containsFold(reTotals().ReplaceAllString(e.Target, ""), vc.st.Word):
				here := containsFold(e.Target+" "+e.Condition, "here")
				if here && q.Location() != "" && samePlace(q.Location(), p.Location()) || !here && q == p {
					out = append(out, &source{from: q, to: p, e: withoutHere(e), how: "at " + orNowhere(q.Location())})
				}
			}
		}
	}
	return out
}

// withoutHere drops the "here" the place test above has decided.
func withoutHere(e cards.Effect) cards.Effect { return withoutCondition(e, "here") }

// filter drops the modifiers a "may not be increased / reduced" blocks.
func (b *valueBounds) filter(vc *valueCalc, mods []valueMod) []valueMod {
	var out []valueMod
	for _, m := range mods {
		if s := b.blocking(m.Value); s != nil {
			vc.r.Stepf(refs(vc.st.Cite), "%s: \"%s\" (%s) would change %s's %s by %+g, but %s's text \"%s\" (%s) forbids it: not applied.", m.From, m.text(), m.How, s.to.Name, vc.st.Word, m.Value, s.from.Name, s.e.Quote, s.how)
			continue
		}
		out = append(out, m)
	}
	return out
}

func (b *valueBounds) blocking(change float64) *source {
	switch {
	case b == nil:
	case change > 0:
		return b.noIncrease
	case change < 0:
		return b.noReduce
	}
	return nil
}

// addCaps collects the "(limit +N)" of the modifiers that are not
// cumulative (a cumulative one's limit is on its copies, sum's).
func (b *valueBounds) addCaps(mods []valueMod) {
	for _, m := range mods {
		if m.Limit != 0 && !m.Cumulative {
			b.caps = append(b.caps, valueCap{from: m.From, quote: m.Quote, limit: m.Limit})
		}
	}
}

// capped bounds the modifiers' total by the lowest limit on table.
func (b *valueBounds) capped(vc *valueCalc, total float64) float64 {
	if b == nil || len(b.caps) == 0 {
		return total
	}
	low := b.caps[0]
	for _, c := range b.caps[1:] {
		if math.Abs(c.limit) < math.Abs(low.limit) {
			low = c
		}
	}
	if low.limit >= 0 && total > low.limit || low.limit < 0 && total < low.limit {
		vc.r.Stepf(refs(vc.st.Cite), "The modifiers add %+g together, but %s's text \"%s\" limits what they add to %+g: they add %+g.", total, low.from, low.quote, low.limit, low.limit)
		return low.limit
	}
	return total
}

// setBlocked: a set of the value to v is a change like any other: a set
// below the value it had (forfeit = 0) is a reduction, one above an
// increase, and a text forbidding that change keeps it from applying.
// what names the set ("Lando's text \"…\" (targeting it)").
func (b *valueBounds) setBlocked(vc *valueCalc, what string, p *table.Piece, v, base float64) bool {
	blocker := b.blocking(v - base)
	if blocker == nil {
		return false
	}
	vc.r.Stepf(refs(glossUnmodifiable, vc.st.Cite), "%s would set %s's %s to %s, changing it from %s, but %s's text \"%s\" (%s) forbids that change: not applied.", what, p.Name, vc.st.Word, num(v), num(base), blocker.from.Name, blocker.e.Quote, blocker.how)
	return true
}
