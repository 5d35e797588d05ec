package index

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// staleFixture builds an index from two small source files and returns the
// index directory and the files.
func staleFixture(t *testing.T) (string, []string) {
	t.Helper()
	srcDir := t.TempDir()
	var paths []string
	var srcs []SourceFile
	for _, name := range []string{"a.txt", "b.txt"} {
		p := filepath.Join(srcDir, name)
		if err := os.WriteFile(p, []byte("text of "+name+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		sf, err := SourceOf(p)
		if err != nil {
			t.Fatal(err)
		}
		paths, srcs = append(paths, p), append(srcs, sf)
	}
	dir := t.TempDir()
	if _, err := Build(context.Background(), dir, BuildInput{Docs: fixtureDocs()[2:3], Sources: srcs}); err != nil {
		t.Fatal(err)
	}
	return dir, paths
}

func TestStale(t *testing.T) {
	later := time.Now().Add(time.Hour)
	tests := []struct {
		name   string
		change func(t *testing.T, dir string, paths []string) []string
		stale  bool
		reason string
	}{
		{"unchanged", func(_ *testing.T, _ string, p []string) []string { return p }, false, ""},
		{"touched, same content", func(t *testing.T, _ string, p []string) []string {
			os.Chtimes(p[0], later, later)
			return p
		}, false, ""},
		{"same size, new content and mtime", func(t *testing.T, _ string, p []string) []string {
			os.WriteFile(p[0], []byte("TEXT OF a.txt\n"), 0o644)
			os.Chtimes(p[0], later, later)
			return p
		}, true, "a.txt changed"},
		{"new size", func(t *testing.T, _ string, p []string) []string {
			os.WriteFile(p[1], []byte("longer text of b.txt\n"), 0o644)
			return p
		}, true, "b.txt changed"},
		{"deleted", func(t *testing.T, _ string, p []string) []string {
			os.Remove(p[1])
			return p
		}, true, "b.txt is gone"},
		{"dropped from the corpus", func(_ *testing.T, _ string, p []string) []string { return p[:1] }, true, "b.txt was removed"},
		{"added", func(t *testing.T, _ string, p []string) []string {
			c := filepath.Join(filepath.Dir(p[0]), "c.txt")
			os.WriteFile(c, []byte("new\n"), 0o644)
			return append(p, c)
		}, true, "c.txt was added"},
		{"other tool version", func(t *testing.T, dir string, p []string) []string {
			setToolVersion(t, dir, "0.0.1-old")
			return p
		}, true, "judge 0.0.1-old"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir, paths := staleFixture(t)
			stale, reason, err := Stale(dir, tc.change(t, dir, paths))
			if err != nil {
				t.Fatal(err)
			}
			if stale != tc.stale || !strings.Contains(reason, tc.reason) {
				t.Errorf("Stale = %v %q, want %v %q", stale, reason, tc.stale, tc.reason)
			}
		})
	}
}

func TestStaleWithoutIndex(t *testing.T) {
	stale, reason, err := Stale(t.TempDir(), nil)
	if err != nil || !stale || reason == "" {
		t.Fatalf("Stale on an empty dir = %v %q %v", stale, reason, err)
	}
}

func TestStaleRelativePaths(t *testing.T) {
	dir, paths := staleFixture(t)
	t.Chdir(filepath.Dir(paths[0]))
	stale, reason, err := Stale(dir, []string{"a.txt", "./b.txt"})
	if err != nil || stale {
		t.Fatalf("relative paths of unchanged files: %v %q %v", stale, reason, err)
	}
}

func setToolVersion(t *testing.T, dir, v string) {
	t.Helper()
	p := filepath.Join(dir, "current", manifestName)
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	m.ToolVersion = v
	if b, err = encodeManifest(&m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// A manifest read again is decoded from its bytes only once, yet it is
// read each time: a manifest altered on disk since is seen, and each
// caller has a manifest of its own.
func TestManifestReadAgainSeesTheFile(t *testing.T) {
	dir, _ := staleFixture(t)
	first, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	again, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if first == again || first.Checksum != again.Checksum || first.Entries != again.Entries {
		t.Fatalf("read again: %p %+v, first %p %+v; want an equal manifest of its own", again, again, first, first)
	}
	gen, err := Current(dir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(gen, manifestName)
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The same length, another entry count: only a new reading sees it.
	altered := strings.Replace(string(raw), `"entries": 6,`, `"entries": 7,`, 1)
	if altered == string(raw) {
		t.Fatalf("fixture manifest has no \"entries\": 6 to alter:\n%s", raw)
	}
	if err := os.WriteFile(path, []byte(altered), 0o644); err != nil {
		t.Fatal(err)
	}
	if m, err := ReadManifest(dir); !errors.Is(err, ErrDamaged) {
		t.Fatalf("altered manifest read as %+v, %v; want ErrDamaged", m, err)
	}
}
