package cards

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// EntryDoc is the document name of card entries in the search index.
const EntryDoc = "cards"

// Entries turns every card into a search entry: Kind "card", Doc "cards",
// ID "cards/<gemp id>" (an (AI) printing sharing its Gemp id with the
// original gets "cards/<gemp id>-<database id>"; a back face's Gemp id
// already ends in "-back"). Aliases are the abbr nicknames and the title
// without version markers; Text is game text, lore and rulings.
func (db *DB) Entries() []glossary.Entry {
	all := db.All()
	out := make([]glossary.Entry, 0, len(all))
	used := make(map[string]bool, len(all))
	for _, c := range all {
		id := EntryDoc + "/" + c.GempID
		if used[id] || c.GempID == "" {
			id += "-" + c.ID
		}
		used[id] = true
		out = append(out, glossary.Entry{
			ID: id, Doc: EntryDoc, Game: glossary.GameSWCCG, Kind: glossary.KindCard,
			Title: c.Title, Path: []string{string(c.Side), c.Type, c.Title},
			Aliases: aliases(c), Text: entryText(c),
		})
	}
	return out
}

func aliases(c *Card) []string {
	var out []string
	if b := baseTitle(c.Title); b != c.Title {
		out = append(out, b)
	}
	return append(out, c.Abbr...)
}

func entryText(c *Card) string {
	var b strings.Builder
	b.WriteString(c.GameText)
	if c.Lore != "" {
		b.WriteString("\n\n" + c.Lore)
	}
	for _, r := range c.Rulings {
		b.WriteString("\n\n" + glossary.PlainText(r))
	}
	return strings.TrimSpace(b.String())
}
