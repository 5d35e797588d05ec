package rulings

import (
	"sort"

	"github.com/judge-swccg/judge/glossary"
)

// A game's engine is a list of GameRules over its own table type T and
// question type Q; Rule is the Star Wars CCG's instance. The shape is
// go/analysis's: each rule a value with an ID, a title, documentation,
// the references it may cite and a Run.
type GameRule[T, Q any] struct {
	ID    string
	Title string
	Doc   string
	// Question is the table file's question key the rule answers.
	Question string
	Cites    []glossary.Ref
	// Run answers q on t. It must not do I/O and must be deterministic.
	Run func(t T, q Q) Ruling
}

// Asked is a question of a table file: its key and where the file asks it.
type Asked interface {
	Kind() string
	Position() Pos
}

// RuleFor finds the rule answering a question key.
func RuleFor[T any, Q Asked](rules []*GameRule[T, Q], question string) *GameRule[T, Q] {
	for _, r := range rules {
		if r.Question == question {
			return r
		}
	}
	return nil
}

// RunRules answers each question with the rule for its key, in file order;
// describe says what was asked, for the ruling's heading. A question no
// rule answers is skipped: the loaders admit only those a rule answers.
func RunRules[T any, Q Asked](rules []*GameRule[T, Q], t T, questions []Q, describe func(Q) string) []Ruling {
	out := []Ruling{}
	for _, q := range questions {
		rule := RuleFor(rules, q.Kind())
		if rule == nil {
			continue
		}
		r := rule.Run(t, q)
		r.Rule, r.Title, r.Pos, r.Question = rule.ID, rule.Title, q.Position(), describe(q)
		out = append(out, r)
	}
	return out
}

// CitationsOf lists every reference the rules may print — each rule's
// citations and both sides of each known conflict — notes dropped,
// deduplicated and sorted, for "judge doctor".
func CitationsOf[T, Q any](rules []*GameRule[T, Q], conflicts []Superseded) []glossary.Ref {
	seen := map[string]bool{}
	var out []glossary.Ref
	add := func(r glossary.Ref) {
		r.Note = ""
		if k := r.String(); !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	for _, rule := range rules {
		for _, r := range rule.Cites {
			add(r)
		}
	}
	for _, s := range conflicts {
		add(s.Passage)
		add(s.By)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}
