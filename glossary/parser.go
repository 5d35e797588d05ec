package glossary

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

// Parser reads one document format. A new format is one new type that
// implements Parser and calls Register from an init function.
type Parser interface {
	// Format is a stable name such as "pc-rulebook-text".
	Format() string
	// Detect scores how surely src is in this format, from 0 (not at all)
	// to 100 (certain). It must look at content, never at the file name,
	// and must be cheap: it runs on every file of a corpus.
	Detect(src *Source) int
	// Parse turns src into entries. It returns an *Error for input it
	// cannot read at all; recoverable oddities go to Document.Warnings.
	Parse(src *Source) (*Document, error)
}

var (
	regMu   sync.RWMutex
	parsers []Parser
)

// Register adds a parser to the detector. Registering a format twice panics.
func Register(p Parser) {
	regMu.Lock()
	defer regMu.Unlock()
	for _, q := range parsers {
		if q.Format() == p.Format() {
			panic("glossary: format registered twice: " + p.Format())
		}
	}
	parsers = append(parsers, p)
	sort.Slice(parsers, func(i, j int) bool { return parsers[i].Format() < parsers[j].Format() })
}

// Parsers lists the registered parsers by format name.
func Parsers() []Parser {
	regMu.RLock()
	defer regMu.RUnlock()
	return append([]Parser(nil), parsers...)
}

// minScore is the lowest Detect score that counts as recognised.
const minScore = 30

// ErrUnrecognised is wrapped by Detect when no parser claims a source.
var ErrUnrecognised = errors.New("not a recognised rules document")

// Detect returns the parser with the highest score for src.
func Detect(src *Source) (Parser, error) {
	var best Parser
	bestScore := 0
	for _, p := range Parsers() {
		if s := p.Detect(src); s > bestScore {
			best, bestScore = p, s
		}
	}
	if best == nil || bestScore < minScore {
		return nil, &Error{File: src.Name, Err: ErrUnrecognised}
	}
	return best, nil
}

// MaxFileSize bounds what ParseFile reads; rules documents are well under it.
const MaxFileSize = 16 << 20

// ParseFile reads, detects and parses one file.
func ParseFile(path string) (*Document, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	if fi.IsDir() {
		return nil, &Error{File: path, Err: errors.New("is a directory")}
	}
	if fi.Size() > MaxFileSize {
		return nil, &Error{File: path, Err: fmt.Errorf("file is %d MB, larger than the %d MB a rules document may be", fi.Size()>>20, MaxFileSize>>20)}
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	src, err := NewSource(filepath.Base(path), b)
	if err != nil {
		return nil, withPath(err, filepath.Base(path), path)
	}
	p, err := Detect(src)
	if err != nil {
		return nil, withPath(err, src.Name, path)
	}
	doc, err := p.Parse(src)
	if err != nil {
		return nil, withPath(err, src.Name, path)
	}
	doc.Name = src.Name
	doc.Format = p.Format()
	doc.Lines = src.NumLines()
	// The document, not each parser, is the authority on where its
	// entries come from.
	for i := range doc.Entries {
		doc.Entries[i].Doc = doc.Name
		if doc.Entries[i].Game == "" {
			doc.Entries[i].Game = doc.Game
		}
	}
	if len(doc.Entries) == 0 {
		return nil, &Error{File: path, Err: fmt.Errorf("%s parser found no entries", p.Format())}
	}
	return doc, nil
}

// Error locates a problem in a source file. Line and Col are 1-based; zero
// means the whole file.
type Error struct {
	File string
	Line int
	Col  int
	Err  error
}

func (e *Error) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %v", e.File, e.Line, e.Col, e.Err)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	default:
		return fmt.Sprintf("%s: %v", e.File, e.Err)
	}
}

func (e *Error) Unwrap() error { return e.Err }

// withPath makes an error that names a document by its base name name the
// path the user gave instead, so the message says which file to open.
func withPath(err error, name, path string) error {
	var ge *Error
	if errors.As(err, &ge) && ge.File == name {
		ge.File = path
	}
	return err
}
