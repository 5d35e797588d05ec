package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Card text changes what may be forfeited and for how much: "your other
// non-'hit' characters here may not be forfeited" (Captain Needa), "Pryce
// may not be forfeited", "R2-D2 is forfeit +2 when present", "Each Jawa at
// same exterior site is forfeit +1" (Sandcrawler). Each is read from the
// card on table, its condition decided from the table (see applies).

// mayNotBeForfeited says whether some card's text on table bars p from
// being forfeited, with a step saying which.
func mayNotBeForfeited(t *table.Table, p *table.Piece, r *rulings.Ruling) bool {
	for _, q := range t.Pieces {
		for _, e := range q.Card.Effects {
			if e.Kind != "may_not_be_forfeited" || !speaksOf(t, e, q, p) || !applies(t, q, e, r) {
				continue
			}
			textStep(r, q, e, []glossary.Ref{refForfeit}, p.Name+" may not be forfeited.")
			return true
		}
	}
	return false
}

// forfeitNow is p's forfeit value as the value rule reads it (every
// modifier, set, bound and limit on table: value_card.go), with its steps
// after the printed value; changed is false when it is the printed value.
func forfeitNow(t *table.Table, p *table.Piece, r *rulings.Ruling) (v cards.Number, changed bool) {
	v = p.Forfeit()
	if !v.Defined && !v.Star || p.Entry.Forfeit != nil {
		return v, false // none printed, or the file gives the value now
	}
	st, _ := statNamed("forfeit")
	var scratch rulings.Ruling
	got, _ := (&valueCalc{t: t, r: &scratch, st: st}).card(p, nil)
	if len(scratch.Steps) <= 1 && got == v.Value {
		return v, false
	}
	for _, s := range scratch.Steps[1:] {
		s.Text = p.Name + "'s forfeit — " + s.Text
		r.Steps = append(r.Steps, s)
	}
	r.Assumptions = append(r.Assumptions, scratch.Assumptions...)
	return cards.N(got), got != v.Value
}

// speaksOf says whether e, of src's text, is about p: src's own text
// (no target, a pronoun, its name) when p is src, else a target naming p,
// read with where it must be ("here", "at same site", "present") and
// whose ("your", "opponent's", "other", "non-'hit'").
func speaksOf(t *table.Table, e cards.Effect, src, p *table.Piece) bool {
	if ownText(e, src) {
		return p == src
	}
	target := glossary.Fold(e.Target)
	for _, lead := range []string{"each ", "all ", "every "} {
		target = strings.TrimPrefix(target, lead)
	}
	if strings.Contains(target, "other") && p == src {
		return false
	}
	if strings.Contains(target, "non-'hit'") || strings.Contains(target, "non-hit") {
		if p.Entry.Hit {
			return false
		}
		target = strings.NewReplacer("non-'hit' ", "", "non-hit ", "").Replace(target)
	}
	for _, place := range []string{" present at same site", " at same site", " at same exterior site", " at same location", " here", " present"} {
		if rest, ok := strings.CutSuffix(target, place); ok {
			if !samePlace(p.Location(), src.Location()) {
				return false
			}
			target = rest
			break
		}
	}
	return namesCard(target, p, src)
}
