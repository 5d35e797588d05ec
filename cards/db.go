package cards

import (
	"errors"

	"github.com/judge-swccg/judge/glossary"
)

// DB is the loaded card database.
//
// PLACEHOLDER API, being implemented under issue 4: the signatures are the
// contract other packages code against; the bodies are minimal.
type DB struct {
	cards []*Card
}

// NewDB builds a database from cards already in memory (tests, inline cards).
func NewDB(cs []*Card) *DB { return &DB{cards: cs} }

// Load reads Dark.json, Light.json and personas.tsv from dir.
func Load(dir string) (*DB, error) {
	return nil, errors.New("cards: loader not written yet")
}

// All lists every card.
func (db *DB) All() []*Card { return db.cards }

// ByID finds a card by database id or Gemp id ("1_168").
func (db *DB) ByID(id string) *Card {
	for _, c := range db.cards {
		if c.ID == id || c.GempID == id {
			return c
		}
	}
	return nil
}

// Resolution is the answer to "which card is NAME?".
type Resolution struct {
	Query string
	// Match holds one card when the name resolved, several when it is
	// ambiguous or names a persona, none when nothing matched.
	Match []*Card
	// How says which rule matched: "exact", "version", "abbr", "id",
	// "persona", "fuzzy".
	How string
	// Suggestions are "did you mean" candidates when Match is empty.
	Suggestions []*Card
}

// Resolve finds the card(s) a user means by name.
func (db *DB) Resolve(name string) Resolution {
	r := Resolution{Query: name}
	for _, c := range db.cards {
		if glossary.Fold(c.Title) == glossary.Fold(name) {
			r.Match = append(r.Match, c)
			r.How = "exact"
		}
	}
	return r
}
