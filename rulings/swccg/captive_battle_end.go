package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// battleEnds rules what becomes of a captive when a battle it fought away
// from its escort (Captive Fury: "any of your escorted captives at same site
// may initiate and participate in one battle") ends or is canceled. by: is
// the escort it had when the battle began, on table or gone from it. The
// card lets the captives battle and releases nobody (releasing is by cards
// that say so, Glossary "releasing captives"; the Dark Side may not
// voluntarily release, "capturing characters"), so the captive goes back
// to that escort unless the table says otherwise: the escort is gone
// ("escorting": released), it has another escort now, or it went missing.
func (c captivity) battleEnds() {
	r, e := c.r, c.p.Entry
	by := c.q.By
	switch {
	case e.Missing:
		r.Stepf(refs(glossMissing), "%s went missing: a missing character is placed beneath the site where it became missing (still on table; a search party or a card may find it), so it is not placed back beneath %s.", c.p.Name, by)
		r.Assume("the documents do not say whether a captive that goes missing stays a captive; ruled as missing at the site, no longer with its escort")
		c.no("%s does not return to %s: it is missing at %s.", c.p.Name, by, c.p.Location())
		return
	case !e.Captive:
		r.Stepf(refs(glossReleasing), "%s is no longer a captive (captive: true is not set): it was released during the battle.", c.p.Name)
		c.no("%s does not return to %s: it is no longer a captive.", c.p.Name, by)
		return
	case e.Escort != "" && c.t.Piece(e.Escort) != c.t.Piece(by):
		r.Stepf(refs(glossEscorting, glossCapturingCharacters), "%s was captured again during the battle and %s is its escort now; an escort may not give its captive to another bounty hunter or warrior, so it does not go back to %s.", c.p.Name, e.Escort, by)
		c.no("%s does not return to %s: it stays with its new escort, %s.", c.p.Name, by, e.Escort)
		return
	}
	esc := c.t.Piece(by)
	switch {
	case esc == nil:
		r.Stepf(refs(glossEscorting), "%s, its escort, is no longer on table (forfeited or lost): if an escort is lost or otherwise removed from play, the escorted captive is released and escapes to the Light Side player's Used Pile, or at a site Light may have it remain there, returning to the Light Side.", by)
		c.no("%s is released: %s is gone. To Light's Used Pile, or (Light's choice) it stays at %s on Light's side.", c.p.Name, by, c.p.Location())
		return
	case esc.Entry.Missing:
		r.Stepf(refs(glossMissing, glossEscorting), "%s, its escort, is missing: a missing character is not considered to be at the site for anything but the cards that target missing characters, so it cannot take the captive back.", esc.Name)
		r.Assume("the documents do not say what becomes of a captive whose escort goes missing; ruled as an escort removed: the captive is released")
		c.no("%s is released: its escort %s is missing. It stays at %s on Light's side (or goes to Light's Used Pile).", c.p.Name, esc.Name, c.p.Location())
		return
	}
	if craft := esc.Host; craft != nil && c.p.Host != craft && !roomForCaptive(c.t, craft) {
		r.Stepf(refs(glossEscorting, glossCapacity), "%s is aboard %s, which has no passenger capacity left for %s (a captive occupies passenger capacity aboard vehicles and starships).", esc.Name, craft.Name, c.p.Name)
		r.Assume("the documents do not say what happens when the escort's vehicle or starship has no room for the returning captive; ruled as the escort leaving it for the site to take the captive back")
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s returns to %s, its escort, still a captive: %s leaves %s (no room aboard) and escorts it at %s.", c.p.Name, esc.Name, esc.Name, craft.Name, c.p.Location())
		return
	}
	r.Stepf(refs(captiveFuryOthers, glossReleasing, glossCapturingCharacters), "Battling away from %s (Captive Fury) releases nobody (captives are released only by cards that say so, and the Dark Side may not voluntarily release), and %s is still on table: %s goes back beneath it, still its captive.", esc.Name, esc.Name, c.p.Name)
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("Yes. %s returns to %s, its escort, still a captive.", c.p.Name, esc.Name)
}

// roomForCaptive: does the craft's "May carry"/"May add" capacity have a
// passenger's place left (unknown capacity: taken as room)?
func roomForCaptive(t *table.Table, craft *table.Piece) bool {
	cp := capacityOf(craft.Card)
	if cp.Text == "" {
		return true
	}
	pilots, passengers := 0, 0
	for _, q := range t.Pieces {
		if q.Host != craft || q.Entry.Aboard == "" || !isType(q, "Character") || q.Entry.CaptiveBattling {
			continue
		}
		if q.Entry.Slot == "pilot" || q.Entry.Slot == "driver" {
			pilots++
		} else {
			passengers++
		}
	}
	return cp.room("passenger", pilots, passengers)
}
