package swccg

import (
	"fmt"
	"strings"
)

// "Takes off and lands for free." (Lambda-Class Shuttle, Sentinel-Class
// Landing Craft): the card's own text waives the 1 Force landing and
// taking off cost (takes_off_and_lands_free), its condition decided.
func landsFree(c *moveCheck) bool {
	p := c.mover
	if p.Entry.TextOff() {
		return false
	}
	for _, e := range p.Card.Effects {
		if e.Kind != "takes_off_and_lands_free" || !ownText(e, p) || !appliesOrSays(c.t, p, e, cites(landingCost), c.r) {
			continue
		}
		verb := map[bool]string{true: "taking off", false: "landing"}[c.kind == "take_off"]
		textStep(c.r, p, e, cites(landingCost), fmt.Sprintf("%s costs nothing rather than 1 Force.", verb))
		return true
	}
	return false
}

// mayNotBeMoved: the mover's own "may not be moved" (Spice Mines Of
// Kessel's "Deploy on Kessel system (may not be moved)") keeps it from
// every move; the words say what, when the card's text holds them in
// a shape the sentence test (cannotMoveText) does not read. Another
// card's "he may not be moved when frozen" is not applied here.
func mayNotBeMoved(c *moveCheck) string {
	p := c.mover
	if p.Entry.TextOff() {
		return ""
	}
	for _, e := range p.Card.Effects {
		if e.Kind == "may_not_be_moved" && ownText(e, p) && applies(c.t, p, e, c.r) {
			c.r.Consult(p.Card.Title, e.Span)
			return fmt.Sprintf("its own game text %q", strings.TrimSpace(e.Quote))
		}
	}
	return ""
}
