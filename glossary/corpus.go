package glossary

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// ErrNoFiles is wrapped when a corpus path does not exist or the paths hold
// no file at all: there is no corpus, as against one whose files do not
// parse.
var ErrNoFiles = errors.New("no files to index")

// CorpusFiles expands paths (files or directories, walked recursively) into
// the files a corpus is built from, sorted, skipping hidden files and
// directories. A path that does not exist is an error naming it.
func CorpusFiles(paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			err = errors.Unwrap(err)
			if errors.Is(err, fs.ErrNotExist) {
				err = fmt.Errorf("%w (%w)", err, ErrNoFiles)
			}
			return nil, &Error{File: p, Err: err}
		}
		if !fi.IsDir() {
			files = append(files, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			hidden := strings.HasPrefix(d.Name(), ".") && path != p
			switch {
			case d.IsDir() && hidden:
				return filepath.SkipDir
			case d.IsDir(), hidden, !d.Type().IsRegular():
				return nil
			}
			files = append(files, path)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	return files, nil
}

// LoadResult is a parsed corpus: the documents that parsed, and one error
// per file that did not. A corpus with some bad files still loads.
type LoadResult struct {
	Docs   []*Document
	Errors []error
}

// Load parses every file under paths and links the documents. It fails
// only when no document at all could be read.
func Load(paths []string) (*LoadResult, error) {
	files, err := CorpusFiles(paths)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("%s: %w", strings.Join(paths, ", "), ErrNoFiles)
	}
	res := &LoadResult{}
	names := map[string]string{}
	for _, f := range files {
		doc, err := ParseFile(f)
		if err != nil {
			res.Errors = append(res.Errors, err)
			continue
		}
		// IDs start with the document slug, so two files whose names slug
		// alike would mint clashing IDs.
		slug := DocSlug(doc.Name)
		if prev, dup := names[slug]; dup {
			res.Errors = append(res.Errors, &Error{File: f, Err: fmt.Errorf("its name gives the same document slug %q as %s; rename one", slug, prev)})
			continue
		}
		names[slug] = f
		res.Docs = append(res.Docs, doc)
	}
	if len(res.Docs) == 0 {
		return res, fmt.Errorf("nothing indexable in %s: %w", strings.Join(paths, ", "), errors.Join(res.Errors...))
	}
	Link(res.Docs)
	return res, nil
}
