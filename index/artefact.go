package index

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
)

// ReadFile reads an artefact of the current generation in dir (one of
// BuildInput.Files) without opening the bleve index, for commands that need
// only the artefact, such as the compiled card database.
func ReadFile(dir, name string) ([]byte, error) {
	return OpenFile(dir, name, os.ReadFile)
}

// OpenFile opens an artefact of the current generation in dir with open,
// which is given the file's path (to map it into memory, say), trying
// again when a rebuild replaced the generation meanwhile. The file is
// checked against the generation's manifest first (ErrDamaged). A missing
// file is ErrNotFound; open's other errors are returned as they are.
func OpenFile[T any](dir, name string, open func(path string) (T, error)) (T, error) {
	var zero T
	if err := checkFileNames(map[string][]byte{name: nil}); err != nil {
		return zero, err
	}
	var lastErr error
	for range openAttempts {
		gen, err := currentGen(dir)
		if err != nil {
			return zero, err
		}
		v, err := openChecked(gen, name, open)
		if err == nil {
			return v, nil
		}
		lastErr = err
		if again, _ := currentGen(dir); again == gen {
			break // the generation did not move under us: a real absence
		}
	}
	if errors.Is(lastErr, os.ErrNotExist) {
		return zero, fmt.Errorf("index has no file %q: %w", name, ErrNotFound)
	}
	return zero, lastErr
}

func openChecked[T any](gen, name string, open func(path string) (T, error)) (T, error) {
	var zero T
	m, err := readManifestAt(gen)
	if err != nil {
		return zero, err
	}
	if !slices.Contains(m.Files, name) {
		return zero, os.ErrNotExist
	}
	if err := m.check(gen); err != nil {
		return zero, err
	}
	return open(filepath.Join(gen, name))
}
