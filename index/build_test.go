package index

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/version"
)

func TestBuildLayoutAndManifest(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(t.TempDir(), "rules.txt")
	os.WriteFile(src, []byte("one\ntwo\n"), 0o644)
	sf, err := SourceOf(src)
	if err != nil {
		t.Fatal(err)
	}
	cards := []glossary.Entry{{ID: "cards/leebo", Doc: "Light.json", Game: glossary.GameSWCCG, Kind: glossary.KindCard, Title: "Leebo", Path: []string{"Leebo"}, Text: "A droid."}}
	var calls, lastDone, lastTotal int
	m, err := Build(context.Background(), dir, BuildInput{
		Docs:     fixtureDocs(),
		Extra:    []ExtraEntries{{Family: "cards", Entries: cards}},
		Files:    map[string][]byte{"cards.gob": []byte("compiled")},
		Sources:  []SourceFile{sf},
		Progress: func(done, total int) { calls, lastDone, lastTotal = calls+1, done, total },
	})
	if err != nil {
		t.Fatal(err)
	}
	if target, _ := os.Readlink(filepath.Join(dir, "current")); target != "gen-1" {
		t.Errorf("current -> %q, want gen-1", target)
	}
	if m.ToolVersion != version.Writer() || m.Generation != 1 || m.Entries != 17 || len(m.Docs) != 5 {
		t.Errorf("manifest %+v", m)
	}
	gloss := m.Docs[2]
	if gloss.Doc != glossTxt || gloss.Family != "swccg-glossary" || gloss.Entries != 6 || gloss.ByKind["redirect"] != 3 || gloss.ByKind["term"] != 3 {
		t.Errorf("glossary stats %+v", gloss)
	}
	if c := m.Docs[4]; c.Doc != "Light.json" || c.Family != "cards" || c.ByKind["card"] != 1 {
		t.Errorf("card stats %+v", c)
	}
	if calls == 0 || lastDone != 17 || lastTotal != 17 {
		t.Errorf("progress: %d calls, last %d/%d", calls, lastDone, lastTotal)
	}
	ix := openDir(t, dir)
	if b, err := ix.File("cards.gob"); err != nil || string(b) != "compiled" {
		t.Errorf("File: %q, %v", b, err)
	}
	if _, err := ix.File("../manifest.json"); err == nil {
		t.Errorf("File accepted a path outside the generation")
	}
	if got, err := ReadManifest(dir); err != nil || got.Sources[0] != sf || got.Entries != 17 {
		t.Errorf("ReadManifest: %+v, %v", got, err)
	}
	if len(ix.Stats()) != 5 {
		t.Errorf("Stats: %v", ix.Stats())
	}
	if res := mustSearch(t, ix, Query{Text: "leebo", Doc: "cards"}); len(res.Hits) != 1 || res.Hits[0].ID != "cards/leebo" {
		t.Errorf("extra entries not searchable: %v", hitIDs(res))
	}
}

func TestBuildRejectsBadInput(t *testing.T) {
	dup := fixtureDocs()
	dup[1].Entries[0].ID = dup[0].Entries[0].ID
	for name, in := range map[string]BuildInput{
		"duplicate ID":        {Docs: dup},
		"artefact path":       {Docs: fixtureDocs(), Files: map[string][]byte{"../x": nil}},
		"artefact clobbers":   {Docs: fixtureDocs(), Files: map[string][]byte{"manifest.json": nil}},
		"entry without an ID": {Extra: []ExtraEntries{{Family: "cards", Entries: []glossary.Entry{{Title: "x"}}}}},
	} {
		dir := t.TempDir()
		if _, err := Build(context.Background(), dir, in); err == nil {
			t.Errorf("%s: no error", name)
		}
		if ents, _ := os.ReadDir(dir); len(ents) != 0 {
			t.Errorf("%s: left %d files behind", name, len(ents))
		}
	}
}

func TestOpenWithoutIndex(t *testing.T) {
	_, err := Open(t.TempDir())
	if !errors.Is(err, ErrNoIndex) {
		t.Fatalf("err %v, want ErrNoIndex", err)
	}
}

