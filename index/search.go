package index

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	index "github.com/blevesearch/bleve_index_api"

	"github.com/judge-swccg/judge/glossary"
)

// Query is a free-text search with optional filters.
type Query struct {
	Text string `json:"text"`
	// Game, Doc and Kind filter; Doc is a file name, its slug or a family.
	Game   string `json:"game,omitempty"`
	Doc    string `json:"doc,omitempty"`
	Kind   string `json:"kind,omitempty"`
	Limit  int    `json:"limit"`
	Offset int    `json:"offset,omitempty"`
}

// Results are one page of hits, best first.
type Results struct {
	Query Query `json:"query"`
	// Total counts matching entries, a variant group once.
	Total int `json:"total"`
	// Fuzzy is true when too little matched as typed and the hits come
	// from a search allowing misspellings.
	Fuzzy bool `json:"fuzzy,omitempty"`
	// PointedGame, when no game is set, is the game the query's words
	// belong to: its hits come first, the others follow grouped by game.
	PointedGame glossary.Game `json:"pointed_game,omitempty"`
	Hits        []Hit         `json:"hits"`
}

// Hit is one matching entry.
type Hit struct {
	ID        string        `json:"id"`
	Doc       string        `json:"doc"`
	Family    string        `json:"family"`
	Game      glossary.Game `json:"game"`
	Kind      glossary.Kind `json:"kind"`
	Title     string        `json:"title"`
	Path      []string      `json:"path"`
	LineStart int           `json:"line_start"`
	LineEnd   int           `json:"line_end"`
	// PassageStart and PassageEnd are, in an entry over 40 lines, the
	// block of lines that matches best (a paragraph, a list, a table):
	// the lines to read. Zero when the entry is read whole.
	PassageStart int     `json:"passage_start,omitempty"`
	PassageEnd   int     `json:"passage_end,omitempty"`
	Score        float64 `json:"score"`
	// Snippet is plain text; Highlights are the byte ranges of it that
	// matched, for colouring on a terminal.
	Snippet    string      `json:"snippet"`
	Highlights []Highlight `json:"highlights,omitempty"`
	// AlsoIn are IDs of the same passage in other renderings.
	AlsoIn []string `json:"also_in,omitempty"`
	// SeeAlso are IDs of entries on the same concept in the game's other
	// documents (the Glossary's term and the rulebook's section): on a
	// prevailing hit, those it prevails over; on the others, the one
	// that prevails.
	SeeAlso []string `json:"see_also,omitempty"`
	// Card is the ID of the card a query of rule words names, given on
	// the rule hit the query asks for.
	Card string `json:"card,omitempty"`
}

// Lines are the lines a hit points at: its passage, or the whole entry.
func (h Hit) Lines() (first, last int) {
	if h.PassageStart > 0 {
		return h.PassageStart, h.PassageEnd
	}
	return h.LineStart, h.LineEnd
}

// DefaultLimit is the page size when Query.Limit is zero.
const DefaultLimit = 10

// fewHits is the count below which a search is retried allowing
// misspellings everywhere.
const fewHits = 3

// Search runs q. Exact title and alias matches come first, then phrase
// matches, then entries holding all or some of the words. Misspellings
// match in OCR documents always, and everywhere when little else does.
func (ix *Index) Search(ctx context.Context, q Query) (*Results, error) {
	if strings.TrimSpace(q.Text) == "" {
		return nil, errors.New("search: empty query")
	}
	if err := q.Check(); err != nil {
		return nil, err
	}
	if q.Limit <= 0 {
		q.Limit = DefaultLimit
	}
	q.Offset = max(0, q.Offset)
	an := ix.bleve.Mapping().AnalyzerNamed(textAnalyzer)
	asked := q
	named, text := namedGame(q.Text)
	q.Text = ix.splitCompounds(ctx, text, an)
	sc := scope{pq: ix.passageQuery(ctx, q.Text)}
	if q.Game == "" {
		sc.votes = ix.gameVotes(ctx, sc.pq.terms)
		sc.named = named
	}
	res, err := ix.search(ctx, q, textQuery(q.Text, false, an), sc)
	if err != nil {
		return nil, err
	}
	if res.Total < fewHits {
		wide, err := ix.search(ctx, q, textQuery(q.Text, true, an), sc)
		if err != nil {
			return nil, err
		}
		if wide.Total > res.Total {
			wide.Fuzzy = true
			res = wide
		}
	}
	res.Query = asked
	return res, nil
}

// scope is what a search learns from the query before ranking: its terms
// for finding passages, and the games its words point at.
type scope struct {
	pq passageQuery
	// votes are the games the query's words point at, nil when a game
	// is set.
	votes map[glossary.Game]float64
	// named is the game the query names ("tcg"), if any.
	named glossary.Game
}

