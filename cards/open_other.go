//go:build !unix

package cards

import (
	"fmt"
	"os"
)

// OpenFile opens a compiled database written by Encode. Where files cannot
// be mapped into memory, it reads the whole file.
func OpenFile(path string) (*DB, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	db, err := DecodeBytes(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

// mapFile reads the file at path, where files cannot be mapped.
func mapFile(path string) (data []byte, release func(), err error) {
	data, err = os.ReadFile(path)
	return data, func() {}, err
}
