package cards

import (
	"fmt"
	"slices"
	"strings"
)

// DB is the loaded card database with its lookup indexes.
type DB struct {
	cards []*Card
	// Warnings are irregularities of the data that did not stop loading:
	// duplicate ids, unknown types, a missing personas.tsv.
	Warnings []string

	byID      map[string]*Card   // database id and Gemp id, case-folded
	byTitle   map[string][]*Card // nameKey(title)
	byBase    map[string][]*Card // nameKey(title without version markers)
	byAbbr    map[string][]*Card // nameKey(abbr)
	byPersona map[string][]*Card // nameKey(persona), own and permanent
	names     []fuzzyName        // every title and abbr key, for "did you mean"
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
	// Sized up front: Decode builds them on every "judge card" run, and
	// growing them card by card showed in its profile.
	n := len(cs)
	db := &DB{
		cards: make([]*Card, 0, n), names: make([]fuzzyName, 0, 2*n),
		byID: make(map[string]*Card, 2*n), byTitle: make(map[string][]*Card, n), byBase: make(map[string][]*Card, n),
		byAbbr: make(map[string][]*Card, n/2), byPersona: make(map[string][]*Card, n/2),
	}
	for _, c := range cs {
		if prev, dup := db.byID[c.ID]; dup && c.ID != "" {
			db.Warnings = append(db.Warnings, fmt.Sprintf("duplicate card id %s: %q and %q; keeping the first", c.ID, prev.Title, c.Title))
			continue
		}
		if !knownType(c.Type) {
			db.Warnings = append(db.Warnings, fmt.Sprintf("card %s %q has unknown type %q", c.ID, c.Title, c.Type))
		}
		db.cards = append(db.cards, c)
		db.index(c)
	}
	return db
}

func (db *DB) index(c *Card) {
	db.byID[c.ID] = c
	// A Gemp id is shared by a card and its (AI) printing: the first keeps it.
	if _, taken := db.byID[strings.ToLower(c.GempID)]; !taken && c.GempID != "" {
		db.byID[strings.ToLower(c.GempID)] = c
	}
	if c.Face == "back" {
		return // the back shares the front's title; names resolve to the front
	}
	add := func(m map[string][]*Card, key string) {
		if key != "" && !slices.Contains(m[key], c) {
			m[key] = append(m[key], c)
		}
	}
	add(db.byTitle, nameKey(c.Title))
	base := baseTitle(c.Title)
	// Each side's name of a two-sided card ("A Stunning Move / A Valuable
	// Hostage") is a title too.
	if front, back, ok := strings.Cut(base, " / "); ok {
		add(db.byTitle, nameKey(front))
		add(db.byTitle, nameKey(back))
	}
	baseKey := nameKey(base)
	add(db.byBase, baseKey)
	db.names = append(db.names, fuzzyName{key: baseKey, card: c})
	for _, a := range c.Abbr {
		add(db.byAbbr, nameKey(a))
		db.names = append(db.names, fuzzyName{key: nameKey(a), card: c, abbr: true})
	}
	for _, p := range c.Personas {
		add(db.byPersona, nameKey(p))
	}
	for _, p := range c.PermanentPersonas {
		add(db.byPersona, nameKey(permanentName(p)))
	}
}

// All lists every card, fronts and backs, in file order.
func (db *DB) All() []*Card { return db.cards }

// ByID finds a card by database id or Gemp id ("1_168", case-insensitive).
// A Gemp id shared with an (AI) printing finds the first printing.
func (db *DB) ByID(id string) *Card {
	id = strings.TrimSpace(id)
	if c, ok := db.byID[id]; ok {
		return c
	}
	return db.byID[strings.ToLower(id)]
}

// PersonaCards lists every card that represents the persona, as itself or
// as a permanent pilot, weapon or astromech.
func (db *DB) PersonaCards(persona string) []*Card { return db.byPersona[nameKey(persona)] }

// Faces lists the card and, for a two-sided card, its back face.
func (db *DB) Faces(c *Card) []*Card {
	if b := db.ByID(c.Back); c.Back != "" && b != nil {
		return []*Card{c, b}
	}
	return []*Card{c}
}
