// Package inputlimit bounds a table-state file (YAML or JSON) before a
// decoder sees it. The YAML decoder's cost grows with the square of the
// nesting depth and by about a kilobyte per node: 200 KB of "[" took a
// minute and 20 GB. CheckTable reads the bytes once, allocates nothing
// that grows with them, and refuses what is over a limit in microseconds.
//
// The decoder also allocates 90 to 400 bytes per byte of input, hence the
// size limit. The limits are far above any real table file (the worked examples of
// testdata/tables are at most 2.3 KB, 48 lines, 8 levels and 275 nodes as
// counted here) and low enough that the decoder's cost stays in
// milliseconds and a few megabytes.
package inputlimit

import (
	"bytes"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/judge-swccg/judge/glossary"
)

// Limit is one bound: what it counts, the most allowed, and its unit.
type Limit struct {
	Name string
	Max  int
	Unit string
}

// The limits of a table file. README "Limits" lists them; its test reads
// these values.
var (
	TableBytes = Limit{"table file size", 64 << 10, "bytes"}
	Depth      = Limit{"nesting depth", 64, "levels"}
	Nodes      = Limit{"node count", 4000, "nodes"}
)

// ExceededError is input over a Limit. CheckTable wraps it in a
// *glossary.Error that names the file and, for depth and nodes, the line
// and column where the count went over.
type ExceededError struct {
	Limit Limit
	// What says what was counted past the limit.
	What string
}

func (e *ExceededError) Error() string {
	return fmt.Sprintf("over the %s limit of %d %s: %s", e.Limit.Name, e.Limit.Max, e.Limit.Unit, e.What)
}

// CheckTable refuses a table file that is too big, binary, nested too
// deep or has too many nodes, with a *glossary.Error naming file:line:col.
// The nesting and node counts are upper estimates read from the YAML or
// JSON syntax (see scanner), so a file they pass decodes within bounds.
func CheckTable(file string, data []byte) error {
	if len(data) > TableBytes.Max {
		return &glossary.Error{File: file, Err: &ExceededError{TableBytes, fmt.Sprintf("the file has %d bytes; a table file is a few kilobytes", len(data))}}
	}
	if err := checkText(file, data); err != nil {
		return err
	}
	sc := scanner{data: data, line: 1}
	if ex := sc.run(); ex != nil {
		return &glossary.Error{File: file, Line: sc.line, Col: sc.i - sc.lineStart + 1, Err: ex}
	}
	return nil
}

// checkText refuses binary data, as the decklist and document readers do,
// instead of letting the decoder call it "a string where a mapping is
// expected".
func checkText(file string, data []byte) error {
	for i := 0; i < len(data); {
		why := ""
		r, n := utf8.DecodeRune(data[i:])
		switch {
		case r == 0:
			why = "binary data (NUL byte); a table file is YAML or JSON text"
		case r == utf8.RuneError && n <= 1:
			why = "binary data (not UTF-8); a table file is YAML or JSON text"
		default:
			i += n
			continue
		}
		line := 1 + bytes.Count(data[:i], []byte("\n"))
		col := i - (bytes.LastIndexByte(data[:i], '\n') + 1) + 1
		return &glossary.Error{File: file, Line: line, Col: col, Err: errors.New(why)}
	}
	return nil
}
