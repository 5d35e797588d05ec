package swccg

import (
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Rule is one rule of the Star Wars CCG engine, answering questions whose
// value is a Q.
type Rule[Q any] = rulings.GameRule[*table.Table, *table.Checker, Q]

// register adds a rule to the game's question kinds (table.Kinds): each
// rule file registers its own rule.
func register[Q any](r *Rule[Q]) *Rule[Q] { return rulings.Register(&table.Kinds, r) }

// Rules lists every rule, sorted by ID.
func Rules() []*rulings.Kind[*table.Table, *table.Checker] { return table.Kinds.All() }

// Run answers every question of the table, in file order.
func Run(t *table.Table) rulings.Report {
	out := []rulings.Ruling{}
	keepText(t)
	suspend(t)
	for i := range t.State.Questions {
		q := &t.State.Questions[i].Question
		r := table.Kinds.Run(t, q)
		r.Consulted = append(r.Consulted, t.Consulted...)
		notReadNamed(t, &r, q.Value)
		out = append(out, r)
	}
	return rulings.Report{File: t.File, Findings: t.Findings, Assumptions: t.Assumptions, Rulings: out}
}

// Citations lists every reference the Star Wars CCG engine may print: each
// rule's citations and the passages of the known conflicts. "judge doctor"
// checks that each still names exactly one passage of the indexed corpus.
func Citations() []glossary.Ref { return rulings.CitationsOf(&table.Kinds, boundary, narrowed...) }

// onTable checks a question whose value names a card on table.
func onTable(c *table.Checker, name string) error { return c.MustName(name, "") }
