package cards

import (
	"encoding/gob"
	"fmt"
	"io"
)

// codecVersion changes whenever Card changes shape, so that an index
// built by an older judge is rebuilt rather than misread.
const codecVersion = 1

// compiled is the gob form of a DB: the cards and the load warnings; the
// lookup indexes are rebuilt on Decode, which is cheap.
type compiled struct {
	Version  int
	Cards    []*Card
	Warnings []string
}

// Encode writes the database in a compact binary form for the index
// directory, so that commands need not re-parse the JSON.
func (db *DB) Encode(w io.Writer) error {
	return gob.NewEncoder(w).Encode(compiled{Version: codecVersion, Cards: db.cards, Warnings: db.Warnings})
}

// Decode reads a database written by Encode.
func Decode(r io.Reader) (*DB, error) {
	var c compiled
	if err := gob.NewDecoder(r).Decode(&c); err != nil {
		return nil, fmt.Errorf("compiled card database: %w", err)
	}
	if c.Version != codecVersion {
		return nil, fmt.Errorf("compiled card database has version %d, want %d: rebuild the index", c.Version, codecVersion)
	}
	db := NewDB(c.Cards)
	db.Warnings = append(c.Warnings, db.Warnings...)
	return db, nil
}
