package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The words of a modifier's target that the shared matcher
// (reachesFromTable) leaves: "Your aliens here, except Tusken Raiders",
// "each of opponent's bounty hunters", "Your unique (•) characters with
// printed forfeit < 5"; a card that targets another ("For remainder of
// turn, target is forfeit = 0"); and a location whose text reaches cards
// wherever they are ("If you control, each of opponent's bounty hunters is
// forfeit -2").

var (
	reTargetExcept = lazyregexp.New(`(?i),?\s+except\s+(.+)$`)
	reEachOf       = lazyregexp.New(`(?i)^each of\s+`)
	reUniqueMark   = lazyregexp.New(`(?i)\bunique\s*\(•\)\s*`)
	reOnTable      = lazyregexp.New(`(?i)\s+on table$`) // "all Wookiees on table": wherever they are
	rePilotsWord   = lazyregexp.New(`(?i)\bpilots?\b`)
	rePrintedBound = lazyregexp.New(`(?i)\s+with printed (power|ability|forfeit|destiny|deploy)\s*([<>]=?)\s*(\d+)$`)
)

// reachesValue is reachesFromTable with those words read first: the
// excepted cards, "unique (•)" and a printed-number bound are decided on p
// and taken off before the shared matcher reads the rest.
func reachesValue(q *table.Piece, target string, p *table.Piece) (ok bool, why string) {
	target = strings.TrimSpace(target)
	if m := reTargetExcept().FindStringSubmatchIndex(target); m != nil {
		except := target[m[2]:m[3]]
		target = target[:m[0]]
		if targets(except, p) {
			return false, fmt.Sprintf("its text excepts %s, and %s is one", except, p.Name)
		}
	}
	target = reOnTable().ReplaceAllString(reEachOf().ReplaceAllString(target, ""), "")
	if rePilotsWord().MatchString(target) {
		// "opponent's pilots": characters with the pilot icon
		if !isPilot(p.Card) {
			return false, ""
		}
		target = rePilotsWord().ReplaceAllString(target, "characters")
	}
	if reUniqueMark().MatchString(target) {
		target = reUniqueMark().ReplaceAllString(target, "")
		if p.Card.Uniqueness != cards.Unique {
			return false, ""
		}
	}
	if m := rePrintedBound().FindStringSubmatch(target); m != nil {
		target = strings.TrimSpace(target[:len(target)-len(m[0])])
		if !printedWithin(p, m[1], m[2], m[3]) {
			return false, fmt.Sprintf("it reaches only cards with printed %s %s %s", m[1], m[2], m[3])
		}
	}
	return reachesFromTable(q, target, p)
}

// printedWithin: p's printed number (not the file's) meets "< 5".
func printedWithin(p *table.Piece, word, op, bound string) bool {
	n := map[string]cards.Number{"power": p.Card.Power, "ability": p.Card.Ability, "forfeit": p.Card.Forfeit,
		"destiny": p.Card.Destiny, "deploy": p.Card.Deploy}[strings.ToLower(word)]
	b, err := strconv.ParseFloat(bound, 64)
	if !n.Defined || err != nil {
		return false
	}
	switch op {
	case "<":
		return n.Value < b
	case "<=":
		return n.Value <= b
	case ">":
		return n.Value > b
	}
	return n.Value >= b
}

// targeting: q is a card on table whose target: is p, and e's text speaks
// of its target ("target is forfeit = 0"). Its duration ("for remainder of
// turn") is the turn the file shows it targeting, so it is met; e is
// returned without it.
func targeting(t *table.Table, q *table.Piece, e cards.Effect, p *table.Piece) (cards.Effect, bool) {
	if q.Entry.Target == "" || t.Piece(q.Entry.Target) != p {
		return e, false
	}
	if tg := glossary.Fold(strings.TrimSpace(e.Target)); tg != "target" && tg != "its target" && tg != "that character" {
		return e, false
	}
	return withoutCondition(e, "duration"), true
}

// reachesAnywhere: a location's text that names no place ("each of
// opponent's bounty hunters is forfeit -2", not "here", "present" or "at
// same site") reaches the cards it names wherever they are.
func reachesAnywhere(lp *table.Piece, e cards.Effect, p *table.Piece) bool {
	words := glossary.Fold(e.Target + " " + e.Condition)
	for _, w := range []string{"here", "there", "present", "at same", "at this", "this location", "this site", "this system"} {
		if strings.Contains(words, w) {
			return false
		}
	}
	ok, _ := reachesValue(lp, e.Target, p)
	return ok
}

// otherLocations are the location cards on table other than where.
func otherLocations(t *table.Table, where string) []*table.Piece {
	var out []*table.Piece
	for i := range t.State.Locations {
		l := &t.State.Locations[i]
		if l.Card != nil && !samePlace(l.Name, where) {
			out = append(out, locationPiece(t, l.Name))
		}
	}
	return out
}

// halfSide is the player whose half of a location's text holds e: its
// side condition, else the label before it (the database types the label
// only on a half's first clause: "Dark: Force drain +1 here. If you
// control, all Wookiees on table are forfeit -3").
func halfSide(c *cards.Card, e cards.Effect) table.Side {
	if s := textSide(e); s != "" {
		return s
	}
	return halfOf(c.GameText, max(e.Span[0], 0))
}

// locationHalf is the location piece as the player whose half of its text
// holds e: a copy, so that each effect keeps its own side when read later.
func locationHalf(lp *table.Piece, e cards.Effect) *table.Piece {
	q, entry := *lp, *lp.Entry
	entry.Owner = halfSide(lp.Card, e)
	q.Entry = &entry
	return &q
}

// withoutCondition is e without its condition terms of the kind, which
// the caller has decided.
func withoutCondition(e cards.Effect, kind string) cards.Effect {
	var kept []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		if c.Kind == kind {
			continue
		}
		kept = append(kept, c)
		words = append(words, c.Text)
	}
	e.Conditions, e.Condition = kept, strings.Join(words, "; ")
	return e
}
