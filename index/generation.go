package index

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

const (
	currentLink = "current"
	genPrefix   = "gen-"
	bleveDir    = "bleve"
)

// ErrNoIndex is wrapped when a directory holds no built index.
var ErrNoIndex = errors.New("no index built yet (run judge index)")

func isNoIndex(err error) bool { return errors.Is(err, ErrNoIndex) }

// currentGen is the generation directory dir/current points at.
func currentGen(dir string) (string, error) {
	link := filepath.Join(dir, currentLink)
	target, err := os.Readlink(link)
	if err != nil {
		// A path through a file (ENOTDIR) holds no index either; building
		// one there then fails with its own message.
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return "", fmt.Errorf("%s: %w", dir, ErrNoIndex)
		}
		if fi, lerr := os.Lstat(link); lerr == nil && fi.Mode()&fs.ModeSymlink == 0 {
			return "", fmt.Errorf("%w: %s is not a link", ErrDamaged, link)
		}
		return "", fmt.Errorf("index %s: %w", dir, err)
	}
	if !filepath.IsAbs(target) {
		target = filepath.Join(dir, target)
	}
	return target, nil
}

// generations lists the generation numbers present in dir.
func generations(dir string) ([]int, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var gens []int
	for _, e := range ents {
		if n, ok := genNumber(e.Name()); ok && e.IsDir() {
			gens = append(gens, n)
		}
	}
	return gens, nil
}

func genNumber(name string) (int, bool) {
	if !strings.HasPrefix(name, genPrefix) {
		return 0, false
	}
	n, err := strconv.Atoi(name[len(genPrefix):])
	return n, err == nil && n > 0
}

func genName(n int) string { return genPrefix + strconv.Itoa(n) }

// newGeneration creates the next generation directory. Mkdir failing on an
// existing name makes two concurrent builders pick different numbers.
func newGeneration(dir string) (int, string, error) {
	gens, err := generations(dir)
	if err != nil {
		return 0, "", err
	}
	n := 0
	for _, g := range gens {
		n = max(n, g)
	}
	for {
		n++
		p := filepath.Join(dir, genName(n))
		err := os.Mkdir(p, 0o755)
		if err == nil {
			return n, p, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return 0, "", err
		}
	}
}

// publish points dir/current at generation n atomically: a reader sees
// either the old or the new target, never a missing link.
func publish(dir string, n int) error {
	tmp := filepath.Join(dir, currentLink+".tmp")
	if err := os.Remove(tmp); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := os.Symlink(genName(n), tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, filepath.Join(dir, currentLink)); err != nil {
		return err
	}
	return syncPath(dir)
}

// removeOlder deletes generations older than n. Newer ones may belong to a
// builder still at work. A reader holding an old generation open keeps
// its memory-mapped files until it closes them.
func removeOlder(dir string, n int) error {
	gens, err := generations(dir)
	if err != nil {
		return err
	}
	var errs []error
	for _, g := range gens {
		if g < n {
			errs = append(errs, os.RemoveAll(filepath.Join(dir, genName(g))))
		}
	}
	return errors.Join(errs...)
}

// syncTree fsyncs every file and directory under root, so that the
// generation is on disk before the link that publishes it.
func syncTree(root string) error {
	return filepath.WalkDir(root, func(p string, _ fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return syncPath(p)
	})
}

func syncPath(p string) error {
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

// Current names the generation dir/current points at now, so that a
// long-running reader can tell a rebuild happened (compare Index.Generation).
func Current(dir string) (string, error) { return currentGen(dir) }
