package index

import (
	"context"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
)

// rankFieldNames are the stored fields ranking reads of each candidate.
var rankFieldNames = []string{fPrimary, fKind, fGame, fFamily, fTitle}

// rankFields sets the Fields of hits to their rankFieldNames, remembered
// by the open index. Loading a stored field decodes the entry's whole
// stored document, its JSON included, which cost a search more than its
// ranking; the twenty candidates of one search recur in the next ones, so
// only those never read before are loaded, in one request.
func (ix *Index) rankFields(ctx context.Context, hits search.DocumentMatchCollection) error {
	var missing []string
	for _, h := range hits {
		if f, ok := ix.rankFieldsMemo.Load(h.ID); ok {
			h.Fields = f.(map[string]any)
		} else {
			missing = append(missing, h.ID)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	req := bleve.NewSearchRequestOptions(bleve.NewDocIDQuery(missing), len(missing), 0, false)
	req.Fields = rankFieldNames
	req.Score = "none"
	sr, err := ix.bleve.SearchInContext(ctx, req)
	if err != nil {
		return err
	}
	for _, h := range sr.Hits {
		if h.Fields == nil {
			h.Fields = map[string]any{}
		}
		ix.rankFieldsMemo.Store(h.ID, h.Fields)
	}
	for _, h := range hits {
		if h.Fields == nil {
			f, _ := ix.rankFieldsMemo.Load(h.ID)
			h.Fields, _ = f.(map[string]any)
		}
	}
	return nil
}
