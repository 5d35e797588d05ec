package index

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/judge-swccg/judge/glossary"
)

// ErrNotFound is wrapped when an ID, line or Ref names no entry.
var ErrNotFound = errors.New("not found")

// maxLookup bounds how many entries a structural lookup (At, Resolve)
// reads; a heading path or a line is shared by far fewer.
const maxLookup = 500

// Entry returns the entry with the given ID.
func (ix *Index) Entry(id string) (*glossary.Entry, error) {
	es, err := ix.entries(context.Background(), query.NewDocIDQuery([]string{id}), 1)
	if err != nil {
		return nil, err
	}
	if len(es) == 0 {
		return nil, fmt.Errorf("entry %q: %w", id, ErrNotFound)
	}
	return &es[0], nil
}

// At returns the narrowest entry of doc (a file name or its slug) whose
// lines contain line.
func (ix *Index) At(doc string, line int) (*glossary.Entry, error) {
	l := float64(line)
	yes := true
	q := bleve.NewConjunctionQuery(docQuery(doc),
		&query.NumericRangeQuery{Max: &l, InclusiveMax: &yes, FieldVal: fLineStart},
		&query.NumericRangeQuery{Min: &l, InclusiveMin: &yes, FieldVal: fLineEnd})
	es, err := ix.entries(context.Background(), q, maxLookup)
	if err != nil {
		return nil, err
	}
	es = slices.DeleteFunc(es, func(e glossary.Entry) bool { return len(e.Lines) > 0 && !slices.Contains(e.Lines, line) })
	if len(es) == 0 {
		return nil, fmt.Errorf("%s line %d: %w", doc, line, ErrNotFound)
	}
	sort.SliceStable(es, func(i, j int) bool {
		if wi, wj := width(&es[i]), width(&es[j]); wi != wj {
			return wi < wj
		}
		if len(es[i].Path) != len(es[j].Path) {
			return len(es[i].Path) > len(es[j].Path)
		}
		return es[i].ID < es[j].ID
	})
	return &es[0], nil
}

func width(e *glossary.Entry) int {
	if len(e.Lines) > 0 {
		return len(e.Lines)
	}
	return e.LineEnd - e.LineStart + 1
}

// Resolve returns the entries of ref.Family whose heading path ends with
// ref.Path, in document and line order. Empty means the Ref no longer
// resolves in this corpus.
func (ix *Index) Resolve(ref glossary.Ref) ([]glossary.Entry, error) {
	if len(ref.Path) == 0 {
		return nil, fmt.Errorf("ref %s: empty heading path", ref)
	}
	q := bleve.NewConjunctionQuery(termQuery(fFamily, ref.Family), termQuery(fPathTail, glossary.Fold(ref.Path[len(ref.Path)-1])))
	es, err := ix.entries(context.Background(), q, maxLookup)
	if err != nil {
		return nil, err
	}
	es = slices.DeleteFunc(es, func(e glossary.Entry) bool { return !ref.Matches(&e) })
	sort.Slice(es, func(i, j int) bool {
		if es[i].Doc != es[j].Doc {
			return es[i].Doc < es[j].Doc
		}
		return es[i].LineStart < es[j].LineStart
	})
	return es, nil
}

// firstLookup is the page a lookup asks for first. bleve's collector
// allocates for the whole page before it finds anything, and a lookup
// usually finds one to three entries: a judge ruling makes a dozen of
// them, so asking for maxLookup each time showed in its profile.
const firstLookup = 16

// entries runs q and decodes the stored entries of its hits, best first,
// at most size of them.
func (ix *Index) entries(ctx context.Context, q query.Query, size int) ([]glossary.Entry, error) {
	req := bleve.NewSearchRequestOptions(q, min(size, firstLookup), 0, false)
	req.Fields = []string{fEntry}
	res, err := ix.bleve.SearchInContext(ctx, req)
	if err != nil {
		return nil, err
	}
	if res.Total > uint64(req.Size) && size > req.Size {
		req.Size = int(min(res.Total, uint64(size)))
		if res, err = ix.bleve.SearchInContext(ctx, req); err != nil {
			return nil, err
		}
	}
	out := make([]glossary.Entry, 0, len(res.Hits))
	for _, h := range res.Hits {
		e, err := decodeEntry(h)
		if err != nil {
			return nil, err
		}
		out = append(out, *e)
	}
	return out, nil
}

func decodeEntry(h *search.DocumentMatch) (*glossary.Entry, error) {
	js, _ := h.Fields[fEntry].(string)
	var e glossary.Entry
	if err := json.Unmarshal([]byte(js), &e); err != nil {
		return nil, fmt.Errorf("index entry %s: %w (rebuild the index)", h.ID, err)
	}
	return &e, nil
}

func termQuery(field, term string) *query.TermQuery {
	q := bleve.NewTermQuery(term)
	q.SetField(field)
	return q
}

// docQuery matches a document by file name or by its slug, so users may
// type "swccg-glossary-2.0" for "swccg-glossary-2.0.txt".
func docQuery(doc string) query.Query {
	return bleve.NewDisjunctionQuery(termQuery(fDoc, doc), termQuery(fDocSlug, glossary.DocSlug(doc)))
}
