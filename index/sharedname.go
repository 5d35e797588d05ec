package index

import (
	"context"
	"maps"

	"github.com/judge-swccg/judge/glossary"
)

// A name the games share: Luke Skywalker, Darth Vader, Han Solo or Boba
// Fett is a card of the CCG and a pilot or crew card of X-Wing, and a
// unit of the TCG too (whose cards are not indexed). Such a name says
// nothing about the game; the query's other words do. Counted as before,
// the name's own words (far more common in the CCG's Glossary than in the
// TCG's rulebook) and its card votes (the CCG's and X-Wing's, never the
// TCG's) pointed "boba fett contested force bid" at the CCG.

// gameVotesFor is what the query's words say of its game, given the
// ranked groups: sc.votes, or, when the query names cards of two games or
// more, the votes of its words without the names' words and with no card
// vote. A card of one game only still votes for it (cardVote).
func (ix *Index) gameVotesFor(ctx context.Context, sc scope, groups []*group, text string) map[glossary.Game]float64 {
	named := namedCards(groups, text)
	games := map[glossary.Game]bool{}
	for _, g := range named {
		games[g.game()] = true
	}
	if len(games) < 2 {
		votes := maps.Clone(sc.votes)
		for g := range games {
			votes[g] += cardVote
		}
		return votes
	}
	name := map[string]bool{}
	for _, g := range named {
		for _, t := range sc.pq.an.Analyze([]byte(cardName(g.title()))) {
			name[string(t.Term)] = true
		}
	}
	var rest []string
	for _, t := range sc.pq.terms {
		if !name[t] {
			rest = append(rest, t)
		}
	}
	return ix.gameVotes(ctx, rest)
}
