package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Docking bay transit costs "as listed on the docking bay card(s)": a
// docking bay's text on the moving player's half ("Light: Your docking bay
// transit from here requires 2 Force") lists the cost from it; "transit to
// here requires +9 Force" adds to the move into it. A second level in the
// text's parenthesis ("(1 if Obi-Wan present)", "(free if your Imperial
// present)", "(+4 Force if Shield Gate on table)") replaces the first when
// the table shows its condition; a condition the table cannot show is an
// assumption and the first level stands. The table's transit_cost: is the
// judge's word for that docking bay and replaces its text.

// transitEnd is what one docking bay's text sets for this transit.
type transitEnd struct {
	base   *float64 // the cost it lists ("requires 2 Force")
	plus   float64  // what it adds ("requires +9 Force")
	free   bool     // its "(free if …)" holds
	ignore bool     // "(ignore other docking bay's text)"
	said   []string // the texts read, for the step
	others []string // the texts on the other player's half
}

var (
	reTransitFree   = lazyregexp.New(`(?i)\(free if ([^)]+)\)`)
	reTransitIgnore = lazyregexp.New(`(?i)ignore other docking bay's text`)
)

// transitText reads l's transit text for the mover's player, for the move
// out of l (to false) or into it (to true).
func (c *moveCheck) transitText(l *table.Location, to bool) transitEnd {
	var end transitEnd
	if l.Card == nil {
		return end
	}
	at := locationPiece(c.t, l.Name)
	levels := map[int]bool{} // sentences whose second level replaced the first
	for _, e := range l.Card.Effects {
		if e.Kind == "docking_bay_transit_free" && e.Condition == "" && transitDirection(e.Target, to) {
			// "Your docking bay transit from here is free" ("(free if …)"
			// levels are read below, from the cost's own words)
			if half := halfOf(l.Card.GameText, e.Span[0]); half == "" || half == c.q.Player {
				end.free = true
				end.said = append(end.said, fmt.Sprintf("%q (%s's half)", strings.TrimSpace(e.Quote), sideWord(half)))
			}
			continue
		}
		if e.Kind != "docking_bay_transit_modifier" || !transitDirection(e.Target, to) {
			continue
		}
		half := halfOf(l.Card.GameText, e.Span[0])
		if half != "" && half != c.q.Player {
			end.others = append(end.others, fmt.Sprintf("%q (%s's half)", strings.TrimSpace(e.Quote), half))
			continue
		}
		if half != "" {
			at.Entry.Owner = half
		}
		quote := strings.TrimSpace(e.Quote)
		second := len(levelTerms(e)) > 0
		if second {
			holds, known := conditionHolds(c.t, at, cards.Effect{Conditions: levelTerms(e)})
			if !known {
				c.r.Assume("%s's text %q: whether %s is not shown by the table: its first level is used (give transit_cost: if it holds)", l.Name, quote, conditionText(e))
			}
			if !holds || !known {
				continue
			}
			levels[e.Span[0]] = true
			end.base, end.plus, end.said = nil, 0, nil
		} else if levels[e.Span[0]] {
			continue
		}
		v := e.Value
		if isIncrease(quote, v, second) {
			end.plus += v
		} else {
			end.base = &v
		}
		end.said = append(end.said, fmt.Sprintf("%q (%s's half, %s)", quote, sideWord(half), levelWord(second, e)))
		if m := reTransitFree().FindStringSubmatch(quote); m != nil && !second && c.freeIf(l, at, quote, m[1]) {
			end.free = true
			end.said = append(end.said, fmt.Sprintf("its level (free if %s), which holds", m[1]))
		}
		end.ignore = end.ignore || reTransitIgnore().MatchString(quote)
	}
	return end
}

// freeIf decides a "(free if …)" level against the table.
func (c *moveCheck) freeIf(l *table.Location, at *table.Piece, quote, cond string) bool {
	terms := cards.ParseConditions("if " + cond)
	holds, known := conditionHolds(c.t, at, cards.Effect{Conditions: terms})
	if !known {
		c.r.Assume("%s's text %q: whether %s is not shown by the table: the cost listed is used (give transit_cost: 0 if it holds)", l.Name, quote, cond)
	}
	return holds && known
}

// levelTerms are the terms of an effect's condition beyond the half of
// the card it is on: a second level's.
func levelTerms(e cards.Effect) []cards.Condition {
	var out []cards.Condition
	for _, cd := range e.Conditions {
		if cd.Kind != "side" {
			out = append(out, cd)
		}
	}
	return out
}

// transitDirection: the text's "from here", "to here", "to or from here"
// names this end of the transit.
func transitDirection(target string, to bool) bool {
	f := strings.ToLower(target)
	if to {
		return strings.Contains(f, "to ")
	}
	return strings.Contains(f, "from ")
}

// isIncrease: the level read says "+N" (a change), not "N" (the cost).
func isIncrease(quote string, v float64, second bool) bool {
	n := "+" + strconv.FormatFloat(v, 'f', -1, 64)
	i := strings.Index(quote, "(")
	if second && i >= 0 {
		return strings.Contains(quote[i:], "("+n)
	}
	if i >= 0 {
		quote = quote[:i]
	}
	return strings.Contains(quote, n)
}

func sideWord(s table.Side) string {
	if s == "" {
		return "either player"
	}
	return string(s)
}

func levelWord(second bool, e cards.Effect) string {
	if second {
		return "its level " + conditionText(e) + ", which holds"
	}
	return "as listed"
}

// transitCost combines the two docking bays' texts (or the table's
// transit_cost:) into the cost of the transit.
func (c *moveCheck) transitCost(from, to *table.Location) moveCost {
	out, in := c.transitEndOf(from, false), c.transitEndOf(to, true)
	switch {
	case out.ignore:
		in = transitEnd{}
	case in.ignore:
		out = transitEnd{}
	}
	var base float64
	switch {
	case out.base != nil && in.base != nil:
		base = max(*out.base, *in.base)
		c.r.Assume("both docking bays list a transit cost (%g and %g); the rulebook does not say how they combine: the higher is used", *out.base, *in.base)
	case out.base != nil:
		base = *out.base
	case in.base != nil:
		base = *in.base
	}
	for _, e := range []struct {
		l   *table.Location
		end transitEnd
	}{{from, out}, {to, in}} {
		if len(e.end.others) > 0 {
			c.r.Stepf(cites(refDBT), "%s's transit text %s is the other player's, not %s's: not applied.", e.l.Name, strings.Join(e.end.others, "; "), c.q.Player)
		}
		if len(e.end.said) > 0 {
			c.r.Stepf(cites(refDBT, refMoveCosts), "%s's text for %s's transit: %s.", e.l.Name, c.q.Player, strings.Join(e.end.said, "; "))
		}
	}
	if out.free || in.free {
		c.r.Stepf(cites(refDBT, refMoveCosts), "A docking bay's text makes this transit free, and free cannot be modified.")
		return free
	}
	if cost := base + out.plus + in.plus; cost > 0 {
		return force(cost)
	}
	return free
}

// transitEndOf is the table's transit_cost: for l when it gives one, else
// its card's text.
func (c *moveCheck) transitEndOf(l *table.Location, to bool) transitEnd {
	if l.TransitCost != nil {
		return transitEnd{base: l.TransitCost}
	}
	if l.Card == nil {
		c.r.Assume("%s: no one location card is identified (none has that title, or both sides print it, or several versions do: give owner:), so no transit text is read for it; give transit_cost: if its card lists one", l.Name)
	}
	return c.transitText(l, to)
}
