package deck

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// DeckSize is the size of a Star Wars CCG game deck.
const DeckSize = 60

// suggestions bounds the "did you mean" and candidate lists of a finding.
const suggestions = 5

// notStarting are the titles the Glossary's "starting locations" entry
// lists as unable to be a starting location.
var notStarting = []string{
	"Asteroid Field", "Big One", "Big One: Asteroid Cave Or Space Slug Belly", "Clouds",
	"Death Star: Trench", "Sandcrawler: Droid Junkheap", "Sandcrawler: Loading Bay", "Star Destroyer: Launch Bay",
}

// checkCCG checks a Star Wars CCG deck: every card exists, one side, at
// most one Objective, something to start the game with; the size is the
// format's (applyFormat).
func checkCCG(rep *Report, d *Decklist, db *cards.DB) {
	pending := resolveCards(rep, db)
	rep.Side = deckSide(rep, d.Side)
	for _, i := range pending {
		settleBySide(rep, db, i)
	}
	checkSides(rep, d.Side != "")
	checkObjectives(rep)
	checkStart(rep)
	notePersonas(rep)
}

// checkSize is the Glossary's 60-card deck, for a deck checked in no
// format (a format says its own size).
func checkSize(rep *Report) {
	if rep.Total != DeckSize {
		rep.fault(0, 0, []glossary.Ref{refObjective, refReserveDeck}, "the deck has %d cards; a Star Wars CCG game deck has %d", rep.Total, DeckSize)
	}
}

// resolveCards identifies each line's card, reporting unknown names and
// reading misspellings as the closest title. It returns the lines whose
// name fits cards on both sides, to be settled once the deck's side is known.
func resolveCards(rep *Report, db *cards.DB) (pending []int) {
	for i := range rep.Cards {
		c := &rep.Cards[i]
		r, cs := candidates(db, c.Name, c.section)
		switch {
		case len(cs) == 0 && len(r.Suggestions) > 0:
			rep.fault(c.Line, c.Col, nil, "no card is called %q; did you mean %s?", c.Name, candidateList(r.Suggestions, suggestions))
		case len(cs) == 0:
			rep.fault(c.Line, c.Col, nil, "no card is called %q", c.Name)
		case len(cs) > 1:
			pending = append(pending, i)
		default:
			c.identify(cs[0])
			if r.How == "fuzzy" {
				rep.note(c.Line, c.Col, nil, "read %q as %s, the closest title", c.Name, cardLabel(cs[0]))
			}
		}
	}
	return pending
}

func (c *Card) identify(card *cards.Card) {
	c.card, c.ID, c.Title, c.Side, c.Type = card, card.ID, card.Title, card.Side, card.Type
}

// deckSide is the side the header names, else the side most identified
// cards are on; on a tie, the side of the first identified card.
func deckSide(rep *Report, header cards.Side) cards.Side {
	if header != "" {
		return header
	}
	var first cards.Side
	count := map[cards.Side]int{}
	for _, c := range rep.Cards {
		if c.card == nil {
			continue
		}
		if first == "" {
			first = c.Side
		}
		count[c.Side] += c.Count
	}
	switch {
	case count[cards.Light] > count[cards.Dark]:
		return cards.Light
	case count[cards.Dark] > count[cards.Light]:
		return cards.Dark
	}
	return first
}

// settleBySide identifies a name that fits several cards by the deck's
// side, or reports the candidates.
func settleBySide(rep *Report, db *cards.DB, i int) {
	c := &rep.Cards[i]
	_, cs := candidates(db, c.Name, c.section)
	onSide := filterCards(cs, func(card *cards.Card) bool { return card.Side == rep.Side })
	if len(onSide) == 1 {
		c.identify(onSide[0])
		return
	}
	rep.fault(c.Line, c.Col, nil, "%q could be any of %d cards: %s; name one by its full title or id", c.Name, len(cs), candidateList(cs, suggestions))
}

// checkSides reports every card of the other side.
func checkSides(rep *Report, fromHeader bool) {
	why := "most of its cards are"
	if fromHeader {
		why = "its header says"
	}
	for _, c := range rep.Cards {
		if c.card != nil && c.Side != rep.Side {
			rep.fault(c.Line, c.Col, []glossary.Ref{refCounting, refStealing},
				"%s is a %s Side card in a %s Side deck (%s %s Side); a deck holds one side's cards", cardLabel(c.card), c.Side, rep.Side, why, rep.Side)
		}
	}
}

// checkObjectives reports every Objective after the first.
func checkObjectives(rep *Report) {
	var first *Card
	for i := range rep.Cards {
		c := &rep.Cards[i]
		if c.card == nil || c.Type != "Objective" {
			continue
		}
		switch {
		case first == nil && c.Count > 1:
			rep.fault(c.Line, c.Col, []glossary.Ref{refObjective}, "%d copies of the Objective %s; a deck may hold only one Objective", c.Count, cardLabel(c.card))
		case first != nil:
			rep.fault(c.Line, c.Col, []glossary.Ref{refObjective}, "a second Objective, %s (the first is %s on line %d); a deck may hold only one Objective", cardLabel(c.card), cardLabel(first.card), first.Line)
		}
		if first == nil {
			first = c
		}
	}
}

// checkStart reports a deck with neither an Objective nor a location that
// may be a starting location.
func checkStart(rep *Report) {
	var excluded []string
	usable := false
	for _, c := range rep.Cards {
		switch {
		case c.card == nil:
		case c.Type == "Objective":
			return
		case c.Type == "Location" && isNotStarting(c.Title):
			excluded = append(excluded, fmt.Sprintf("%s (line %d)", cardLabel(c.card), c.Line))
		case c.Type == "Location":
			usable = true
		}
	}
	switch {
	case usable:
		rep.note(0, 0, []glossary.Ref{refStartingLoc}, "not checked: whether rules or game text make each location deploy relative to a card already on table, which also rules it out as a starting location")
	case len(excluded) > 0:
		rep.fault(0, 0, []glossary.Ref{refStartingLocList, refStartingGame}, "no location in the deck may be a starting location (%s) and there is no Objective to deploy instead", strings.Join(excluded, ", "))
	default:
		rep.fault(0, 0, []glossary.Ref{refStartingGame, refStartingLoc}, "the deck has no location and no Objective to start the game with")
	}
}

func isNotStarting(title string) bool {
	for _, t := range notStarting {
		if titleKey(t) == titleKey(title) {
			return true
		}
	}
	return false
}
