package index

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/judge-swccg/judge/glossary"
)

// Definition is what every document says a term means, side by side, the
// prevailing document first.
type Definition struct {
	Term   string  `json:"term"`
	Senses []Sense `json:"senses"`
}

// How a sense was found.
const (
	MatchTitle  = "title"
	MatchAlias  = "alias"
	MatchFuzzy  = "fuzzy"
	MatchSearch = "search"
)

// Sense is one document's definition.
type Sense struct {
	Family string `json:"family"`
	Match  string `json:"match"`
	// Entry is the defining entry, after following "See X" redirects.
	Entry glossary.Entry `json:"entry"`
	// Chain lists the IDs from the matched entry to Entry when redirects
	// were followed; Cycle is set when they loop back.
	Chain []string `json:"chain,omitempty"`
	Cycle bool     `json:"cycle,omitempty"`
	// AlsoIn are IDs of the same passage in other renderings.
	AlsoIn []string `json:"also_in,omitempty"`
}

// maxRedirects bounds a "See X" chain.
const maxRedirects = 5

// ErrCommonWords is wrapped (with ErrNotFound) when a term that is only
// English stop words and single letters names no title or alias exactly:
// near those, every short title is a neighbour ("the" is one edit from the
// abbreviation "TEH"), so any fuzzy or free-text answer would be noise.
var ErrCommonWords = fmt.Errorf("only common words or single letters, looked up as exact titles alone: %w", ErrNotFound)

// Define looks term up by exact title, then alias, then a title within an
// edit distance, then free-text search, and returns one sense per document.
// A term shorter than minFuzzyLen is not tried within an edit distance:
// for an abbreviation like "EPP" the neighbours ("EPS") are other cards.
func (ix *Index) Define(ctx context.Context, term string) (*Definition, error) {
	folded := glossary.Fold(strings.TrimSpace(term))
	if folded == "" {
		return nil, fmt.Errorf("define: empty term")
	}
	if err := CheckQuery(term); err != nil {
		return nil, err
	}
	cands, err := ix.candidates(ctx, bleve.NewDisjunctionQuery(termQuery(fTitleExact, folded), termQuery(fAliasExact, folded)))
	if err != nil {
		return nil, err
	}
	if len(cands) == 0 && onlyCommonWords(folded) {
		return nil, fmt.Errorf("define %q: %w", term, ErrCommonWords)
	}
	if len(cands) == 0 && utf8.RuneCountInString(folded) >= minFuzzyLen {
		if cands, err = ix.candidates(ctx, fuzzyTitleQuery(folded)); err != nil {
			return nil, err
		}
	}
	if len(cands) == 0 {
		if cands, err = ix.searchCandidates(ctx, term); err != nil {
			return nil, err
		}
	}
	for i := range cands {
		cands[i].classify(folded)
	}
	def := &Definition{Term: term}
	seen := map[string]bool{}
	for _, c := range bestPerDoc(collapseCandidates(cands)) {
		s, err := ix.follow(c)
		if err != nil {
			return nil, err
		}
		if !seen[s.Entry.ID] {
			seen[s.Entry.ID] = true
			def.Senses = append(def.Senses, s)
		}
	}
	if len(def.Senses) == 0 {
		return nil, fmt.Errorf("define %q: %w", term, ErrNotFound)
	}
	sort.SliceStable(def.Senses, func(i, j int) bool {
		a, b := def.Senses[i], def.Senses[j]
		ag, af := precedence(a.Entry.Game, a.Family)
		bg, bf := precedence(b.Entry.Game, b.Family)
		if ag != bg {
			return ag < bg
		}
		if af != bf {
			return af < bf
		}
		return a.Entry.Doc < b.Entry.Doc
	})
	return def, nil
}

// stopWords is bleve's English stop-word list, the one the text analyzer
// drops from prose; read on first use, not at every command's start-up.
var stopWords = sync.OnceValue(func() analysis.TokenMap {
	m, err := en.TokenMapConstructor(nil, nil)
	must(err)
	return m
})

// onlyCommonWords reports whether every word of a folded term is a stop
// word or a single letter or digit. Words are split at spaces only, so a
// hyphenated name such as "AT-AT" is one word and not a stop word.
func onlyCommonWords(folded string) bool {
	for _, w := range strings.Fields(folded) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if utf8.RuneCountInString(w) > 1 && !stopWords()[w] {
			return false
		}
	}
	return true
}

// candidate is an entry that may define the term.
type candidate struct {
	entry   glossary.Entry
	family  string
	primary string
	match   string
}

func (c *candidate) classify(folded string) {
	if c.match != "" {
		return
	}
	c.match = MatchFuzzy
	if glossary.Fold(c.entry.Title) == folded {
		c.match = MatchTitle
		return
	}
	for _, a := range c.entry.Aliases {
		if glossary.Fold(a) == folded {
			c.match = MatchAlias
		}
	}
}

