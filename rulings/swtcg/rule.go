package swtcg

import (
	"fmt"
	"sort"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Rule is one rule of the Star Wars TCG engine: a value with an ID,
// documentation, the question key it answers, its citations and Run.
type Rule struct {
	ID       string
	Title    string
	Doc      string
	Question string
	Cites    []glossary.Ref
	// Run answers q on t. It must not do I/O and must be deterministic.
	Run func(t *Table, q *Question) rulings.Ruling
}

// Rules lists every rule, in documentation order.
var Rules = []*Rule{
	StackNumbers, AddToStackRule, RearrangeRule, UniqueRule, ContestRule, RefersToRule,
	BuildPointsRule, ControlRule, AttackOrderRule, AttackRule, RetreatRule,
	PilotRule, PilotEffectsRule, GoesToRule,
}

// RuleFor finds the rule answering a question key.
func RuleFor(question string) *Rule {
	for _, r := range Rules {
		if r.Question == question {
			return r
		}
	}
	return nil
}

// Run answers every question of the table, in file order.
func Run(t *Table) rulings.Report {
	rep := rulings.Report{File: t.File, Findings: t.Findings, Assumptions: t.Assumptions, Rulings: []rulings.Ruling{}}
	for i := range t.State.Questions {
		q := &t.State.Questions[i]
		rule := RuleFor(q.Kind())
		if rule == nil {
			continue // the loader admits only questions a rule answers
		}
		r := rule.Run(t, q)
		r.Rule, r.Title, r.Pos, r.Question = rule.ID, rule.Title, q.Pos, describe(q)
		rep.Rulings = append(rep.Rulings, r)
	}
	return rep
}

// Citations lists every reference the rules may print, notes dropped,
// deduplicated and sorted, for "judge doctor".
func Citations() []glossary.Ref {
	seen := map[string]bool{}
	var out []glossary.Ref
	add := func(r glossary.Ref) {
		r.Note = ""
		if k := r.String(); !seen[k] {
			seen[k] = true
			out = append(out, r)
		}
	}
	for _, rule := range Rules {
		for _, r := range rule.Cites {
			add(r)
		}
	}
	for _, s := range superseded {
		add(s.Passage)
		add(s.By)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// ruling builds a rulings.Ruling step by step.
type ruling struct{ rulings.Ruling }

func (r *ruling) step(text string, cites ...glossary.Ref) {
	r.Steps = append(r.Steps, rulings.Step{Text: text, Cites: cites})
}

func (r *ruling) stepf(cites []glossary.Ref, format string, args ...any) {
	r.step(fmt.Sprintf(format, args...), cites...)
}

func (r *ruling) assume(format string, args ...any) {
	r.Assumptions = append(r.Assumptions, fmt.Sprintf(format, args...))
}

func (r *ruling) verdict(v rulings.Verdict, format string, args ...any) rulings.Ruling {
	r.Verdict, r.Answer = v, fmt.Sprintf(format, args...)
	return r.Ruling
}

func refs(r ...glossary.Ref) []glossary.Ref { return r }
