package cards

import (
	"slices"
	"strings"
)

// Complete lists up to limit card titles (fronts, without marks) whose
// name starts like prefix, for shell completion. Case, marks, quotes and
// punctuation are ignored, as in Resolve. The first titles in card order
// are kept, then sorted.
func (db *DB) Complete(prefix string, limit int) []string {
	key := nameKey(prefix)
	cs := db.All
	if key != "" {
		// Every front whose title key starts so is listed under that key in
		// the title index, so only those cards need decoding.
		cs = func() []*Card { return db.cardsAt(db.byTitle.withPrefix(key)) }
	}
	var out []string
	for _, c := range cs() {
		if c.Face == "back" || !strings.HasPrefix(nameKey(c.Title), key) || slices.Contains(out, c.Title) {
			continue
		}
		out = append(out, c.Title)
		if len(out) == limit {
			break
		}
	}
	slices.Sort(out)
	return out
}

// CardRef names a card briefly, for lists of candidates in JSON.
type CardRef struct {
	ID     string `json:"id"`
	GempID string `json:"gemp_id"`
	Side   Side   `json:"side"`
	Type   string `json:"type"`
	Title  string `json:"title"`
}

// Ref is the brief form of c.
func (c *Card) Ref() CardRef {
	return CardRef{ID: c.ID, GempID: c.GempID, Side: c.Side, Type: c.Type, Title: c.Title}
}

// ResolutionJSON is the JSON answer of "judge card --json".
type ResolutionJSON struct {
	Query       string     `json:"query"`
	How         string     `json:"how,omitempty"`
	Match       *NameMatch `json:"match,omitempty"`
	Ambiguous   bool       `json:"ambiguous"`
	AcrossSides bool       `json:"across_sides,omitempty"`
	Cards       []*Card    `json:"cards"`
	Suggestions []CardRef  `json:"suggestions,omitempty"`
}

// JSON is the resolution in the shape "judge card --json" prints.
func (r Resolution) JSON() ResolutionJSON {
	out := ResolutionJSON{Query: r.Query, How: r.How, Match: r.Matched, Ambiguous: r.Ambiguous(), AcrossSides: r.AcrossSides(), Cards: r.Match}
	if out.Cards == nil {
		out.Cards = []*Card{}
	}
	for _, c := range r.Suggestions {
		out.Suggestions = append(out.Suggestions, c.Ref())
	}
	return out
}
