package index

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/blevesearch/bleve/v2"

	"github.com/judge-swccg/judge/glossary"
)

// Index is an opened, read-only index generation.
type Index struct {
	gen      string
	bleve    guarded
	manifest *Manifest
	// Ranking's memos live and die with the open index: a generation
	// never changes once built.
	docGamesMemo   atomic.Pointer[map[string]glossary.Game]
	titleTermsMemo sync.Map // title → map[string]bool
	rankFieldsMemo sync.Map // entry ID → map[string]any (rankFieldNames)
	termGamesMemo  sync.Map // term → map[glossary.Game]int (termGames)
	shownEntryMemo sync.Map // entry ID → *shownEntry
}

// openAttempts bounds retries when a rebuild removes the generation
// between reading the link and opening the files.
const openAttempts = 5

// Open opens the current generation in dir for reading.
func Open(dir string) (*Index, error) {
	var lastErr error
	for range openAttempts {
		gen, err := currentGen(dir)
		if err != nil {
			return nil, err
		}
		ix, err := openGeneration(gen)
		if err == nil {
			return ix, nil
		}
		lastErr = err
		if again, _ := currentGen(dir); again == gen {
			// The link did not move, so this is no race: a real failure.
			break
		}
	}
	return nil, fmt.Errorf("open index %s: %w", dir, lastErr)
}

func openGeneration(gen string) (*Index, error) {
	m, err := readManifestAt(gen)
	if err != nil {
		return nil, err
	}
	// Every file bleve reads is checked before bleve reads it: scorch
	// reads a segment in goroutines of its own, where a panic on a
	// damaged file cannot be recovered, and damage that does not panic
	// gives wrong answers.
	if err := m.check(gen); err != nil {
		return nil, err
	}
	b, err := openBleve(filepath.Join(gen, bleveDir))
	if err != nil {
		return nil, err
	}
	// scorch opens a generation whose segment files a rebuild deleted
	// meanwhile as an empty index, logging and carrying on; the count
	// catches it.
	if n, err := b.DocCount(); err != nil || n != uint64(m.Entries) {
		b.Close()
		return nil, errors.Join(err, fmt.Errorf("index %s holds %d of its %d entries", gen, n, m.Entries))
	}
	return &Index{gen: gen, bleve: guarded{b}, manifest: m}, nil
}

// openBleve opens a generation read-only; a panic in bleve or bolt, which
// the checksums should have made impossible, is damage, not a crash.
func openBleve(path string) (b bleve.Index, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("%w: %s: %v", ErrDamaged, path, r)
		}
	}()
	return bleve.OpenUsing(path, map[string]interface{}{"read_only": true})
}

// guarded is a bleve index whose searches turn a panic in the caller's
// goroutine into an error.
type guarded struct{ bleve.Index }

func (g guarded) SearchInContext(ctx context.Context, req *bleve.SearchRequest) (res *bleve.SearchResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("%w: search: %v", ErrDamaged, r)
		}
	}()
	return g.Index.SearchInContext(ctx, req)
}

// Close releases the index files.
func (ix *Index) Close() error { return ix.bleve.Close() }

// Manifest is the manifest of the opened generation.
func (ix *Index) Manifest() *Manifest { return ix.manifest }

// Stats lists, per document, what the opened generation holds.
func (ix *Index) Stats() []DocStats { return ix.manifest.Docs }

// File reads an artefact stored with the generation (BuildInput.Files).
func (ix *Index) File(name string) ([]byte, error) {
	if err := checkFileNames(map[string][]byte{name: nil}); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(filepath.Join(ix.gen, name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("index has no file %q (rebuild the index)", name)
	}
	if err != nil {
		return nil, err
	}
	if err := ix.manifest.check(ix.gen); err != nil {
		return nil, err
	}
	return b, nil
}

// Generation names the generation directory this Index reads.
func (ix *Index) Generation() string { return ix.gen }
