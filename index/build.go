package index

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/version"
)

// BuildInput is everything one index generation is made of.
type BuildInput struct {
	Docs []*glossary.Document
	// Extra are entries that come from no rules document, e.g. cards.
	Extra []ExtraEntries
	// Files are artefacts stored in the generation beside the index, by
	// base name (e.g. a compiled card database); see Index.File.
	Files map[string][]byte
	// Later, when set, gives more artefacts once the index is written:
	// those still being made while it is written (the compiled card
	// database, whose effects are read meanwhile).
	Later func() (map[string][]byte, error)
	// Sources are the input files, for Stale.
	Sources []SourceFile
	// Named lists the inputs named on the command line (Manifest.Named).
	Named []string
	// Progress, if set, is called as entries are indexed.
	Progress func(done, total int)
}

// ExtraEntries are entries of one family that no parsed document holds.
type ExtraEntries struct {
	Family  string
	Entries []glossary.Entry
}

// buildHook, when set by a test, runs after each indexed entry; an error
// makes the build fail there, half-way.
var buildHook func(done int) error

// progressEvery limits Progress calls to a few hundred per build.
const progressEvery = 64

// Build writes a new index generation in dir and makes it current. A build
// that fails or is cancelled removes what it wrote and leaves the current
// generation answering.
func Build(ctx context.Context, dir string, in BuildInput) (m *Manifest, err error) {
	srcs, err := collect(in)
	if err != nil {
		return nil, err
	}
	if err := checkFileNames(in.Files); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	// One build at a time per directory: a second one waits, so neither
	// deletes the generation the other is writing.
	unlock, err := lockDir(ctx, dir)
	if err != nil {
		return nil, err
	}
	defer unlock()
	n, genDir, err := newGeneration(dir)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(genDir)
		}
	}()
	if err := writeIndex(ctx, filepath.Join(genDir, bleveDir), srcs, in.Progress); err != nil {
		return nil, err
	}
	if in.Files, err = withLater(in.Files, in.Later); err != nil {
		return nil, err
	}
	m = newManifest(n, in)
	if err := writeFiles(genDir, m, in.Files); err != nil {
		return nil, err
	}
	if err := syncTree(genDir); err != nil {
		return nil, err
	}
	// The checksums were just read from these files (writeFiles): stamp
	// them verified for the readers, without reading them all again.
	if err := m.stampVerified(genDir); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := publish(dir, n); err != nil {
		return nil, err
	}
	// The new generation is live; failing to delete an old one is not a
	// failed build.
	_ = removeOlder(dir, n)
	return m, nil
}

// withLater adds the artefacts later gives to files, in a new map.
func withLater(files map[string][]byte, later func() (map[string][]byte, error)) (map[string][]byte, error) {
	if later == nil {
		return files, nil
	}
	more, err := later()
	if err != nil {
		return nil, err
	}
	if err := checkFileNames(more); err != nil {
		return nil, err
	}
	all := maps.Clone(files)
	if all == nil {
		all = map[string][]byte{}
	}
	for name, b := range more {
		if _, dup := all[name]; dup {
			return nil, fmt.Errorf("index artefact %q given twice", name)
		}
		all[name] = b
	}
	return all, nil
}

// batchSize bounds the entries analysed and held in memory at once. One
// batch of everything (the rules and 3,860 cards) peaked at 250 MB; batches
// of 1,500 peak near 140 MB, and the four segments they leave search as
// fast as one (judge search end to end, the same median).
const batchSize = 1500

// writeIndex indexes the entries in a few batches, each a segment on disk.
// (scorch's unsafe_batch would return before a segment is persisted, and
// Close does not wait for it.)
func writeIndex(ctx context.Context, path string, srcs []source, progress func(done, total int)) error {
	idx, err := bleve.NewUsing(path, newMapping(), scorch.Name, scorch.Name, nil)
	if err != nil {
		return err
	}
	b := idx.NewBatch()
	for i, s := range srcs {
		if err = ctx.Err(); err != nil {
			break
		}
		var doc map[string]interface{}
		if doc, err = s.fields(); err != nil {
			break
		}
		if err = b.Index(s.entry.ID, doc); err != nil {
			break
		}
		if b.Size() >= batchSize {
			if err = idx.Batch(b); err != nil {
				break
			}
			b.Reset()
		}
		if buildHook != nil {
			if err = buildHook(i + 1); err != nil {
				break
			}
		}
		if progress != nil && ((i+1)%progressEvery == 0 || i+1 == len(srcs)) {
			progress(i+1, len(srcs))
		}
	}
	if err == nil {
		err = idx.Batch(b)
	}
	if cerr := idx.Close(); err == nil {
		err = cerr
	}
	return err
}

