package deck

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// candidates are the cards a decklist name may mean. A decklist line names
// one card, so a persona name keeps only the cards titled exactly so
// ("Darth Vader" is that card, not every Vader); one side's name of a
// two-sided card means the printing without a version marker when there
// is one; and reprints of one title, side and type count as one card.
// Cards of one title and side but different types (an Effect and the
// Defensive Shield of its title) are different cards: the heading the
// line sits under ("Defensive Shields:") chooses when it names a type.
func candidates(db *cards.DB, name, section string) (cards.Resolution, []*cards.Card) {
	r := db.Resolve(name)
	cs := r.Match
	if r.How == "persona" {
		if exact := filterCards(cs, func(c *cards.Card) bool { return titleKey(c.Title) == titleKey(name) }); len(exact) > 0 {
			cs = exact
		}
	}
	if r.How == "exact" && !strings.Contains(name, "(") {
		if plain := filterCards(cs, func(c *cards.Card) bool { return !c.Virtual && !c.AI }); len(plain) > 0 {
			cs = plain
		}
	}
	cs = reprintsOnce(cs)
	if typed := filterCards(cs, func(c *cards.Card) bool { return headingNames(section, c.Type) }); len(typed) > 0 && len(cs) > 1 {
		cs = typed
	}
	return r, cs
}

// headingNames is true when a decklist heading names a card type:
// "Defensive Shields" or "Defensive Shield (2)" for Defensive Shield.
func headingNames(section, typ string) bool {
	h, t := titleKey(section), titleKey(typ)
	return t != "" && (h == t || strings.HasPrefix(h, t+"-") || strings.HasPrefix(h, t+"s"))
}

// reprintsOnce keeps one card of each (title, side, type), the one with
// the lowest database id (the card files are not in id order): printings
// of one card are the same card for deck construction.
func reprintsOnce(cs []*cards.Card) []*cards.Card {
	var out []*cards.Card
	for _, c := range cs {
		i := slices.IndexFunc(out, func(o *cards.Card) bool { return samePrinted(o, c) })
		switch {
		case i < 0:
			out = append(out, c)
		case dbID(c) < dbID(out[i]):
			out[i] = c
		}
	}
	return out
}

// samePrinted is true for printings of one card: one title, side and type.
func samePrinted(a, b *cards.Card) bool {
	return a.Side == b.Side && a.Type == b.Type && titleKey(a.Title) == titleKey(b.Title)
}

// dbID is the numeric database id; ids that are not numbers sort last.
func dbID(c *cards.Card) int {
	n, err := strconv.Atoi(c.ID)
	if err != nil {
		return math.MaxInt
	}
	return n
}

func filterCards(cs []*cards.Card, keep func(*cards.Card) bool) []*cards.Card {
	var out []*cards.Card
	for _, c := range cs {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}

// titleKey compares titles as a user types them: case, typography,
// quotes, apostrophes and punctuation do not matter.
func titleKey(s string) string {
	return glossary.Slug(strings.NewReplacer("'", "", `"`, "", "•", " ").Replace(glossary.Fold(s)))
}

// cardLabel names a card with its uniqueness mark and Gemp id.
func cardLabel(c *cards.Card) string {
	return fmt.Sprintf("%s%s (%s)", c.Uniqueness, c.Title, c.GempID)
}

// candidateList is "•Lobot (5_6, Light Character), …" for a finding.
func candidateList(cs []*cards.Card, limit int) string {
	var parts []string
	for i, c := range cs {
		if i == limit {
			parts = append(parts, fmt.Sprintf("and %d more", len(cs)-limit))
			break
		}
		parts = append(parts, fmt.Sprintf("%s%s (%s, %s %s)", c.Uniqueness, c.Title, c.GempID, c.Side, c.Type))
	}
	return strings.Join(parts, "; ")
}
