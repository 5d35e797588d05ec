package main

import (
	"context"
	"errors"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/workspace"
)

// glossaryEntryForCard cites the Glossary 2.0 entry titled like the card
// ("swccg-glossary-2.0.txt L1013-1015 (ID)"), whose 1998 rulings a judge
// may want beside the card; "" when the corpus has none. openCardDB has
// refreshed the index already, so this only opens it.
func glossaryEntryForCard(ctx context.Context, c *cards.Card) string {
	cfg, err := workspaceConfig()
	if err != nil {
		return ""
	}
	ix, err := index.Open(cfg.Index)
	if errors.Is(err, index.ErrDamaged) {
		ix, err = workspace.Open(ctx, cfg) // rebuilds it when the inputs are known
	}
	if errors.Is(err, index.ErrDamaged) {
		return `not read: the index is damaged (run "judge index")`
	}
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
