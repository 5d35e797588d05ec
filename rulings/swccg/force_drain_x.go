package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "When at Detention Block Corridor, adds X to your Force drains there,
// where X = the number of captives present" (IT-O): the card database
// reads X's definition with its condition (defines_x); the bonus is X,
// counted on the table, for drains where the card is.
var (
	reDrainAddsX = lazyregexp.New(`(?i)[^.]*\badds X to your Force drains (?:there|here)\b[^.]*`)
	reCountOf    = lazyregexp.New(`(?i)^the number of (.+?) present$`)
)

// xBonus is q's "adds X to your Force drains there" for this drain; read
// is false when q's text has none.
func (d drain) xBonus(q *table.Piece) (bonus float64, read bool) {
	sentence := strings.TrimSpace(reDrainAddsX().FindString(q.Card.GameText))
	if sentence == "" || q.Owner() != d.q.Player {
		return 0, false
	}
	var def *cards.Effect
	for i := range q.Card.Effects {
		if q.Card.Effects[i].Kind == "defines_x" {
			def = &q.Card.Effects[i]
		}
	}
	if def == nil || !samePlace(q.Location(), d.place) {
		return 0, def != nil
	}
	e := *def
	e.Quote = sentence
	if !applies(d.t, q, e, d.r) {
		if !unknownCondition(d.t, q, e) {
			d.r.Stepf(refs(glossDrainModifier), "%s's text %q does not apply: on the table, %q does not hold.", q.Name, sentence, conditionText(e))
		}
		return 0, true
	}
	n, which, known := countPresent(d.t, q, def.Target)
	if !known {
		d.r.Stepf(refs(glossDrainModifier), "%s's text %q: X = %s, which this rule does not count: not applied.", q.Name, sentence, def.Target)
		d.r.Assume("%s's Force drain bonus X (%s) is not counted", q.Name, def.Target)
		return 0, true
	}
	textStep(d.r, q, e, refs(glossDrainModifier, automaticMandatory), fmt.Sprintf("X = %s: %d (%s), so the drain is %s (an automatic modifier).", def.Target, n, orNone(which), signed(float64(n))))
	d.r.Consult(q.Card.Title, def.Span)
	return float64(n), true
}

// countPresent counts "the number of captives present", "the number of
// Jawas present" at q's location: captives by their status, other cards by
// the words (active, not inside an enclosed vehicle or starship).
func countPresent(t *table.Table, q *table.Piece, what string) (n int, which []string, known bool) {
	m := reCountOf().FindStringSubmatch(strings.TrimSpace(what))
	if m == nil {
		return 0, nil, false
	}
	captives := strings.HasPrefix(strings.ToLower(m[1]), "captive")
	for _, p := range t.Pieces {
		if p == q || !samePlace(p.Location(), q.Location()) || p.Host != nil && p.Host.Enclosed() {
			continue
		}
		switch {
		case captives && p.Entry.Captive:
		case !captives && p.Active() && namesKind(m[1], p):
		default:
			continue
		}
		which = append(which, p.Name)
	}
	return len(which), which, true
}

// force-drain reads these words itself: its rulings do not list them as
// not read.
func init() { addOwnReading(ForceDrain.ID, reDrainAddsX) }
