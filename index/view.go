package index

import "github.com/judge-swccg/judge/glossary"

// The JSON shapes of search and define as the CLI's --json prints them
// (README "JSON output"); judge serve answers with the same values, so a
// client reads one schema whichever way it asks.

// SearchView is the stable JSON of a search: the query text, the total, and
// one page of hits.
type SearchView struct {
	Query string `json:"query"`
	Total int    `json:"total"`
	Fuzzy bool   `json:"fuzzy,omitempty"`
	// PointedGame is the game the query points at when none is set.
	PointedGame glossary.Game `json:"pointed_game,omitempty"`
	Hits        []Hit         `json:"hits"`
}

// View shapes results for output.
func (r *Results) View() SearchView {
	hits := r.Hits
	if hits == nil {
		hits = []Hit{}
	}
	return SearchView{Query: r.Query.Text, Total: r.Total, Fuzzy: r.Fuzzy, PointedGame: r.PointedGame, Hits: hits}
}

// DefineView is the stable JSON of a definition: one entry per document,
// the prevailing document first.
type DefineView struct {
	Term    string        `json:"term"`
	Entries []DefinedView `json:"entries"`
}

// DefinedView is a search hit's fields plus the definition's text.
type DefinedView struct {
	Hit
	Text string `json:"text"`
	// Match says how the term was found: title, alias, fuzzy or search.
	Match string `json:"match"`
	// Chain lists the entries passed through when "See X" was followed;
	// Redirects holds those entries themselves ("your cards: See owner.").
	Chain     []string       `json:"chain,omitempty"`
	Redirects []RedirectView `json:"redirects,omitempty"`
}

// RedirectView is a "See X" entry a definition passed through.
type RedirectView struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	LineStart int    `json:"line_start"`
	LineEnd   int    `json:"line_end"`
	Text      string `json:"text"`
}

// View shapes a definition for output, fetching the redirect entries a
// chain passed through so the reader sees the "See X" itself.
func (d *Definition) View(ix *Index) DefineView {
	out := DefineView{Term: d.Term, Entries: []DefinedView{}}
	for _, s := range d.Senses {
		e := s.Entry
		v := DefinedView{Hit: Hit{ID: e.ID, Doc: e.Doc, Family: s.Family, Game: e.Game, Kind: e.Kind,
			Title: e.Title, Path: e.Path, LineStart: e.LineStart, LineEnd: e.LineEnd, AlsoIn: s.AlsoIn},
			Text: e.Text, Match: s.Match, Chain: s.Chain}
		for _, id := range s.Chain {
			if id == e.ID {
				continue
			}
			if r, err := ix.Entry(id); err == nil {
				v.Redirects = append(v.Redirects, RedirectView{r.ID, r.Title, r.LineStart, r.LineEnd, r.Text})
			}
		}
		out.Entries = append(out.Entries, v)
	}
	return out
}
