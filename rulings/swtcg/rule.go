package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Rule is one rule of this game's engine.
type Rule = rulings.GameRule[*Table, *Question]

// Rules lists every rule, in documentation order.
var Rules = []*Rule{
	StackNumbers, AddToStackRule, RearrangeRule, UniqueRule, ContestRule, RefersToRule,
	BuildPointsRule, ControlRule, AttackOrderRule, AttackRule, RetreatRule,
	PilotRule, PilotEffectsRule, GoesToRule,
}

// RuleFor finds the rule answering a question key.
func RuleFor(question string) *Rule { return rulings.RuleFor(Rules, question) }

// Run answers every question of the table, in file order.
func Run(t *Table) rulings.Report {
	qs := make([]*Question, len(t.State.Questions))
	for i := range t.State.Questions {
		qs[i] = &t.State.Questions[i]
	}
	return rulings.Report{File: t.File, Findings: t.Findings, Assumptions: t.Assumptions,
		Rulings: rulings.RunRules(Rules, t, qs, describe)}
}

// Citations lists every reference the rules may print, notes dropped,
// deduplicated and sorted, for "judge doctor".
func Citations() []glossary.Ref { return rulings.CitationsOf(Rules, superseded) }

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
