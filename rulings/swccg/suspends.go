package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "Bad Feeling Have I is suspended." (Artoo & Threepio), "While you
// control, Endor Shield is suspended." (Endor: Bunker), "Suspended while
// opponent controls Corellia." (its own): while the condition holds, the
// suspended card's game text does nothing, so no rule may apply it. This
// is decided once per table, before any question: the suspended card's
// text does nothing for every rule (table.Card.TextOff; a step says it is
// suspended, not canceled), with a report assumption saying which text
// suspends it. A condition the table cannot decide is an assumption too,
// and the card is then not suspended; nor is a card whose own text says
// "May not be suspended" (Maneuvering Flaps (V)).

// reSuspended reads the suspended card of a suspends reading: "X is (are)
// suspended", "X's game text is suspended", "Suspends X at …".
var (
	reSuspended  = lazyregexp.New(`(?i)(?:^|,\s*)(?:all\s+)?([^,]+?)(?:'s)?(?:\s+game\s*text)?\s+(?:is|are)\s+suspended\b`)
	reSuspends   = lazyregexp.New(`(?i)^suspends\s+(.+?)(?:\s+(?:at|where|while|if|unless)\b.*)?$`)
	reSelfSuspnd = lazyregexp.New(`(?i)^suspended\b`)
)

// suspend marks the cards on t whose text a text on the table suspends.
func suspend(t *table.Table) {
	for _, q := range piecesAndLocations(t) {
		if q.Card == nil || q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind == "suspends" {
				suspendBy(t, q, e)
			}
		}
	}
}

// piecesAndLocations are the cards on table and the locations' cards.
func piecesAndLocations(t *table.Table) []*table.Piece {
	ps := append([]*table.Piece(nil), t.Pieces...)
	for _, l := range t.State.Locations {
		if lp := locationPiece(t, l.Name); lp != nil {
			ps = append(ps, lp)
		}
	}
	return ps
}

func suspendBy(t *table.Table, q *table.Piece, e cards.Effect) {
	quote := strings.TrimSpace(e.Quote)
	var targets []*table.Piece
	switch name := suspendedName(quote); {
	case reSelfSuspnd().MatchString(quote):
		targets = []*table.Piece{q}
	case name != "":
		for _, p := range t.Pieces {
			if p != q && p.Card != nil && namesCard(name, p, q) {
				targets = append(targets, p)
			}
		}
	}
	if len(targets) == 0 {
		return
	}
	if e.Condition != "" && !met(q.Entry.Met, e.Condition) {
		holds, known := suspendHolds(t, q, e)
		if !known {
			t.Assumptions = append(t.Assumptions, fmt.Sprintf("%s's text %q suspends %s %s, which the table does not show: taken as not holding (add it to %s's met: if it does)", q.Name, quote, targets[0].Name, conditionText(e), q.Name))
			return
		}
		if !holds {
			return
		}
	}
	for _, p := range targets {
		if p.Entry.TextOff() {
			continue
		}
		if own, ok := unsuspendable(p); ok {
			t.Assumptions = append(t.Assumptions, fmt.Sprintf("%s's %q would suspend %s, but its own text says %q: it is not suspended", q.Name, quote, p.Name, strings.TrimSpace(own.Quote)))
			t.Consult(p.Card.Title, own.Span)
			continue
		}
		p.Entry.TextSuspendedBy = fmt.Sprintf("%s (%q)", q.Name, quote)
		t.Assumptions = append(t.Assumptions, fmt.Sprintf("%s's game text is suspended by %s's %q: no rule applies it", p.Name, q.Name, quote))
	}
}

// suspendedName is the card a suspends reading names ("" for itself or
// words not read).
func suspendedName(quote string) string {
	if m := reSuspends().FindStringSubmatch(quote); m != nil {
		return m[1]
	}
	if m := reSuspended().FindStringSubmatch(quote); m != nil {
		return strings.TrimSpace(m[1])
	}
	return ""
}

// suspendHolds decides e's condition for q as any card condition, but that
// a term naming a location on the table ("while opponent controls
// Corellia") is decided at that location, for q's owner.
func suspendHolds(t *table.Table, q *table.Piece, e cards.Effect) (holds, known bool) {
	holds = true
	for _, c := range e.Conditions {
		h, k := decideTerm(t, q, c)
		if l := t.Location(c.Arg); l != nil && slices.Contains(placeTerms, c.Kind) {
			at := &table.Piece{Name: l.Name, Card: l.Card, Entry: &table.Card{Card: l.Name, At: l.Name, Owner: q.Owner()}}
			c.Arg = ""
			h, k = holdsHere(t, at, c)
		}
		if !k {
			return false, false
		}
		holds = holds && h != c.Not
	}
	return holds, true
}

// placeTerms are the terms holdsHere decides at a location.
var placeTerms = []string{"occupies", "opponent_occupies", "controls", "opponent_controls"}

// unsuspendable is p's own "May not be suspended", if its text says so.
func unsuspendable(p *table.Piece) (cards.Effect, bool) {
	for _, e := range p.Card.Effects {
		if e.Kind == "may_not_be_suspended" && e.Target == "" {
			return e, true
		}
	}
	return cards.Effect{}, false
}
