package cardquery

import (
	"fmt"
	"strings"

	"github.com/blevesearch/bleve/v2/search"
)

// Error is a query that cannot be read: Col is the 1-based column (in
// characters) of the fault, so a caller can point at it.
type Error struct {
	Query string `json:"query"`
	Col   int    `json:"col"`
	Msg   string `json:"error"`
}

func (e *Error) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

// Pointer is the query with a caret under the faulty column, for a
// terminal.
func (e *Error) Pointer() string {
	return e.Query + "\n" + strings.Repeat(" ", max(0, e.Col-1)) + "^"
}

func errorAt(col int, format string, args ...any) *Error {
	return &Error{Col: col, Msg: fmt.Sprintf(format, args...)}
}

// didYouMean is ` (did you mean "x"?)` for the closest of names within two
// edits of got, or "".
func didYouMean(got string, names []string) string {
	got = strings.ToLower(got)
	best, bestD := "", 3
	for _, n := range names {
		if d := search.LevenshteinDistance(got, n); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}
