package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Escort texts of devices (Binders): "May now escort any number of
// captives. If device removed from your character, select one captive
// escorted by that character to remain and release all others."
var (
	escortAnyText     = lazyregexp.New(`(?i)may now escort any number of captives`)
	escortRemovedText = lazyregexp.New(`(?i)if device removed from your character, select one captive escorted by that character to remain and release all others`)
)

// escortsAny is the card on the escort that lets it escort any number of
// captives, or nil.
func escortsAny(t *table.Table, escort *table.Piece) *table.Piece {
	for _, p := range t.Pieces {
		if p.Host == escort && escortAnyText().MatchString(p.Card.GameText) {
			return p
		}
	}
	return nil
}

// escorted lists the captives the escort holds.
func escorted(t *table.Table, escort *table.Piece) []string {
	var out []string
	for _, p := range t.Pieces {
		if p.Entry.Captive && p.Entry.Escort != "" && t.Piece(p.Entry.Escort) == escort {
			out = append(out, p.Name)
		}
	}
	return out
}

// deviceRemoved: the device leaves its escort (lost, stolen, transferred,
// removed): one captive stays, the others are released.
func (c captivity) deviceRemoved() {
	r, dev := c.r, c.t.Piece(c.q.By)
	m := escortRemovedText().FindString(dev.Card.GameText)
	if m == "" || dev.Host == nil {
		r.Stepf(refs(glossEscorting), "%s's text (%q) says nothing of captives when it leaves its bearer, or it is on no card.", dev.Name, dev.Card.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's text on leaving its bearer.", dev.Name)
		return
	}
	esc := dev.Host
	held := escorted(c.t, esc)
	r.Stepf(refs(glossEscorting), "%s: %q. %s escorts %s.", dev.Name, m, esc.Name, orNone(held))
	r.Verdict = rulings.Answer
	if len(held) <= 1 {
		r.Answer = fmt.Sprintf("No choice: %s keeps %s; nothing is released.", esc.Name, orNone(held))
		return
	}
	r.Stepf(refs(glossEscorting), "Each character may escort only one captive at a time: without %s, %s keeps one.", dev.Name, esc.Name)
	r.Answer = fmt.Sprintf("Dark selects one of %s to remain with %s; the others are released.", strings.Join(held, ", "), esc.Name)
}
