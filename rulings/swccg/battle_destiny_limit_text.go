package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "While with opponent's smuggler or Wookiee, opponent may not draw more
// than one battle destiny here" (Bossk (V); battle_destiny_limit): a card
// at the battle location caps the draws of the side its text names, when
// its condition holds. A source the file's destiny_limits names is left to
// it; the location's own text binds the player of its half.

// textLimits caps x by the limits the cards at the battle location set for
// side.
func textLimits(t *table.Table, side table.Side, x float64, r *rulings.Ruling) float64 {
	b := t.State.Battle
	written := map[string]bool{}
	for _, lim := range b.DestinyLimits {
		written[glossary.Fold(lim.From)] = true
	}
	for _, q := range piecesAndPlace(t, b.At) {
		if q.Card == nil || !q.Active() || written[glossary.Fold(q.Name)] || written[glossary.Fold(q.Card.Title)] || !samePlace(q.Location(), b.At) {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "battle_destiny_limit" {
				continue
			}
			quote := strings.TrimSpace(e.Quote)
			if q.Card.Type == "Location" {
				if whoseHalf(e, q.Card.GameText) != side {
					continue
				}
				if why := locationTermUnread(e); why != "" {
					r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q: %s is not read, so it is not applied.", q.Name, quote, why)
					r.Assume("the condition of %s's %q is taken as not met", q.Name, quote)
					continue
				}
			} else {
				if !bindsSide(e, q, side) {
					continue
				}
				if !appliesOrSays(t, q, withoutPlaceTerms(e), []glossary.Ref{destinyConditions}, r) {
					continue
				}
			}
			if x > e.Value {
				r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q: no more than %s battle destiny (was %s).", q.Name, quote, num(e.Value), num(x))
				x = e.Value
			} else {
				r.Stepf([]glossary.Ref{destinyConditions}, "%s's text %q: no more than %s battle destiny, which %s does not exceed.", q.Name, quote, num(e.Value), num(x))
			}
		}
	}
	return x
}
