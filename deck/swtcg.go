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
	TCGMinUnits  = 12 // of each of Space, Ground and Character
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
	if !checkTCGTypes(rep) {
		rep.note(0, 0, []glossary.Ref{refTCGDeckRules, refTCGType}, "not checked: at least 12 Space, 12 Ground and 12 Character cards, and no unit type more than twice another (there is no card data to tell a card's type; put every card under a heading naming its type, such as \"Space:\", \"Ground:\", \"Character:\", \"Battle:\", \"Mission:\" or \"Location:\", to have them checked)")
	}
	rep.note(0, 0, []glossary.Ref{refTCGSameName}, "names are compared as written, version letter included (\"Luke Skywalker A\"); a misspelt name counts as another card")
}

// TCG card types a decklist heading may name, by the heading's first word
// (folded, plural s dropped): the three unit types, and the types that do
// not count toward the unit minimums (a Location is not a unit type).
var tcgHeadingTypes = map[string]string{
	"space": "Space", "ground": "Ground", "character": "Character",
	"battle": "Battle", "mission": "Mission", "location": "Location",
}

// tcgSectionType is the card type a heading names, or "".
func tcgSectionType(heading string) string {
	f := strings.Fields(glossary.Fold(heading))
	if len(f) == 0 {
		return ""
	}
	return tcgHeadingTypes[strings.TrimSuffix(f[0], "s")]
}

// checkTCGTypes applies the unit-type minimums and the twice rule when
// every card sits under a heading naming its type, and reports whether it
// could. The rulebook's example: 12 Space units allow at most 24 Ground.
func checkTCGTypes(rep *Report) bool {
	units := map[string]int{}
	for i := range rep.Cards {
		c := &rep.Cards[i]
		typ := tcgSectionType(c.section)
		if typ == "" {
			return false
		}
		c.Type = typ
		if typ == "Space" || typ == "Ground" || typ == "Character" {
			units[typ] += c.Count
		}
	}
	if len(rep.Cards) == 0 {
		return false
	}
	cites := []glossary.Ref{refTCGDeckRules, refTCGDeck, refTCGType}
	least, most := "", ""
	for _, typ := range []string{"Space", "Ground", "Character"} {
		if units[typ] < TCGMinUnits {
			rep.fault(0, 0, cites, "%d %s units; a Star Wars TCG deck has at least %d of each unit type (Locations do not count)", units[typ], typ, TCGMinUnits)
		}
		if least == "" || units[typ] < units[least] {
			least = typ
		}
		if most == "" || units[typ] > units[most] {
			most = typ
		}
	}
	if units[most] > 2*units[least] {
		rep.fault(0, 0, cites, "%d %s units against %d %s units: no unit type may be more than twice another (with %d %s, at most %d %s)",
			units[most], most, units[least], least, units[least], least, 2*units[least], most)
	}
	rep.note(0, 0, []glossary.Ref{refTCGType}, "card types are read from the decklist's headings: %d Space, %d Ground and %d Character units", units["Space"], units["Ground"], units["Character"])
	return true
}
