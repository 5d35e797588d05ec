// Package testcards gives tests the real card database, loaded once per test
// binary: loading it takes long enough that every test doing so on its own
// would dominate a package's test time. It is not part of testenv because the
// cards package's own tests use testenv, and testenv importing cards would be
// an import cycle.
package testcards

import (
	"sync"
	"testing"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/testenv"
)

var (
	once   sync.Once
	realDB *cards.DB
	errDB  error
)

// DB returns the card database of the shared cards directory and fails the
// test when it is missing or does not load.
func DB(tb testing.TB) *cards.DB {
	tb.Helper()
	dir := testenv.Shared(tb, "cards")
	once.Do(func() { realDB, errDB = cards.Load(dir) })
	if errDB != nil {
		tb.Fatal(errDB)
	}
	return realDB
}
