package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// SiteText rules which of a player's location game text is in force at a
// site: its own, and what an Effect 'expands' to it from an adjacent site
// (Expand The Empire).
var SiteText = register(&Rule[*SiteTextAsk]{
	ID:       "site-text",
	Title:    "A player's location game text in force at a site",
	Question: "site_text",
	Schema:   "description=which location game text of the player is in force at this site (its own, and what an Effect expands to it from an adjacent site)?",
	Check:    checkSiteTextAsk,
	Describe: func(q *SiteTextAsk) string { return fmt.Sprintf("site_text: %s at %s", q.Player, q.At) },
	Doc: `The site's own game text on the player's side of its location card
(owner: gives the card), plus, for each of the player's Effects reading
"'Expands' your 'game text' for that site to add to your 'game text' at the
adjacent sites" on a site adjacent to it (as adjacent rules it: a vehicle
site is adjacent to the site where its vehicle is), that site's text on the
player's side. Game text only: titles and marker numbers are not expanded.`,
	Cites: []glossary.Ref{expandTextOnly, glossAdjacent},
	Run:   runSiteText,
})

var (
	expandTextOnly = narrow(table.GlossaryRef("Expand The Empire"), "This Effect 'expands' game text to the adjacent sites, but it does not expand card titles, marker numbers etc.")
	expandText     = lazyregexp.New(`(?i)'expands' your 'game text' for that site to add to your 'game text' at the adjacent sites`)
)

// SiteTextAsk names the player and the site.
type SiteTextAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	At     string     `json:"at" jsonschema:"required,description=the site"`

	place *table.Place
}

func checkSiteTextAsk(c *table.Checker, q *SiteTextAsk) error {
	if err := c.Side(q.Player); err != nil {
		return err
	}
	if c.Table().Location(q.At) == nil {
		return c.Errorf(".at", "no location %q on table", q.At)
	}
	q.place = c.Place(q.At)
	return nil
}

func runSiteText(t *table.Table, q *SiteTextAsk) rulings.Ruling {
	var r rulings.Ruling
	own := locationSideText(t.Location(q.At), q.Player)
	r.Stepf(refs(expandTextOnly), "%s's own text on %s's side: %s.", q.At, sideTitle(q.Player), quoteOrNone(own))
	var expanded []string
	for _, fx := range t.Pieces {
		if fx.Owner() != q.Player || !expandText().MatchString(fx.Card.GameText) {
			continue
		}
		from := fx.Location()
		if samePlace(from, q.At) || t.Location(from) == nil {
			continue
		}
		adj := runAdjacent(t, &AdjacentAsk{A: from, B: q.At, places: [2]*table.Place{{Name: from, Entry: t.Location(from)}, q.place}})
		if adj.Verdict != rulings.Yes {
			r.Stepf(refs(expandTextOnly, glossAdjacent), "%s is on %s, which is not adjacent to %s: %s", fx.Name, from, q.At, adj.Answer)
			continue
		}
		text := locationSideText(t.Location(from), q.Player)
		r.Stepf(refs(expandTextOnly, glossAdjacent), "%s on %s, adjacent to %s, expands %s's game text there: %s.", fx.Name, from, q.At, from, quoteOrNone(text))
		if text != "" {
			expanded = append(expanded, fmt.Sprintf("expanded from %s (%s): %q", from, fx.Name, text))
		}
	}
	if len(expanded) == 0 {
		expanded = []string{"nothing expanded to it"}
	}
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("%s's game text at %s: its own %s; %s.", sideTitle(q.Player), q.At, quoteOrNone(own), strings.Join(expanded, "; "))
	return r
}

// locationSideText is the player's side of a location card's text.
func locationSideText(l *table.Location, s table.Side) string {
	if l == nil || l.Card == nil {
		return ""
	}
	return sideText(l.Card.GameText, s)
}

func quoteOrNone(s string) string {
	if s == "" {
		return "none"
	}
	return fmt.Sprintf("%q", s)
}
