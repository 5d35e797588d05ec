package index

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ReadFile reads an artefact of the current generation in dir (one of
// BuildInput.Files) without opening the bleve index, for commands that need
// only the artefact, such as the compiled card database.
func ReadFile(dir, name string) ([]byte, error) {
	if err := checkFileNames(map[string][]byte{name: nil}); err != nil {
		return nil, err
	}
	var lastErr error
	for range openAttempts {
		gen, err := currentGen(dir)
		if err != nil {
			return nil, err
		}
		b, err := os.ReadFile(filepath.Join(gen, name))
		if err == nil {
			return b, nil
		}
		lastErr = err
		if again, _ := currentGen(dir); again == gen {
			break // the generation did not move under us: a real absence
		}
	}
	if errors.Is(lastErr, os.ErrNotExist) {
		return nil, fmt.Errorf("index has no file %q: %w", name, ErrNotFound)
	}
	return nil, lastErr
}
