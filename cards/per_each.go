package cards

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// rePerEach reads the count of a modifier "+1 for each card stacked on A
// Useless Gesture (limit +3)" from its quote.
var rePerEach = lazyregexp.New(`(?i)\bfor each ([^.(]+?)\s*(?:\(limit ([+-]?\d+)\))?\.?$`)

// PerEach says whether a modifier counts something: Value applies once for
// each Each ("card stacked on A Useless Gesture"), in total no more than
// Limit (0: no limit).
func (e Effect) PerEach() (each string, limit float64, ok bool) {
	m := rePerEach().FindStringSubmatch(e.Quote)
	if m == nil {
		return "", 0, false
	}
	if m[2] != "" {
		n, _ := strconv.Atoi(strings.TrimPrefix(m[2], "+"))
		limit = float64(n)
	}
	return strings.TrimSpace(m[1]), limit, true
}
