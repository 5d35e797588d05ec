package swccg

import (
	"strconv"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// reRaceTotal is a condition on race totals (Podrace Arena: "While either
// player's race total > 0, no battles or Force drains here").
var reRaceTotal = lazyregexp.New(`(?i)^(either player's|each player's|your|opponent's) (?:highest )?race total ([<>]=?|=) (\d+)$`)

// raceTotalCondition decides a race-total condition from podrace: (no
// podrace: in the file leaves it unknown); matched is false for other words.
func raceTotalCondition(t *table.Table, p *table.Piece, body string) (holds, known, matched bool) {
	m := reRaceTotal().FindStringSubmatch(body)
	if m == nil {
		return false, false, false
	}
	if t.State.Podrace == nil {
		return false, false, true
	}
	n, _ := strconv.ParseFloat(m[3], 64)
	var sides []table.Side
	switch m[1] {
	case "your":
		sides = []table.Side{p.Owner()}
	case "opponent's":
		sides = []table.Side{p.Owner().Opponent()}
	default:
		sides = table.Sides
	}
	all := m[1] == "each player's"
	for _, s := range sides {
		if s != table.Dark && s != table.Light {
			return false, false, true
		}
		ok := false
		for _, v := range raceTotals(t, s) {
			ok = ok || map[string]bool{">": v > n, ">=": v >= n, "<": v < n, "<=": v <= n, "=": v == n}[m[2]]
		}
		if ok && !all {
			return true, true, true
		}
		if !ok && all {
			return false, true, true
		}
	}
	return all, true, true
}
