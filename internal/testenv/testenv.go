// Package testenv finds the shared inputs (../shared beside the project
// root) for tests. A missing shared directory fails the test loudly: the
// real documents are what the tests are about, so skipping would hide it.
package testenv

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Root is the project root (the directory holding go.mod).
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

// SharedDir returns $JUDGE_SHARED or ../shared beside the project root,
// without checking that it exists.
func SharedDir() string {
	if d := os.Getenv("JUDGE_SHARED"); d != "" {
		return d
	}
	return filepath.Join(Root(), "..", "shared")
}

// Shared returns the path of rel inside the shared directory and fails the
// test when it is missing.
func Shared(tb testing.TB, rel string) string {
	tb.Helper()
	p := filepath.Join(SharedDir(), rel)
	if _, err := os.Stat(p); err != nil {
		tb.Fatalf("shared input missing: %v (tests need ../shared beside the project root, or $JUDGE_SHARED)", err)
	}
	return p
}

// Corpus returns the path of a document in shared/corpus.
func Corpus(tb testing.TB, name string) string {
	tb.Helper()
	return Shared(tb, filepath.Join("corpus", name))
}
