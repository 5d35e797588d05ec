package swtcg

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refDeckRules = rules("Section 1: The Basics", "Deck Rules")
	glossDeck    = gloss("deck")
)

// DeckRule rules on a deck's legality.
var DeckRule = register(&Rule[*DeckAsk]{
	ID:       "swtcg-deck",
	Title:    "Deck rules: is this deck legal?",
	Question: "deck",
	Schema:   "description=is this deck legal?",
	Check:    checkDeck,
	Describe: func(q *DeckAsk) string { return fmt.Sprintf("deck: %d card(s)", deckSize(q)) },
	Doc: `A deck has at least 60 cards; it does not mix Light Side and Dark Side
cards (neutral cards go in any deck); it has at least 12 Space, 12 Ground
and 12 Character cards, and no more than twice as many unit cards of one
type as of another; and no more than 4 copies of a card with the same name
and version (the same English name; Anakin Skywalker and Darth Vader are
two names here).`,
	Cites: refs(refDeckRules, glossDeck, glossSameName, deckAtLeast60, deckSides, deckTwelve, deckTwice, deckTwiceExample, deckFour),
	Run:   runDeck,
})

// DeckAsk is a deck: each card with its count.
type DeckAsk struct {
	Cards []DeckCard `json:"cards" jsonschema:"required,minItems=1"`
}

// DeckCard is one card of a deck and how many copies.
type DeckCard struct {
	Name    string   `json:"name" jsonschema:"required"`
	Version string   `json:"version,omitempty" jsonschema:"pattern=^[A-Z]$"`
	Type    CardType `json:"type" jsonschema:"required,enum=space,enum=ground,enum=character,enum=battle,enum=mission,enum=location"`
	Side    string   `json:"side,omitempty" jsonschema:"enum=light,enum=dark,enum=neutral,description=the card's side symbol (default neutral)"`
	Count   int      `json:"count,omitempty" jsonschema:"minimum=1,description=copies (default 1)"`
}

func deckSize(q *DeckAsk) int {
	n := 0
	for _, c := range q.Cards {
		n += max(c.Count, 1)
	}
	return n
}

func runDeck(t *Table, q *DeckAsk) rulings.Ruling {
	var r ruling
	var faults []string
	n := deckSize(q)
	if n < 60 {
		r.Stepf(refs(deckAtLeast60), "The deck has %d cards: a deck has at least 60.", n)
		faults = append(faults, fmt.Sprintf("%d cards, fewer than 60", n))
	} else {
		r.Stepf(refs(deckAtLeast60), "The deck has %d cards: at least 60.", n)
	}
	sides := map[string]int{}
	byType := map[CardType]int{}
	copies := map[string]int{}
	var keys []string
	for _, c := range q.Cards {
		k := max(c.Count, 1)
		if c.Side == "light" || c.Side == "dark" {
			sides[c.Side] += k
		}
		byType[c.Type] += k
		key := cardLabel(Card{Name: c.Name, Version: c.Version})
		if _, seen := copies[glossary.Fold(key)]; !seen {
			keys = append(keys, key)
		}
		copies[glossary.Fold(key)] += k
	}
	if sides["light"] > 0 && sides["dark"] > 0 {
		r.Stepf(refs(deckSides), "It has %d Light Side and %d Dark Side cards: a deck does not contain both (neutral cards go in any deck).", sides["light"], sides["dark"])
		faults = append(faults, "Light Side and Dark Side cards together")
	} else {
		r.Stepf(refs(deckSides), "It does not mix Light Side and Dark Side cards.")
	}
	s, g, ch := byType[SpaceUnit], byType[GroundUnit], byType[CharacterUnit]
	var few []string
	for _, u := range []struct {
		name string
		n    int
	}{{"Space", s}, {"Ground", g}, {"Character", ch}} {
		if u.n < 12 {
			few = append(few, fmt.Sprintf("%d %s", u.n, u.name))
		}
	}
	if len(few) > 0 {
		r.Stepf(refs(deckTwelve), "Unit cards: %d Space, %d Ground, %d Character; at least 12 of each are needed (Location cards are not unit cards).", s, g, ch)
		faults = append(faults, "fewer than 12 "+strings.Join(few, ", "))
	} else {
		r.Stepf(refs(deckTwelve), "Unit cards: %d Space, %d Ground, %d Character: at least 12 of each.", s, g, ch)
	}
	lo, hi := min(s, g, ch), max(s, g, ch)
	if lo > 0 && hi > 2*lo {
		r.Stepf(refs(deckTwice, deckTwiceExample), "%d unit cards of one type is more than twice the %d of another: the most allowed with %d is %d.", hi, lo, lo, 2*lo)
		faults = append(faults, fmt.Sprintf("%d unit cards of one type against %d of another", hi, lo))
	} else if lo > 0 {
		r.Stepf(refs(deckTwice), "No unit type has more than twice the cards of another (%d at most against %d at least).", hi, lo)
	}
	sort.Strings(keys)
	var over []string
	for _, k := range keys {
		if c := copies[glossary.Fold(k)]; c > 4 {
			over = append(over, fmt.Sprintf("%d of %s", c, k))
		}
	}
	if len(over) > 0 {
		r.Stepf(refs(deckFour, glossSameName), "%s: no more than 4 copies of a card with the same name and version.", strings.Join(over, ", "))
		faults = append(faults, "more than 4 copies: "+strings.Join(over, ", "))
	} else {
		r.Stepf(refs(deckFour, glossSameName), "No card of one name and version has more than 4 copies.")
	}
	if len(faults) > 0 {
		return r.verdict(rulings.Illegal, "Not legal: %s.", strings.Join(faults, "; "))
	}
	return r.verdict(rulings.Legal, "Legal: %d cards.", n)
}

func checkDeck(c *checker, q *DeckAsk) error {
	if len(q.Cards) == 0 {
		return c.Errorf(c.path, "list the deck's cards under cards: [{name, type, count}]")
	}
	for i, d := range q.Cards {
		path := fmt.Sprintf("%s.cards[%d]", c.path, i)
		if strings.TrimSpace(d.Name) == "" {
			return c.Errorf(path, "a card needs name:")
		}
		if d.Count < 0 {
			return c.Errorf(path+".count", "count %d: want 1 or more", d.Count)
		}
		switch d.Type {
		case SpaceUnit, GroundUnit, CharacterUnit, BattleCard, MissionCard, LocationCard:
		default:
			return c.Errorf(path+".type", "type %q: want space, ground, character, battle, mission or location", d.Type)
		}
		switch d.Side {
		case "", "light", "dark", "neutral":
		default:
			return c.Errorf(path+".side", "side %q: want light, dark or neutral", d.Side)
		}
		if v := d.Version; v != "" && (len(v) != 1 || v[0] < 'A' || v[0] > 'Z') {
			return c.Errorf(path+".version", "version %q: one capital letter", v)
		}
	}
	return nil
}
