package main

import (
	"context"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
)

// glossaryEntryForCard cites the Glossary 2.0 entry titled like the card
// ("swccg-glossary-2.0.txt L1013-1015 (ID)"), whose 1998 rulings a judge
// may want beside the card; "" when the corpus has none. openCardDB has
// refreshed the index already, so this only opens it.
func glossaryEntryForCard(_ context.Context, c *cards.Card) string {
	cfg, err := workspaceConfig()
	if err != nil {
		return ""
	}
	ix, err := index.Open(cfg.Index)
	if err != nil {
		return ""
	}
	defer release(ix)
	es, err := ix.Resolve(glossary.Ref{Family: "swccg-glossary", Path: []string{c.Title}})
	if err != nil || len(es) == 0 {
		return ""
	}
	e := es[0]
	return citation(e.Doc, e.LineStart, e.LineEnd) + " (" + e.ID + ")"
}