func (ix *Index) search(ctx context.Context, q Query, tq query.Query, sc scope) (*Results, error) {
	groups, total, err := ix.rank(ctx, q, tq, sc)
	if err != nil {
		return nil, err
	}
	var game glossary.Game
	if sc.votes != nil {
		votes := ix.gameVotesFor(ctx, sc, groups, q.Text)
		game = pointedGame(votes)
		if !strongEnough(groups, game) {
			game = ""
		}
		if sc.named != "" {
			game = sc.named
		}
		if game == "" {
			preferGame(groups, leadingGame(votes))
		}
		if groups, err = ix.rankInGame(ctx, q, tq, sc, groups, game); err != nil {
			return nil, err
		}
	}
	linkConcepts(groups)
	// The cards and rules of the pointed game are weighed among its own
	// hits, as a search with the game set weighs them: a CCG card named
	// like an X-Wing pilot stays out of the X-Wing hits.
	cardsVersusRules(groups[:leading(groups, game)], q.Text, sc.pq.an)
	groups, err = ix.misspeltCardFirst(ctx, q, groups, sc.pq)
	if err != nil {
		return nil, err
	}
	need := q.Offset + q.Limit
	res := &Results{Query: q, Total: total, PointedGame: game, Hits: []Hit{}}
	if q.Offset >= len(groups) {
		return res, nil
	}
	page := groups[q.Offset:min(len(groups), need)]
	if err := ix.details(ctx, q, page); err != nil {
		return nil, err
	}
	for _, g := range page {
		h, err := g.hit(sc.pq)
		if err != nil {
			return nil, err
		}
		res.Hits = append(res.Hits, h)
	}
	return res, nil
}

// rank reads the candidates for q's first page and orders them by their
// evidence: bleve's score, worked examples demoted, proximity; total counts
// the matching entries, a variant group once.
func (ix *Index) rank(ctx context.Context, q Query, tq query.Query, sc scope) ([]*group, int, error) {
	fq := filters(tq, q)
	// Ranking reads only what ranking needs: term locations and stored
	// entries cost more than the ranking itself, so they are loaded for
	// the page alone (details). Collapsing variants merges hits, so read a
	// little ahead of the page, and further when the merging left it short.
	need := q.Offset + q.Limit
	want := max(need+need/2+5, minRanked)
	var sr *bleve.SearchResult
	var groups []*group
	var dups int
	for {
		req := bleve.NewSearchRequestOptions(fq, want, 0, false)
		var err error
		if sr, err = ix.bleve.SearchInContext(ctx, req); err != nil {
			return nil, 0, err
		}
		if err := ix.rankFields(ctx, sr.Hits); err != nil {
			return nil, 0, err
		}
		groups, dups = collapse(sr.Hits)
		if len(groups) >= need || uint64(len(sr.Hits)) >= sr.Total {
			break
		}
		want *= 2
	}
	demoteRedirects(groups, q.Text)
	if len(namedCards(groups, q.Text)) == 0 {
		demoteExamples(groups)
	}
	if err := ix.rewardProximity(ctx, groups, sc.pq); err != nil {
		return nil, 0, err
	}
	return groups, int(sr.Total) - dups, nil
}

// minRanked is the fewest hits read and re-ranked, whatever the page
// size, so that the first hits do not depend on how many are asked for.
const minRanked = 20

// group is the hits of one variant group; score is the best member's.
type group struct {
	primary string
	score   float64
	best    *search.DocumentMatch // the best-scoring member's match
	match   *search.DocumentMatch // the match shown, with the query's words located (details)
	entry   *shownEntry           // the match's entry (details)
	seeAlso []string              // primaries of the same concept in other documents
	card    string                // primary of the card the query names, shown beside this rule
	cover   float64               // the share of the query one window of its text holds (proximityCover)
}

// field is a stored keyword of the best member's match.
func (g *group) field(name string) string {
	s, _ := g.best.Fields[name].(string)
	return s
}

func (g *group) kind() glossary.Kind { return glossary.Kind(g.field(fKind)) }
func (g *group) family() string      { return g.field(fFamily) }
func (g *group) title() string       { return g.field(fTitle) }

// exampleWeight scales the score of worked examples: they repeat a rule's
// words, often more densely than the rule, but a judge wants the rule.
const exampleWeight = 0.6

// redirectWeight scales the score of a "See X" entry: its title holds
// the query's words and it is a line long, so it scores high, but it holds
// no rule; the entry it points at does. A query that is the entry's whole
// term asks what that term is, and the redirect answers.
const redirectWeight = 0.5

// demoteRedirects re-ranks the groups read ahead of the page.
func demoteRedirects(groups []*group, text string) {
	asked := glossary.Fold(text)
	for _, g := range groups {
		if g.kind() == glossary.KindRedirect && glossary.Fold(g.title()) != asked {
			g.score *= redirectWeight
		}
	}
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].score > groups[j].score })
}

// demoteExamples re-ranks the groups read ahead of the page.
func demoteExamples(groups []*group) {
	for _, g := range groups {
		if g.kind() == glossary.KindExample {
			g.score *= exampleWeight
		}
	}
	sort.SliceStable(groups, func(i, j int) bool { return groups[i].score > groups[j].score })
}

