package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card's text saying a card "may not be stolen / captured / transferred
// / excluded" changes the rule for that card (notes/precedence.md, order
// 1: a card's own game text prevails where it says it changes a rule).
// The text may be the card's own ("May not be stolen."), on a card it is
// with ("Your characters here … may not be excluded from battle." on a
// site), or name it ("Luke may not be captured here."). The rule that
// the action bears on asks textForbids before allowing it.

// forbidding is a text on the table that forbids an action to a card.
type forbidding struct {
	from  string // the card whose text it is, as the ruling names it
	title string // its card title, for Consulted
	e     cards.Effect
	side  table.Side // whose text it is ("your" means theirs)
	place string     // where the text's card is ("here")
	piece *table.Piece
}

// reVerbObject is the rest of a "may not be <verb>" the reading took for
// a condition: "excluded from battle(s)" says from what, "transferred"
// nothing more. What follows is the real condition ("here").
var reVerbObject = lazyregexp.New(`(?i)^(?:from|by|to)\s+(?:battles?|opponent)\s*`)

// reOnCard is a condition on the card the text's card is deployed on
// ("While on Maul"), not a place.
var reOnCard = lazyregexp.New(`(?i)^(?:while|when|if)?\s*on\s+[A-Z]`)

// reImprisoned is the captive's state the captive rule keeps: held at a
// prison without an escort.
var reImprisoned = lazyregexp.New(`(?i)^(?:while|when|if)\s+imprisoned$`)

// rePredicate cuts a target that carries another predicate of the
// same subject ("Your characters here are defense value -1 and may not
// be excluded"): the subject is what comes before it.
var rePredicate = lazyregexp.New(`(?i)\s+(?:are|is)\s.*$`)

// textForbids says whether a text on the table forbids the action kind
// ("may_not_be_stolen") to p now, stating in r each text that bears on p:
// the one that forbids, one whose condition the table shows does not
// hold, one whose reach or condition the table cannot show (an
// assumption, taken as not forbidding).
func textForbids(t *table.Table, p *table.Piece, kind string, cites []glossary.Ref, r *rulings.Ruling) bool {
	for _, f := range forbiddings(t, p, kind) {
		reach, known := f.reaches(t, p)
		if !known {
			r.Assume("%s's text %q may bear on %s; this rule does not read whom it names: taken as not forbidding", f.from, strings.TrimSpace(f.e.Quote), p.Name)
			continue
		}
		if !reach {
			continue
		}
		r.Consult(f.title, f.e.Span)
		holds, known := f.holds(t, p)
		switch {
		case !known:
			r.Assume("%s's text %q applies %s, which the table does not show: taken as not holding (add it to the card's met: if it does)", f.from, strings.TrimSpace(f.e.Quote), conditionText(f.e))
		case !holds:
			r.Stepf(cites, "%s's text %q does not apply: on the table, %q does not hold.", f.from, strings.TrimSpace(f.e.Quote), conditionText(f.e))
		default:
			how := ""
			if c := f.condition(); c != "" {
				how = fmt.Sprintf(" (%s: the table shows it)", c)
			}
			r.Stepf(cites, "%s's text %q applies%s: a card's text prevails over the rule it changes, for that rule.", f.from, strings.TrimSpace(f.e.Quote), how)
			return true
		}
	}
	return false
}

// forbiddings are the texts of kind on the table: of the cards on it
// (active, their text not canceled) and of its locations. p's own text
// counts while p is inactive: it speaks of p in the state it is in ("May
// not be transferred while imprisoned", of a captive).
func forbiddings(t *table.Table, p *table.Piece, kind string) []forbidding {
	var out []forbidding
	for _, q := range t.Pieces {
		if q.Card == nil || (q != p && !q.Active()) || q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind == kind {
				out = append(out, forbidding{from: q.Name, title: q.Card.Title, e: e, side: q.Owner(), place: q.Location(), piece: q})
			}
		}
	}
	for _, l := range t.State.Locations {
		if l.Card == nil {
			continue
		}
		for _, e := range l.Card.Effects {
			if e.Kind == kind {
				out = append(out, forbidding{from: l.Name, title: l.Card.Title, e: e, side: textSide(e), place: l.Name})
			}
		}
	}
	return out
}

// reaches says whether f speaks of p; known is false when its target is
// words this rule cannot match against the table.
func (f forbidding) reaches(t *table.Table, p *table.Piece) (reach, known bool) {
	target := rePredicate().ReplaceAllString(strings.TrimSpace(f.e.Target), "")
	if selfTarget().MatchString(target) {
		return f.piece == p, true // a location's own text speaks of the location
	}
	class, where, ok := targetClass(target)
	if !ok || !classAims(class, f.side, p, f.piece == p) {
		return false, true
	}
	switch w := glossary.Fold(where); {
	case w == "":
		return true, true
	case w == "here" || w == "present" || strings.HasPrefix(w, "at same"):
		return samePlace(p.Location(), f.place), true
	}
	return false, false
}

// condition is f's condition as written less what the verb takes ("from
// battle") and whose text it is ("Light:").
func (f forbidding) condition() string {
	var words []string
	for _, c := range f.e.Conditions {
		if c.Kind != "side" && strings.TrimSpace(reVerbObject().ReplaceAllString(strings.TrimSpace(c.Text), "")) != "" {
			words = append(words, strings.Trim(c.Text, " ()[],;"))
		}
	}
	return strings.Join(words, ", ")
}

// holds decides f's condition for p: the side a location's text is for
// is whose "your" it means (reaches), "from battle" is what the verb
// takes, and "here" is where f's card is; the rest is decided as any
// card condition, for the card whose text it is (or p, for a location).
func (f forbidding) holds(t *table.Table, p *table.Piece) (holds, known bool) {
	e := f.e
	e.Conditions = nil
	for _, c := range f.e.Conditions {
		rest := glossary.Fold(strings.TrimSpace(reVerbObject().ReplaceAllString(strings.TrimSpace(c.Text), "")))
		switch {
		case c.Kind == "side":
		case c.Kind == "at" && f.piece != nil && reOnCard().MatchString(c.Text):
			if h := f.piece.Host; h == nil || f.piece.Entry.On == "" || !namesCard(c.Arg, h, f.piece) {
				return false, true
			}
		case c.Kind != "unread":
			e.Conditions = append(e.Conditions, c)
		case c.Kind == "unread" && reImprisoned().MatchString(rest):
			if !p.Entry.Captive || p.Entry.Escort != "" || !isPrison(p.Location()) {
				return false, true
			}
		case rest == "here":
			if !samePlace(p.Location(), f.place) {
				return false, true
			}
		case rest != "":
			e.Conditions = append(e.Conditions, c)
		}
	}
	if len(e.Conditions) == 0 {
		return true, true
	}
	who := f.piece
	if who == nil {
		who = p
	}
	if met(who.Entry.Met, e.Condition) {
		return true, true
	}
	return conditionHolds(t, who, e)
}
