package workspace

import (
	"context"
	"errors"
	"os"
	"path/filepath"
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
