package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "Proton Torpedoes deploy and fire free aboard" (Gold 3), "Each of your
// Turbolaser Batteries deploys free, fires for free …" (Rendili StarDrive),
// "Blasters deploy and fire for free on Bo-Katan", "Your weapons on Hoth
// fire for free" (fires_free): a weapon the sentence's subject names fires
// without its Force cost. Where: "aboard" / "on this character" / "on X":
// the weapon is deployed on that card; "here": at the card's location;
// "on Hoth": the weapon's location; its other terms decided by the table
// (one it cannot show: an assumption, not applied).

// reFireVerb ends a fires_free sentence's subject.
var reFireVerb = lazyregexp.New(`(?i)\s+(?:may\s+)?(?:deploys?|fires?)\b`)

// freeFiring says which text on table makes this firing free, if any.
func (f *firing) freeFiring() bool {
	if f.w.piece == nil {
		return false
	}
	for _, p := range f.t.Pieces {
		for _, e := range p.Card.Effects {
			if e.Kind == "fires_free" && !p.Entry.TextOff() && f.freedBy(p, e) {
				return true
			}
		}
	}
	return false
}

// freedBy decides one fires_free text of p for this weapon.
func (f *firing) freedBy(p *table.Piece, e cards.Effect) bool {
	subject, ok := fireSubject(p.Card, e)
	if !ok || !f.subjectNamesWeapon(subject, p) {
		return false
	}
	q := glossary.Fold(e.Quote)
	var keep []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		t := glossary.Fold(strings.TrimSpace(c.Text))
		switch {
		case t == "aboard" || strings.HasPrefix(t, "on this"):
			if f.w.bearer != p || f.w.permanent {
				return false
			}
		case t == "here":
			if !samePlace(f.w.piece.Location(), p.Location()) {
				return false
			}
		case strings.HasPrefix(t, "on "):
			if namesCard(strings.TrimPrefix(t, "on "), p, p) {
				if f.w.bearer != p {
					return false
				}
				continue
			}
			if holds, known := locatedAt(f.t, f.w.piece, strings.TrimPrefix(t, "on ")); !holds || !known {
				return false
			}
		default:
			keep = append(keep, c)
			words = append(words, c.Text)
		}
	}
	if strings.HasSuffix(q, "aboard") && (f.w.bearer != p || f.w.permanent) {
		return false
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	if !applies(f.t, p, e, f.r) {
		return false
	}
	spannedStep(f.r, p, e, refs(segmentDescribes), fmt.Sprintf("%s fires for free (its \"using N Force\" is not paid).", f.w.name))
	return true
}

// fireSubject is the subject of the sentence holding e, before its verb:
// "Proton Torpedoes", "Each of your Turbolaser Batteries", "your weapons"
// (after "'Trench Rules' in effect,").
func fireSubject(c *cards.Card, e cards.Effect) (string, bool) {
	text := c.GameText
	for _, s := range c.Sentences() {
		if s.Span[0] > e.Span[0] || e.Span[0] >= s.Span[1] {
			continue
		}
		before := text[s.Span[0]:max(e.Span[0], s.Span[0])]
		if loc := reFireVerb().FindStringIndex(before); loc != nil {
			before = before[:loc[0]]
		} else if loc := reFireVerb().FindStringIndex(text[s.Span[0]:e.Span[1]]); loc != nil {
			before = text[s.Span[0] : s.Span[0]+loc[0]]
		}
		if i := strings.LastIndex(before, ","); i >= 0 {
			before = before[i+1:]
		}
		if i := strings.Index(before, ": "); i >= 0 {
			before = before[i+2:]
		}
		return strings.TrimSpace(before), strings.TrimSpace(before) != ""
	}
	return "", false
}

// subjectNamesWeapon: "Proton Torpedoes", "Turbolaser Batteries",
// "Blasters", "your weapons on Hoth" name the weapon fired; "your" is
// holder's owner.
func (f *firing) subjectNamesWeapon(subject string, holder *table.Piece) bool {
	s := glossary.Fold(subject)
	s = strings.TrimPrefix(s, "each of ")
	s = strings.TrimPrefix(s, "all ")
	if rest, ok := strings.CutPrefix(s, "your "); ok {
		if f.by.Owner() != holder.Owner() && f.w.piece.Owner() != holder.Owner() {
			return false
		}
		s = rest
	}
	if i := strings.Index(s, " on "); i >= 0 {
		s = s[:i] // "weapons on Hoth": the place is a condition
	}
	for _, term := range strings.Split(termSplitter.Replace(s), "|") {
		term = strings.TrimSpace(term)
		if term == "" {
			continue
		}
		words := strings.Fields(term)
		words[len(words)-1] = singular(words[len(words)-1])
		one := strings.Join(words, " ")
		if one == "weapon" || strings.Contains(glossary.Fold(f.w.name), one) || f.w.is(one) {
			return true
		}
	}
	return false
}
