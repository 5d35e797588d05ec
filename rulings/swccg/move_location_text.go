package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The location cards at the ends of a move (or of each step of one) forbid
// it too: "If you occupy, opponent may not move to this site" (Executor:
// Docking Bay), "opponent's characters may not move from here" (Blockade
// Flagship: Hallway). "You" is the player whose half of the card holds the
// text; "If you occupy" is decided by that player's presence there; any
// other condition is stated as not read, and the text not applied.

// locationForbids finds such a text for the move from one place to
// another; it returns how to say so, nil when none forbids it.
func (c *moveCheck) locationForbids(from, to string) func(cites []glossary.Ref, then string) {
	for _, end := range []struct {
		name string
		to   bool
	}{{to, true}, {from, false}} {
		l := c.t.Location(end.name)
		if l == nil || l.Card == nil {
			continue
		}
		for _, e := range l.Card.Effects {
			if e.Kind == "not_allowed_here" && end.to {
				if say := c.notAllowedHere(l, e); say != nil {
					return say
				}
				continue
			}
			if e.Kind != "may_not_move" {
				continue
			}
			half := halfOf(l.Card.GameText, e.Span[0])
			if half == "" || !c.locationTextMeans(half, e.Target) {
				continue
			}
			rest, ends := moveEnds(e)
			if !namesThisEnd(ends, end.to) || !c.locationConditionHolds(l, half, rest) {
				continue
			}
			quote := strings.TrimSpace(e.Quote)
			return func(cites []glossary.Ref, then string) {
				c.r.Stepf(append(cites, glossLocations), "%s's text on %s's side %q: %s", l.Name, half, quote, then)
			}
		}
	}
	return nil
}

// halfOf is the side whose half of a location's text holds the offset:
// the last "Dark:" or "Light:" label before it.
func halfOf(text string, at int) table.Side {
	before := text[:min(at, len(text))]
	d, l := strings.LastIndex(before, "Dark:"), strings.LastIndex(before, "Light:")
	switch {
	case d < 0 && l < 0:
		return ""
	case d > l:
		return table.Dark
	}
	return table.Light
}

// locationTextMeans: the text's "opponent", "opponent's characters", "you"
// names the mover, read from the half's player.
func (c *moveCheck) locationTextMeans(half table.Side, target string) bool {
	f := glossary.Fold(target)
	whose := half
	switch {
	case strings.HasPrefix(f, "opponent"):
		whose = half.Opponent()
		f = strings.TrimPrefix(strings.TrimPrefix(f, "opponent"), "'s")
	case strings.HasPrefix(f, "you"):
		f = strings.TrimPrefix(strings.TrimPrefix(f, "your"), "you")
	default:
		return false
	}
	switch strings.TrimSpace(f) {
	case "":
		return c.mover.Owner() == whose
	case "characters":
		return c.mover.Owner() == whose && isType(c.mover, "Character")
	}
	return false
}

// namesThisEnd: one of the ends the text names is this site as the move's
// destination (to) or origin (from).
func namesThisEnd(ends []moveEnd, to bool) bool {
	for _, e := range ends {
		here := e.place == "here" || e.place == "this site" || e.place == "this location"
		if here && (to && e.to || !to && e.from) {
			return true
		}
	}
	return false
}

// locationConditionHolds decides "If you occupy" by the half's player's
// presence at the location; another term is not read.
func (c *moveCheck) locationConditionHolds(l *table.Location, half table.Side, e cards.Effect) bool {
	for _, cd := range e.Conditions {
		switch cd.Kind {
		case "side", "here":
		case "occupies":
			if occupied := len(presenceAt(c.t, l.Name, half, forAnything).Holders) > 0; occupied == cd.Not {
				c.r.Stepf([]glossary.Ref{glossLocations, glossOccupy}, "%s's %q does not hold: %s does not occupy %s.", l.Name, cd.Text, half, l.Name)
				return false
			}
		default:
			c.r.Assume("%s's text %q has a condition this rule does not read (%q): not applied", l.Name, strings.TrimSpace(e.Quote), cd.Text)
			return false
		}
	}
	return true
}

// notAllowedHere reads "No starships or vehicles here except speeder bikes,
// …" on the destination's half of the mover's player: a card it names and
// does not except may not move there.
func (c *moveCheck) notAllowedHere(l *table.Location, e cards.Effect) func(cites []glossary.Ref, then string) {
	half, quote, bars := notAllowedBars(c.r, l.Name, l.Card, e, c.mover)
	if !bars {
		return nil
	}
	return func(cites []glossary.Ref, then string) {
		c.r.Stepf(append(cites, glossLocations), "%s's text on %s's side %q: %s", l.Name, sideWord(half), quote, then)
	}
}

// notAllowedBars says whether a location card's "No starships or vehicles
// here (except …)" bars p, of the player whose half holds it, from being
// there; a card it does not name, or excepts, is said so in r.
func notAllowedBars(r *rulings.Ruling, where string, loc *cards.Card, e cards.Effect, p *table.Piece) (half table.Side, quote string, bars bool) {
	quote = strings.TrimSpace(e.Quote)
	half = halfOf(loc.GameText, e.Span[0])
	for _, s := range []table.Side{table.Dark, table.Light} { // the span opens with its label
		if rest, ok := strings.CutPrefix(quote, capitalize(string(s))+":"); ok {
			half, quote = s, strings.TrimSpace(rest)
		}
	}
	if half != "" && half != p.Owner() {
		return half, quote, false
	}
	if !namesCard(e.Target, p, p) {
		r.Stepf([]glossary.Ref{glossLocations}, "%s's text %q does not name %s (a %s).", where, quote, p.Name, strings.ToLower(p.Card.Type))
		return half, quote, false
	}
	if _, except, ok := strings.Cut(quote, " except "); ok && namesCard(except, p, p) {
		r.Stepf([]glossary.Ref{glossLocations}, "%s's text %q: %s is one it excepts.", where, quote, p.Name)
		return half, quote, false
	}
	return half, quote, true
}
