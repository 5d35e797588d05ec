// Package golden compares what tests render from input files with the
// .golden file beside each input, so a change in output is seen and checked
// by hand before it is accepted.
package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata (check each by hand against the rules)")

// Run renders every file matching pattern (a filepath.Glob pattern), each in
// a subtest named after the file without its extension, and compares the
// output with the file's .golden twin; with -update it writes that twin
// instead. No matching file fails the test: an empty glob would pass silently.
func Run(t *testing.T, pattern string, render func(t *testing.T, file string) []byte) {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no inputs match %s (%v)", pattern, err)
	}
	for _, file := range files {
		input := strings.TrimSuffix(file, filepath.Ext(file))
		t.Run(filepath.Base(input), func(t *testing.T) {
			got := render(t, file)
			golden := input + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run the test again with -update, then check the output by hand)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from its golden file:\n--- got\n%s\n--- want\n%s", file, got, want)
			}
		})
	}
}

// Updating reports whether the test run was asked to rewrite its expected
// outputs (-update), for other kinds of generated test files.
func Updating() bool { return *update }
