package workspace

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/judge-swccg/judge/index"
	"github.com/judge-swccg/judge/internal/testenv"
)

// corpusCopy copies one real document into a directory the test may change.
func corpusCopy(t *testing.T, name string) (dir, file string) {
	t.Helper()
	b, err := os.ReadFile(testenv.Corpus(t, name))
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	file = filepath.Join(dir, name)
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, file
}

func generation(t *testing.T, dir string) int {
	t.Helper()
	m, err := index.ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	return m.Generation
}

func TestOpenBuildsThenRebuildsOnlyWhenAnInputChanges(t *testing.T) {
	ctx := context.Background()
	corpus, file := corpusCopy(t, "swtcg-rulebook-esb.txt")
	c := Config{Corpus: []string{corpus}, Index: filepath.Join(t.TempDir(), "idx")}
	var stages []string
	c.Progress = func(stage string, _, _ int) { stages = append(stages, stage) }

	ix, err := Open(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	first := generation(t, c.Index)

	ix, err = Open(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	if g := generation(t, c.Index); g != first {
		t.Fatalf("an unchanged corpus was rebuilt (generation %d → %d)", first, g)
	}

	b, _ := os.ReadFile(file)
	if err := os.WriteFile(file, append(b, []byte("\n\nCredits\n\nA new line of credits.")...), 0o644); err != nil {
		t.Fatal(err)
	}
	future := time.Now().Add(time.Minute)
	os.Chtimes(file, future, future)
	stages = nil
	ix, err = Open(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	if g := generation(t, c.Index); g == first {
		t.Fatalf("a changed document did not rebuild the index")
	}
	if len(stages) == 0 || stages[0] == "" {
		t.Errorf("no progress reported for the rebuild: %q", stages)
	}

	// With nothing named, the index's own inputs are used: no rebuild, no error.
	ix, err = Open(ctx, Config{Index: c.Index})
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
}

func TestOpenWithNothingAtAll(t *testing.T) {
	_, err := Open(context.Background(), Config{Index: filepath.Join(t.TempDir(), "idx")})
	if err == nil || !errors.Is(err, ErrNoIndex) {
		t.Fatalf("err = %v, want ErrNoIndex", err)
	}
}

// A compiled card database from another encoding is rebuilt from the card
// files, not reported as a broken index.
func TestOpenCardsRebuildsAnUnreadableCompiledDatabase(t *testing.T) {
	ctx := context.Background()
	c := Config{Cards: testenv.Shared(t, "cards"), Index: filepath.Join(t.TempDir(), "idx")}
	db, err := OpenCards(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	want := len(db.All())
	if err := os.WriteFile(filepath.Join(c.Index, "current", cardsArtefact), []byte("not a card database"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The card directory is remembered by the index: a later command names none.
	db, err = OpenCards(ctx, Config{Index: c.Index})
	if err != nil {
		t.Fatalf("unreadable compiled database not rebuilt: %v", err)
	}
	if len(db.All()) != want {
		t.Errorf("rebuilt database has %d cards, want %d", len(db.All()), want)
	}
}

// Naming only a corpus after a build with cards keeps the cards.
func TestCorpusAloneKeepsTheCards(t *testing.T) {
	ctx := context.Background()
	corpus, _ := corpusCopy(t, "swtcg-rulebook-esb.txt")
	c := Config{Corpus: []string{corpus}, Cards: testenv.Shared(t, "cards"), Index: filepath.Join(t.TempDir(), "idx")}
	if _, err := Rebuild(ctx, c); err != nil {
		t.Fatal(err)
	}
	corpus2, _ := corpusCopy(t, "xwing-faq-1e.txt")
	ix, err := Open(ctx, Config{Corpus: []string{corpus2}, Index: c.Index})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if _, err := ix.Entry("cards/9_113"); err != nil {
		t.Errorf("the cards were dropped when only a corpus was named: %v", err)
	}
	if _, err := ix.At("xwing-faq-1e.txt", 666); err != nil {
		t.Errorf("the new corpus was not indexed: %v", err)
	}
}

// warnings collects what a Config warns.
func warnings(c *Config) *[]string {
	var ws []string
	c.Warn = func(msg string) { ws = append(ws, msg) }
	return &ws
}

func zapOf(t *testing.T, dir string) string {
	t.Helper()
	zaps, _ := filepath.Glob(filepath.Join(dir, "current", "bleve", "store", "*.zap"))
	if len(zaps) != 1 {
		t.Fatalf("zap segments: %v", zaps)
	}
	return zaps[0]
}

// noise changes a few bytes in the middle of a file, keeping its size.
func noise(t *testing.T, p string) {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	for i := len(b) / 2; i < len(b)/2+64 && i < len(b); i++ {
		b[i] ^= 0x5a
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// builtESB is an index of the TCG rulebook alone, and its Config.
func builtESB(t *testing.T) (context.Context, Config) {
	t.Helper()
	corpus, _ := corpusCopy(t, "swtcg-rulebook-esb.txt")
	c := Config{Corpus: []string{corpus}, Index: filepath.Join(t.TempDir(), "idx")}
	if _, err := Rebuild(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	return context.Background(), c
}

// A damaged index is rebuilt from the inputs its manifest names, with a
// warning, and answers as before.
func TestOpenRebuildsADamagedIndex(t *testing.T) {
	ctx, c := builtESB(t)
	first := generation(t, c.Index)
	noise(t, zapOf(t, c.Index))
	later := Config{Index: c.Index}
	ws := warnings(&later)
	ix, err := Open(ctx, later)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if g := generation(t, c.Index); g == first {
		t.Error("the damaged generation was not replaced")
	}
	if len(*ws) != 1 || !strings.Contains((*ws)[0], "index damaged") {
		t.Errorf("warnings %q, want one about the damage", *ws)
	}
}

// A damaged index whose inputs are unknown is ErrDamaged with what to do;
// a damaged manifest loses the inputs with it.
func TestDamagedIndexWithoutInputsSaysRunIndex(t *testing.T) {
	ctx, c := builtESB(t)
	noise(t, filepath.Join(c.Index, "current", "manifest.json"))
	_, err := Open(ctx, Config{Index: c.Index})
	if !errors.Is(err, index.ErrDamaged) || !strings.Contains(err.Error(), `run "judge index"`) {
		t.Fatalf("err = %v, want ErrDamaged saying to run judge index", err)
	}
	// Named again, the corpus rebuilds it.
	ix, err := Open(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
}

// readOnly makes the index directory one no build can write to: chmod
// for a user, and for root (whom chmod does not stop) the build lock
// replaced by a directory, which cannot be opened for writing.
func readOnly(t *testing.T, dir string) {
	t.Helper()
	lock := filepath.Join(dir, ".build.lock")
	os.Remove(lock)
	if err := os.Mkdir(lock, 0o555); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
}

// An out-of-date index that cannot be rebuilt keeps answering, with a
// warning, as the previous index after a failed build does.
func TestStaleReadOnlyIndexKeepsAnswering(t *testing.T) {
	ctx, c := builtESB(t)
	file := filepath.Join(c.Corpus[0], "swtcg-rulebook-esb.txt")
	readOnly(t, c.Index)
	f, err := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("\nA new paragraph.\n")
	f.Close()
	ws := warnings(&c)
	ix, err := Open(ctx, c)
	if err != nil {
		t.Fatalf("a stale read-only index does not answer: %v", err)
	}
	defer ix.Close()
	if st := ix.Stats(); len(st) != 1 || st[0].Doc != "swtcg-rulebook-esb.txt" || st[0].Entries == 0 {
		t.Errorf("the previous index holds %+v", st)
	}
	if len(*ws) != 1 || !strings.Contains((*ws)[0], "out of date") || !strings.Contains((*ws)[0], "previous index") {
		t.Errorf("warnings %q, want one saying the previous index answers", *ws)
	}
}

// With no index at all, a build that cannot write says so, and does not
// claim a previous index was kept.
func TestNoIndexAndNoWayToWriteOne(t *testing.T) {
	corpus, _ := corpusCopy(t, "swtcg-rulebook-esb.txt")
	notDir := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(notDir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(context.Background(), Config{Corpus: []string{corpus}, Index: filepath.Join(notDir, "idx")})
	if err == nil || strings.Contains(err.Error(), "previous index kept") || !strings.Contains(err.Error(), "index build failed") {
		t.Fatalf("err = %v", err)
	}
}

// An index built from a corpus named on the command line is not rebuilt
// from a configured one that differs: it answers, with a warning, until
// the user runs judge index without naming one.
func TestNamedCorpusIsNotReplacedByTheConfiguredOne(t *testing.T) {
	ctx := context.Background()
	configured, _ := corpusCopy(t, "swtcg-rulebook-esb.txt")
	other, _ := corpusCopy(t, "xwing-faq-1e.txt")
	idx := filepath.Join(t.TempDir(), "idx")
	if _, err := Rebuild(ctx, Config{Corpus: []string{other}, Named: []string{"corpus"}, Index: idx}); err != nil {
		t.Fatal(err)
	}
	first := generation(t, idx)
	c := Config{Corpus: []string{configured}, Index: idx}
	ws := warnings(&c)
	ix, err := Open(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ix.At("xwing-faq-1e.txt", 666); err != nil {
		t.Errorf("the named corpus was replaced: %v", err)
	}
	ix.Close()
	if g := generation(t, idx); g != first {
		t.Errorf("rebuilt (generation %d → %d)", first, g)
	}
	if len(*ws) != 1 || !strings.Contains((*ws)[0], other) || !strings.Contains((*ws)[0], "judge index") {
		t.Errorf("warnings %q, want one naming the index's corpus and judge index", *ws)
	}
	// A change to the named corpus rebuilds from it, still named.
	f := filepath.Join(other, "xwing-faq-1e.txt")
	b, _ := os.ReadFile(f)
	os.WriteFile(f, append(b, "\nOne more line.\n"...), 0o644)
	if err := Refresh(ctx, c); err != nil {
		t.Fatal(err)
	}
	m, _ := index.ReadManifest(idx)
	if m.Generation == first || len(m.Sources) != 1 || filepath.Base(m.Sources[0].Path) != "xwing-faq-1e.txt" || !slices.Contains(m.Named, "corpus") {
		t.Errorf("after a change to the named corpus: generation %d, sources %v, named %v", m.Generation, m.Sources, m.Named)
	}
	// "judge index" with the configured corpus (not named) replaces it.
	if _, err := Rebuild(ctx, c); err != nil {
		t.Fatal(err)
	}
	*ws = nil
	if err := Refresh(ctx, c); err != nil {
		t.Fatal(err)
	}
	m, _ = index.ReadManifest(idx)
	if len(*ws) != 0 || filepath.Base(m.Sources[0].Path) != "swtcg-rulebook-esb.txt" {
		t.Errorf("after judge index from the configuration: sources %v, warnings %q", m.Sources, *ws)
	}
}
