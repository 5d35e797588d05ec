package main

import (
	"context"
	"errors"

	"github.com/judge-swccg/judge/cards"
)

// openCardDB loads the card database. (The integrator will make it read
// the compiled copy in the index directory first.)
func openCardDB(_ context.Context) (*cards.DB, error) {
	s, err := cardsSetting()
	if err != nil {
		return nil, err
	}
	if s.Value == "" {
		return nil, withCode(exitNoCorpus, errors.New("no card database: give --cards DIR (the folder with Dark.json and Light.json), $JUDGE_CARDS, or cards: in the config file"))
	}
	db, err := cards.Load(s.Value)
	if err != nil {
		return nil, withCode(exitBadInput, err)
	}
	return db, nil
}
