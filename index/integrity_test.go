package index

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// damagedGeneration builds the fixture with an artefact and returns the
// index directory and the files of its generation.
func damagedGeneration(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	in := BuildInput{Docs: fixtureDocs(), Files: map[string][]byte{"cards.bin": bytes.Repeat([]byte("card"), 2500)}}
	if _, err := Build(context.Background(), dir, in); err != nil {
		t.Fatal(err)
	}
	gen, _ := currentGen(dir)
	var files []string
	filepath.WalkDir(gen, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(gen, p)
			files = append(files, rel)
		}
		return err
	})
	return dir, files
}

// Every file of a generation, damaged in any of these ways, makes Open or
// reading the artefact fail with ErrDamaged: no panic, no answer from a
// damaged file. Each damage is a write, so the verified stamp does not
// spare the checksums. (The process-level test in cmd/judge shows what each
// command then does.)
func TestOpenRefusesADamagedGeneration(t *testing.T) {
	ways := map[string]func(b []byte) []byte{
		"truncated":   func(b []byte) []byte { return b[:len(b)/2] },
		"zeroed page": func(b []byte) []byte { off := len(b) / 2 &^ 4095; clear(b[off:min(len(b), off+4096)]); return b },
		"one byte":    func(b []byte) []byte { b[len(b)*2/3] ^= 0x20; return b },
		"deleted":     nil,
	}
	_, files := damagedGeneration(t)
	if len(files) < 5 {
		t.Fatalf("generation holds %v", files)
	}
	for _, file := range files {
		for name, damage := range ways {
			t.Run(file+"/"+name, func(t *testing.T) {
				dir, _ := damagedGeneration(t)
				gen, _ := currentGen(dir)
				p := filepath.Join(gen, file)
				if damage == nil {
					os.Remove(p)
				} else {
					b, _ := os.ReadFile(p)
					os.WriteFile(p, damage(b), 0o644)
				}
				err := openAndRead(dir)
				if file == stampName {
					// Only a note that the files were checked: they are
					// checked again.
					if err != nil {
						t.Fatalf("damaged %s: %v", stampName, err)
					}
					return
				}
				if !errors.Is(err, ErrDamaged) {
					t.Fatalf("got %v, want ErrDamaged", err)
				}
			})
		}
	}
}

// openAndRead is what a command does with an index: open it, search it,
// read its artefact, and check it as doctor does.
func openAndRead(dir string) error {
	ix, err := Open(dir)
	if err != nil {
		return err
	}
	defer ix.Close()
	if _, err := ix.Search(context.Background(), Query{Text: "forfeit"}); err != nil {
		return err
	}
	if _, err := ReadFile(dir, "cards.bin"); err != nil {
		return err
	}
	if _, err := ix.File("cards.bin"); err != nil {
		return err
	}
	return ix.Verify()
}

func TestIntactGenerationVerifies(t *testing.T) {
	dir, _ := damagedGeneration(t)
	if err := openAndRead(dir); err != nil {
		t.Fatal(err)
	}
	m, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Checksums) != 4 || m.Checksum == "" {
		t.Errorf("manifest checksums %+v, self %q", m.Checksums, m.Checksum)
	}
}

// A manifest whose checksum is gone is an older judge's: Stale says so,
// which rebuilds it, and Open refuses it.
func TestManifestWithoutChecksumsIsStale(t *testing.T) {
	dir, _ := damagedGeneration(t)
	m, _ := ReadManifest(dir)
	m.Checksums, m.Checksum = nil, ""
	js, _ := json.MarshalIndent(m, "", "  ")
	gen, _ := currentGen(dir)
	if err := os.WriteFile(filepath.Join(gen, manifestName), js, 0o644); err != nil {
		t.Fatal(err)
	}
	if stale, reason, err := Stale(dir, nil); err != nil || !stale || reason != "index has no checksums" {
		t.Errorf("Stale = %v %q %v", stale, reason, err)
	}
	if _, err := Open(dir); !errors.Is(err, ErrDamaged) {
		t.Errorf("Open = %v, want ErrDamaged", err)
	}
}