// A build that fails half-way or is cancelled leaves the previous
// generation current and answering, and removes its own partial one.
func TestFailedBuildKeepsPreviousIndex(t *testing.T) {
	_, dir := buildFixture(t)
	boom := errors.New("disk on fire")
	buildHook = func(done int) error {
		if done == 8 {
			return boom
		}
		return nil
	}
	t.Cleanup(func() { buildHook = nil })
	if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()}); !errors.Is(err, boom) {
		t.Fatalf("build err %v, want the injected failure", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	buildHook = func(done int) error {
		if done == 3 {
			cancel()
		}
		return nil
	}
	if _, err := Build(ctx, dir, BuildInput{Docs: fixtureDocs()}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled build err %v", err)
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		if e.Name() != lockName {
			names = append(names, e.Name())
		}
	}
	if strings.Join(names, " ") != "current gen-1" {
		t.Errorf("index dir holds %v, want only current and gen-1", names)
	}
	ix := openDir(t, dir)
	if res := mustSearch(t, ix, Query{Text: "forfeit"}); len(res.Hits) == 0 || res.Hits[0].ID != "rules-a/forfeit" {
		t.Errorf("previous index no longer answers: %v", hitIDs(res))
	}
}

// A rebuild publishes a new generation and removes the old one, while a
// reader that opened the old one keeps searching it.
func TestRebuildSwapsGenerations(t *testing.T) {
	old, dir := buildFixture(t)
	m, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()[2:3]})
	if err != nil {
		t.Fatal(err)
	}
	if target, _ := os.Readlink(filepath.Join(dir, "current")); target != "gen-2" || m.Generation != 2 {
		t.Fatalf("current -> %s, generation %d", target, m.Generation)
	}
	if _, err := os.Stat(filepath.Join(dir, "gen-1")); !os.IsNotExist(err) {
		t.Errorf("old generation kept: %v", err)
	}
	if res := mustSearch(t, old, Query{Text: "forfeit"}); len(res.Hits) == 0 {
		t.Errorf("a reader of the removed generation lost its index")
	}
	fresh := openDir(t, dir)
	if res := mustSearch(t, fresh, Query{Text: "forfeit"}); len(res.Hits) != 0 {
		t.Errorf("new generation still holds the rulebook: %v", hitIDs(res))
	}
}

// Readers opening and searching while builds run back to back never fail.
func TestConcurrentReadersDuringRebuilds(t *testing.T) {
	_, dir := buildFixture(t)
	var stop atomic.Bool
	var searches atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
				ix, err := Open(dir)
				if err != nil {
					errs <- err
					return
				}
				res, err := ix.Search(context.Background(), Query{Text: "immune to attrition"})
				ix.Close()
				if err != nil || len(res.Hits) == 0 {
					errs <- errors.Join(err, errors.New("no hits"))
					return
				}
				searches.Add(1)
			}
		}()
	}
	deadline := time.Now().Add(2 * time.Second)
	builds := 0
	for builds < 5 || time.Now().Before(deadline) && builds < 20 {
		if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()}); err != nil {
			t.Fatal(err)
		}
		builds++
	}
	stop.Store(true)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("reader failed: %v", err)
	}
	if searches.Load() == 0 {
		t.Fatalf("readers never searched")
	}
	t.Logf("%d builds, %d searches", builds, searches.Load())
}

// An artefact made while the index is written (BuildInput.Later) is stored
// and listed as one given up front is; a bad or repeated name from it fails
// the build and leaves the previous generation current.
func TestBuildLaterArtefacts(t *testing.T) {
	dir := t.TempDir()
	later := func(files map[string][]byte, err error) func() (map[string][]byte, error) {
		return func() (map[string][]byte, error) { return files, err }
	}
	m, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs(),
		Files: map[string][]byte{"a.bin": []byte("early")}, Later: later(map[string][]byte{"cards.bin": []byte("late")}, nil)})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(m.Files, ",") != "a.bin,cards.bin" {
		t.Errorf("manifest files %v, want a.bin and cards.bin", m.Files)
	}
	if b, err := ReadFile(dir, "cards.bin"); err != nil || string(b) != "late" {
		t.Errorf("later artefact: %q, %v", b, err)
	}
	boom := errors.New("encoding failed")
	for name, l := range map[string]func() (map[string][]byte, error){
		"error":       later(nil, boom),
		"bad name":    later(map[string][]byte{"../x": nil}, nil),
		"clobbers":    later(map[string][]byte{"manifest.json": nil}, nil),
		"given twice": later(map[string][]byte{"a.bin": nil}, nil),
	} {
		if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs(), Files: map[string][]byte{"a.bin": nil}, Later: l}); err == nil {
			t.Errorf("%s: no error", name)
		}
		if gens, _ := generations(dir); len(gens) != 1 || gens[0] != 1 {
			t.Errorf("%s: generations %v, want only the first", name, gens)
		}
		if b, err := ReadFile(dir, "cards.bin"); err != nil || string(b) != "late" {
			t.Errorf("%s: the previous generation's artefact: %q, %v", name, b, err)
		}
	}
}
