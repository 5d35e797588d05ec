package index

import (
	"context"
	"maps"

	index "github.com/blevesearch/bleve_index_api"

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
// ranked groups: sc.votes, and cardVote for the game of the cards the
// query names when they are one game's and no other game's rules print
// their names. Names the games share leave the votes of the query's other
// words only, with no card vote.
func (ix *Index) gameVotesFor(ctx context.Context, sc scope, groups []*group, text string) map[glossary.Game]float64 {
	named := namedCards(groups, text)
	games := map[glossary.Game]bool{}
	for _, g := range named {
		games[g.game()] = true
	}
	if len(games) == 0 || len(games) == 1 && !ix.allPrintedElsewhere(ctx, sc, named) {
		votes := maps.Clone(sc.votes)
		for g := range games {
			votes[g] += cardVote
		}
		return votes
	}
	name := map[string]bool{}
	for _, g := range named {
		for _, t := range nameTerms(sc, g) {
			name[t] = true
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

// allPrintedElsewhere reports whether the name of each card in named is
// printed, all its words in one entry, in the rules of a game other than
// the card's.
func (ix *Index) allPrintedElsewhere(ctx context.Context, sc scope, named []*group) bool {
	r, ok := ix.reader()
	if !ok {
		return false
	}
	defer r.Close()
	gameOf, err := ix.docGames(ctx, r)
	if err != nil {
		return false
	}
	for _, g := range named {
		if !printedOutside(ctx, r, nameTerms(sc, g), g.game(), gameOf) {
			return false
		}
	}
	return true
}

// printedOutside reports whether an entry of a game other than own holds
// every one of terms.
func printedOutside(ctx context.Context, r index.IndexReader, terms []string, own glossary.Game, gameOf map[string]glossary.Game) bool {
	var held map[string]bool
	for i, t := range distinct(terms) {
		next := map[string]bool{}
		err := postings(ctx, r, t, fText, func(id index.IndexInternalID) {
			s := string(id)
			g := gameOf[s]
			if g == "" {
				g = gameOrder[0]
			}
			if g != own && (i == 0 || held[s]) {
				next[s] = true
			}
		})
		if err != nil || len(next) == 0 {
			return false
		}
		held = next
	}
	return len(held) > 0
}

// nameTerms are the analysed words of a card's name.
func nameTerms(sc scope, card *group) []string {
	var out []string
	for _, t := range sc.pq.an.Analyze([]byte(cardName(card.title()))) {
		out = append(out, string(t.Term))
	}
	return out
}