func matchRank(m string) int {
	switch m {
	case MatchTitle:
		return 0
	case MatchAlias:
		return 1
	case MatchFuzzy:
		return 2
	}
	return 3
}

func (ix *Index) candidates(ctx context.Context, q query.Query) ([]candidate, error) {
	req := bleve.NewSearchRequestOptions(q, maxLookup, 0, false)
	req.Fields = []string{fEntry, fFamily, fPrimary}
	sr, err := ix.bleve.SearchInContext(ctx, req)
	if err != nil {
		return nil, err
	}
	var out []candidate
	for _, h := range sr.Hits {
		e, err := decodeEntry(h)
		if err != nil {
			return nil, err
		}
		fam, _ := h.Fields[fFamily].(string)
		prim, _ := h.Fields[fPrimary].(string)
		out = append(out, candidate{entry: *e, family: fam, primary: prim})
	}
	return out, nil
}

// searchCandidates is the last resort: the best search hit of each
// document that scores at least half as well as the best hit overall.
func (ix *Index) searchCandidates(ctx context.Context, term string) ([]candidate, error) {
	res, err := ix.Search(ctx, Query{Text: term, Limit: 20})
	if err != nil {
		return nil, err
	}
	var out []candidate
	for _, h := range res.Hits {
		if h.Score < res.Hits[0].Score/2 {
			break
		}
		e, err := ix.Entry(h.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, candidate{entry: *e, family: h.Family, primary: h.ID, match: MatchSearch})
	}
	return out, nil
}

// fuzzyTitleQuery matches whole titles and aliases within an edit
// distance, for a term typed with a slip.
func fuzzyTitleQuery(folded string) query.Query {
	dist := 1
	if utf8.RuneCountInString(folded) >= bigFuzzyLen {
		dist = 2
	}
	var qs []query.Query
	for _, f := range []string{fTitleExact, fAliasExact} {
		q := bleve.NewFuzzyQuery(folded)
		q.SetField(f)
		q.SetFuzziness(dist)
		qs = append(qs, q)
	}
	return bleve.NewDisjunctionQuery(qs...)
}

// collapseCandidates keeps one entry per variant group: the primary when
// it is among the candidates.
func collapseCandidates(cs []candidate) []candidate {
	have := map[string]bool{}
	for _, c := range cs {
		have[c.entry.ID] = true
	}
	var out []candidate
	for _, c := range cs {
		if c.primary == "" || c.primary == c.entry.ID || !have[c.primary] {
			out = append(out, c)
		}
	}
	return out
}

// bestPerDoc picks each document's best candidate: title before alias
// before fuzzy, rule text before examples, the shallowest heading, the
// earliest line.
func bestPerDoc(cs []candidate) []candidate {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := &cs[i], &cs[j]
		if ra, rb := matchRank(a.match), matchRank(b.match); ra != rb {
			return ra < rb
		}
		if ka, kb := kindRank(a.entry.Kind), kindRank(b.entry.Kind); ka != kb {
			return ka < kb
		}
		if len(a.entry.Path) != len(b.entry.Path) {
			return len(a.entry.Path) < len(b.entry.Path)
		}
		return a.entry.LineStart < b.entry.LineStart
	})
	seen := map[string]bool{}
	var out []candidate
	for _, c := range cs {
		if !seen[c.entry.Doc] {
			seen[c.entry.Doc] = true
			out = append(out, c)
		}
	}
	return out
}

// follow turns a candidate into a sense, following "See X" redirects.
func (ix *Index) follow(c candidate) (Sense, error) {
	s := Sense{Family: c.family, Match: c.match, Entry: c.entry}
	visited := map[string]bool{c.entry.ID: true}
	for range maxRedirects {
		next := redirectTarget(&s.Entry)
		if next == "" {
			break
		}
		if visited[next] {
			s.Cycle = true
			break
		}
		visited[next] = true
		e, err := ix.Entry(next)
		if err != nil {
			return s, err
		}
		if len(s.Chain) == 0 {
			s.Chain = []string{c.entry.ID}
		}
		s.Chain = append(s.Chain, next)
		s.Entry = *e
	}
	s.AlsoIn = append([]string(nil), s.Entry.Variants...)
	sort.Strings(s.AlsoIn)
	return s, nil
}

// redirectTarget is the resolved entry a "See X" entry sends the reader to.
func redirectTarget(e *glossary.Entry) string {
	for _, x := range e.SeeAlso {
		if x.ID != "" && (x.Redirect || e.Kind == glossary.KindRedirect) {
			return x.ID
		}
	}
	return ""
}
