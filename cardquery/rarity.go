package cardquery

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/judge-swccg/judge/cards"
)

// ReadRarities reads each card's rarity from the card files in dir, by
// card id (a back face shares its front's), since the compiled database
// does not carry it. It reads only what it needs of the files.
func ReadRarities(dir string) (map[string]string, error) {
	out := map[string]string{}
	for _, name := range cards.CardFiles {
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		var f struct {
			Cards []struct {
				ID     int    `json:"id"`
				Rarity string `json:"rarity"`
			} `json:"cards"`
		}
		if err := json.Unmarshal(b, &f); err != nil {
			// The loader already reports the position of a fault; this
			// reader only runs on files it accepted.
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, c := range f.Cards {
			id := strconv.Itoa(c.ID)
			out[id] = c.Rarity
			out[id+"-back"] = c.Rarity
		}
	}
	return out, nil
}

// SetRarities gives the catalog the rarities ReadRarities read, so that
// rarity: terms can run and hits show the rarity.
func (c *Catalog) SetRarities(r map[string]string) {
	for i := range c.entries {
		c.entries[i].rarity = r[c.entries[i].card.ID]
	}
	c.hasRarity = true
}
