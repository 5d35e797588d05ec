// Package testcards gives tests the real card database, loaded once per test
// binary: loading it takes long enough that every test doing so on its own
// would dominate a package's test time. It is not part of testenv because the
// cards package's own tests use testenv, and testenv importing cards would be
// an import cycle.
package testcards

import (
	"path/filepath"
	"sync"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/testenv"
)

// load reads the cards once; DB has checked by then that the directory exists.
var load = sync.OnceValues(func() (*cards.DB, error) {
	return cards.Load(filepath.Join(testenv.SharedDir(), "cards"))
})

// DB returns the card database of the shared cards directory and fails the
// test when it is missing or does not load.
func DB(tb testing.TB) *cards.DB {
	tb.Helper()
	testenv.Shared(tb, "cards")
	db, err := load()
	if err != nil {
		tb.Fatal(err)
	}
	return db
}
