package swtcg

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
	return rulings.Report{File: t.File, Findings: t.Findings, Assumptions: t.Assumptions, Rulings: out}
}

// Citations lists every reference the rules may print, notes dropped,
// deduplicated and sorted, for "judge doctor".
func Citations() []glossary.Ref { return rulings.CitationsOf(&Kinds, superseded, narrowed...) }

// ruling builds a rulings.Ruling step by step.
type ruling struct{ rulings.Ruling }

func (r *ruling) verdict(v rulings.Verdict, format string, args ...any) rulings.Ruling {
	r.Verdict, r.Answer = v, fmt.Sprintf(format, args...)
	return r.Ruling
}

func refs(r ...glossary.Ref) []glossary.Ref { return r }
