package swccg

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// reSetNumber is the number a text sets a value to ("Pilot's power = 0").
var reSetNumber = lazyregexp.New(`=\s*(\d+)`)

// pilotPowerSet: p pilots (or drives) a craft whose text says "Pilot's
// power = 0" (Speeder Bike, Single Trooper Aerial Platform): p's power is
// that number, a value a card sets, so no modifier applies while it
// lasts.
func (vc *valueCalc) pilotPowerSet(p *table.Piece) (float64, bool) {
	h := p.Host
	if vc.st.Name != "power" || h == nil || h.Card == nil || p.Entry.On != "" || !actsAsPilot(p) {
		return 0, false
	}
	for _, e := range h.Card.Effects {
		m := reSetNumber().FindStringSubmatch(e.Quote)
		if e.Kind != "pilot_power" || m == nil {
			continue
		}
		quote := strings.TrimSpace(e.Quote)
		if h.Entry.TextOff() {
			vc.r.Stepf(refs(glossPilot), "%s's text %q does not apply: its game text is %s.", h.Name, quote, h.Entry.TextOffBy())
			continue
		}
		v, _ := strconv.ParseFloat(m[1], 64)
		vc.r.Stepf(refs(glossUnmodifiable, vc.st.Cite), "%s pilots %s, whose text %q sets its pilot's power to %s: a value a card sets is unmodifiable while it lasts, so no modifier applies.", p.Name, h.Name, quote, num(v))
		vc.r.Consult(h.Card.Title, e.Span)
		return v, true
	}
	return 0, false
}
