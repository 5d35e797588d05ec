package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A location's text changes what moving there or from there requires
// (movement_cost_modifier): "Your character movement from here (except for
// scouts) requires +1 landspeed" (Tatooine: Desert), "Your movement to here
// requires +1 Force" (Kuat), "While you occupy, opponent's starship movement
// from here requires +1 Force" (Tatooine). The half of the card holding the
// text says whose movement ("you" is that half's player); "If/While you
// occupy" is decided by the table; another condition is an assumption and
// the text is not applied. The table's extra_landspeed: replaces the text
// of its location.

var (
	reMoveExcept  = lazyregexp.New(`(?i)\(except for ([^)]+)\)`)
	reMoveWhose   = lazyregexp.New(`(?i)^(your|opponent's|opponent)\s*`)
	reMoveSubject = lazyregexp.New(`(?i)\s*(?:movement|require)$`)
)

// locationMoveCost is one such text that applies to this move.
type locationMoveCost struct {
	l     *table.Location
	e     cards.Effect
	quote string
}

// locationMoveCosts lists the texts of l whose Title is what ("landspeed",
// "Force") and that apply to the mover's move to (to) or from l.
func (c *moveCheck) locationMoveCosts(l *table.Location, what string, to, from bool) []locationMoveCost {
	if l == nil || l.Card == nil || c.mover == nil {
		return nil
	}
	var out []locationMoveCost
	var theirs []string
	for _, e := range l.Card.Effects {
		if e.Kind != "movement_cost_modifier" || !strings.EqualFold(e.Title, what) {
			continue
		}
		quote := strings.TrimSpace(e.Quote)
		q := strings.ToLower(quote)
		names := to && (strings.Contains(q, "to here") || strings.Contains(q, "to or from here")) ||
			from && strings.Contains(q, "from here")
		if !names || strings.Contains(q, "using hyperspeed") && c.kind != "hyperspeed" {
			continue
		}
		half := halfOf(l.Card.GameText, e.Span[0])
		names, others := c.moveTextNames(half, e.Target)
		if others {
			theirs = append(theirs, quote)
		}
		if !names || c.excepted(l, quote) || !c.moveTextHolds(l, half, e, quote) {
			continue
		}
		out = append(out, locationMoveCost{l, e, quote})
	}
	// The other player's text, unless the mover's half prints the same.
	for _, quote := range theirs {
		if !slices.ContainsFunc(out, func(m locationMoveCost) bool { return m.quote == quote }) {
			c.r.Stepf(cites(refMoveCosts), "%s's text %q is on the other player's half: it is not about %s's movement.", l.Name, quote, c.mover.Owner())
		}
	}
	return out
}

// moveTextNames: the text's subject ("Your character", "opponent's
// starship", "Your") names the mover, "you" being the half's player;
// others: it is the other player's movement the text is about.
func (c *moveCheck) moveTextNames(half table.Side, target string) (names, others bool) {
	m := reMoveWhose().FindStringSubmatchIndex(target)
	if m == nil {
		return false, false
	}
	whose := half
	if strings.HasPrefix(strings.ToLower(target), "opponent") {
		whose = half.Opponent()
	}
	if half == "" || c.mover.Owner() != whose {
		return false, half != ""
	}
	rest := reMoveSubject().ReplaceAllString(strings.TrimSpace(target[m[1]:]), "")
	return rest == "" || namesCard(rest, c.mover, c.mover), false
}

// excepted: the mover is one the text's "(except for Jawas and scouts)"
// leaves out.
func (c *moveCheck) excepted(l *table.Location, quote string) bool {
	m := reMoveExcept().FindStringSubmatch(quote)
	if m == nil {
		return false
	}
	if namesCard(strings.ReplaceAll(m[1], " and ", " or "), c.mover, c.mover) {
		c.r.Stepf(cites(refMoveCosts), "%s's text %q: %s is one it excepts.", l.Name, quote, c.mover.Name)
		return true
	}
	return false
}

// moveTextHolds decides the text's conditions beyond its half and where it
// applies: "If/While you occupy" by the table, another as an assumption.
func (c *moveCheck) moveTextHolds(l *table.Location, half table.Side, e cards.Effect, quote string) bool {
	at := locationPiece(c.t, l.Name)
	at.Entry.Owner = half
	for _, cd := range e.Conditions {
		t := strings.ToLower(strings.TrimSpace(cd.Text))
		switch {
		case cd.Kind == "side", strings.HasPrefix(t, "to "), strings.HasPrefix(t, "from "):
		case cd.Kind == "occupies" || cd.Kind == "controls":
			if h, _ := holdsHere(c.t, at, cd); h == cd.Not {
				c.r.Stepf(cites(glossLocations, glossOccupy), "%s's text %q does not apply: %q does not hold for %s.", l.Name, quote, cd.Text, half)
				return false
			}
		default:
			c.r.Assume("%s's text %q has a condition this rule does not read (%q): not applied", l.Name, quote, cd.Text)
			return false
		}
	}
	return true
}

// extraLandspeed is what the texts of the locations on a landspeed path
// add to the landspeed it needs: the rulebook reads Tatooine: Desert's
// "movement from here requires +1 landspeed" as extra landspeed to move
// to, from or through it. The table's extra_landspeed: comes first.
func (c *moveCheck) extraLandspeed(l *table.Location) (int, string) {
	if l.ExtraLandspeed > 0 {
		return l.ExtraLandspeed, fmt.Sprintf("%s +%d", l.Name, l.ExtraLandspeed)
	}
	n := 0
	var said []string
	for _, m := range c.locationMoveCosts(l, "landspeed", true, true) {
		n += int(m.e.Value)
		said = append(said, fmt.Sprintf("%s +%g (%q)", l.Name, m.e.Value, m.quote))
	}
	return n, strings.Join(said, ", ")
}

// textMoveCosts are the Force the texts of the locations at the ends of
// the move add to it, as cost modifiers.
func (c *moveCheck) textMoveCosts() []*table.CostModifier {
	if c.kind == "capacity_slot" || c.kind == "dock" {
		return nil
	}
	var out []*table.CostModifier
	for _, m := range append(c.locationMoveCosts(c.dest, "Force", true, false), c.locationMoveCosts(c.from, "Force", false, true)...) {
		out = append(out, &table.CostModifier{From: fmt.Sprintf("%s's %q", m.l.Name, m.quote), Value: m.e.Value})
	}
	return append(out, c.ownLandspeedCost()...)
}

// ownLandspeedCost reads the mover's own "To use his landspeed requires +1
// Force" (Jabba): a cost modifier of its landspeed moves only.
func (c *moveCheck) ownLandspeedCost() []*table.CostModifier {
	if c.mover == nil {
		return nil
	}
	var out []*table.CostModifier
	for _, e := range c.mover.Card.Effects {
		quote := strings.TrimSpace(e.Quote)
		if e.Kind != "movement_cost_modifier" || !strings.EqualFold(e.Title, "Force") || e.Target != "" || !strings.Contains(strings.ToLower(quote), "landspeed") {
			continue
		}
		if c.kind != "landspeed" {
			c.r.Stepf(cites(refMoveCosts), "%s's text %q is about its landspeed: not this %s.", c.mover.Name, quote, moveKinds[c.kind].title)
			continue
		}
		out = append(out, &table.CostModifier{From: fmt.Sprintf("%s's %q", c.mover.Name, quote), Value: e.Value})
	}
	return out
}
