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
	"runtime/debug"
	"slices"
	"strings"
	"sync"

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
	// Named lists the inputs the user named for this command ("corpus",
	// "cards": a flag or "judge index PATH"), as opposed to a configured
	// default. The index remembers them: a configured default then does
	// not replace an input named for the build that wrote it.
	Named []string
	// Progress, when set, receives build progress for a progress bar.
	Progress func(stage string, done, total int)
	// Warn, when set, receives what the user must know although the
	// command goes on: an out-of-date index answering, a damaged one
	// rebuilt, a configured input not used.
	Warn func(msg string)
}

// ErrNoIndex means no index exists and no input was named to build one.
var ErrNoIndex = errors.New("no index yet")

// Input names, as in Config.Named and index.Manifest.Named.
const (
	inputCorpus = "corpus"
	inputCards  = "cards"
)

// cardsArtefact is the compiled card database inside an index generation.
const cardsArtefact = "cards.bin"

func (c Config) progress(stage string, done, total int) {
	if c.Progress != nil {
		c.Progress(stage, done, total)
	}
}

func (c Config) warn(format string, args ...any) {
	if c.Warn != nil {
		c.Warn(fmt.Sprintf(format, args...))
	}
}

func (c Config) named(input string) bool { return slices.Contains(c.Named, input) }

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
	// filepath.Abs asks for the working directory on every call, two
	// stats each; one ask serves every input.
	var wd string
	for i, f := range files {
		if filepath.IsAbs(f) {
			files[i] = filepath.Clean(f)
			continue
		}
		if wd == "" {
			var err error
			if wd, err = os.Getwd(); err != nil {
				return nil, err
			}
		}
		files[i] = filepath.Join(wd, f)
	}
	return files, nil
}

// withManifestInputs fills in the inputs the user did not name from the
// manifest of the current index, so "judge search" with only --index set
// still notices a changed document, and a corpus given alone does not drop
// the cards from the next build. An input named on the command line for
// the build that wrote the index is kept over a configured default that
// differs (with a warning): "judge index OTHER" is not undone by the next
// command because a config file names another corpus.
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
	pinned := func(input string) bool { return slices.Contains(m.Named, input) && !c.named(input) }
	switch {
	case len(c.Corpus) == 0:
		c.Corpus = corpus
	case pinned(inputCorpus) && !c.sameCorpus(corpus):
		c.warn("the index was built from the corpus named on the command line (%s), not the configured %s; "+
			"using the index's (run \"judge index\" to rebuild from the configured one)", commonDir(corpus), strings.Join(c.Corpus, ", "))
		c.Corpus = corpus
	}
	switch {
	case c.Cards == "":
		c.Cards = cardsDir
	case pinned(inputCards) && !sameDir(c.Cards, cardsDir):
		c.warn("the index was built from the cards named on the command line (%s), not the configured %s; "+
			"using the index's (run \"judge index\" to rebuild from the configured ones)", cardsDir, c.Cards)
		c.Cards = cardsDir
	}
	// An automatic rebuild from the index's own inputs keeps them named.
	for _, in := range m.Named {
		if !c.named(in) {
			c.Named = append(c.Named, in)
		}
	}
	return c
}

// sameCorpus reports whether c.Corpus consists of exactly the files.
func (c Config) sameCorpus(files []string) bool {
	now, err := Config{Corpus: c.Corpus}.inputFiles()
	if err != nil {
		return false
	}
	slices.Sort(now)
	files = slices.Sorted(slices.Values(files))
	return slices.Equal(now, files)
}

func sameDir(a, b string) bool {
	abs, err := filepath.Abs(a)
	return err == nil && filepath.Clean(abs) == filepath.Clean(b)
}

