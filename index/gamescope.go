package index

import (
	"context"
	"reflect"
	"sort"
	"strings"
	"sync"

	index "github.com/blevesearch/bleve_index_api"

	"github.com/judge-swccg/judge/glossary"
)

// Game scope: with no game set, a query's own words say which game it is
// about when some of them are far more common in one game's rules ("arena",
// "build points": the TCG; "huge ship": X-Wing; "Force drain": the CCG),
// and so do the cards it names. The hits of that game come first, and the other games' hits
// follow grouped by game, so an X-Wing pilot card named like a CCG
// character no longer sits among the CCG rules.

// gameVotes counts, per game, the query's terms that point at it
// (termGame).
func (ix *Index) gameVotes(ctx context.Context, terms []string) map[glossary.Game]int {
	votes := map[glossary.Game]int{}
	r, ok := ix.reader()
	if !ok {
		return votes
	}
	defer r.Close()
	gameOf, err := ix.docGames(ctx, r)
	if err != nil {
		return votes
	}
	sizes := ix.gameSizes()
	seen := map[string]bool{}
	for _, t := range terms {
		if seen[t] {
			continue
		}
		seen[t] = true
		if g := termGame(ctx, r, t, gameOf, sizes); g != "" {
			votes[g]++
		}
	}
	return votes
}

// voteCards adds a vote for each game with a card the query names among
// the groups: a name printed in two games votes for both.
func voteCards(votes map[glossary.Game]int, groups []*group, text string) {
	named := map[glossary.Game]bool{}
	for _, g := range namedCards(groups, text) {
		named[g.game()] = true
	}
	for g := range named {
		votes[g]++
	}
}

