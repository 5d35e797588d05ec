package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// BattleCanceled rules on what follows when the battle in progress is
// canceled: it has no result, 'hit' cards are lost at once, and its cards
// have still battled this turn.
var BattleCanceled = register(&Rule[*BattleCancelAsk]{
	ID:       "battle-canceled",
	Title:    "A battle canceled: what follows",
	Question: "battle_canceled",
	Schema:   "description=the battle in progress (battle:) is canceled now: what happens to it and its cards?",
	Check:    checkBattleCancel,
	Describe: func(q *BattleCancelAsk) string { return "battle_canceled: by " + q.By },
	Doc: `Canceling a battle prevents it from having its result: no later segment
(no battle destiny, attrition, battle damage or forfeiting) and no more
responses to its initiation; the Force paid to initiate it stays paid.
Ending before its damage segment, its 'hit' cards are lost at once (not
forfeited). Its participants have still participated in a battle, so they
may not battle again that turn, and no battle is initiated again at that
location that turn. by: names what cancels it (else the battle's
canceled:).`,
	Cites: []glossary.Ref{cancelNoResult, hitLostIfBattleEnds, stillParticipated, battleOncePerLocation},
	Run:   runBattleCancel,
})

var (
	hitLostIfBattleEnds   = narrow(table.RulesRef("Battle", "Steps of a Battle", "Weapons Segment", "Weapons Segment - Firing Weapons"), "If the battle ends prematurely, any 'hit' cards are immediately lost")
	stillParticipated     = narrow(table.RulesRef("Participating In Battle"), "Even if the battle ends prematurely (or is canceled) the cards have still participated in a battle")
	battleOncePerLocation = narrow(table.GlossaryRef("battle"), "You may battle more than once during a turn, but not twice at the same location")
)

// BattleCancelAsk names what cancels the battle.
type BattleCancelAsk struct {
	By string `json:"by,omitempty" jsonschema:"description=the card or action canceling the battle (else battle: canceled:)"`
}

func checkBattleCancel(c *table.Checker, q *BattleCancelAsk) error {
	b := c.Table().State.Battle
	if b == nil || b.Attack {
		return c.Errorf("", "battle_canceled needs a battle in progress (battle: at:, not an attack)")
	}
	if q.By == "" {
		q.By = b.Canceled
	}
	if q.By == "" {
		return c.Errorf("", "battle_canceled needs by: (what cancels it) or the battle's canceled:")
	}
	return nil
}

func runBattleCancel(t *table.Table, q *BattleCancelAsk) rulings.Ruling {
	var r rulings.Ruling
	b := t.State.Battle
	if battleUncancelable(t, q.By, &r) {
		return r
	}
	r.Stepf(refs(cancelNoResult), "%s cancels the battle at %s: it has no result — no further segment, no battle destiny, attrition, battle damage or forfeiting — and the Force paid to initiate it stays paid.", q.By, b.At)
	var hit, all []string
	for _, side := range []table.Side{table.Dark, table.Light} {
		for _, p := range participants(t, side) {
			if !carrier(p) {
				continue // weapons and devices battle with their carrier
			}
			all = append(all, p.Name)
			if p.Entry.Hit {
				hit = append(hit, p.Name)
			}
		}
	}
	switch {
	case t.State.Segment == "damage":
		r.Stepf(refs(hitLostIfBattleEnds), "The battle was in its damage segment: 'hit' cards there are forfeited as the damage segment has them.")
	case len(hit) > 0:
		r.Stepf(refs(hitLostIfBattleEnds), "It ends before its damage segment: the 'hit' cards are lost at once, not forfeited: %s.", strings.Join(hit, ", "))
	default:
		r.Stepf(refs(hitLostIfBattleEnds), "No participating card is 'hit': none is lost by the cancellation.")
	}
	r.Stepf(refs(stillParticipated, battleOncePerLocation), "Its cards have still participated in a battle (%s): they may not battle again this turn, and no other battle is initiated at %s this turn.", orNone(all), b.At)
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("The battle at %s is canceled by %s and has no result.", b.At, q.By)
	if len(hit) > 0 && t.State.Segment != "damage" {
		r.Answer += fmt.Sprintf(" Lost at once ('hit'): %s.", strings.Join(hit, ", "))
	}
	return r
}
