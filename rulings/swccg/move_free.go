package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "Moves for free" (Kaadu), "Moves free if Luke aboard" (Luke's X-34
// Landspeeder) on the mover's own text, and "Maul moves to here for free",
// "Your AT-ATs move to here for free" on the location at either end of the
// move (moves_free, may_move_free): the move is free, and free is never
// modified (ch5-8 Movement - costs +X to move/moves for free). A text not
// saying which movement frees every form of it; "using landspeed" only that.
// A location's text binds only its own half's player (Glossary
// "locations"). A condition the table cannot show is stated as an
// assumption and the text is not applied. A text freeing other cards
// ("Your starships may move for free" on a device elsewhere), and a
// location's "between here and …" moves (its movement text, its own kind),
// are not read here.

var (
	freeMovesAll   = narrow(refMoveCosts, "Anything that modifies the cost of movement or allows movement for free")
	freeUnmodified = narrow(refMoveCosts, "Keep in mind that \"free\" cannot be modified")
)

// freeKinds are the effect kinds that make a move free.
var freeKinds = []string{"moves_free", "may_move_free"}

// textFreeMoves are the texts freeing this move, as cost modifiers.
func (c *moveCheck) textFreeMoves() []*table.CostModifier {
	if c.mover == nil || c.kind == "capacity_slot" || c.kind == "dock" {
		return nil
	}
	var out []*table.CostModifier
	for _, e := range c.mover.Card.Effects {
		// "it" on a driver's text ("When driving a transport vehicle, it
		// moves for free", Palace Raider) is the vehicle: only no subject,
		// or the mover's name, is the mover itself.
		if isFreeKind(e) && (e.Target == "" || ownText(e, c.mover) && !textPronoun(e.Target)) {
			if m := c.freeBy(c.mover, e, ""); m != nil {
				out = append(out, m)
			}
		}
	}
	for _, end := range []struct {
		l  *table.Location
		to bool
	}{{c.dest, true}, {c.from, false}} {
		if end.l == nil || end.l.Card == nil {
			continue
		}
		lp := locationPiece(c.t, end.l.Name)
		for _, e := range end.l.Card.Effects {
			if !isFreeKind(e) || !c.freeEndNames(e, end.to) {
				continue
			}
			half := halfOf(end.l.Card.GameText, e.Span[0])
			if !c.freeNamesMover(half, e.Target) {
				c.r.Stepf(cites(freeMovesAll, glossLocations), "%s's text %s (%s's half) does not free %s's move.", end.l.Name, spanned(e), half, c.name)
				continue
			}
			lp.Entry.Owner = half
			if m := c.freeBy(lp, e, end.l.Name); m != nil {
				out = append(out, m)
			}
		}
	}
	return out
}

func textPronoun(target string) bool {
	switch glossary.Fold(target) {
	case "it", "he", "she", "him", "her":
		return true
	}
	return false
}

func isFreeKind(e cards.Effect) bool {
	return e.Kind == freeKinds[0] || e.Kind == freeKinds[1]
}

// freeEndNames: the location text frees moves to here (to) or from here.
func (c *moveCheck) freeEndNames(e cards.Effect, to bool) bool {
	q := glossary.Fold(e.Quote)
	if to {
		return strings.Contains(q, "to here") || strings.Contains(q, "to or from here") || strings.Contains(q, "to and from here")
	}
	return strings.Contains(q, "from here") && !strings.Contains(q, "from here to") && !strings.Contains(q, "from here directly")
}

// freeNamesMover: the location text's subject ("Maul", "Your AT-ATs",
// "You") names the mover, "you" being the half's player.
func (c *moveCheck) freeNamesMover(half table.Side, target string) bool {
	if half != "" && c.mover.Owner() != half {
		return false
	}
	if f := glossary.Fold(target); f == "" || f == "you" {
		return true
	}
	return namesCard(strings.ReplaceAll(target, " and ", " or "), c.mover, c.mover)
}

// freeBy decides e of p (a location's when at names it) for this move:
// its own movement ("using landspeed"), its phase, its other terms.
func (c *moveCheck) freeBy(p *table.Piece, e cards.Effect, at string) *table.CostModifier {
	quote := strings.TrimSpace(e.Quote)
	if strings.Contains(glossary.Fold(clauseOf(p.Card.GameText, e.Span)), "landspeed") && c.kind != "landspeed" {
		c.r.Stepf(cites(freeMovesAll), "%s's text %s frees landspeed moves only: not this %s.", p.Name, spanned(e), moveKinds[c.kind].title)
		return nil
	}
	var keep []cards.Condition
	var words []string
	for _, cd := range e.Conditions {
		t := glossary.Fold(strings.TrimSpace(cd.Text))
		switch {
		case cd.Kind == "side", at != "" && (strings.HasPrefix(t, "to ") || strings.HasPrefix(t, "from ")):
		case strings.Contains(t, "landspeed"): // decided above: this move uses landspeed
		case cd.Kind == "phase":
			if ph := c.t.State.Phase; ph != "" && !strings.Contains(t, ph+" phase") {
				c.r.Stepf(cites(freeMovesAll), "%s's text %s holds %s: it is the %s phase.", p.Name, spanned(e), cd.Text, ph)
				return nil
			}
		default:
			keep = append(keep, cd)
			words = append(words, cd.Text)
		}
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	if !applies(c.t, p, e, c.r) {
		if !unknownCondition(c.t, p, e) && !p.Entry.TextOff() {
			c.r.Stepf(cites(freeMovesAll), "%s's text %s does not apply: %s does not hold.", p.Name, spanned(e), conditionText(e))
		}
		return nil
	}
	spannedStep(c.r, p, e, cites(freeMovesAll, freeUnmodified), fmt.Sprintf("%s's move is free, whatever kind of movement it is.", c.name))
	return &table.CostModifier{From: fmt.Sprintf("%s's %q", p.Name, quote), Free: true}
}

// clauseOf is the text from the effect to the end of its sentence: "Maul
// moves to here for free when using his landspeed" was read up to "free".
func clauseOf(text string, span [2]int) string {
	rest := text[span[0]:]
	if i := strings.IndexAny(rest[min(span[1]-span[0], len(rest)):], ".;"); i >= 0 {
		return rest[:span[1]-span[0]+i]
	}
	return rest
}

// move reads a free move's "when using his landspeed" itself, past the
// span the card database gave the effect.
func init() {
	ownReadings[Move.ID] = func(c *cards.Card) [][2]int {
		var out [][2]int
		for _, e := range c.Effects {
			if isFreeKind(e) {
				out = append(out, [2]int{e.Span[0], e.Span[0] + len(clauseOf(c.GameText, e.Span))})
			}
		}
		return out
	}
}
