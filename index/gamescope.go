package index

import (
	"context"
	"math"
	"reflect"
	"sort"
	"strings"

	"github.com/blevesearch/bleve/v2/search/query"
	index "github.com/blevesearch/bleve_index_api"

	"github.com/judge-swccg/judge/glossary"
)

// Game scope: with no game set, a query's own words say which game it is
// about when some of them are far more common in one game's rules ("arena",
// "build points": the TCG; "huge ship": X-Wing; "Force drain": the CCG),
// and so do the cards it names. The hits of that game come first, and the other games' hits
// follow grouped by game, so an X-Wing pilot card named like a CCG
// character no longer sits among the CCG rules.

// gameVotes weighs, per game, how likely the query's terms are to come
// from that game's rules: the sum over the terms of the log of the share
// of the game's rules entries holding the term (smoothed by
// gameSmoothing). A term no game's rules hold says nothing. Only the
// differences between games count (pointedGame).
func (ix *Index) gameVotes(ctx context.Context, terms []string) map[glossary.Game]float64 {
	votes := map[glossary.Game]float64{}
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
	for _, t := range distinct(terms) {
		df, err := ix.termGames(ctx, r, t, gameOf)
		if err != nil || len(df) == 0 {
			continue
		}
		for _, g := range gameOrder {
			votes[g] += math.Log((float64(df[g]) + gameSmoothing) / (float64(sizes[g]) + 2*gameSmoothing))
		}
	}
	return votes
}

// gameSmoothing is added to each game's count of entries holding a term,
// so a term one game's rules lack weighs against it by the game's size
// rather than infinitely.
const gameSmoothing = 0.5

// cardVote is what a card the query names adds to its game's weight: a
// name printed in one game is near proof (e^6, 400 times as likely).
const cardVote = 6.0

// leadWeight scales the scores of the leading game's hits when the
// query's words point at no game clearly (leadingGame): between two about
// equal hits of two games, the one of the game the words lean to comes
// first. Until session 7b this was always the CCG's, the tool being first
// of all the CCG's and its documents most of the corpus (full sentences
// with answer lines MRR 0.903 to 0.910 with no game; nothing else moved
// from 1.08 to 1.25); the leading game's instead gained lines MRR 0.912,
// keywords 0.893 and full sentences 0.925, nothing lower; 1.3 lost
// shared queries. Forcing the CCG first when no game is pointed at (a
// prior on gameVotes) lost queries of the other games on every tuning set.
const leadWeight = 1.15

// preferGame re-ranks groups, game's weighed by leadWeight.
func preferGame(groups []*group, game glossary.Game) {
	for _, g := range groups {
		if g.game() == game {
			g.score *= leadWeight
		}
	}
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].score > groups[j].score })
}

// leadingGame is the game with the most weight, the CCG on a tie (as
// with no votes).
func leadingGame(votes map[glossary.Game]float64) glossary.Game {
	best := gameOrder[0]
	for _, g := range gameOrder[1:] {
		if votes[g] > votes[best] {
			best = g
		}
	}
	return best
}

// gameMargin is how much more likely than any other the pointed game must
// be (a natural log: e^1.5, 4.5 times). It was 3 while the CCG's shares
// were inflated (gameSizes); with them true, a leader by 1.5 is the
// answer's game in all but one of the 872 tuning queries' guesses
// (TestGameGuess: 763 right, 1 wrong, 108 no game, from 697, 1, 174),
// and no tuning set lost; 1 gave 3 wrong guesses and lost a query.
const gameMargin = 1.5

// pointedGame is the game with the most weight, when it leads every other
// by gameMargin, or "".
func pointedGame(votes map[glossary.Game]float64) glossary.Game {
	if len(votes) == 0 {
		return ""
	}
	best := leadingGame(votes)
	for _, g := range gameOrder {
		if g != best && votes[best]-votes[g] < gameMargin {
			return ""
		}
	}
	return best
}

