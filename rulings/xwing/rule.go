package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Rule is one rule of this game's engine.
type Rule = rulings.GameRule[*Table, Question]

// Rules lists every X-Wing rule, in documentation order.
var Rules = []*Rule{Boost, BarrelRoll, Decloak, ActionGate, Obstructed, RangeBand, PilotSkill, Agility,
	Difficulty, Order, Overlap, WrongDial, Copies, AttackDice, DropBomb}

// RuleFor finds the rule answering a question key.
func RuleFor(question string) *Rule { return rulings.RuleFor(Rules, question) }

// Run answers every question of the table, in file order.
func Run(t *Table) rulings.Report {
	return rulings.Report{File: t.File, Rulings: rulings.RunRules(Rules, t, t.State.Questions, describe)}
}

// Citations lists every reference the X-Wing rules may print, without
// notes, deduplicated and sorted; each must name one passage of the FAQ.
func Citations() []glossary.Ref { return rulings.CitationsOf(Rules, nil) }

func step(r *rulings.Ruling, text string, cites ...glossary.Ref) {
	r.Steps = append(r.Steps, rulings.Step{Text: text, Cites: cites})
}

func stepf(r *rulings.Ruling, cites []glossary.Ref, format string, args ...any) {
	step(r, fmt.Sprintf(format, args...), cites...)
}

func assume(r *rulings.Ruling, format string, args ...any) {
	r.Assumptions = append(r.Assumptions, fmt.Sprintf(format, args...))
}

func refs(r ...glossary.Ref) []glossary.Ref { return r }

func describe(q Question) string {
	switch q.Kind() {
	case "boost", "barrel_roll", "decloak":
		r := q.reposition()
		s := fmt.Sprintf("%s: %s", q.Kind(), r.Ship)
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
	case "action":
		s := fmt.Sprintf("action: %s performs %s", q.Action.Ship, q.Action.Action)
		if q.Action.Via != "" {
			s += " via " + q.Action.Via
		}
		return s
	case "obstructed":
		return fmt.Sprintf("obstructed: %s attacks %s", q.Obstructed.Attacker, q.Obstructed.Defender)
	case "range":
		return fmt.Sprintf("range: from %s to %s", q.Range.From, q.Range.To)
	case "pilot_skill":
		if q.PilotSkill.After > 0 {
			return fmt.Sprintf("pilot_skill: %s after %d change(s)", q.PilotSkill.Ship, q.PilotSkill.After)
		}
		return "pilot_skill: " + q.PilotSkill.Ship
	case "agility":
		return "agility: " + q.Agility
	case "difficulty":
		return fmt.Sprintf("difficulty: %s %s (%s on the dial)", q.Difficulty.Ship, q.Difficulty.Maneuver, q.Difficulty.Dial)
	case "order":
		return "order: " + q.Order
	case "maneuver":
		return fmt.Sprintf("maneuver: %s executes %s", q.Maneuver.Ship, q.Maneuver.Maneuver)
	case "wrong_dial":
		return fmt.Sprintf("wrong_dial: %s revealed a %s dial showing %s", q.WrongDial.Ship, q.WrongDial.DialOf, q.WrongDial.Revealed)
	case "copies":
		return fmt.Sprintf("copies: %s's copies of %s", q.Copies.Ship, q.Copies.Card)
	case "attack_dice":
		return fmt.Sprintf("attack_dice: %s's attack %d", q.AttackDice.Ship, q.AttackDice.Attack)
	case "drop_bomb":
		return fmt.Sprintf("drop_bomb: %s drops %s", q.DropBomb.Ship, q.DropBomb.Bomb)
	}
	return q.Kind()
}