// commonDir names a list of corpus files by their directory when they
// share one.
func commonDir(files []string) string {
	if len(files) == 0 {
		return "nothing"
	}
	d := filepath.Dir(files[0])
	for _, f := range files[1:] {
		if filepath.Dir(f) != d {
			return strings.Join(files, ", ")
		}
	}
	return d
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
	defer buildGC()()
	var in index.BuildInput
	// The documents are parsed on one core while the cards are read on
	// the others: neither waits for the other, and a build is mostly these
	// two and the indexing after them.
	var (
		docs    *glossary.LoadResult
		docsErr error
		wg      sync.WaitGroup
	)
	if len(c.Corpus) > 0 {
		c.progress("parsing documents", 0, 1)
		wg.Go(func() { docs, docsErr = glossary.Load(c.Corpus) })
	}
	var cardsErr error
	if c.Cards != "" {
		c.progress("reading cards", 0, 1)
		cardsErr = readCardsInto(&in, rep, c.Cards)
	}
	wg.Wait()
	if docs != nil {
		rep.FileErrors = docs.Errors
	}
	if docsErr != nil {
		return rep, docsErr
	}
	if cardsErr != nil {
		return rep, cardsErr
	}
	if docs != nil {
		in.Docs = docs.Docs
		rep.Unresolved = glossary.Unresolved(docs.Docs)
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
	for _, n := range c.Named {
		if n == inputCorpus && len(c.Corpus) > 0 || n == inputCards && c.Cards != "" {
			in.Named = append(in.Named, n)
		}
	}
	in.Progress = func(done, total int) { c.progress("indexing", done, total) }
	m, err := index.Build(ctx, c.Index, in)
	if err != nil {
		if _, cerr := index.Current(c.Index); cerr != nil {
			return rep, &WriteError{fmt.Errorf("index build failed: %w", err)}
		}
		return rep, &WriteError{fmt.Errorf("index build failed, previous index kept: %w", err)}
	}
	rep.Manifest = m
	return rep, nil
}

// A build allocates a lot while little of it stays live: parsing, at
// first, keeps a few megabytes, and indexing a batch some tens. Collecting
// at 5× the live heap rather than 2× runs the collector a quarter as
// often (about 9 collections instead of 32 for the real corpus and cards);
// the soft limit keeps the peak where 2× would have it.
const (
	buildGCPercent   = 400
	buildMemoryLimit = 120 << 20
)

// buildGC sets the collector for a build, unless $GOGC or $GOMEMLIMIT
// say otherwise, and returns what puts the caller's settings back (a
// lookup that rebuilds a stale index, or a server, has its own).
func buildGC() (restore func()) {
	percent, limit := -2, int64(-1)
	if os.Getenv("GOGC") == "" {
		percent = debug.SetGCPercent(buildGCPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		limit = debug.SetMemoryLimit(buildMemoryLimit)
	}
	return func() {
		if percent != -2 {
			debug.SetGCPercent(percent)
		}
		if limit >= 0 {
			debug.SetMemoryLimit(limit)
		}
	}
}

// readCardsInto reads the card database in dir and adds its search
// entries to in, and its compiled copy as a later artefact: the cards'
// effects are read while the index is written.
func readCardsInto(in *index.BuildInput, rep *BuildReport, dir string) error {
	p, err := cards.LoadPending(dir)
	if err != nil {
		return err
	}
	entries := p.Entries()
	in.Extra = append(in.Extra, index.ExtraEntries{Family: "cards", Entries: entries})
	rep.Cards = len(entries) // one entry a card
	// Encoded as soon as the effects are read, while the index is written.
	type compiled struct {
		b   []byte
		err error
	}
	done := make(chan compiled, 1)
	go func() {
		var buf bytes.Buffer
		err := p.DB().Encode(&buf)
		done <- compiled{buf.Bytes(), err}
	}()
	in.Later = func() (map[string][]byte, error) {
		c := <-done
		if c.err != nil {
			return nil, c.err
		}
		return map[string][]byte{cardsArtefact: c.b}, nil
	}
	return nil
}

// WriteError is a build that read its inputs but could not write the
// index (a read-only directory, a full disk): a runtime failure, not bad
// input.
type WriteError struct{ err error }

func (e *WriteError) Error() string { return e.err.Error() }
func (e *WriteError) Unwrap() error { return e.err }

// Refresh rebuilds the index when it is missing, stale or damaged. Only
// the manifest and a stat of each input are read to decide. An out-of-date
// index keeps answering, with a warning, when it cannot be written or when
// the inputs it was built from (none named now) are gone; inputs named now
// that cannot be read or parsed are an error.
func Refresh(ctx context.Context, c Config) error {
	own := len(c.Corpus) == 0 && c.Cards == ""
	m, err := index.ReadManifest(c.Index)
	var damage error
	switch {
	case err == nil:
	case errors.Is(err, index.ErrDamaged):
		damage = err
	case errors.Is(err, index.ErrNoIndex), errors.Is(err, os.ErrNotExist):
	default:
		return err
	}
	c = c.withManifestInputs(m)
	if len(c.Corpus) == 0 && c.Cards == "" {
		if damage != nil {
			return c.cannotRebuild(damage)
		}
		if m == nil {
			return fmt.Errorf("%w in %s: run \"judge index\" with --corpus DIR and --cards DIR first", ErrNoIndex, c.Index)
		}
		return nil
	}
	files, err := c.inputFiles()
	if err != nil {
		if m != nil && own {
			c.warn("the index's inputs cannot be read (%v); answering from the index as it is", err)
			return nil
		}
		return err
	}
	reason := ""
	if m != nil {
		stale, why, err := m.Stale(files)
		if err != nil || !stale {
			return err
		}
		reason = why
		c.progress("index is out of date ("+reason+"); rebuilding", 0, 1)
	}
	rep, err := Rebuild(ctx, c)
	switch {
	case damage != nil && err != nil:
		return c.cannotRebuild(fmt.Errorf("%w; rebuilding it failed: %v", damage, err))
	case damage != nil:
		c.warn("%v; rebuilt it", damage)
	case err == nil && len(rep.FileErrors) > 0:
		c.progress("rebuilt the index, skipping: "+errors.Join(rep.FileErrors...).Error(), 1, 1)
	case err != nil && m != nil && errors.As(err, new(*WriteError)) && ctx.Err() == nil:
		c.warn("the index is out of date (%s) and could not be rebuilt (%v); answering from the previous index", reason, err)
		return nil
	}
	return err
}

// cannotRebuild is the error for a damaged index whose inputs are unknown.
func (c Config) cannotRebuild(damage error) error {
	return fmt.Errorf("%w; run \"judge index\" with --corpus DIR and --cards DIR to rebuild it", damage)
}

// rebuildDamaged rebuilds an index found damaged on opening, from the
// inputs configured or recorded in its manifest, and opens it again.
func rebuildDamaged[T any](ctx context.Context, c Config, damage error, open func() (T, error)) (T, error) {
	var zero T
	m, _ := index.ReadManifest(c.Index)
	c = c.withManifestInputs(m)
	if len(c.Corpus) == 0 && c.Cards == "" {
		return zero, c.cannotRebuild(damage)
	}
	if _, err := Rebuild(ctx, c); err != nil {
		return zero, c.cannotRebuild(fmt.Errorf("%w; rebuilding it failed: %v", damage, err))
	}
	c.warn("%v; rebuilt it", damage)
	return open()
}

// Open refreshes the index if needed and opens it, rebuilding it when it
// is found damaged. Open checks the files a query reads.
func Open(ctx context.Context, c Config) (*index.Index, error) {
	return openWith(ctx, c, func() (*index.Index, error) { return index.Open(c.Index) })
}

// OpenVerified is Open checking every file of the generation, the card
// database too, for "judge doctor".
func OpenVerified(ctx context.Context, c Config) (*index.Index, error) {
	return openWith(ctx, c, func() (*index.Index, error) {
		ix, err := index.Open(c.Index)
		if err != nil {
			return nil, err
		}
		if err := ix.Verify(); err != nil {
			ix.Close()
			return nil, err
		}
		return ix, nil
	})
}

func openWith(ctx context.Context, c Config, open func() (*index.Index, error)) (*index.Index, error) {
	if err := Refresh(ctx, c); err != nil {
		return nil, err
	}
	ix, err := open()
	if errors.Is(err, index.ErrDamaged) {
		return rebuildDamaged(ctx, c, err, open)
	}
	return ix, err
}

// OpenCards returns the card database: the compiled copy in the index when
// it is fresh (no JSON parsed), else a rebuild first.
func OpenCards(ctx context.Context, c Config) (*cards.DB, error) {
	if err := Refresh(ctx, c); err != nil {
		return nil, err
	}
	open := func() (*cards.DB, error) { return readCards(c.Index) }
	db, err := open()
	if err == nil || errors.Is(err, index.ErrNotFound) {
		return db, err
	}
	// Damaged, or from another encoding (a newer or older judge): rebuild
	// once from the card files rather than fail.
	return rebuildDamaged(ctx, c, err, open)
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