// gameNames are the words that name a game in a query ("tcg deck size"),
// folded, a name before the shorter names it holds. "X-wing" is left out:
// the CCG has X-wings too.
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
// outweigh an entry of another game that holds the whole query. A half
// (session 6b; a third before) gained one keyword query with no game and
// lost none on the tuning sets; 0.7 lost a typed one.
const minGameScore = 0.5

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

// docGames maps the internal IDs of the entries of every game but the
// first (the CCG, by far the most entries) to their game.
func (ix *Index) docGames(ctx context.Context, r index.IndexReader) (map[string]glossary.Game, error) {
	if m := ix.docGamesMemo.Load(); m != nil {
		return *m, nil
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
	ix.docGamesMemo.Store(&out)
	return out, nil
}

// termGames counts, per game, the rules entries whose text holds term,
// remembered by the open index: a common word's postings are long, and
// the same words come back query after query.
func (ix *Index) termGames(ctx context.Context, r index.IndexReader, term string, gameOf map[string]glossary.Game) (map[glossary.Game]int, error) {
	if df, ok := ix.termGamesMemo.Load(term); ok {
		return df.(map[glossary.Game]int), nil
	}
	df := map[glossary.Game]int{}
	err := postings(ctx, r, term, fText, func(id index.IndexInternalID) {
		g := gameOf[string(id)]
		if g == "" {
			g = gameOrder[0]
		}
		df[g]++
	})
	if err != nil {
		return nil, err
	}
	if len(df) > 0 {
		// Only the index's own words are kept, so the memo is bounded.
		ix.termGamesMemo.Store(term, df)
	}
	return df, nil
}

// gameSizes counts each game's entries whose text termGames reads: every
// entry of a document, the Glossary's and the FAQ's entries on cards
// among them, and none of the card database's (which hold no lines and
// keep their text apart, fExtraText). Counting the documents' card
// entries in the postings and not here made each CCG term's share
// nearly twice what it was (1046 entries over 602), a vote of about
// +0.55 per term for the CCG on any query.
func (ix *Index) gameSizes() map[glossary.Game]int {
	n := map[glossary.Game]int{}
	if ix.manifest == nil {
		return n
	}
	for _, d := range ix.manifest.Docs {
		if d.Lines > 0 {
			n[d.Game] += d.Entries
		}
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

// rankInGame puts the hits of the game the query points at first, ranked
// as a search with that game set ranks them, and the other games' hits
// after them, grouped by game. Read among the whole corpus, the pointed
// game's candidates were fewer and scored without the game's own weight,
// which a search with the game set adds to each alike and which keeps
// proximity from deciding on tiny differences: with no game set, "homing
// missiles target lock not spent" found the FAQ's card face above its
// clarification, with the game set the clarification.
//
// The CCG is left as read: it holds most of the rules entries and every
// card, so read among all games its candidates and scores are nearly those
// of a search with it set, and a second search would cost as much as the
// first; a smaller game's second search reads only its own entries.
func (ix *Index) rankInGame(ctx context.Context, q Query, tq query.Query, sc scope, groups []*group, game glossary.Game) ([]*group, error) {
	if game == "" || game == gameOrder[0] {
		scopeToGame(groups, game)
		return groups, nil
	}
	in := q
	in.Game = string(game)
	out, _, err := ix.rank(ctx, in, tq, scope{pq: sc.pq})
	if err != nil {
		return nil, err
	}
	scopeToGame(groups, game)
	for _, g := range groups {
		if g.game() != game {
			out = append(out, g)
		}
	}
	return out, nil
}

// leading counts the groups of game g at the front, all of them when g is
// "".
func leading(groups []*group, g glossary.Game) int {
	if g == "" {
		return len(groups)
	}
	for i, gr := range groups {
		if gr.game() != g {
			return i
		}
	}
	return len(groups)
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
