package swccg

import (
	"slices"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// embarkRoom checks that the craft has room for the character embarking:
// its "May add"/"May carry" capacity, less the cards aboard (an escorted
// captive "occupies passenger capacity aboard vehicles and starships",
// Glossary "escorting") and the cards of the same move embarking before
// it. ok is false when there is no room; known is false when the craft's
// text gives no capacity the engine reads.
func embarkRoom(c *moveCheck, craft *table.Piece) (ok, known bool) {
	p := c.mover
	if !isType(p, "Character") {
		return true, false
	}
	cp := capacityOf(craft.Card)
	if cp.Text == "" {
		return true, false
	}
	pilots, passengers, captives := 0, 0, ""
	for _, q := range c.t.Pieces {
		if q.Host != craft || q.Entry.Aboard == "" || !isType(q, "Character") {
			continue
		}
		switch {
		case q.Entry.Slot == "pilot" || q.Entry.Slot == "driver":
			pilots++
		case q.Entry.Captive:
			passengers++
			captives = " (the captive " + q.Name + " takes a passenger's place)"
		default:
			passengers++
		}
	}
	for _, q := range c.t.Pieces {
		// a captive written at the site still rides with an escort aboard
		if esc := c.t.Piece(q.Entry.Escort); q.Entry.Captive && q.Host != craft && esc != nil && esc.Host == craft {
			passengers++
			captives = " (the captive " + q.Name + " takes a passenger's place)"
		}
	}
	for _, name := range c.q.Cards[:max(0, slices.Index(c.q.Cards, c.name))] {
		if q := c.t.Piece(name); q != nil && q != p && isType(q, "Character") && q.Host != craft {
			passengers++
		}
	}
	room := cp.room("passenger", pilots, passengers)
	switch {
	case c.q.Slot == "pilot" || c.q.Slot == "driver":
		room = cp.room("pilot", pilots, passengers)
	case c.q.Slot == "" && hasIcon(p.Card, "Pilot"):
		room = room || cp.room("pilot", pilots, passengers)
	}
	cites := []glossary.Ref{glossCapacity}
	if captives != "" {
		cites = append(cites, glossEscorting)
	}
	if room {
		c.r.Stepf(cites, "%s: %q, with %d pilot(s) and %d passenger(s) aboard or embarking before it%s: room for %s.", craft.Name, cp.Text, pilots, passengers, captives, p.Name)
		return true, true
	}
	c.r.Stepf(cites, "%s: %q, with %d pilot(s) and %d passenger(s) aboard or embarking before it%s: no room for %s.", craft.Name, cp.Text, pilots, passengers, captives, p.Name)
	return false, true
}
