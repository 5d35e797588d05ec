//go:build unix

package cards

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// OpenFile opens a compiled database written by Encode by mapping the file
// read-only into memory: opening reads only its header, and a lookup reads
// only the pages it touches, from the page cache, with no copy. The
// mapping is never released, since the cards' strings point into it: open
// a file once per process, not once per request. The index never rewrites
// a file in place (a rebuild writes a new generation), so the mapping
// stays valid after a rebuild, and an older file is refused with
// ErrCodecVersion.
func OpenFile(path string) (*DB, error) {
	data, release, err := mapFile(path)
	if err != nil {
		return nil, err
	}
	db, err := DecodeBytes(data)
	if err != nil {
		release()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

// mapFile maps the file at path read-only; release unmaps it, after which
// nothing read from data may be used.
func mapFile(path string) (data []byte, release func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	size := st.Size()
	if size == 0 || size != int64(int(size)) {
		return nil, func() {}, nil // nothing to map: refused by DecodeBytes
	}
	data, err = unix.Mmap(int(f.Fd()), 0, int(size), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return nil, nil, fmt.Errorf("compiled card database %s: %w", path, err)
	}
	return data, func() { unix.Munmap(data) }, nil
}
