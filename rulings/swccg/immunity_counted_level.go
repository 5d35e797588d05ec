package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "Immune to attrition < X, where X = the number of Imperials present"
// (Bron Burs), "< number of opponent's smugglers on table" (Bossk (V)),
// "twice the number of …": the level is counted on the table now — the
// active cards the words name at the card's location (the card itself
// included, as Gemp's PresentEvaluator counts), or anywhere on table. A
// level the words do not count ("< Han's power") is not applied.

var reCountedLevel = lazyregexp.New(`(?i)<\s*(?:X,?\s*where\s+X\s*=\s*)?(twice\s+)?(?:the\s+)?number\s+of\s+(.+?)\s+(present|on table)\s*\.?\s*$`)

// countedLevel counts e's level for p; ok is false when its words are not
// a count this rule reads.
func countedLevel(t *table.Table, p *table.Piece, e cards.Effect) (level float64, how string, ok bool) {
	m := reCountedLevel().FindStringSubmatch(strings.TrimSpace(e.Quote))
	if m == nil {
		return 0, "", false
	}
	var names []string
	for _, q := range t.Pieces {
		if q.Card == nil || !q.Active() || !namesCard(m[2], q, p) {
			continue
		}
		if m[3] == "present" && !samePlace(q.Location(), p.Location()) {
			continue
		}
		names = append(names, q.Name)
	}
	n := float64(len(names))
	how = fmt.Sprintf("%s %s: %s", m[2], m[3], orNone(names))
	if m[1] != "" {
		n *= 2
		how += fmt.Sprintf(", twice %d", len(names))
	}
	return n, how + fmt.Sprintf(" (X = %s)", num(n)), true
}
