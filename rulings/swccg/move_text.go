package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Card text on table forbids moves: "If you occupy, opponent may not move
// to this site", "Opponent's characters may not move to underwater sites",
// "Opponent's characters of ability < 4 may not move from same site as Bib
// to a Jabba's Palace site", "opponent's characters may not move from
// here". The card reads "to …" and "from …" out of the text's condition as
// the ends of the move it forbids; the rest is its condition, decided from
// the table.

// textForbids reports the first text on table forbidding this move.
func (c *moveCheck) textForbids() bool {
	if c.mover == nil {
		return false
	}
	to := c.destName()
	if c.target != nil {
		to = c.target.Location()
	}
	from := ""
	if c.from != nil {
		from = c.from.Name
	}
	if q, rest := c.forbidding(from, to); q != nil {
		textStep(c.r, q, rest, []glossary.Ref{refCannotMove}, c.name+" may not make this move.")
		return true
	}
	if say := c.locationForbids(from, to); say != nil {
		say([]glossary.Ref{refCannotMove}, c.name+" may not make this move.")
		return true
	}
	return false
}

// forbidding finds a text on table forbidding the mover to move from one
// place to another, with its condition proper.
func (c *moveCheck) forbidding(from, to string) (*table.Piece, cards.Effect) {
	for _, q := range c.t.Pieces {
		for _, e := range q.Card.Effects {
			// a text with no subject is the card's own ("Cannot move to mobile
			// sites", "Never moves to a site occupied by opponent")
			own := e.Target == "" && q == c.mover
			if e.Kind != "may_not_move" || q.Entry.TextOff() || !own && !movesOf(e, q, c.mover) {
				continue
			}
			rest, ends := moveEnds(e)
			if len(ends) == 0 {
				continue // "may not move" with no place: the mover's own restriction (cannotMove)
			}
			if !c.endsMatch(q, ends, from, to) || !applies(c.t, q, rest, c.r) {
				continue
			}
			return q, rest
		}
	}
	return nil, cards.Effect{}
}

// stepForbidden reviews a move through several locations step by step
// (rulebook, Movement - moving through locations: the move from A to B
// must be allowed to start, and at each point the move to the next
// location is reviewed; text preventing it ends the move there): the first
// step a text forbids ends the move short of its destination.
func (c *moveCheck) stepForbidden(route []*table.Location) bool {
	for i := 0; i+1 < len(route); i++ {
		var say func(cites []glossary.Ref, then string)
		if q, rest := c.forbidding(route[i].Name, route[i+1].Name); q != nil {
			say = func(cites []glossary.Ref, then string) { textStep(c.r, q, rest, cites, then) }
		} else {
			say = c.locationForbids(route[i].Name, route[i+1].Name)
		}
		if say == nil {
			continue
		}
		then := fmt.Sprintf("%s may not move %s → %s. Each step of the path must be allowed", c.name, route[i].Name, route[i+1].Name)
		if i == 0 {
			then += ": the move cannot be initiated."
		} else {
			then += fmt.Sprintf(": the move would end at %s, short of %s.", route[i].Name, route[len(route)-1].Name)
		}
		say([]glossary.Ref{refCannotMove, refMovingThrough}, then)
		return true
	}
	return false
}

// movesOf says whether e's target names the mover (see addressed), with
// an ability bound ("of ability < 4").
func movesOf(e cards.Effect, src, p *table.Piece) bool {
	target := glossary.Fold(e.Target)
	if i := strings.Index(target, " of ability < "); i >= 0 {
		var limit float64
		if _, err := fmt.Sscan(target[i+len(" of ability < "):], &limit); err != nil || !p.Ability().Defined || p.Ability().Value >= limit {
			return false
		}
		target = target[:i]
	}
	return addressed(target, p, src)
}

// moveEnd is one end a text names: "to" or "from" (or both) and a place.
type moveEnd struct {
	to, from bool
	place    string
}

// moveEnds splits e's condition into the ends of the move it speaks of
// and the rest, its condition proper.
func moveEnds(e cards.Effect) (cards.Effect, []moveEnd) {
	var ends []moveEnd
	var keep []string
	for _, part := range strings.Split(e.Condition, "; ") {
		f := glossary.Fold(strings.TrimSpace(part))
		switch {
		case strings.HasPrefix(f, "to or from "):
			ends = append(ends, moveEnd{to: true, from: true, place: f[len("to or from "):]})
		case strings.HasPrefix(f, "from "):
			from, to, both := strings.Cut(f[len("from "):], " to ")
			ends = append(ends, moveEnd{from: true, place: from})
			if both {
				ends = append(ends, moveEnd{to: true, place: to})
			}
		case strings.HasPrefix(f, "to "):
			ends = append(ends, moveEnd{to: true, place: f[len("to "):]})
		default:
			keep = append(keep, part)
		}
	}
	var conds []cards.Condition
	for _, cd := range e.Conditions {
		f := glossary.Fold(cd.Text)
		if !strings.HasPrefix(f, "to ") && !strings.HasPrefix(f, "from ") {
			conds = append(conds, cd)
		}
	}
	e.Condition, e.Conditions = strings.Join(keep, "; "), conds
	return e, ends
}

// endsMatch: every end the text names is this move's ("here", "this site"
// and "same site [as X]" are where src is).
func (c *moveCheck) endsMatch(src *table.Piece, ends []moveEnd, from, to string) bool {
	for _, end := range ends {
		okTo := end.to && c.placeIs(src, end.place, to)
		okFrom := end.from && c.placeIs(src, end.place, from)
		if !okTo && !okFrom {
			return false
		}
	}
	return true
}

func (c *moveCheck) placeIs(src *table.Piece, phrase, where string) bool {
	if where == "" {
		return false
	}
	switch {
	case phrase == "here", phrase == "this site", phrase == "this location", strings.HasPrefix(phrase, "same "):
		return samePlace(where, src.Location())
	}
	// "a site opponent occupies" (Emperor Palpatine's own "Never … moves
	// … to a site opponent occupies"), "opponent" of the text's owner
	phrase = strings.Replace(phrase, "occupied by opponent", "opponent occupies", 1)
	ok, understood, _ := placeClause(c.t, phrase, spot{Place: placeOf(c.t, where)}, src.Owner())
	if !understood {
		c.r.Assume("%s's text names %q, which the engine cannot place: taken as not %s", src.Name, phrase, where)
	}
	return ok
}
