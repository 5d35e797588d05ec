package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Rule is one rule of the Star Wars CCG engine.
type Rule = rulings.GameRule[*table.Table, table.Question]

// Rules lists every rule, in documentation order.
var Rules = []*Rule{Immunity, Forfeit, CheckForfeit, LoseImmunity, BattleDestiny, Participation, Persona, Replacement, Uniqueness,
	HandDuplicates, Convert, CrossOver, Attack, Draw, Move, Deploy}

// Run answers every question of the table, in file order.
func Run(t *table.Table) rulings.Report {
	return rulings.Report{File: t.File, Findings: t.Findings, Assumptions: t.Assumptions,
		Rulings: rulings.RunRules(Rules, t, t.State.Questions, describe)}
}

func describe(q table.Question) string {
	switch q.Kind() {
	case "immunity":
		return "immunity: " + q.Immunity
	case "forfeit":
		return "forfeit: " + string(q.Forfeit)
	case "lose_immunity":
		return "lose_immunity: " + q.LoseImmunity
	case "battle_destiny":
		return "battle_destiny: " + string(q.BattleDestiny)
	case "participation":
		return "participation: " + q.Participation
	case "deploy_persona":
		return fmt.Sprintf("deploy_persona: %s deploys %s", q.DeployPersona.Player, q.DeployPersona.Card)
	case "uniqueness":
		return fmt.Sprintf("uniqueness: %s puts %s on table", q.Uniqueness.Player, q.Uniqueness.Card)
	case "move":
		m := q.Move
		return fmt.Sprintf("move: %s moves %s to %s", m.Player, strings.Join(m.Cards, ", "), destLabel(m))
	case "replace":
		return fmt.Sprintf("replace: %s replaces %s with %s", q.Replace.Player, q.Replace.Replaces, q.Replace.Card)
	case "deploy":
		return describeDeploy(q.Deploy)
	case "check_forfeit":
		p := q.CheckForfeit
		forfeits := "nothing"
		if len(p.Forfeit) > 0 {
			forfeits = strings.Join(p.Forfeit, ", ")
		}
		return fmt.Sprintf("check_forfeit: %s forfeits %s and loses %g Force", p.Player, forfeits, p.LoseForce)
	case "convert", "cross_over", "attack", "draw", "hand_duplicates":
		return describeTurn(q)
	}
	return q.Kind()
}

// Citations lists every reference the Star Wars CCG engine may print: each
// rule's citations and the passages of the known conflicts. "judge doctor"
// checks that each still names exactly one passage of the indexed corpus.
func Citations() []glossary.Ref { return rulings.CitationsOf(Rules, boundary) }