// pointedGame is the game with the most votes, or "" when none has any or
// two tie.
func pointedGame(votes map[glossary.Game]int) glossary.Game {
	var best glossary.Game
	tie := false
	for _, g := range gameOrder {
		switch {
		case votes[g] == 0:
		case best == "" || votes[g] > votes[best]:
			best, tie = g, false
		case votes[g] == votes[best]:
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

// gameNames are the words that name a game in a query ("tcg deck size"),
// folded, longest first. "X-wing" is left out: the CCG has X-wings too.
var gameNames = []struct {
	name string
	game glossary.Game
}{
	{"star wars trading card game", glossary.GameSWTCG},
	{"star wars customizable card game", glossary.GameSWCCG},
	{"star wars ccg", glossary.GameSWCCG},
	{"star wars tcg", glossary.GameSWTCG},
	{"trading card game", glossary.GameSWTCG},
	{"customizable card game", glossary.GameSWCCG},
	{"swccg", glossary.GameSWCCG},
	{"ccg", glossary.GameSWCCG},
	{"swtcg", glossary.GameSWTCG},
	{"tcg", glossary.GameSWTCG},
	{"xwing", glossary.GameXWing},
	{"x-wing miniatures", glossary.GameXWing},
}

// namedGame finds a game's name in text and returns the game and text
// without the name, which is no word of the rules. When only the name is
// there, text is kept whole.
func namedGame(text string) (glossary.Game, string) {
	q := " " + glossary.Fold(text) + " "
	for _, n := range gameNames {
		i := strings.Index(q, " "+n.name+" ")
		if i < 0 {
			continue
		}
		rest := strings.TrimSpace(q[:i] + " " + q[i+len(n.name)+2:])
		if rest == "" {
			return n.game, text
		}
		return n.game, rest
	}
	return "", text
}

// minGameScore is how well, as a share of the best hit's score, the best
// hit of the game a query's words point at must score for that game to come
// first: a word common in one game's rules ("stack" in the TCG's) does not
// outweigh an entry of another game that holds the whole query.
var minGameScore = 0.33

// strongEnough reports whether game's best hit scores at least minGameScore
// of the best hit's.
func strongEnough(groups []*group, game glossary.Game) bool {
	if game == "" {
		return true
	}
	best, own := 0.0, 0.0
	for _, g := range groups {
		best = max(best, g.score)
		if g.game() == game {
			own = max(own, g.score)
		}
	}
	return own >= minGameScore*best
}

// docGamesCache holds docGames per open index: an index generation never
// changes once built.
var docGamesCache sync.Map // *Index → map[string]glossary.Game

// docGames maps the internal IDs of the entries of every game but the
// first (the CCG, by far the most entries) to their game.
func (ix *Index) docGames(ctx context.Context, r index.IndexReader) (map[string]glossary.Game, error) {
	if m, ok := docGamesCache.Load(ix); ok {
		return m.(map[string]glossary.Game), nil
	}
	out := map[string]glossary.Game{}
	for _, g := range gameOrder[1:] {
		err := postings(ctx, r, string(g), fGame, func(id index.IndexInternalID) {
			out[string(id)] = g
		})
		if err != nil {
			return nil, err
		}
	}
	docGamesCache.Store(ix, out)
	return out, nil
}

// A term points at a game when at least minGameShare of that game's
// rules entries hold it, and it is at least gameRatio times as frequent
// there, for the game's size, as in any other game: "unit" and "build"
// fill the TCG rulebook and are rare in the CCG's, while a word one
// passage happens to use ("versus" in a CCG example) says nothing.
const (
	minGameShare = 0.01
	gameRatio    = 4
)

// termGame is the game term points at, or "".
func termGame(ctx context.Context, r index.IndexReader, term string, gameOf map[string]glossary.Game, sizes map[glossary.Game]int) glossary.Game {
	df := map[glossary.Game]int{}
	err := postings(ctx, r, term, fText, func(id index.IndexInternalID) {
		g := gameOf[string(id)]
		if g == "" {
			g = gameOrder[0]
		}
		df[g]++
	})
	if err != nil {
		return ""
	}
	rate := func(g glossary.Game) float64 {
		if sizes[g] == 0 {
			return 0
		}
		return float64(df[g]) / float64(sizes[g])
	}
	for _, g := range gameOrder {
		if rate(g) < minGameShare {
			continue
		}
		dominant := true
		for _, o := range gameOrder {
			if o != g && rate(g) < gameRatio*rate(o) {
				dominant = false
			}
		}
		if dominant {
			return g
		}
	}
	return ""
}

// gameSizes counts each game's rules entries (cards left out), from the
// manifest.
func (ix *Index) gameSizes() map[glossary.Game]int {
	n := map[glossary.Game]int{}
	if ix.manifest == nil {
		return n
	}
	for _, d := range ix.manifest.Docs {
		n[d.Game] += d.Entries - d.ByKind[string(glossary.KindCard)]
	}
	return n
}

// reader is the index's current snapshot for reading terms, or false when
// the index is closed (scorch then hands out a nil snapshot, which panics
// on use, rather than an error).
func (ix *Index) reader() (index.IndexReader, bool) {
	adv, err := ix.bleve.Advanced()
	if err != nil {
		return nil, false
	}
	r, err := adv.Reader()
	if err != nil || r == nil || reflect.ValueOf(r).IsNil() {
		return nil, false
	}
	return r, true
}

// postings calls visit with each entry whose field holds term.
func postings(ctx context.Context, r index.IndexReader, term, field string, visit func(index.IndexInternalID)) error {
	tfr, err := r.TermFieldReader(ctx, []byte(term), field, false, false, false)
	if err != nil {
		return err
	}
	defer tfr.Close()
	var d index.TermFieldDoc
	for {
		next, err := tfr.Next(d.Reset())
		if err != nil || next == nil {
			return err
		}
		visit(next.ID)
	}
}

// scopeToGame moves the hits of game g first, keeping their order, and
// groups the others by game, the game of the better hit first.
func scopeToGame(groups []*group, g glossary.Game) {
	if g == "" {
		return
	}
	rank := map[glossary.Game]int{g: 0}
	for _, gr := range groups {
		if _, ok := rank[gr.game()]; !ok {
			rank[gr.game()] = len(rank)
		}
	}
	sort.SliceStable(groups, func(i, j int) bool { return rank[groups[i].game()] < rank[groups[j].game()] })
}

func (g *group) game() glossary.Game { return glossary.Game(g.field(fGame)) }
