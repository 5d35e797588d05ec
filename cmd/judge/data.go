package main

import (
	"context"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/workspace"
)

// openCardDB returns the card database from the index's compiled copy,
// rebuilding the index first when the card files changed.
func openCardDB(ctx context.Context) (*cards.DB, error) {
	c, err := workspaceConfig()
	if err != nil {
		return nil, err
	}
	db, err := workspace.OpenCards(ctx, c)
	if err != nil {
		return nil, withCode(exitNoCorpus, err)
	}
	return db, nil
}
