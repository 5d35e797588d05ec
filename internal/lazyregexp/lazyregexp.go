// Package lazyregexp defers compiling a package-level regular expression to
// its first use. Every judge command imports the parsers, yet most run none
// of their expressions; compiled at start-up they cost milliseconds of
// package initialisation on each run.
package lazyregexp

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr on its first call and returns
// the same compiled expression on every call after it. An invalid expr
// panics at that first call, as regexp.MustCompile would.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
