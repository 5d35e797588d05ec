package index

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blevesearch/bleve/v2"
)

// Index is an opened, read-only index generation.
type Index struct {
	gen      string
	bleve    bleve.Index
	manifest *Manifest
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
	b, err := bleve.OpenUsing(filepath.Join(gen, bleveDir), map[string]interface{}{"read_only": true})
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
	return &Index{gen: gen, bleve: b, manifest: m}, nil
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
	return b, err
}

// Generation names the generation directory this Index reads.
func (ix *Index) Generation() string { return ix.gen }
