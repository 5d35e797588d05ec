// Package workspace ties the corpus, the card database and the index
// together for the commands: where each lives, whether the index is stale,
// and rebuilding it. Commands stay thin; this is the only place that knows
// the order in which the pieces are loaded.
package workspace

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/index"
)

// Config says where the inputs and the index are. Corpus and Cards may be
// empty: then the inputs the index was last built from are used.
type Config struct {
	Corpus []string
	Cards  string
	Index  string
	// Progress, when set, receives build progress for a progress bar.
	Progress func(stage string, done, total int)
}

// ErrNoIndex means no index exists and no input was named to build one.
var ErrNoIndex = errors.New("no index yet")

// cardsArtefact is the compiled card database inside an index generation.
const cardsArtefact = "cards.bin"

func (c Config) progress(stage string, done, total int) {
	if c.Progress != nil {
		c.Progress(stage, done, total)
	}
}

// inputFiles lists the files the configured inputs consist of. Listing a
// directory and stating a few files is all it costs: nothing is read.
func (c Config) inputFiles() ([]string, error) {
	var files []string
	if len(c.Corpus) > 0 {
		fs, err := glossary.CorpusFiles(c.Corpus)
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
	}
	if c.Cards != "" {
		for _, f := range cards.InputFiles {
			p := filepath.Join(c.Cards, f)
			if _, err := os.Stat(p); err == nil {
				files = append(files, p)
			}
		}
	}
	for i, f := range files {
		abs, err := filepath.Abs(f)
		if err != nil {
			return nil, err
		}
		files[i] = abs
	}
	return files, nil
}

// withManifestInputs fills in the inputs the user did not name from the
// manifest of the current index, so "judge search" with only --index set
// still notices a changed document, and a corpus given alone does not drop
// the cards from the next build.
func (c Config) withManifestInputs(m *index.Manifest) Config {
	if m == nil {
		return c
	}
	var corpus []string
	cardsDir := ""
	for _, s := range m.Sources {
		if slices.Contains(cards.InputFiles, filepath.Base(s.Path)) {
			cardsDir = filepath.Dir(s.Path)
		} else {
			corpus = append(corpus, s.Path)
		}
	}
	if len(c.Corpus) == 0 {
		c.Corpus = corpus
	}
	if c.Cards == "" {
		c.Cards = cardsDir
	}
	return c
}

// BuildReport is what a rebuild read and wrote.
type BuildReport struct {
	Manifest *index.Manifest
	// FileErrors are the corpus files that could not be read; the rest
	// were indexed.
	FileErrors []error
	Cards      int
	Unresolved []glossary.UnresolvedRef
}

// Rebuild parses the corpus and the cards and builds a new index
// generation. The previous index keeps answering until the new one is
// complete, and stays when the build fails. The report is never nil, so a
// caller can list the files that failed even when the build did.
func Rebuild(ctx context.Context, c Config) (*BuildReport, error) {
	rep := &BuildReport{}
	if len(c.Corpus) == 0 && c.Cards == "" {
		return rep, errors.New("nothing to index: name a corpus (--corpus) or a card directory (--cards)")
	}
	in := index.BuildInput{Files: map[string][]byte{}}
	if len(c.Corpus) > 0 {
		c.progress("parsing documents", 0, 1)
		res, err := glossary.Load(c.Corpus)
		if res != nil {
			rep.FileErrors = res.Errors
		}
		if err != nil {
			return rep, err
		}
		in.Docs = res.Docs
		rep.Unresolved = glossary.Unresolved(res.Docs)
	}
	if c.Cards != "" {
		c.progress("reading cards", 0, 1)
		db, err := cards.Load(c.Cards)
		if err != nil {
			return rep, err
		}
		var buf bytes.Buffer
		if err := db.Encode(&buf); err != nil {
			return rep, err
		}
		in.Files[cardsArtefact] = buf.Bytes()
		in.Extra = append(in.Extra, index.ExtraEntries{Family: "cards", Entries: db.Entries()})
		rep.Cards = len(db.All())
	}
	files, err := c.inputFiles()
	if err != nil {
		return rep, err
	}
	for _, f := range files {
		sf, err := index.SourceOf(f)
		if err != nil {
			return rep, err
		}
		in.Sources = append(in.Sources, sf)
	}
	in.Progress = func(done, total int) { c.progress("indexing", done, total) }
	m, err := index.Build(ctx, c.Index, in)
	if err != nil {
		return rep, fmt.Errorf("index build failed, previous index kept: %w", err)
	}
	rep.Manifest = m
	return rep, nil
}

// Refresh rebuilds the index when it is missing or stale. Only the
// manifest and a stat of each input are read to decide.
func Refresh(ctx context.Context, c Config) error {
	m, err := index.ReadManifest(c.Index)
	if err != nil && !errors.Is(err, index.ErrNoIndex) && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	c = c.withManifestInputs(m)
	if len(c.Corpus) == 0 && c.Cards == "" {
		if m == nil {
			return fmt.Errorf("%w in %s: run \"judge index\" with --corpus DIR and --cards DIR first", ErrNoIndex, c.Index)
		}
		return nil
	}
	files, err := c.inputFiles()
	if err != nil {
		return err
	}
	if m != nil {
		stale, reason, err := m.Stale(files)
		if err != nil || !stale {
			return err
		}
		c.progress("index is out of date ("+reason+"); rebuilding", 0, 1)
	}
	rep, err := Rebuild(ctx, c)
	if err == nil && len(rep.FileErrors) > 0 {
		c.progress("rebuilt the index, skipping: "+errors.Join(rep.FileErrors...).Error(), 1, 1)
	}
	return err
}

// Open refreshes the index if needed and opens it.
func Open(ctx context.Context, c Config) (*index.Index, error) {
	if err := Refresh(ctx, c); err != nil {
		return nil, err
	}
	return index.Open(c.Index)
}

// OpenCards returns the card database: the compiled copy in the index when
// it is fresh (no JSON parsed), else a rebuild first.
func OpenCards(ctx context.Context, c Config) (*cards.DB, error) {
	if err := Refresh(ctx, c); err != nil {
		return nil, err
	}
	db, err := readCards(c.Index)
	if err == nil || errors.Is(err, index.ErrNotFound) {
		return db, err
	}
	// The compiled copy is from another encoding (a newer or older judge):
	// rebuild once from the card files rather than fail.
	c = c.withManifestInputs(mustManifest(c.Index))
	if c.Cards == "" {
		return nil, err
	}
	c.progress("card database in the index is unreadable ("+err.Error()+"); rebuilding", 0, 1)
	if _, err := Rebuild(ctx, c); err != nil {
		return nil, err
	}
	return readCards(c.Index)
}

func readCards(dir string) (*cards.DB, error) {
	// Mapped, not read: a lookup then touches a few pages of the file
	// instead of copying all of it into fresh memory.
	db, err := index.OpenFile(dir, cardsArtefact, cards.OpenFile)
	if errors.Is(err, index.ErrNotFound) {
		return nil, fmt.Errorf("the index holds no card database: give --cards DIR (the folder with Dark.json and Light.json) and run again: %w", err)
	}
	return db, err
}

func mustManifest(dir string) *index.Manifest {
	m, _ := index.ReadManifest(dir)
	return m
}
