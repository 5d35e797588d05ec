package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// stackedOn is the one thing a counting modifier counts that the table
// records: "card stacked on A Useless Gesture".
var stackedOn = lazyregexp.New(`(?i)^cards? stacked on (.+)$`)

// perEach scales a counting modifier ("+1 for each card stacked on A
// Useless Gesture (limit +3)") by the table: how is empty for a modifier
// that counts nothing; counted is false when the rule cannot count it.
func perEach(t *table.Table, e cards.Effect) (value float64, how string, counted bool) {
	each, limit, ok := e.PerEach()
	if !ok {
		return e.Value, "", true
	}
	m := stackedOn().FindStringSubmatch(each)
	if m == nil {
		return 0, fmt.Sprintf("counts %q, which the table does not record", each), false
	}
	n, where := 0, m[1]+" is not on table"
	if q := t.Piece(m[1]); q != nil {
		n, where = q.Entry.Stacked, fmt.Sprintf("%d card%s stacked on %s", q.Entry.Stacked, plural(q.Entry.Stacked), q.Name)
	}
	value = e.Value * float64(n)
	how = fmt.Sprintf("%s: %s × %d", where, signed(e.Value), n)
	if limit > 0 && value > limit {
		value = limit
		how += fmt.Sprintf(", limited to %s", signed(limit))
	}
	return value, how, true
}

func signed(v float64) string {
	if v >= 0 {
		return "+" + num(v)
	}
	return num(v)
}
