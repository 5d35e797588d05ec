package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "You lose no more than 1 Force from Force drains here" (A Vergence In The
// Force, Enter The Bureaucrat), "Opponent loses no more than 1 Force from
// each of your Force drains at Bespin locations" (an Objective), "you lose
// no more than 2 Force to any Force drain" (force_loss_limit of a text
// speaking of Force drains): the drain loses at most that much. Whose loss:
// "you" is the card's owner, "opponent" the other player; where: "here" the
// card's location, "at X" the drain location's name, system or icon, none
// every drain. Its other terms are decided by the table; one it cannot show
// is an assumption and the limit is not applied.

var reLimitAt = lazyregexp.New(`(?i)force drains? at ([^,;.()]+)`)

// lossLimits caps total by the limits on table that bind this drain.
func (d drain) lossLimits(total float64) float64 {
	for _, p := range d.limitHolders() {
		for _, e := range p.Card.Effects {
			if drainLimit(e) && total > e.Value && d.limitBinds(p, e) {
				total = e.Value
			}
		}
	}
	return total
}

// limitHolders are the cards on table with such a limit: read, whether or
// not it binds this drain (unreadTexts leaves them alone).
func (d drain) limitHolders() []*table.Piece {
	var out []*table.Piece
	for _, p := range d.t.Pieces {
		if slices.ContainsFunc(p.Card.Effects, drainLimit) {
			out = append(out, p)
		}
	}
	return out
}

func drainLimit(e cards.Effect) bool {
	return e.Kind == "force_loss_limit" && containsFold(e.Quote, "force drain")
}

// piecesOf are a set's members, in no order.
func piecesOf(set map[*table.Piece]bool) []*table.Piece {
	out := make([]*table.Piece, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	return out
}

// limitBinds decides one limit for this drain, stating it when it binds.
func (d drain) limitBinds(p *table.Piece, e cards.Effect) bool {
	quote := strings.TrimSpace(e.Quote)
	loser := p.Owner()
	if strings.HasPrefix(glossary.Fold(e.Target), "opponent") {
		loser = loser.Opponent()
	}
	if loser != d.q.Player.Opponent() {
		if samePlace(p.Location(), d.place) {
			d.r.Stepf(refs(drainLose), "%s's text %s limits what %s loses, not %s.", p.Name, spanned(e), loser, d.q.Player.Opponent())
		}
		return false
	}
	q := glossary.Fold(quote)
	switch m := reLimitAt().FindStringSubmatch(quote); {
	case strings.Contains(q, "drains here"):
		if !samePlace(p.Location(), d.place) {
			return false
		}
	case m != nil:
		at := &table.Piece{Name: d.place, Entry: &table.Card{Card: d.place, At: d.place}}
		holds, known := locatedAt(d.t, at, strings.TrimSpace(m[1]))
		if !known {
			d.r.Stepf(refs(drainLose), "%s's text %s: whether %s is %s is not read.", p.Name, spanned(e), d.place, strings.TrimSpace(m[1]))
			d.r.Assume("%s's limit %q is not applied", p.Name, quote)
			return false
		}
		if !holds {
			return false
		}
	}
	var keep []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		if !containsFold(c.Text, "force drain") {
			keep = append(keep, c)
			words = append(words, c.Text)
		}
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	if !applies(d.t, p, e, d.r) {
		return false
	}
	spannedStep(d.r, p, e, refs(drainLose), fmt.Sprintf("%s loses no more than %s Force from this drain.", loser, num(e.Value)))
	return true
}