// Concurrent builds of one directory all succeed: each waits for the
// lock instead of deleting the generation another is writing.
func TestConcurrentBuildsAllSucceed(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			_, errs[i] = Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()})
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("build %d: %v", i, err)
		}
	}
	gens, _ := generations(dir)
	if len(gens) != 1 {
		t.Errorf("generations left: %v", gens)
	}
	ix := openDir(t, dir)
	if res := mustSearch(t, ix, Query{Text: "forfeit"}); len(res.Hits) == 0 {
		t.Error("the last build does not answer")
	}
}

// Noise written into a segment whose modification time is then set back
// is still found: the stamp records the change time too, which no user
// sets back.
func TestNoiseBehindAnOldModificationTimeIsFound(t *testing.T) {
	dir, _ := damagedGeneration(t)
	openDir(t, dir) // stamps the intact generation
	zaps, _ := filepath.Glob(filepath.Join(dir, "current", bleveDir, "store", "*.zap"))
	if len(zaps) != 1 {
		t.Fatalf("segments %v", zaps)
	}
	fi, _ := os.Stat(zaps[0])
	b, _ := os.ReadFile(zaps[0])
	b[len(b)/3] ^= 0x01
	if err := os.WriteFile(zaps[0], b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(zaps[0], fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir); !errors.Is(err, ErrDamaged) {
		t.Fatalf("Open = %v, want ErrDamaged", err)
	}
}

// FuzzManifest: any bytes as a generation's manifest are an intact
// manifest or ErrDamaged, never a panic; a change to an intact one is
// ErrDamaged.
func FuzzManifest(f *testing.F) {
	dir := f.TempDir()
	if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()[2:3]}); err != nil {
		f.Fatal(err)
	}
	gen, _ := currentGen(dir)
	intact, err := os.ReadFile(filepath.Join(gen, manifestName))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(intact, uint(0), byte(0))
	f.Add(intact, uint(len(intact)/2), byte(1))
	f.Add([]byte(`{"checksum": "00000000"}`), uint(3), byte(0))
	f.Fuzz(func(t *testing.T, b []byte, at uint, flip byte) {
		if _, err := parseManifest("manifest.json", b); err != nil && !errors.Is(err, ErrDamaged) {
			t.Fatalf("error %v is not ErrDamaged", err)
		}
		if flip == 0 {
			return
		}
		changed := bytes.Clone(intact)
		changed[at%uint(len(changed))] ^= flip
		if _, err := parseManifest("manifest.json", changed); !errors.Is(err, ErrDamaged) {
			t.Fatalf("a manifest changed at byte %d is read (err %v)", at%uint(len(changed)), err)
		}
	})
}

// A current link replaced by a file is damage; one pointing nowhere is
// no index (a build then makes one).
func TestCurrentLinkDamage(t *testing.T) {
	dir, _ := damagedGeneration(t)
	link := filepath.Join(dir, currentLink)
	os.Remove(link)
	if err := os.WriteFile(link, []byte("gen-1"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(dir); !errors.Is(err, ErrDamaged) {
		t.Errorf("current as a file: %v, want ErrDamaged", err)
	}
	os.Remove(link)
	if err := os.Symlink("gen-999", link); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadManifest(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("dangling current: %v, want not-exist", err)
	}
	if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()}); err != nil {
		t.Fatal(err)
	}
	openDir(t, dir)
}

// A build takes its files' checksums once and stamps them verified from
// those: the first reader then checks identities alone, and the stamp is
// the one a full check would write.
func TestBuildStampsItsGenerationVerified(t *testing.T) {
	dir, _ := damagedGeneration(t)
	gen, err := Current(dir)
	if err != nil {
		t.Fatal(err)
	}
	stamp, err := os.ReadFile(filepath.Join(gen, stampName))
	if err != nil {
		t.Fatalf("no stamp after the build: %v", err)
	}
	m, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	want, known, err := m.identities(gen)
	if err != nil || !known || string(stamp) != want {
		t.Fatalf("stamp %q, want %q (known %v, %v)", stamp, want, known, err)
	}
	if err := m.verify(gen); err != nil {
		t.Fatalf("the stamped files do not match their checksums: %v", err)
	}
}
