package cards

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
)

// DB is the card database with its lookup indexes. One built by NewDB or
// Load holds every card; one decoded from its compiled form (Decode,
// OpenFile) decodes a card the first time something asks for it, so that
// opening it costs the same whatever the number of cards. A DB is safe for
// concurrent use.
type DB struct {
	// Warnings are irregularities of the data that did not stop loading:
	// duplicate ids, unknown types, a missing personas.tsv.
	Warnings []string

	slots []atomic.Pointer[Card] // card number → card, filled on first use
	all   atomic.Pointer[[]*Card]
	lookups
	stored indexSections  // the bytes lookups reads, for Encode
	bodies *compiledCards // nil when every card is in slots already
	damage atomic.Pointer[error]
	// titles are the cards' punctuated titles ("Eject! Eject!"), by which
	// each card's text is cut into sentences (punctuated_titles.go).
	titles *titleMarks
}

// KnownTypes are the card types of the Players Committee's data; any
// other type is reported as a warning.
var KnownTypes = []string{
	"Character", "Interrupt", "Effect", "Location", "Starship", "Weapon", "Vehicle", "Device",
	"Defensive Shield", "Objective", "Epic Event", "Creature", "Admiral's Order", "Podracer", "Game Aid",
}

func knownType(t string) bool {
	return slices.Contains(KnownTypes, t) || strings.HasPrefix(t, "Jedi Test")
}

// NewDB builds a database from cards already in memory (tests, inline
// cards). The first card with a given id wins; later ones are warnings.
func NewDB(cs []*Card) *DB {
	db := &DB{}
	kept := make([]*Card, 0, len(cs))
	b := newIndexBuilder(len(cs))
	for _, c := range cs {
		// A card's id may also be another's Gemp id: the first holds it.
		if prev, dup := b.byID[c.ID]; dup && c.ID != "" {
			db.Warnings = append(db.Warnings, fmt.Sprintf("duplicate card id %s: %q and %q; keeping the first", c.ID, kept[prev].Title, c.Title))
			continue
		}
		if !knownType(c.Type) {
			db.Warnings = append(db.Warnings, fmt.Sprintf("card %s %q has unknown type %q", c.ID, c.Title, c.Type))
		}
		b.add(len(kept), c)
		kept = append(kept, c)
	}
	db.stored = b.sections()
	var err error
	if db.lookups, err = parseLookups(db.stored); err != nil {
		panic("cards: an index NewDB wrote does not read back: " + err.Error())
	}
	titles := make([]string, len(kept))
	for i, c := range kept {
		titles[i] = c.Title
	}
	db.titles = newTitleMarks(punctuatedTitles(titles))
	db.slots = make([]atomic.Pointer[Card], len(kept))
	for i, c := range kept {
		c.titles = db.titles
		db.slots[i].Store(c)
	}
	db.all.Store(&kept)
	return db
}

// card is card number i (its position in All()), decoded on first use; nil
// for a number outside the database, which only a damaged file gives.
func (db *DB) card(i int) *Card {
	if i < 0 || i >= len(db.slots) {
		return nil
	}
	if c := db.slots[i].Load(); c != nil {
		return c
	}
	c, err := db.bodies.card(i)
	c.titles = db.titles
	if err != nil {
		db.damage.CompareAndSwap(nil, &err)
	}
	if db.slots[i].CompareAndSwap(nil, c) {
		return c
	}
	return db.slots[i].Load() // another goroutine decoded it first
}

// cardsOf turns a stored list of card numbers into cards; nil when empty.
func (db *DB) cardsOf(list []byte) []*Card {
	n := len(list) / u32
	if n == 0 {
		return nil
	}
	out := make([]*Card, 0, n)
	for i := range n {
		if c := db.card(cardAt(list, i)); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// All lists every card, fronts and backs, in file order. On a compiled
// database it decodes every card (once).
func (db *DB) All() []*Card {
	if all := db.all.Load(); all != nil {
		return *all
	}
	all := make([]*Card, len(db.slots))
	for i := range all {
		all[i] = db.card(i)
	}
	db.all.CompareAndSwap(nil, &all)
	return *db.all.Load()
}

// Err reports the first card of a compiled database found damaged so far
// (such a card holds what could be read, and says so in Unparsed); nil
// when every card decoded. Damage to the header or the indexes is an
// error of Decode itself.
func (db *DB) Err() error {
	if err := db.damage.Load(); err != nil {
		return *err
	}
	return nil
}

// ByID finds a card by database id or Gemp id ("1_168", case-insensitive).
// A Gemp id shared with an (AI) printing finds the first printing.
func (db *DB) ByID(id string) *Card {
	id = strings.TrimSpace(id)
	if list := db.byID.find(id); len(list) > 0 {
		return db.card(cardAt(list, 0))
	}
	if list := db.byID.find(strings.ToLower(id)); len(list) > 0 {
		return db.card(cardAt(list, 0))
	}
	return nil
}

// PersonaCards lists every card that represents the persona, as itself or
// as a permanent pilot, weapon or astromech.
func (db *DB) PersonaCards(persona string) []*Card {
	return db.cardsOf(db.byPersona.find(nameKey(persona)))
}

// Faces lists the card and, for a two-sided card, its back face.
func (db *DB) Faces(c *Card) []*Card {
	if b := db.ByID(c.Back); c.Back != "" && b != nil {
		return []*Card{c, b}
	}
	return []*Card{c}
}
