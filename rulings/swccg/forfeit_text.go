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

// forfeitNow is p's forfeit value with the forfeit modifiers of its own
// text and of the cards on table that name it; changed is false when none
// applies.
func forfeitNow(t *table.Table, p *table.Piece, r *rulings.Ruling) (v cards.Number, changed bool) {
	v = p.Forfeit()
	if !v.Defined || p.Entry.Forfeit != nil {
		return v, false // none printed, or the file gives the value now
	}
	sum := 0.0
	counted := map[string]bool{}
	for _, q := range t.Pieces {
		for _, e := range q.Card.Effects {
			if e.Kind != "forfeit_modifier" || strings.Contains(e.Quote, " for each ") || !speaksOf(t, e, q, p) {
				continue
			}
			key := glossary.Fold(q.Card.Title + "\x00" + e.Quote)
			e, near := relative(t, e, q, p)
			if counted[key] || !near || !applies(t, q, e, r) {
				continue // one card's modifier is not cumulative (several copies count once)
			}
			counted[key] = true
			textStep(r, q, e, []glossary.Ref{glossForfeit}, p.Name+"'s forfeit "+signed(e.Value)+".")
			sum += e.Value
			changed = true
		}
	}
	if !changed {
		return v, false
	}
	return cards.N(max(0, v.Value+sum)), true
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

// relative takes out of e's condition the terms that place the card it
// modifies relative to src ("R2-D2 is forfeit +2 when present", "each
// Jawa at same exterior site"), and says whether p is placed so: at src's
// location, an exterior site when the text says so.
func relative(t *table.Table, e cards.Effect, src, p *table.Piece) (cards.Effect, bool) {
	if p == src {
		return e, true
	}
	var rest []cards.Condition
	near := true
	for _, c := range e.Conditions {
		arg := glossary.Fold(c.Arg)
		switch {
		case c.Kind == "present" && arg == "", c.Kind == "at_same", c.Kind == "here", c.Kind == "at" && strings.HasPrefix(arg, "same "):
			near = near && samePlace(p.Location(), src.Location())
			if strings.Contains(arg, "exterior") {
				if l := t.Location(src.Location()); l != nil {
					ext, known := l.Is(true)
					near = near && (ext || !known)
				}
			}
		default:
			rest = append(rest, c)
		}
	}
	if len(rest) == len(e.Conditions) {
		return e, near
	}
	e.Conditions = rest
	if len(rest) == 0 {
		e.Condition = ""
	}
	return e, near
}
