package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// appliesOrSays decides e's condition for p as applies does, and when the
// table shows it does not hold says so (an unknown condition is already an
// assumption; a canceled text says nothing).
func appliesOrSays(t *table.Table, p *table.Piece, e cards.Effect, cites []glossary.Ref, r *rulings.Ruling) bool {
	if applies(t, p, e, r) {
		return true
	}
	if !p.Entry.TextOff() && !unknownCondition(t, p, e) {
		r.Stepf(cites, "%s's text %q does not apply: on the table, %q does not hold.", p.Name, strings.TrimSpace(e.Quote), conditionText(e))
	}
	return false
}
