package table

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/blevesearch/bleve/v2/search"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// placeTypos bounds the edits between a card's at: and the place it is
// read as: "Cloud City: Security Towr" is one from "…Tower".
const placeTypos = 2

// checkAt reads each card's at: as a place the table knows — a location of
// the table, the battle location or a location card — so that every rule
// sees the card at the same place. A place only nearly matching one (a
// typo) is read as it; a place matching none is taken as a place of its
// own, whose card text the engine cannot read. Both are assumptions, each
// said once per place written.
func (l *loader) checkAt() {
	st := l.t.State
	var named []string // the table's own places
	for _, loc := range st.Locations {
		named = append(named, loc.Name)
	}
	if st.Battle != nil && st.Battle.At != "" {
		named = append(named, st.Battle.At)
	}
	said := map[string]string{} // folded place as written → place read
	for i, p := range l.t.Pieces {
		at := p.Entry.At
		if at == "" {
			continue
		}
		key := glossary.Fold(at)
		if read, ok := said[key]; ok {
			p.Entry.At = read
			continue
		}
		read, note := l.readPlace(at, named)
		said[key] = read
		p.Entry.At = read
		if note != "" {
			line := l.pos(fmt.Sprintf("$.cards[%d].at", i)).Line
			l.t.Assumptions = append(l.t.Assumptions, fmt.Sprintf("at: %q (line %d) %s", at, line, note))
		}
	}
}

// readPlace is the place at is read as, with the reason when that is not at
// itself ("" when at names a known place).
func (l *loader) readPlace(at string, named []string) (read, note string) {
	key := glossary.Fold(at)
	for _, n := range named {
		if glossary.Fold(n) == key {
			return at, ""
		}
	}
	db := l.openedDB()
	var locationCards []string
	if db != nil {
		r := db.Resolve(at)
		for _, c := range r.Match {
			if c.Type != "Location" {
				continue
			}
			if r.How != "fuzzy" {
				return at, ""
			}
			locationCards = append(locationCards, c.Title)
		}
		for _, c := range r.Suggestions {
			if c.Type == "Location" {
				locationCards = append(locationCards, c.Title)
			}
		}
	}
	if near := nearest(at, append(named, locationCards...)); near != "" {
		return near, fmt.Sprintf("read as %q, the nearest place of the table or location card", near)
	}
	if db == nil {
		return at, ""
	}
	return at, "is no location of the table and no location card: taken as a place of its own, whose game text is not read"
}

// nearest is the one candidate within a few edits of at, folded: one per
// eight letters, at most placeTypos, and none in a number ("Site 2" is
// not a typo of "Site 1"); "" when there is none or several are as near.
func nearest(at string, candidates []string) string {
	key := glossary.Fold(at)
	bound := min(placeTypos, len([]rune(key))/8)
	best, bestD, tie := "", bound+1, false
	for _, c := range candidates {
		d, over := search.LevenshteinDistanceMax(key, glossary.Fold(c), bound)
		switch {
		case over || d > bound || digits(key) != digits(glossary.Fold(c)):
			continue
		case d < bestD:
			best, bestD, tie = c, d, false
		case d == bestD && glossary.Fold(c) != glossary.Fold(best):
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

// openedDB is the card database if the file has opened it; checking
// places never opens it, so a file declaring every card inline still
// needs none.
func (l *loader) openedDB() *cards.DB {
	if l.opened {
		return l.db
	}
	return nil
}

// digits are the digits of s, in order.
func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
}
