// Package lazyregexp defers compiling a package-level regular expression to
// its first use. Every judge command imports the parsers, yet most run none
// of their expressions; compiled at start-up they cost milliseconds of
// package initialisation on each run.
package lazyregexp

import (
	"regexp"
	"strconv"
	"sync"
)

// New returns a function that compiles expr on its first call and returns
// the same compiled expression on every call after it. An invalid expr
// panics at that first call, and at every call after it, as
// regexp.MustCompile would.
//
// Some thousand expressions are declared at start-up: their states are
// handed out from arrays of slabSize (one allocation per slab, not per
// expression), and the method value is the one allocation left per
// expression; sync.OnceValue took seven.
func New(expr string) func() *regexp.Regexp {
	slabMu.Lock()
	if len(slab) == 0 {
		slab = make([]lazy, slabSize)
	}
	l := &slab[0]
	slab = slab[1:]
	slabMu.Unlock()
	l.expr = expr
	return l.get
}

// slab holds the states not yet handed out.
var (
	slabMu sync.Mutex
	slab   []lazy
)

const slabSize = 64

type lazy struct {
	once sync.Once
	expr string
	re   *regexp.Regexp
	err  error
}

func (l *lazy) get() *regexp.Regexp {
	l.once.Do(l.compile)
	if l.err != nil {
		panic(`regexp: Compile(` + quote(l.expr) + `): ` + l.err.Error())
	}
	return l.re
}

func (l *lazy) compile() { l.re, l.err = regexp.Compile(l.expr) }

// quote is regexp.MustCompile's quoting of the expression in its panic.
func quote(s string) string {
	if strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}
