package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// escortedBy is the captive old escorts, nil if none.
func escortedBy(t *table.Table, old *table.Piece) *table.Piece {
	for _, p := range t.Pieces {
		if p.Entry.Captive && p.Entry.Escort != "" && t.Piece(p.Entry.Escort) == old {
			return p
		}
	}
	return nil
}

// replacedEscort rules the captive of a replaced escort: the new version
// takes the old one's place, so a bounty hunter or warrior keeps the
// captive as its escort (Advanced Rulebook: the new version is placed where
// the current version is, and what is on it transfers if applicable); one
// that can escort no captive leaves it released, as when an escort is
// removed from play (Glossary "escorting"). The returned words name the
// captive for the answer ("" when old escorts none).
func replacedEscort(t *table.Table, old *table.Piece, nw *cards.Card, r *rulings.Ruling) string {
	captive := escortedBy(t, old)
	if captive == nil {
		return ""
	}
	if hasCharacteristic(nw, "bounty hunter") || hasIcon(nw, "Warrior") {
		r.Stepf([]glossary.Ref{refReplace, glossEscorting}, "%s escorts the captive %s: %s, a bounty hunter or warrior, takes %s's place and becomes %s's escort (the captive stays beneath it).", old.Name, captive.Name, nw.Title, old.Name, captive.Name)
		return fmt.Sprintf("%s (escorted captive)", captive.Name)
	}
	r.Stepf([]glossary.Ref{refReplace, glossEscorting}, "%s escorts the captive %s, but %s is neither a bounty hunter nor a warrior and may not escort: the escort is removed, so %s is released and escapes to the Light Side's Used Pile (or, at a site, Light may have it stay there).", old.Name, captive.Name, nw.Title, captive.Name)
	return fmt.Sprintf("%s released", captive.Name)
}
