package swccg

import (
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A mover's landspeed or hyperspeed is the one the table gives it now: the
// printed value with the modifiers of the cards on table ("Hyperspeed +1
// while Han piloting", Evacuation Control's "each of your medium
// transports at same planet is hyperspeed +2"), or the value a text sets
// (hyperspeed_set), read as the value rule reads them (landspeed_modifier,
// hyperspeed_modifier). The file's landspeed:/hyperspeed: is the value
// now, and a flier's landspeed is its own: neither is modified again.

// textSpeed is p's stat ("landspeed", "hyperspeed") from base, printed.
func (c *moveCheck) textSpeed(p *table.Piece, stat string, base float64) float64 {
	if stat == "landspeed" && p.Entry.Landspeed != nil || stat == "hyperspeed" && p.Entry.Hyperspeed != nil {
		return base
	}
	st, _ := statNamed(stat)
	vc := &valueCalc{t: c.t, r: c.r, st: st}
	if v, ok := vc.setByText(p, nil, base); ok {
		return v
	}
	mods := vc.modifiers(p)
	if len(mods) == 0 {
		return base
	}
	v := max(base+vc.sum(mods), 0)
	c.r.Stepf(cites(st.Cite, freeMovesAll), "%s's %s is %s: printed %s, modified as above.", p.Name, st.Word, num(v), num(base))
	return v
}
