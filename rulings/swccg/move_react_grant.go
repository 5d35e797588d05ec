package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
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

// reactAllowed: a text on table grants this 'react' (Glossary: "granted
// by cards that say 'react'"), and it goes to the battle or Force drain
// the opponent initiated, or away from that battle when the grant says
// "away". Grants whose terms are not read, or no grant on file, are
// stated as assumptions; grants whose terms fail refuse it.
func (c *moveCheck) reactAllowed() bool {
	if c.mover == nil {
		return true
	}
	to := c.destName()
	if c.target != nil {
		to = c.target.Location()
	}
	m := reactAsk{p: c.mover, from: c.mover.Location(), to: to, battle: reactBattle(c.t, c.q.Player)}
	if c.reactBanned(m.from, to) {
		return false
	}
	out := decideGrants(c.t, reactGrants(c.t, "may_move_as_react", c.mover), m)
	switch {
	case out.granted != nil:
		g := out.granted
		c.r.Stepf(cites(reactGranted), "%s's text %q grants %s this 'react'.", g.src.Name, g.quote(), c.name)
	case len(out.unread) > 0:
		c.r.Assume("the 'react' is taken as granted by %s, whose terms the engine does not read", strings.Join(out.unread, "; "))
	case out.anyGrant:
		_, ok := c.fail(cites(reactGranted), "No text on table grants %s this 'react': %s.", c.name, strings.Join(out.refused, "; "))
		return ok
	default:
		c.r.Assume("no card on table is read as granting %s a 'react': taken as granted by one the file does not show", c.name)
	}
	places, known := reactLocations(c.t, c.q.Player)
	switch {
	case !known:
		return true
	case out.away && m.battle != "" && samePlace(m.from, m.battle):
		c.r.Stepf(cites(reactAway), "%s reacts away from the battle at %s, as its grant allows.", c.name, m.battle)
		return true
	}
	for _, p := range places {
		if samePlace(to, p) {
			c.r.Stepf(cites(reactToWhere), "%s is where the opponent just initiated a battle or Force drain: a 'react' may go there.", p)
			return true
		}
	}
	_, ok := c.fail(cites(reactToWhere), "A 'react' goes to the location of the battle or Force drain the opponent initiated (%s); %s is not it, and no grant lets %s react away.", strings.Join(places, ", "), to, c.name)
	return ok
}

// reactBanned applies the texts forbidding this 'react': "Opponent may not
// 'react' to or from same site" (CZ-4), a location's "You may not 'react'
// to or from here" on the mover's player's half. Who it speaks to, the ends
// of the move it names and its other terms are read as may_not_move's.
func (c *moveCheck) reactBanned(from, to string) bool {
	srcs := append([]*table.Piece(nil), c.t.Pieces...)
	for i := range c.t.State.Locations {
		if l := &c.t.State.Locations[i]; l.Card != nil {
			srcs = append(srcs, locationPiece(c.t, l.Name))
		}
	}
	for _, q := range srcs {
		if q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "may_not_react" {
				continue
			}
			src := q
			if q.Card.Type == "Location" {
				half := halfOf(q.Card.GameText, e.Span[0])
				if half == "" {
					continue
				}
				src = halfPiece(c.t, c.t.Location(q.Name), half)
			}
			if !reactBanSpeaksTo(e.Target, c.mover, src) {
				continue
			}
			rest, ends := moveEnds(e)
			if len(ends) == 0 || !c.endsMatch(src, ends, from, to) || !applies(c.t, src, rest, c.r) {
				continue
			}
			textStep(c.r, src, e, cites(reactGranted), c.name+" may not 'react' there.")
			return true
		}
	}
	return false
}

// reactBanSpeaksTo: "Opponent", "You", "Neither player" of src's text.
func reactBanSpeaksTo(target string, p, src *table.Piece) bool {
	if glossary.Fold(target) == "neither player" {
		return true
	}
	return addressed(target, p, src)
}
