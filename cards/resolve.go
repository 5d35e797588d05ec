package cards

import (
	"slices"
	"strings"
)

// Resolution is the answer to "which card is NAME?".
type Resolution struct {
	Query string `json:"query"`
	// Match holds one card when the name resolved, several when it is
	// ambiguous or names a persona, none when nothing matched.
	Match []*Card `json:"match"`
	// How says which rule matched: "id", "persona", "exact", "abbr",
	// "version", "fuzzy"; empty when nothing did.
	How string `json:"how,omitempty"`
	// Suggestions are "did you mean" candidates when Match is empty.
	Suggestions []*Card `json:"suggestions,omitempty"`
	// Matched says how the name matched the first card; nil when nothing did.
	Matched *NameMatch `json:"name_match,omitempty"`
	// distance is the fuzzy rule's edit distance, for Matched.
	distance int
}

// Ambiguous is true when the name matched several cards that are not all
// versions of one persona the user asked for by name. A persona with
// cards on both sides (Lobot, Lando) is ambiguous: the user must say which.
func (r Resolution) Ambiguous() bool {
	return len(r.Match) > 1 && (r.How != "persona" || r.AcrossSides())
}

// AcrossSides is true when the matches include both Light and Dark cards.
func (r Resolution) AcrossSides() bool {
	for _, c := range r.Match {
		if c.Side != r.Match[0].Side {
			return true
		}
	}
	return false
}

// Resolve finds the card(s) a user means by name. The rules, first match
// wins: database or Gemp id; a persona name (all its versions, "Vader");
// the exact title, marks, case, quotes and punctuation optional; an abbr
// nickname ("Space Vader"); the title without version markers ("Lobot"
// finds "Lobot (V)" when nothing is titled exactly so); then fuzzy, which
// resolves when one title is closest and otherwise suggests; failing that,
// the titles holding every word of the name are suggested.
func (db *DB) Resolve(name string) Resolution {
	r := db.resolve(name)
	if len(r.Match) > 0 {
		name = strings.TrimSpace(name)
		r.Matched = nameMatch(r.How, name, nameKey(name), r.Match[0], r.distance)
	}
	return r
}

func (db *DB) resolve(name string) Resolution {
	r := Resolution{Query: name}
	name = strings.TrimSpace(name)
	if c := db.ByID(name); c != nil && name != "" {
		r.Match, r.How = []*Card{c}, "id"
		return r
	}
	key := nameKey(name)
	if key == "" {
		return r
	}
	if cs := db.personaMatch(key); len(cs) > 0 {
		r.Match, r.How = cs, "persona"
		return r
	}
	// Each index is searched only when the one before found nothing, and
	// only the cards found are decoded.
	for _, step := range []struct {
		how   string
		index keyIndex
		key   string
	}{
		{"exact", db.byTitle, key},
		{"abbr", db.byAbbr, key},
		{"version", db.byBase, nameKey(baseTitle(name))},
	} {
		if cs := db.cardsOf(step.index.find(step.key)); len(cs) > 0 {
			r.Match, r.How = cs, step.how
			return r
		}
	}
	close, one, distance := db.fuzzy(key)
	switch {
	case one:
		r.Match, r.How, r.distance = close[:1], "fuzzy", distance
	case len(close) > 0:
		r.Suggestions = close
	default:
		r.Suggestions = db.containing(key)
	}
	return r
}

// personaMatch answers a persona name with every card carrying it, as
// itself or as a permanent pilot or weapon ("Vader" lists Death Star
// Assault Squadron too), the cards titled exactly so first. A persona
// whose cards are all versions of that one title ("Lobot (V)" aside)
// resolves by title instead.
func (db *DB) personaMatch(key string) []*Card {
	cs := db.cardsOf(db.byPersona.find(key))
	other := slices.IndexFunc(cs, func(c *Card) bool { return nameKey(baseTitle(c.Title)) != key })
	if other < 0 {
		return nil
	}
	exact := func(c *Card) bool { return nameKey(c.Title) == key }
	out := make([]*Card, 0, len(cs))
	for _, first := range []bool{true, false} {
		for _, c := range cs {
			if exact(c) == first {
				out = append(out, c)
			}
		}
	}
	return out
}
