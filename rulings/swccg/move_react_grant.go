package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card on table granting 'react' moves ("Your other starships may move
// as a 'react' to same system or sector (for free)": Flagship) sets the
// cost of the reacts it grants: "(for free)" makes them free. The grant
// reaches the mover by its subject ("Your other starships": the owner's,
// not the card's host) and the destination by its place ("same system or
// sector": where the granting card, or its host, is).

// freeReactGrant finds such a grant reaching this react: the card on
// table and its effect. A grant with other terms ("to a battle where you
// have a unique Ewok") is not decided here: the react keeps its normal
// cost.
func freeReactGrant(c *moveCheck) (from *table.Piece, grant cards.Effect, ok bool) {
	if c.mover == nil || c.dest == nil {
		return nil, cards.Effect{}, false
	}
	for _, q := range c.t.Pieces {
		for _, e := range q.Card.Effects {
			terms := strings.ToLower(e.Condition)
			if e.Kind != "may_move_as_react" || !strings.Contains(terms, "for free") {
				continue
			}
			rest := strings.Trim(reFreeReactTerms().ReplaceAllString(terms, ""), " ;,")
			if rest != "" || q.Owner() != c.mover.Owner() {
				continue
			}
			switch {
			case q == c.mover && strings.TrimSpace(e.Target) == "":
			case q == c.mover || q.Host == c.mover || strings.TrimSpace(e.Target) == "":
				continue
			default:
				if ok, _ := reachesValue(q, e.Target, c.mover); !ok {
					continue
				}
			}
			if strings.Contains(terms, "same ") && !samePlace(q.Location(), c.dest.Name) ||
				strings.Contains(terms, "to here") && !samePlace(q.Location(), c.dest.Name) {
				continue
			}
			return q, e, true
		}
	}
	return nil, cards.Effect{}, false
}

// reFreeReactTerms are the terms freeReactGrant decides: the cost and a
// destination at the granting card.
var reFreeReactTerms = lazyregexp.New(`for free|to same (?:system or sector|system|sector|site|location)|to here`)

// reactFree reports the free react a card on table grants, if any, and
// names it; its sentence is read in this ruling.
func reactFree(c *moveCheck) (from string, ok bool) {
	q, e, ok := freeReactGrant(c)
	if !ok {
		return "", false
	}
	c.r.Stepf(cites(refReact, refMoveCosts), "%s's text \"%s\" grants this 'react' to %s: it is free.", q.Name, e.Quote, c.destName())
	c.r.Consult(q.Card.Title, e.Span)
	return q.Name, true
}
