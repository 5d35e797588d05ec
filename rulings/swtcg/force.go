package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refAbilitiesIntro = rules("Section 3: Abilities and Battle Cards")
	refBattleCardsS3  = rules("Section 3: Abilities and Battle Cards", "Battle Cards")
	glossPayForce     = gloss("pay Force")
	glossCost         = gloss("cost")
	refActivated      = rules("Abilities", "Activated Abilities")
)

// ForceRule rules on a player's Force after losing some, and on whether
// the player can pay a Force cost.
var ForceRule = register(&Rule[*ForceAsk]{
	ID:       "swtcg-force",
	Title:    "Losing and paying Force: never below 0",
	Question: "force",
	Schema:   "description=what is the player's Force after losing this much, or can the player pay this much?",
	Check:    checkForce,
	Describe: func(q *ForceAsk) string {
		if q.Pay > 0 {
			return fmt.Sprintf("force: the %s pays %d", sideName(q.Side), q.Pay)
		}
		return fmt.Sprintf("force: the %s loses %d", sideName(q.Side), q.Lose)
	},
	Doc: `An effect that makes a player lose more Force than he has takes all of
it: Force is never negative. Paying is different: a player can never pay
more Force than he has, so a card or ability whose Force cost is more than
his Force cannot be played.`,
	Cites: refs(refAbilitiesIntro, glossPayForce, glossCost, refBattleCardsS3, refActivated),
	Run:   runForce,
})

// ForceAsk is Force a player loses to an effect, or pays as a cost.
type ForceAsk struct {
	Side Side `json:"side" jsonschema:"required,enum=dark,enum=light"`
	Lose int  `json:"lose,omitempty" jsonschema:"minimum=1,description=Force an effect makes the player lose"`
	Pay  int  `json:"pay,omitempty" jsonschema:"minimum=1,description=Force the player would pay as a cost"`
	// For is what the Force is paid for, for the ruling's text.
	For string `json:"for,omitempty" jsonschema:"description=the card or ability whose cost it is"`
}

func runForce(t *Table, q *ForceAsk) rulings.Ruling {
	var r ruling
	have := *t.player(q.Side).Force
	who := sideName(q.Side)
	if q.Pay > 0 {
		what := "the cost"
		if q.For != "" {
			what = q.For + "'s cost"
		}
		if q.Pay > have {
			r.Stepf(refs(glossPayForce, glossCost), "The %s has %d Force: a player can never pay more Force than he has, so %s of %d Force cannot be paid.", who, have, what, q.Pay)
			r.Stepf(refs(refBattleCardsS3, refActivated), "A Battle card cannot be played without enough Force for its Force cost, nor an activated ability whose cost cannot be paid.")
			return r.verdict(rulings.No, "The %s cannot pay %d Force with %d.", who, q.Pay, have)
		}
		r.Stepf(refs(glossPayForce), "The %s has %d Force and pays %d for %s: %d left.", who, have, q.Pay, what, have-q.Pay)
		return r.verdict(rulings.Yes, "The %s can pay %d Force; %d Force is left.", who, q.Pay, have-q.Pay)
	}
	if q.Lose > have {
		r.Stepf(refs(refAbilitiesIntro), "The %s has %d Force and an effect makes it lose %d: losing more Force than you have, you lose all of it; Force is never negative.", who, have, q.Lose)
		return r.verdict(rulings.Answer, "The %s loses all %d of its Force and has 0 (not %d).", who, have, have-q.Lose)
	}
	r.Stepf(refs(refAbilitiesIntro), "The %s has %d Force and loses %d: %d left (Force never goes below 0).", who, have, q.Lose, have-q.Lose)
	return r.verdict(rulings.Answer, "The %s has %d Force left.", who, have-q.Lose)
}

func checkForce(c *checker, q *ForceAsk) error {
	if err := c.side(q.Side); err != nil {
		return err
	}
	if (q.Lose > 0) == (q.Pay > 0) {
		return c.Errorf(c.path, "give one of lose: or pay:, 1 or more")
	}
	if c.t.player(q.Side).Force == nil {
		return c.Errorf(c.path+".side", "the %s's Force is not given: add players: %s: {force: N} (the rulebook gives no starting Force)", sideName(q.Side), q.Side)
	}
	return nil
}
