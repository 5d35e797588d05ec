package cards

import "errors"

// DB is the loaded card database. (Placeholder: the loader is being
// written; see issue 4.)
type DB struct {
	Cards []Card
}

// Load reads Dark.json, Light.json and personas.tsv from dir.
func Load(dir string) (*DB, error) {
	return nil, errors.New("cards: loader not written yet")
}
