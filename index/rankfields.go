package index

import (
	"context"
	"fmt"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	index "github.com/blevesearch/bleve_index_api"
)

// rankFieldNames are the stored fields ranking reads of each candidate.
var rankFieldNames = []string{fPrimary, fKind, fGame, fFamily, fTitle}

// rankFields sets the Fields of hits to their rankFieldNames, remembered
// by the open index. Loading a stored field decodes the entry's whole
// stored document, its JSON included, which cost a search more than its
// ranking; the twenty candidates of one search recur in the next ones, so
// only those never read before are loaded.
func (ix *Index) rankFields(ctx context.Context, hits search.DocumentMatchCollection) error {
	var r index.IndexReader
	for _, h := range hits {
		if f, ok := ix.rankFieldsMemo.Load(h.ID); ok {
			h.Fields = f.(map[string]any)
			continue
		}
		if r == nil {
			var ok bool
			if r, ok = ix.reader(); !ok {
				return bleve.ErrorIndexClosed
			}
			defer r.Close()
		}
		f, err := storedText(ctx, r, h.ID, rankFieldNames)
		if err != nil {
			return err
		}
		ix.rankFieldsMemo.Store(h.ID, f)
		h.Fields = f
	}
	return nil
}

// storedText reads the stored text fields names of the entry id, as a
// search request's Fields would hold them.
func storedText(ctx context.Context, r index.IndexReader, id string, names []string) (map[string]any, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	doc, err := r.Document(id)
	if err != nil {
		return nil, err
	}
	if doc == nil {
		return nil, fmt.Errorf("index: entry %s vanished during a search", id)
	}
	out := make(map[string]any, len(names))
	doc.VisitFields(func(f index.Field) {
		for _, n := range names {
			if f.Name() == n {
				out[n] = string(f.Value())
			}
		}
	})
	return out, nil
}