// collect lists every entry to index with its family and variant primary,
// and rejects duplicate IDs, which would silently overwrite each other.
func collect(in BuildInput) ([]source, error) {
	var srcs []source
	markdown := map[string]bool{}
	for _, d := range in.Docs {
		md := strings.Contains(d.Format, "markdown") || strings.HasSuffix(d.Name, ".md")
		for i := range d.Entries {
			srcs = append(srcs, source{entry: &d.Entries[i], family: d.Family})
			markdown[d.Entries[i].ID] = md
		}
	}
	for _, x := range in.Extra {
		for i := range x.Entries {
			srcs = append(srcs, source{entry: &x.Entries[i], family: x.Family, extra: true})
		}
	}
	seen := make(map[string]bool, len(srcs))
	for _, s := range srcs {
		if s.entry.ID == "" {
			return nil, fmt.Errorf("%s:%d: entry %q has no ID", s.entry.Doc, s.entry.LineStart, s.entry.Title)
		}
		if seen[s.entry.ID] {
			return nil, fmt.Errorf("%s:%d: entry ID %q is used twice", s.entry.Doc, s.entry.LineStart, s.entry.ID)
		}
		seen[s.entry.ID] = true
	}
	for i := range srcs {
		srcs[i].primary = primaryOf(srcs[i].entry, seen, markdown)
	}
	return srcs, nil
}

// primaryOf picks the entry that stands for a variant group in results:
// the plain-text rendering before the Markdown one, then the smallest ID,
// so the choice never depends on input order.
func primaryOf(e *glossary.Entry, known, markdown map[string]bool) string {
	best := e.ID
	for _, v := range e.Variants {
		if !known[v] {
			continue
		}
		if markdown[best] != markdown[v] {
			if markdown[best] {
				best = v
			}
			continue
		}
		if v < best {
			best = v
		}
	}
	return best
}

func newManifest(n int, in BuildInput) *Manifest {
	m := &Manifest{ToolVersion: version.Writer(), BuiltAt: time.Now().UTC(), Generation: n, Sources: in.Sources, Named: in.Named}
	for _, d := range in.Docs {
		st := DocStats{Doc: d.Name, Game: d.Game, Format: d.Format, Family: d.Family, Lines: d.Lines,
			Skipped: len(d.Skipped), Warns: len(d.Warnings), ByKind: map[string]int{}}
		for _, e := range d.Entries {
			st.Entries++
			st.ByKind[string(e.Kind)]++
		}
		m.Docs = append(m.Docs, st)
		m.Entries += st.Entries
	}
	for _, x := range in.Extra {
		byDoc := map[string]*DocStats{}
		var order []string
		for _, e := range x.Entries {
			st := byDoc[e.Doc]
			if st == nil {
				st = &DocStats{Doc: e.Doc, Game: e.Game, Family: x.Family, ByKind: map[string]int{}}
				byDoc[e.Doc] = st
				order = append(order, e.Doc)
			}
			st.Entries++
			st.ByKind[string(e.Kind)]++
		}
		for _, d := range order {
			m.Docs = append(m.Docs, *byDoc[d])
			m.Entries += byDoc[d].Entries
		}
	}
	for name := range in.Files {
		m.Files = append(m.Files, name)
	}
	sort.Strings(m.Files)
	return m
}

// checkFileNames keeps artefacts inside the generation and away from the
// names the index itself uses.
func checkFileNames(files map[string][]byte) error {
	for name := range files {
		if name == "" || name != filepath.Base(name) || name == "." || name == ".." || name == bleveDir || name == manifestName || name == stampName {
			return fmt.Errorf("index artefact name %q: want a plain file name other than %s, %s and %s", name, bleveDir, manifestName, stampName)
		}
	}
	return nil
}

func writeFiles(genDir string, m *Manifest, files map[string][]byte) error {
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(genDir, name), b, 0o644); err != nil {
			return err
		}
	}
	sums, err := sumTree(genDir)
	if err != nil {
		return err
	}
	m.Checksums = sums
	js, err := encodeManifest(m)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(genDir, manifestName), js, 0o644)
}
