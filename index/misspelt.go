package index

import (
	"context"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"

	"github.com/judge-swccg/judge/glossary"
)

// A misspelt card title ("lord vadr") matches no title as typed, and its
// words find other cards ("Lord Maul", "Image Of The Dark Lord") before the
// card meant. When the whole query is within a few edits of the titles of
// one card (its printings, and the notes on it in the Glossary and FAQ),
// and of no other entry's, that card comes first, as it would had it been
// typed right.

// maxTitleWords is the longest query read as a card title.
const maxTitleWords = 6

// misspeltCardFirst puts first the card whose title the query misspells,
// unless the query is an entry's title as typed or has no word unknown to
// the rules text.
func (ix *Index) misspeltCardFirst(ctx context.Context, q Query, groups []*group, pq passageQuery) ([]*group, error) {
	folded := glossary.Fold(q.Text)
	n := utf8.RuneCountInString(folded)
	// Matching the whole query within two edits costs more than the rest
	// of a search, so only a query with a word no rules text holds tries.
	if !pq.unknown || n < minFuzzyLen || len(strings.Fields(folded)) > maxTitleWords {
		return groups, nil
	}
	for _, g := range groups {
		if glossary.Fold(g.title()) == folded || cardName(g.title()) == folded {
			return groups, nil
		}
	}
	req := bleve.NewSearchRequestOptions(filters(fuzzyTitleQuery(folded), q), maxMisspeltHits, 0, false)
	req.Fields = []string{fPrimary, fKind, fGame, fFamily, fTitle, fLineStart}
	sr, err := ix.bleve.SearchInContext(ctx, req)
	if err != nil || len(sr.Hits) == 0 || sr.Total > maxMisspeltHits {
		return groups, err
	}
	found, _ := collapse(sr.Hits)
	name := cardName(found[0].title())
	isCard := false
	for _, f := range found {
		if cardName(f.title()) != name {
			return groups, nil
		}
		isCard = isCard || f.kind() == glossary.KindCard
	}
	if !isCard {
		return groups, nil
	}
	// The main game's before another's, then the card itself (from the
	// card database, which has no lines) before the notes on it.
	rank := func(g *group) (int, int) {
		game, _ := precedence(g.game(), "")
		switch _, lines := g.best.Fields[fLineStart]; {
		case g.kind() == glossary.KindCard && !lines:
			return game, 0
		case g.kind() == glossary.KindCard:
			return game, 1
		}
		return game, 2
	}
	sort.SliceStable(found, func(i, j int) bool {
		gi, ki := rank(found[i])
		gj, kj := rank(found[j])
		return gi < gj || gi == gj && ki < kj
	})
	rest := slices.DeleteFunc(groups, func(g *group) bool {
		return slices.ContainsFunc(found, func(f *group) bool { return f.primary == g.primary })
	})
	return append(found, rest...), nil
}

// maxMisspeltHits bounds the entries a misspelt title may match: one card
// in its printings and the Glossary's notes on it.
const maxMisspeltHits = 20
