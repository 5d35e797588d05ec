package cards

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/judge-swccg/judge/glossary"
)

// PrintFacts are the facts of a card record that deck formats test and a
// Card does not keep (the compiled database has no room for them): its
// rarity and the sets it was printed in.
type PrintFacts struct {
	// Rarity is as the card file records it: "R1", "U", "PM", "XR"...
	Rarity string `json:"rarity"`
	// Sets are the set ids of its printings ("105" and "7" for a card
	// reprinted in a premium set), as the card file writes them.
	Sets []string `json:"sets"`
}

// rawPrintFacts is the part of a card record PrintFacts come from.
type rawPrintFacts struct {
	Cards []struct {
		GempID    string `json:"gempId"`
		Rarity    string `json:"rarity"`
		Printings []struct {
			Set string `json:"set"`
		} `json:"printings"`
	} `json:"cards"`
}

// ReadPrintFacts reads the PrintFacts of every card of the card files in
// dir, keyed by Gemp id. Records sharing a Gemp id (an (AI) printing) pool
// their sets and keep the first rarity. A malformed file is an error at its
// line and column.
func ReadPrintFacts(dir string) (map[string]PrintFacts, error) {
	out := map[string]PrintFacts{}
	for _, name := range CardFiles {
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, &glossary.Error{File: path, Err: err}
		}
		var f rawPrintFacts
		if err := json.Unmarshal(b, &f); err != nil {
			return nil, jsonError(path, b, err)
		}
		for _, c := range f.Cards {
			pf := out[c.GempID]
			if pf.Rarity == "" {
				pf.Rarity = c.Rarity
			}
			for _, p := range c.Printings {
				pf.Sets = appendNew(pf.Sets, p.Set)
			}
			out[c.GempID] = pf
		}
	}
	return out, nil
}
