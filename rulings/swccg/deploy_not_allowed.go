package swccg

import (
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// notAllowedHere: the destination site's "No starships or vehicles here
// (except speeder bikes, …)" on the deploying player's half bars the cards
// it names (the move rule reads the same text for moving there).
func (dp *deployment) notAllowedHere(c *cards.Card, s spot) {
	if s.Place == nil || s.Place.Card == nil || s.HostCard != nil {
		return
	}
	p := &table.Piece{Card: c, Name: c.Title, Entry: &table.Card{Card: c.Title, Owner: dp.d.Player}}
	for _, e := range s.Place.Card.Effects {
		if e.Kind != "not_allowed_here" {
			continue
		}
		if half, quote, bars := notAllowedBars(dp.r, s.Place.Name, s.Place.Card, e, p); bars {
			dp.r.Stepf([]glossary.Ref{refDeploy, glossLocations}, "%s's text on %s's side %q: %s may not deploy there.", s.Place.Name, sideWord(half), quote, c.Title)
			dp.block("%s's text bars %s", s.Place.Name, c.Title)
		}
	}
}
