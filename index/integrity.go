package index

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// ErrDamaged is wrapped when a file of an index generation is missing,
// truncated or altered: the generation must be rebuilt, never read. bleve
// and bolt trust their files and panic or answer wrongly on damage, so a
// generation is checked against its manifest before bleve sees it.
var ErrDamaged = errors.New("index damaged")

// FileSum is one file of a generation as the build wrote it.
type FileSum struct {
	// Path is slash-separated, relative to the generation directory.
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	CRC32C string `json:"crc32c"`
}

// CRC-32C runs in hardware on amd64 and arm64: the whole index of the real
// corpus and cards (12.3 MB) hashes in 2 to 3 ms, mostly reading it.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// hashBuffer is the read size for checksumming; a few large reads cost
// less than io.Copy's 32 KB ones.
const hashBuffer = 1 << 20

func damagedf(gen, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrDamaged, gen, fmt.Sprintf(format, args...))
}

// sumTree lists every regular file under genDir but the manifest with its
// size and checksum, in path order.
func sumTree(genDir string) ([]FileSum, error) {
	var sums []FileSum
	buf := make([]byte, hashBuffer)
	err := filepath.WalkDir(genDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(genDir, p)
		if err != nil {
			return err
		}
		if rel == manifestName {
			return nil
		}
		size, sum, err := crcFile(p, buf)
		if err != nil {
			return err
		}
		sums = append(sums, FileSum{Path: filepath.ToSlash(rel), Size: size, CRC32C: sum})
		return nil
	})
	sort.Slice(sums, func(i, j int) bool { return sums[i].Path < sums[j].Path })
	return sums, err
}

// crcFile checksums the file at path, reading it into buf.
func crcFile(path string, buf []byte) (int64, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	h := crc32.New(castagnoli)
	n, err := io.CopyBuffer(h, f, buf)
	return n, hex.EncodeToString(h.Sum(nil)), err
}

// stampName is the file in a generation recording the identity of its
// files when they last matched their checksums.
const stampName = "verified"

// check finds damage in the generation: a missing or resized file by its
// stat alone, an altered one by its checksum. Checksumming the real index
// (≈ 12 MB) costs more than the rest of opening it, so files whose
// identity (fileIdentity) is the one recorded when they last matched are
// not read again: writing to a file, replacing or copying it changes its
// identity. Damage that changes no identity, a failing disk's, is left to
// judge doctor (Verify).
func (m *Manifest) check(gen string) error {
	if len(m.Checksums) == 0 {
		return damagedf(gen, "its manifest lists no checksums (written by an older judge)")
	}
	stamp, known, err := m.identities(gen)
	if err != nil {
		return err
	}
	stampPath := filepath.Join(gen, stampName)
	if b, err := os.ReadFile(stampPath); known && err == nil && string(b) == stamp {
		return nil
	}
	if err := m.verify(gen); err != nil {
		return err
	}
	if known {
		// A read-only index cannot keep the stamp: it is checked in full
		// each time, which is slower, not wrong.
		_ = writeAtomic(stampPath, []byte(stamp))
	}
	return nil
}

// identities is the stamp of the generation's files as they are now, and
// whether every file has an identity; a missing or resized file is damage.
func (m *Manifest) identities(gen string) (stamp string, known bool, err error) {
	var ids strings.Builder
	known = true
	ids.WriteString(m.Checksum + "\n")
	for _, s := range m.Checksums {
		size, id, err := fileIdentity(filepath.Join(gen, filepath.FromSlash(s.Path)))
		if err != nil {
			return "", false, missingAsDamage(gen, s, err)
		}
		if size != s.Size {
			return "", false, damagedf(gen, "%s has %d bytes, the build wrote %d", s.Path, size, s.Size)
		}
		known = known && id != ""
		fmt.Fprintf(&ids, "%s %s\n", s.Path, id)
	}
	return crcHex([]byte(ids.String())) + "\n", known, nil
}

// stampVerified stamps a generation whose checksums were just taken from
// its files (sumTree), so that check need not read them all again.
func (m *Manifest) stampVerified(gen string) error {
	stamp, known, err := m.identities(gen)
	if err != nil || !known {
		return err
	}
	return writeAtomic(filepath.Join(gen, stampName), []byte(stamp))
}

// writeAtomic writes a file that readers see whole or not at all.
func writeAtomic(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, werr := f.Write(b)
	if err := errors.Join(werr, f.Chmod(0o644), f.Close()); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// verify checksums every file of the generation.
func (m *Manifest) verify(gen string) error {
	buf := make([]byte, hashBuffer)
	for _, s := range m.Checksums {
		size, sum, err := crcFile(filepath.Join(gen, filepath.FromSlash(s.Path)), buf)
		if err != nil {
			return missingAsDamage(gen, s, err)
		}
		if size != s.Size || sum != s.CRC32C {
			return damagedf(gen, "%s does not match its checksum", s.Path)
		}
	}
	return nil
}

// missingAsDamage is err from reading the file s, which is damage when
// the file is gone.
func missingAsDamage(gen string, s FileSum, err error) error {
	if errors.Is(err, fs.ErrNotExist) {
		return damagedf(gen, "%s is missing", s.Path)
	}
	return err
}

// checksumField is how the manifest's own checksum appears in the file.
// The sum covers the file's bytes with the field's value empty, so it
// does not depend on how this version of judge would re-encode them.
const checksumField = `"checksum": "`

func crcHex(b []byte) string { return fmt.Sprintf("%08x", crc32.Checksum(b, castagnoli)) }

// encodeManifest writes m as the file stores it, its checksum filled in.
func encodeManifest(m *Manifest) ([]byte, error) {
	m.Checksum = ""
	js, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	js = append(js, '\n')
	m.Checksum = crcHex(js)
	blank := []byte(checksumField + `"`)
	i := bytes.LastIndex(js, blank)
	if i < 0 {
		return nil, errors.New("manifest encoding lost its checksum field")
	}
	return slices.Concat(js[:i], []byte(checksumField+m.Checksum+`"`), js[i+len(blank):]), nil
}

// checkSelf tells a manifest altered after the build from an intact one.
// A manifest of an older judge has no checksum at all; Stale rebuilds it
// and Open refuses it (check).
func (m *Manifest) checkSelf(path string, raw []byte) error {
	if m.Checksum == "" && len(m.Checksums) == 0 {
		return nil
	}
	field := []byte(checksumField + m.Checksum + `"`)
	i := bytes.LastIndex(raw, field)
	if i < 0 || m.Checksum == "" || crcHex(slices.Concat(raw[:i], []byte(checksumField+`"`), raw[i+len(field):])) != m.Checksum {
		return fmt.Errorf("%w: %s does not match its checksum", ErrDamaged, path)
	}
	return nil
}

// Verify checksums every file of the opened generation, for "judge
// doctor": Open checks only what a query reads.
func (ix *Index) Verify() error { return ix.manifest.verify(ix.gen) }
