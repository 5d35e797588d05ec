package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// runMoveAway follows the "move away" procedure: the action may be
// initiated when each target has some valid kind of destination (range and
// cost are not checked then); at the result each card in turn attempts its
// own regular move, and a card that fails pays no movement cost.
func runMoveAway(t *table.Table, m *table.Move) rulings.Ruling {
	var r rulings.Ruling
	via := m.Via
	if via == "" {
		via = "the move-away action"
	}
	for _, name := range m.Cards {
		p := t.Piece(name)
		if p == nil || cannotMove(p) != "" {
			continue // may be targeted; it fails at the result
		}
		if why := awayTypeProblem(t, p, m.Using); why != "" {
			r.Stepf([]glossary.Ref{awayValidDest, refMoveAwayEx3}, "%s: %s", p.Name, why)
			r.Verdict = rulings.Illegal
			r.Answer = fmt.Sprintf("%s cannot be initiated: %s has no valid way to move away.", via, p.Name)
			return r
		}
	}
	r.Stepf([]glossary.Ref{awayValidDest, awayPayOwn, refMoveAwayEx1}, "%s may be initiated: each target has a valid kind of destination on table (range and cost are not checked until the result). Only the action's own cost is paid now; each card's movement cost is paid when it moves.", via)
	var outcomes []string
	total := 0.0
	for _, name := range m.Cards {
		p := t.Piece(name)
		out, cost := awayAttempt(t, m, p, &r)
		outcomes = append(outcomes, out)
		total += cost
	}
	r.Verdict = rulings.Answer
	paid := "none"
	if total > 0 {
		paid = moveCost{force: total}.String()
	}
	r.Answer = fmt.Sprintf("%s may be initiated. %s. Movement costs paid: %s.", via, strings.Join(outcomes, "; "), paid)
	if m.To != "" {
		// asked about one destination: may the cards move away there?
		failed := 0
		for _, o := range outcomes {
			if strings.HasSuffix(o, " fails") {
				failed++
			}
		}
		switch failed {
		case len(outcomes):
			r.Verdict = rulings.No
			r.Answer = fmt.Sprintf("%s cannot move away to %s (%s may still be initiated; movement costs paid: none).", strings.Join(m.Cards, ", "), m.To, via)
		case 0:
			r.Verdict = rulings.Yes
		}
	}
	return r
}

// awayTypeProblem says why a card has no valid kind of move-away destination.
func awayTypeProblem(t *table.Table, p *table.Piece, using string) string {
	at := place(t, p.Location())
	switch using {
	case "landspeed":
		if v, ok := landspeed(p); !ok || v <= 0 || isType(p, "Starship") {
			return "it has no landspeed, which the card requires the move to use."
		}
	case "hyperspeed":
		if v, ok := hyperspeed(p); !ok || v <= 0 {
			return "it has no hyperspeed, which the card requires the move to use."
		}
	}
	switch {
	case at == nil:
		return "it is nowhere on table."
	case isType(p, "Starship") && isSite(at):
		return "a landed starship cannot move away: landing and taking off are not move-away options."
	case isType(p, "Starship"):
		for _, l := range awayCandidates(t, p) {
			if l != at {
				return ""
			}
		}
		return "no other system or related sector is on table."
	default:
		for _, l := range awayCandidates(t, p) {
			if l != at {
				return ""
			}
		}
		return "no related site (or sector) is on table."
	}
}

// awayCandidates are the locations of the right kind for a card moving away.
func awayCandidates(t *table.Table, p *table.Piece) []*table.Location {
	at := place(t, p.Location())
	var out []*table.Location
	for i := range t.State.Locations {
		l := &t.State.Locations[i]
		if l == at || at == nil {
			continue
		}
		switch {
		case isType(p, "Starship") && isSystem(at) && isSystem(l),
			isType(p, "Starship") && (isSector(at) || isSector(l)) && !isSite(l) && !isSite(at),
			!isType(p, "Starship") && isSite(at) && isSite(l) && siteGroup(at) == siteGroup(l),
			isType(p, "Vehicle") && isSector(at) && isSector(l):
			out = append(out, l)
		}
	}
	return out
}

// awayAttempt is one card's separate move at the result; it returns the
// outcome and the movement cost paid.
func awayAttempt(t *table.Table, m *table.Move, p *table.Piece, r *rulings.Ruling) (string, float64) {
	if why := cannotMove(p); why != "" {
		r.Stepf([]glossary.Ref{awayCannotMove, refCannotMove}, "%s cannot move (%s): its attempt fails; no movement cost is paid.", p.Name, why)
		return p.Name + " fails", 0
	}
	type option struct {
		loc  *table.Location
		cost moveCost
	}
	var opts []option
	var reasons []string
	// The location asked about (to:, or this card's destinations:) is the
	// only one tried: the ruling answers for it, not for another.
	pinned := m.Destinations[p.Name]
	if pinned == "" {
		pinned = m.To
	}
	for _, l := range awayCandidates(t, p) {
		if pinned != "" && !samePlace(pinned, l.Name) {
			continue
		}
		q := *m
		q.To, q.By = l.Name, ""
		if m.Via == "" {
			q.Via = "move away"
		}
		var scratch rulings.Ruling
		c := newMoveCheck(t, &q, p.Name, &scratch)
		k, ok := moveKinds[c.kind]
		if !ok || k.class != regular || (m.Using != "" && c.kind != m.Using) {
			continue
		}
		if cost, ok, _ := c.run(k); ok {
			opts = append(opts, option{l, cost})
		} else if n := len(scratch.Steps); n > 0 {
			reasons = append(reasons, scratch.Steps[n-1].Text)
		}
	}
	if len(opts) == 0 {
		why := "no destination is in range"
		if pinned != "" {
			why = pinned + " is not a destination it can reach by a regular move from " + p.Location()
		}
		if len(reasons) > 0 {
			why = strings.Join(reasons, " ")
		}
		r.Stepf([]glossary.Ref{awayMayFail, refMoveAwayEx1, refMoveAwayEx2}, "%s attempts to move away and fails (%s): no movement cost is paid, and it stays.", p.Name, strings.TrimSuffix(why, "."))
		return p.Name + " fails", 0
	}
	var names []string
	for _, o := range opts {
		names = append(names, fmt.Sprintf("%s (%s)", o.loc.Name, o.cost))
	}
	chosen := opts[len(opts)-1]
	if len(opts) > 1 && pinned == "" {
		r.Stepf([]glossary.Ref{awayOwnerMoves, refMoveAwayEx2}, "%s can reach %s; its owner chooses (destinations: pins one).", p.Name, strings.Join(names, " or "))
		return fmt.Sprintf("%s moves to one of %s", p.Name, strings.Join(names, ", ")), chosen.cost.force
	}
	if by := m.StoppedBy[p.Name]; by != "" {
		r.Stepf([]glossary.Ref{refMoveAway, refMoveAwayEx2}, "%s can reach %s and pays %s; %s then stops it, so it stays (the rulebook's example names no refund).", p.Name, chosen.loc.Name, chosen.cost, by)
		return fmt.Sprintf("%s pays %s but is stopped by %s", p.Name, chosen.cost, by), chosen.cost.force
	}
	r.Stepf([]glossary.Ref{awayRegular, refMoveAwayEx2}, "%s moves away to %s: a regular move, %s.", p.Name, chosen.loc.Name, chosen.cost)
	return fmt.Sprintf("%s moves to %s (%s)", p.Name, chosen.loc.Name, chosen.cost), chosen.cost.force
}
