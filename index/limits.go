package index

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/glossary"
)

// Bounds of what a search or a definition may be asked. A query costs in
// proportion to its words (each is looked up in eleven ranking clauses,
// and with edit distance when little matches): one of 100 KB took 5.7 s
// and 427 MB. A real question is a sentence: the labelled questions of
// testdata/queries.tsv have at most 76 bytes and 13 words.
const (
	MaxQueryBytes = 512
	MaxQueryTerms = 32
)

// QueryError is a query refused before it runs: over a bound, or a
// filter naming no game or kind there is. It is the asker's mistake: the
// CLI exits 2 (bad usage), the API answers 400.
type QueryError struct{ msg string }

func (e *QueryError) Error() string { return e.msg }

// CheckQuery refuses query text over MaxQueryBytes or MaxQueryTerms.
func CheckQuery(text string) error {
	if n := len(text); n > MaxQueryBytes {
		return &QueryError{fmt.Sprintf("the query has %d bytes, over the query length limit of %d bytes: ask in a few words", n, MaxQueryBytes)}
	}
	if n := len(queryTerms(text)); n > MaxQueryTerms {
		return &QueryError{fmt.Sprintf("the query has %d words, over the term count limit of %d words: ask in a few words", n, MaxQueryTerms)}
	}
	return nil
}

// queryTerms splits text into the words a search looks up.
func queryTerms(text string) []string {
	return strings.FieldsFunc(glossary.Fold(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// Check refuses q when its text is over a bound or its game or kind
// filter names none there is, listing the valid values (a misspelt
// filter would otherwise find nothing and say only that).
func (q Query) Check() error {
	if err := CheckQuery(q.Text); err != nil {
		return err
	}
	if q.Game != "" && !slices.Contains(gameOrder, glossary.Game(strings.ToLower(q.Game))) {
		return &QueryError{fmt.Sprintf("no game %q: have %s", q.Game, joinNames(gameOrder))}
	}
	if q.Kind != "" && !slices.Contains(glossary.Kinds, glossary.Kind(strings.ToLower(q.Kind))) {
		return &QueryError{fmt.Sprintf("no kind of entry %q: have %s", q.Kind, joinNames(glossary.Kinds))}
	}
	return nil
}

func joinNames[T ~string](names []T) string {
	s := make([]string, len(names))
	for i, n := range names {
		s[i] = string(n)
	}
	return strings.Join(s, ", ")
}
