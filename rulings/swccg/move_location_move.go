package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A location's own movement text (location_text_move): "During your move
// phase, a pair of [Clone Army] characters may move between here and a site
// you occupy" (Assembly Area), "… you may move free between here and any
// Cloud City site". The rulebook (Regular - Using The Movement Text On A
// Location Card): "the cost, timing and conditions of these moves are
// specified on the location cards in question", and "if no cost is
// specified, each move costs 1 force". The text is read on the moving
// player's half: who may move, when, and between which places; a place
// the engine cannot match is an assumption, not a no.

var (
	locTextTerms = narrow(refLocationText, "the cost, timing and conditions of these moves are specified on the location cards in question")
	locTextCost  = narrow(refLocationText, "if no cost is specified, each move costs 1 force")
)

// locationMoveText finds the location movement text this move may use:
// the via: location's, else one at either end, on the player's half.
func (c *moveCheck) locationMoveText() (*table.Location, cards.Effect, bool) {
	var ends []*table.Location
	if l := c.t.Location(c.q.Via); l != nil {
		ends = append(ends, l)
	}
	ends = append(ends, c.from, c.dest)
	for _, l := range ends {
		if l == nil || l.Card == nil {
			continue
		}
		for _, e := range l.Card.Effects {
			if e.Kind != "location_text_move" {
				continue
			}
			if half := halfOf(l.Card.GameText, e.Span[0]); half != "" && half != c.q.Player {
				continue
			}
			return l, e, true
		}
	}
	return nil, cards.Effect{}, false
}

// reLocMoveEnds: "between here and X", "from here (directly) to X".
var reLocMoveEnds = lazyregexp.New(`(?i)^(between here and|from here (?:directly )?to) (.+)$`)

// checkLocationMoveText decides the move by the location's text: its
// subject, timing and ends. ok is false when the text forbids it; read is
// false when the location has no such text the engine reads.
func (c *moveCheck) checkLocationMoveText() (cost moveCost, ok, read bool) {
	l, e, found := c.locationMoveText()
	if !found || c.mover == nil {
		return moveCost{}, false, false
	}
	quote := strings.TrimSpace(e.Quote)
	say := func(format string, args ...any) {
		c.r.Stepf(cites(locTextTerms, glossLocations), "%s's text %q: %s", l.Name, quote, fmt.Sprintf(format, args...))
	}
	if why, fits := c.locationMoverFits(e); !fits {
		say("%s", why)
		return moveCost{}, false, true
	}
	var where, fits string
	for _, part := range strings.Split(e.Condition, "; ") {
		f := glossary.Fold(strings.TrimSpace(part))
		switch {
		case strings.HasPrefix(f, "during your ") && strings.HasSuffix(f, " phase"):
			phase := strings.TrimSuffix(strings.TrimPrefix(f, "during your "), " phase")
			st := c.t.State
			if timingKnown(c.t) && (st.Turn != c.q.Player || st.Phase != "" && st.Phase != phase) {
				say("it is %s's %s phase, not %s's %s phase.", st.Turn, st.Phase, c.q.Player, phase)
				return moveCost{}, false, true
			}
		case reLocMoveEnds().MatchString(f):
			where = f
		}
	}
	if m := reLocMoveEnds().FindStringSubmatch(where); m != nil {
		other, fromHere := c.dest, samePlace(c.from.Name, l.Name)
		if !fromHere {
			other = c.from
		}
		if strings.HasPrefix(m[1], "from") && !fromHere || !fromHere && (c.dest == nil || !samePlace(c.dest.Name, l.Name)) {
			say("the move must start%s at %s.", map[bool]string{true: "", false: " or end"}[strings.HasPrefix(m[1], "from")], l.Name)
			return moveCost{}, false, true
		}
		if other == nil {
			say("%s is not a location.", c.destName())
			return moveCost{}, false, true
		}
		hit, understood, why := placeClause(c.t, m[2], spot{Place: placeOf(c.t, other.Name)}, c.q.Player)
		switch {
		case !understood:
			c.r.Assume("%s is taken to be %q (%s's text; not read)", other.Name, m[2], l.Name)
		case !hit:
			say("%s is not %s (%s).", other.Name, m[2], why)
			return moveCost{}, false, true
		case why != "":
			fits = " (" + why + ")"
		}
	}
	switch {
	case c.q.Cost != nil:
		cost = force(*c.q.Cost)
	case reFreeWord().MatchString(quote):
		cost = free
	case l.TextMoveCost != nil:
		cost = force(*l.TextMoveCost)
	default:
		cost = force(1)
	}
	if cost.force == 0 {
		cost = free
	}
	c.r.Stepf(cites(locTextTerms, locTextCost, refRegularEx), "%s moves by %s's text %q%s: a regular move, %s.", c.name, l.Name, quote, fits, cost)
	return cost, true, true
}

var reFreeWord = lazyregexp.New(`(?i)\bfree\b`)

// locationMoverFits reads who the text lets move: "you" (any of the
// player's cards), "your scouts", "Vader", "a pair of [Clone Army]
// characters" (two of them, moving together).
func (c *moveCheck) locationMoverFits(e cards.Effect) (why string, fits bool) {
	who := strings.TrimSpace(e.Target)
	if who == "" || strings.EqualFold(who, "you") {
		who = strings.TrimSpace(e.Title)
	}
	f := glossary.Fold(who)
	pair := strings.HasPrefix(f, "a pair of ")
	f = strings.TrimPrefix(strings.TrimPrefix(f, "a pair of "), "your ")
	if f == "" || f == "you" {
		return "", true
	}
	if ok, _ := describes(f, c.mover.Card); !ok {
		return fmt.Sprintf("%s is not one of the %s it lets move.", c.name, f), false
	}
	if pair && len(c.q.Cards) != 2 {
		return fmt.Sprintf("a pair moves together; this move names %d card(s).", len(c.q.Cards)), false
	}
	return "", true
}
