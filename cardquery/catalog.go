// Package cardquery is the card search language of "judge cards find" and
// GET /api/cards, in the style of Scomp and Scryfall:
//
//	text:"immune to attrition" side:dark type:character power>=5 set:"Death Star II" icon:pilot
//
// A query is terms joined by AND (implied), OR, "-" (not) and
// parentheses; a term is FIELD OP VALUE or a bare word (title or game
// text). Fields are self-contained values in Fields; the reference is
// cardquery/README.md and "judge help cards-query".
package cardquery

import (
	"cmp"
	"errors"
	"slices"
	"strings"
	"sync"

	"github.com/judge-swccg/judge/cards"
)

// Catalog is the card database made ready for queries: every card with
// the words of each field normalised once.
type Catalog struct {
	entries   []entry
	hasRarity bool
	// prepared[slot] normalises a field's words for every card the
	// first time a query uses the field: a one-shot command pays only
	// for the fields it searches.
	prepared []sync.Once
}

// entry is one card with its normalised field words.
type entry struct {
	card    *cards.Card
	order   string     // the title in lower case: results come by title, then id
	strings [][]string // per field slot
	rarity  string
}

// NewCatalog prepares db for queries. It decodes every card of a compiled
// database.
func NewCatalog(db *cards.DB) *Catalog {
	all := db.All()
	c := &Catalog{entries: make([]entry, 0, len(all)), prepared: make([]sync.Once, len(Fields))}
	for _, card := range all {
		if card != nil {
			c.entries = append(c.entries, entry{card: card, order: strings.ToLower(card.Title), strings: make([][]string, len(Fields))})
		}
	}
	return c
}

// prepare normalises the words of f for every card, once.
func (c *Catalog) prepare(f *Field) {
	if f.strings == nil {
		return
	}
	c.prepared[f.slot].Do(func() {
		for i := range c.entries {
			e := &c.entries[i]
			raw := f.strings(e.card)
			ws := make([]string, len(raw))
			for j, s := range raw {
				ws[j] = words(s)
			}
			e.strings[f.slot] = ws
		}
	})
}

// ErrNoRarity is the error of a rarity query on a catalog without
// rarities: the compiled card database does not carry them.
var ErrNoRarity = errors.New("rarity is not in the compiled card database; it is read from the card files (Dark.json, Light.json), which this search was not given")

// Result is what a query found: the JSON of "judge cards find --json" and
// GET /api/cards (cardquery/README.md documents it).
type Result struct {
	Query   string `json:"query"`
	Explain string `json:"explain"`
	// Total counts every match; Cards holds the first Limit of them.
	Total int   `json:"total"`
	Limit int   `json:"limit,omitempty"`
	Cards []Hit `json:"cards"`
}

// Hit is one card found, with the numbers a player scans a list for.
type Hit struct {
	ID         string `json:"id"`
	GempID     string `json:"gemp_id"`
	Title      string `json:"title"`
	Uniqueness string `json:"uniqueness,omitempty"`
	Side       string `json:"side"`
	Type       string `json:"type"`
	SubType    string `json:"subtype,omitempty"`
	Set        string `json:"set,omitempty"`
	SetName    string `json:"set_name,omitempty"`
	Rarity     string `json:"rarity,omitempty"`
	// Numbers are the printed numbers the card has, as printed ("5",
	// "*", "½"); an undefined one is absent.
	Numbers Numbers `json:"numbers"`
}

// Numbers are a hit's printed numbers; "" is undefined.
type Numbers struct {
	Power      string `json:"power,omitempty"`
	Ability    string `json:"ability,omitempty"`
	Deploy     string `json:"deploy,omitempty"`
	Forfeit    string `json:"forfeit,omitempty"`
	Destiny    string `json:"destiny,omitempty"`
	Armor      string `json:"armor,omitempty"`
	Maneuver   string `json:"maneuver,omitempty"`
	Hyperspeed string `json:"hyperspeed,omitempty"`
	Landspeed  string `json:"landspeed,omitempty"`
	Politics   string `json:"politics,omitempty"`
	Parsec     string `json:"parsec,omitempty"`
	Ferocity   string `json:"ferocity,omitempty"`
}

// List is "power 5", "ability 4"... for the numbers defined, in the
// order of the struct.
func (n Numbers) List() []string {
	var out []string
	for _, p := range []struct{ name, value string }{{"power", n.Power}, {"ability", n.Ability}, {"deploy", n.Deploy},
		{"forfeit", n.Forfeit}, {"destiny", n.Destiny}, {"armor", n.Armor}, {"maneuver", n.Maneuver},
		{"hyperspeed", n.Hyperspeed}, {"landspeed", n.Landspeed}, {"politics", n.Politics}, {"parsec", n.Parsec}, {"ferocity", n.Ferocity}} {
		if p.value != "" {
			out = append(out, p.name+" "+p.value)
		}
	}
	return out
}

// Find runs q over the catalog; limit ≤ 0 returns every match.
func (c *Catalog) Find(q *Query, limit int) (Result, error) {
	if q.Uses("rarity") && !c.hasRarity {
		return Result{}, ErrNoRarity
	}
	for _, f := range q.fields {
		c.prepare(f)
	}
	var found []*entry
	for i := range c.entries {
		if e := &c.entries[i]; q.run.match(e) {
			found = append(found, e)
		}
	}
	// Sorting what matched rather than the whole catalog keeps a narrow
	// query and the catalog's preparation cheap.
	slices.SortFunc(found, func(a, b *entry) int {
		return cmp.Or(cmp.Compare(a.order, b.order), cmp.Compare(a.card.ID, b.card.ID))
	})
	res := Result{Query: q.text, Explain: q.Explain(), Total: len(found), Cards: []Hit{}}
	if limit > 0 {
		res.Limit = limit
		found = found[:min(limit, len(found))]
	}
	for _, e := range found {
		res.Cards = append(res.Cards, hit(e))
	}
	return res, nil
}

// Count is the number of cards q matches, without building the hits.
func (c *Catalog) Count(q *Query) int {
	for _, f := range q.fields {
		c.prepare(f)
	}
	n := 0
	for i := range c.entries {
		if q.run.match(&c.entries[i]) {
			n++
		}
	}
	return n
}

func hit(e *entry) Hit {
	c := e.card
	printed := func(n cards.Number) string {
		if n.Defined || n.Star {
			return n.String()
		}
		return ""
	}
	return Hit{ID: c.ID, GempID: c.GempID, Title: c.Title, Uniqueness: string(c.Uniqueness), Side: string(c.Side),
		Type: c.Type, SubType: c.SubType, Set: c.Set, SetName: c.SetName, Rarity: e.rarity,
		Numbers: Numbers{Power: printed(c.Power), Ability: printed(c.Ability), Deploy: printed(c.Deploy),
			Forfeit: printed(c.Forfeit), Destiny: printed(c.Destiny), Armor: printed(c.Armor), Maneuver: printed(c.Maneuver),
			Hyperspeed: printed(c.Hyperspeed), Landspeed: printed(c.Landspeed), Politics: printed(c.Politics),
			Parsec: printed(c.Parsec), Ferocity: printed(c.Ferocity)}}
}
