package main

import (
	"context"
	"log/slog"

	"github.com/judge-swccg/judge/cardquery"
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/deck"
	"github.com/judge-swccg/judge/index"
)

// servedData is what a long-running server (judge serve, judge mcp)
// answers from.
type servedData struct {
	ix      *index.Index
	db      *cards.DB // nil: the card database could not be read
	formats *deck.Formats
}

// openServedData opens the index (rebuilding it first if stale), the card
// database and the deck formats. A server without a card database still
// answers what needs none, so that failure is a warning; the caller closes
// ix.
func openServedData(ctx context.Context, logger *slog.Logger) (servedData, error) {
	ix, err := openIndex(ctx)
	if err != nil {
		return servedData{}, err
	}
	db, err := openCardDB(ctx)
	if err != nil {
		logger.Warn("serving without a card database: card lookups, decks and tables naming cards will fail", slog.String("why", err.Error()))
		db = nil
	}
	formats, err := loadDeckFormats()
	if err != nil {
		ix.Close()
		return servedData{}, err
	}
	return servedData{ix: ix, db: db, formats: formats}, nil
}

// readRarities reads the cards' rarities from the configured card
// directory, which the compiled database lacks (cardquery.ReadRarities).
func readRarities() (map[string]string, error) {
	c, err := workspaceConfig()
	if err != nil {
		return nil, err
	}
	if c.Cards == "" {
		return nil, withCode(exitNoCorpus, cardquery.ErrNoRarity)
	}
	r, err := cardquery.ReadRarities(c.Cards)
	if err != nil {
		return nil, withCode(exitNoCorpus, err)
	}
	return r, nil
}
