package rulings

import (
	"sort"

	"github.com/judge-swccg/judge/glossary"
)

// GameRule is one rule of a game, in go/analysis's shape: a value that is
// everything about the rule — its ID, title, documentation and the
// references it may cite — and everything about the question it answers:
// the table file's key that asks it, how the loader checks the key's value
// Q (C is the game's checker, which names the file's lines), how a
// ruling's heading describes it, and Run. T is the game's loaded table.
//
// A rule file registers its rule in its game's Kinds (Register); no list
// or switch elsewhere names it.
type GameRule[T, C, Q any] struct {
	// ID names the rule; its file is the ID with underscores
	// (lose-immunity: lose_immunity.go) and its golden tables sit in
	// testdata/tables/<ID>.
	ID    string
	Title string
	Doc   string
	// Question is the table file's key that asks the rule.
	Question string
	// Schema is the jsonschema tag of the key's value (description, enum),
	// for the JSON Schema of the game's table files.
	Schema string
	Cites  []glossary.Ref
	// Check validates the value when the file is loaded and may resolve
	// what it names; nil when decoding is check enough. Its errors name
	// the file's line and column.
	Check func(c C, q Q) error
	// Describe is the question as the ruling's heading prints it.
	Describe func(q Q) string
	// Run answers q on t. It must not do I/O and must be deterministic.
	Run func(t T, q Q) Ruling
}

// CitationsOf lists every reference the rules may print — each rule's
// citations and both sides of each known conflict — notes dropped, a
// reference narrowed to a sentence kept apart from its whole entry,
// deduplicated and sorted, for "judge doctor"; narrowed are the references
// the rules cite at a sentence (glossary.Ref.Locator).
func CitationsOf[T, C any](kinds *Kinds[T, C], conflicts []Superseded, narrowed ...glossary.Ref) []glossary.Ref {
	seen := map[string]bool{}
	var out []glossary.Ref
	add := func(r glossary.Ref) {
		r.Note = ""
		if k := r.Key(); !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	for _, k := range kinds.All() {
		for _, r := range k.Cites {
			add(r)
		}
	}
	for _, s := range conflicts {
		add(s.Passage)
		add(s.By)
	}
	for _, r := range narrowed {
		add(r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key() < out[j].Key() })
	return out
}
