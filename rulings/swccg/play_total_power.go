package swccg

import (
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// battleTotals computes both sides' total power at the battle location
// the way "value: total_power" does, when the file gives no battle power:
// a text comparing them ("with more than double your total power") is
// decided from the cards there, not taken as met.
func (pl *playing) battleTotals(who table.Side) (own, opp float64) {
	at := pl.t.State.Battle.At
	for _, side := range []table.Side{who, who.Opponent()} {
		var scratch rulings.Ruling
		v := totalPower(pl.t, &ValueAsk{Stat: "total_power", Side: side, At: at}, &scratch)
		pl.r.Stepf(refs(glossPowerSegment, totalAdding), "The %s Side's total power at %s: %s (its cards there, as the power segment adds them; the file gives no battle: power:).", player(side), at, num(v))
		pl.r.Assumptions = append(pl.r.Assumptions, scratch.Assumptions...)
		if side == who {
			own = v
		} else {
			opp = v
		}
	}
	return own, opp
}
