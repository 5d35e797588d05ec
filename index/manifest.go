package index

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync/atomic"
	"time"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/version"
)

const manifestName = "manifest.json"

// Manifest describes one index generation: what built it, from which
// files, and what it holds.
type Manifest struct {
	ToolVersion string       `json:"tool_version"`
	BuiltAt     time.Time    `json:"built_at"`
	Generation  int          `json:"generation"`
	Sources     []SourceFile `json:"sources"`
	Docs        []DocStats   `json:"docs"`
	Entries     int          `json:"entries"`
	// Files are the artefacts stored beside the index (BuildInput.Files).
	Files []string `json:"files,omitempty"`
	// Named says which inputs were named on the command line for this
	// build ("corpus", "cards"): a configured default does not replace
	// them behind the user's back.
	Named []string `json:"named,omitempty"`
	// Checksums are every other file of the generation, so that damage
	// is found before bleve reads it.
	Checksums []FileSum `json:"checksums,omitempty"`
	// Checksum is the CRC-32C of this manifest with Checksum empty.
	Checksum string `json:"checksum"`
}

// SourceFile identifies an input file so that Stale can tell it changed.
type SourceFile struct {
	Path    string    `json:"path"`
	Size    int64     `json:"size"`
	ModTime time.Time `json:"mtime"`
	SHA256  string    `json:"sha256"`
}

// DocStats counts one document's entries for "judge corpus stats".
type DocStats struct {
	Doc     string         `json:"doc"`
	Game    glossary.Game  `json:"game"`
	Format  string         `json:"format,omitempty"`
	Family  string         `json:"family"`
	Lines   int            `json:"lines,omitempty"`
	Entries int            `json:"entries"`
	ByKind  map[string]int `json:"by_kind"`
	Skipped int            `json:"skipped_spans,omitempty"`
	Warns   int            `json:"warnings,omitempty"`
}

// SourceOf stats and hashes the file at path for the manifest. The path is
// made absolute so that Stale compares like with like from any directory.
func SourceOf(path string) (SourceFile, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return SourceFile{}, err
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return SourceFile{}, err
	}
	sum, err := hashFile(abs)
	if err != nil {
		return SourceFile{}, err
	}
	return SourceFile{Path: abs, Size: fi.Size(), ModTime: fi.ModTime().UTC(), SHA256: sum}, nil
}

func hashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// ReadManifest reads the manifest of the current generation in dir.
func ReadManifest(dir string) (*Manifest, error) {
	gen, err := currentGen(dir)
	if err != nil {
		return nil, err
	}
	return readManifestAt(gen)
}

func readManifestAt(genDir string) (*Manifest, error) {
	path := filepath.Join(genDir, manifestName)
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if _, serr := os.Stat(genDir); serr == nil {
			return nil, fmt.Errorf("%w: %s is missing", ErrDamaged, path)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("index manifest: %w", err)
	}
	return parseManifest(path, b)
}

// parseManifest decodes the manifest read from path; anything but an
// intact one is ErrDamaged.
func parseManifest(path string, b []byte) (*Manifest, error) {
	if last := lastManifest.Load(); last != nil && last.path == path && bytes.Equal(last.raw, b) {
		m := last.m
		return &m, nil
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrDamaged, path, err)
	}
	if err := m.checkSelf(path, b); err != nil {
		return nil, err
	}
	lastManifest.Store(&parsedManifest{path: path, raw: b, m: m})
	return &m, nil
}

// lastManifest is the manifest this process parsed last. A lookup reads
// the same file to decide staleness and again to open the index or the
// card database; the same bytes need no second decoding. The file is still
// read each time, so a manifest changed on disk is never taken from here.
var lastManifest atomic.Pointer[parsedManifest]

type parsedManifest struct {
	path string
	raw  []byte
	m    Manifest
}

// Stale reports whether the index in dir no longer matches sources (the
// input files a build would read now) or was written by another tool
// version, and why. It reads only the manifest and stats the files; a file
// is hashed only when its size or mtime moved, so a touched but unchanged
// file is not stale. A missing index is stale, not an error.
func Stale(dir string, sources []string) (bool, string, error) {
	m, err := ReadManifest(dir)
	if err != nil {
		if os.IsNotExist(err) || isNoIndex(err) {
			return true, "no index yet", nil
		}
		return false, "", err
	}
	return m.Stale(sources)
}

// Stale is Stale for a manifest already read, so a caller that needs the
// manifest anyway parses it once.
func (m *Manifest) Stale(sources []string) (bool, string, error) {
	if w := version.Writer(); m.ToolVersion != w {
		return true, fmt.Sprintf("index written by judge %s, this is %s", m.ToolVersion, w), nil
	}
	if len(m.Checksums) == 0 {
		return true, "index has no checksums", nil
	}
	known := make(map[string]SourceFile, len(m.Sources))
	for _, s := range m.Sources {
		known[s.Path] = s
	}
	now := map[string]bool{}
	for _, p := range sources {
		abs, err := filepath.Abs(p)
		if err != nil {
			return false, "", err
		}
		now[abs] = true
		old, ok := known[abs]
		if !ok {
			return true, abs + " was added", nil
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return true, abs + " is gone: " + err.Error(), nil
		}
		if fi.Size() == old.Size && fi.ModTime().Equal(old.ModTime) {
			continue
		}
		sum, err := hashFile(abs)
		if err != nil {
			return false, "", err
		}
		if sum != old.SHA256 {
			return true, abs + " changed", nil
		}
	}
	var gone []string
	for p := range known {
		if !now[p] {
			gone = append(gone, p)
		}
	}
	if len(gone) > 0 {
		sort.Strings(gone)
		return true, gone[0] + " was removed from the corpus", nil
	}
	return false, "", nil
}