// collapse merges hits of one variant group in rank order and counts the
// hits merged away.
func collapse(hits search.DocumentMatchCollection) ([]*group, int) {
	var out []*group
	byPrimary := map[string]*group{}
	dups := 0
	for _, h := range hits {
		p, _ := h.Fields[fPrimary].(string)
		if p == "" {
			p = h.ID
		}
		g := byPrimary[p]
		if g == nil {
			g = &group{primary: p, score: h.Score, best: h}
			byPrimary[p] = g
			out = append(out, g)
		} else {
			dups++
		}
	}
	return out, dups
}

// details loads what the page's groups show: the entry, and the words of
// the query located in its text for the snippet. A group is shown as its
// primary entry when that passes the filters, even if only another
// rendering matched; otherwise as its best-scoring member.
func (ix *Index) details(ctx context.Context, q Query, groups []*group) error {
	var ids []string
	for _, g := range groups {
		ids = append(ids, g.primary)
		if g.best.ID != g.primary {
			ids = append(ids, g.best.ID)
		}
	}
	shown := append([]query.Query{bleve.NewDocIDQuery(ids)}, filterClauses(q)...)
	words := bleve.NewDisjunctionQuery(match(fText, q.Text, query.MatchQueryOperatorOr), match(fExtraText, q.Text, query.MatchQueryOperatorOr))
	located := bleve.NewConjunctionQuery(append(shown, words)...)
	req := bleve.NewSearchRequestOptions(bleve.NewDisjunctionQuery(located, bleve.NewConjunctionQuery(shown...)), len(ids), 0, false)
	req.IncludeLocations = true
	sr, err := ix.bleve.SearchInContext(ctx, req)
	if err != nil {
		return err
	}
	byID := make(map[string]*search.DocumentMatch, len(sr.Hits))
	for _, h := range sr.Hits {
		byID[h.ID] = h
	}
	for _, g := range groups {
		if g.match = byID[g.primary]; g.match == nil {
			g.match = byID[g.best.ID]
		}
		if g.match == nil {
			return fmt.Errorf("index: entry %s vanished during a search", g.best.ID)
		}
	}
	return ix.shownEntries(ctx, groups)
}

// shownEntry is a stored entry decoded for showing as a hit.
type shownEntry struct {
	hitFields
	family string
}

// shownEntries sets each group's entry, remembered by the open index:
// decoding a stored entry's JSON cost a search as much as finding it, and
// the entries shown recur from search to search.
func (ix *Index) shownEntries(ctx context.Context, groups []*group) error {
	var r index.IndexReader
	for _, g := range groups {
		id := g.match.ID
		if e, ok := ix.shownEntryMemo.Load(id); ok {
			g.entry = e.(*shownEntry)
			continue
		}
		if r == nil {
			var ok bool
			if r, ok = ix.reader(); !ok {
				return bleve.ErrorIndexClosed
			}
			defer r.Close()
		}
		f, err := storedText(ctx, r, id, []string{fEntry, fFamily})
		if err != nil {
			return err
		}
		js, _ := f[fEntry].(string)
		e := &shownEntry{}
		if err := json.Unmarshal([]byte(js), &e.hitFields); err != nil {
			return fmt.Errorf("index entry %s: %w (rebuild the index)", id, err)
		}
		e.family, _ = f[fFamily].(string)
		ix.shownEntryMemo.Store(id, e)
		g.entry = e
	}
	return nil
}

// hitFields are the stored entry's fields a hit shows: decoding only them
// skips the raw text and the cross-references, most of a stored entry.
type hitFields struct {
	ID        string        `json:"id"`
	Doc       string        `json:"doc"`
	Game      glossary.Game `json:"game"`
	Kind      glossary.Kind `json:"kind"`
	Title     string        `json:"title"`
	Path      []string      `json:"path"`
	LineStart int           `json:"line_start"`
	LineEnd   int           `json:"line_end"`
	Text      string        `json:"text"`
	Raw       string        `json:"raw"`
	Variants  []string      `json:"variants,omitempty"`
}

func (g *group) hit(pq passageQuery) (Hit, error) {
	e, family := g.entry.hitFields, g.entry.family
	locs := g.match.Locations[fText]
	if locs == nil {
		// Card text is indexed without term locations, to keep the
		// build small; a card's few lines are searched for the words here.
		locs = pq.locate(e.Text)
	}
	snip, hl := snippet(e.Text, locs)
	also := append([]string(nil), e.Variants...)
	sort.Strings(also)
	h := Hit{
		ID: e.ID, Doc: e.Doc, Family: family, Game: e.Game, Kind: e.Kind, Title: e.Title, Path: slices.Clone(e.Path),
		LineStart: e.LineStart, LineEnd: e.LineEnd, Score: g.score,
		Snippet: snip, Highlights: hl, AlsoIn: also, SeeAlso: g.seeAlso, Card: g.card,
	}
	if first, last, ok := pq.passage(e.Raw, e.LineStart); ok {
		// The snippet quotes the passage, which the text (markup
		// removed, paragraphs joined) has no line numbers to find.
		text := strings.Join(strings.Split(e.Raw, "\n")[first-e.LineStart:last-e.LineStart+1], "\n")
		h.PassageStart, h.PassageEnd = first, last
		h.Snippet, h.Highlights = snippet(text, pq.locate(text))
	}
	return h, nil
}
