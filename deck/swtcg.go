package deck

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// Star Wars TCG construction limits (rulebook "Deck Rules").
const (
	TCGMinDeck   = 60
	TCGMaxCopies = 4
)

// checkTCG checks what the rulebook allows without card data: the deck's
// minimum size and the copies of one name and version. There is no Star
// Wars TCG card database, so side and type rules are reported as unchecked.
func checkTCG(rep *Report) {
	if rep.Total < TCGMinDeck {
		rep.fault(0, 0, []glossary.Ref{refTCGDeckRules, refTCGDeck}, "the deck has %d cards; a Star Wars TCG deck has at least %d", rep.Total, TCGMinDeck)
	}
	copies := map[string]int{}
	var lines = map[string][]string{}
	for _, c := range rep.Cards {
		key := titleKey(c.Name)
		before := copies[key]
		copies[key] += c.Count
		lines[key] = append(lines[key], fmt.Sprint(c.Line))
		if before <= TCGMaxCopies && copies[key] > TCGMaxCopies {
			rep.fault(c.Line, c.Col, []glossary.Ref{refTCGDeckRules, refTCGSameName},
				"%d copies of %q (line %s); a deck may hold at most %d of one name and version", copies[key], c.Name, strings.Join(lines[key], ", "), TCGMaxCopies)
		}
	}
	rep.note(0, 0, []glossary.Ref{refTCGDeckRules}, "not checked: that the deck does not mix Light Side and Dark Side cards (there is no Star Wars TCG card data to tell a card's side)")
	rep.note(0, 0, []glossary.Ref{refTCGDeckRules, refTCGType}, "not checked: at least 12 Space, 12 Ground and 12 Character cards, and no unit type more than twice another (there is no card data to tell a card's type)")
	rep.note(0, 0, []glossary.Ref{refTCGSameName}, "names are compared as written, version letter included (\"Luke Skywalker A\"); a misspelt name counts as another card")
}
