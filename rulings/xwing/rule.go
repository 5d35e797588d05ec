package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Rule is one rule of this game's engine, answering questions whose value is a Q.
type Rule[Q any] = rulings.GameRule[*Table, *checker, Q]

// Kinds are the game's question kinds, each the rule answering it; each
// rule file registers its own.
var Kinds rulings.Kinds[*Table, *checker]

func register[Q any](r *Rule[Q]) *Rule[Q] { return rulings.Register(&Kinds, r) }

// Run answers every question of the table, in file order.
func Run(t *Table) rulings.Report {
	out := []rulings.Ruling{}
	for i := range t.State.Questions {
		out = append(out, Kinds.Run(t, &t.State.Questions[i].Question))
	}
	return rulings.Report{File: t.File, Rulings: out}
}

// Citations lists every reference the X-Wing rules may print, without
// notes, deduplicated and sorted; each must name one passage of the FAQ.
func Citations() []glossary.Ref { return rulings.CitationsOf(&Kinds, nil, narrowed...) }

func refs(r ...glossary.Ref) []glossary.Ref { return r }

// describeReposition writes a boost, barrel roll or decloak as asked.
func describeReposition(kind string) func(*Reposition) string {
	return func(r *Reposition) string {
		s := fmt.Sprintf("%s: %s", kind, r.Ship)
		if r.Decloak != "" {
			s += " by " + r.Decloak
		}
		if r.Template != "" {
			s += " with the " + r.Template + " template"
		}
		if r.Side != "" {
			s += " to the " + r.Side
		}
		return s
	}
}
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
