package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "May 'fly' (landspeed = 3)." (Boba Fett, Watto; Jet Pack for the alien
// it is deployed on): the card's landspeed is the one its text gives
// (Glossary 2.0 "Boba Fett (Cloud City)": "May 'fly' (landspeed = 3)"),
// not the 1 of every character. A flier still moves by landspeed from
// site to site: 'flying' changes how far, nothing else the documents say.

// flyingLandspeed is p's landspeed by a "may 'fly' (landspeed = N)" text,
// its own or a device's on it, with the card whose text says it.
func flyingLandspeed(t *table.Table, p *table.Piece) (speed float64, from *table.Piece, e cards.Effect, ok bool) {
	if p.Entry.Landspeed != nil || p.Card.Landspeed.Defined {
		return 0, nil, cards.Effect{}, false // the file's or the printed landspeed stands
	}
	for _, q := range t.Pieces {
		if q != p && (q.Host != p || q.Entry.On == "") {
			continue
		}
		if q.Entry.TextOff() || !hasKind(q.Card, "may_fly") {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind == "landspeed" && e.Target == "" && e.Condition == "" {
				return e.Value, q, e, true
			}
		}
	}
	return 0, nil, cards.Effect{}, false
}

func hasKind(c *cards.Card, kind string) bool {
	for _, e := range c.Effects {
		if e.Kind == kind {
			return true
		}
	}
	return false
}

// flyStep states where a flier's landspeed comes from.
func (c *moveCheck) flyStep(p, from *table.Piece, e cards.Effect) {
	whose := "its own text"
	if from != p {
		whose = from.Name + ", deployed on it"
	}
	c.r.Stepf(cites(glossLandspeed), "%s may 'fly': its landspeed is %s by %s (%q), not the 1 of a character.", p.Name, num(e.Value), whose, strings.TrimSpace(flyQuote(from.Card)))
}

// flyQuote is the card's "May 'fly' (landspeed = N)" as printed.
func flyQuote(c *cards.Card) string {
	for _, e := range c.Effects {
		if e.Kind == "may_fly" {
			end := strings.Index(c.GameText[e.Span[0]:], ")")
			if end > 0 {
				return c.GameText[e.Span[0] : e.Span[0]+end+1]
			}
			return e.Quote
		}
	}
	return ""
}
