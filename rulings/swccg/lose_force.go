package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// LoseForce rules where a player's Force loss comes from, and whether it
// empties their Life Force.
var LoseForce = register(&Rule[*LossAsk]{
	ID:       "lose-force",
	Title:    "Losing Force: from where, and what is left",
	Question: "lose_force",
	Schema:   "description=a player loses an amount of Force: from where and what is left of the Life Force?",
	Check:    checkLossAsk,
	Describe: func(q *LossAsk) string { return fmt.Sprintf("lose_force: %s %s", q.Player, num(q.Amount)) },
	Doc: `Losing Force moves cards, one at a time and face up, to the Lost Pile:
the player chooses each from hand or the top of the Reserve Deck, Force
Pile or Used Pile. reserve_first: (Mosep's "lost Force must come from
Reserve Deck if possible") takes them from the Reserve Deck while it has
cards. With piles: given, the ruling counts what can be lost and what is
left of the Life Force; a loss that empties the Reserve Deck, Force Pile
and Used Pile loses the game.`,
	Cites: []glossary.Ref{glossLosingForce, glossForce, glossLifeForce, glossMosep},
	Run:   runLoseForce,
})

var (
	glossLosingForce = table.GlossaryRef("losing Force")
	glossMosep       = table.GlossaryRef("Mosep")
)

// LossAsk is a Force loss a player must take.
type LossAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Amount float64    `json:"amount" jsonschema:"required,minimum=0"`
	// ReserveFirst: the loss must come from the Reserve Deck if possible (Mosep).
	ReserveFirst string `json:"reserve_first,omitempty" jsonschema:"description=the card making the loss come from the Reserve Deck if possible (Mosep)"`
}

func checkLossAsk(c *table.Checker, q *LossAsk) error {
	if q.Player != table.Dark && q.Player != table.Light {
		return c.Errorf(".player", "player %q: want dark or light", q.Player)
	}
	if q.Amount < 0 {
		return c.Errorf(".amount", "amount %g: a Force loss cannot be negative", q.Amount)
	}
	return nil
}

func runLoseForce(t *table.Table, q *LossAsk) rulings.Ruling {
	var r rulings.Ruling
	p, n := q.Player, q.Amount
	r.Stepf(refs(losingMoves, forceDiscard), "%s loses %s Force: one card at a time, face up to the Lost Pile, each chosen from hand or the top of the Reserve Deck, Force Pile or Used Pile.", p, num(n))
	piles := t.PilesOf(p)
	if piles == nil {
		r.Assume("%s's piles are not given (piles:): what is left is not counted", p)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s loses %s Force from hand and/or Life Force, its choice of card each time.", p, num(n))
		return r
	}
	how := "from hand if it chooses"
	if q.ReserveFirst != "" {
		deck := 0
		if piles.ReserveDeck != nil {
			deck = *piles.ReserveDeck
		}
		from := min(n, float64(deck))
		r.Stepf(refs(mosepReserveFirst), "%s: the lost Force must come from the Reserve Deck if possible: %s from the Reserve Deck (%d there); any rest from another appropriate place (hand, Force Pile or Used Pile).", q.ReserveFirst, num(from), deck)
		how = num(from) + " of it from the Reserve Deck"
	}
	life, parts, unknown := lifeForce(piles)
	hand := 0
	if piles.Hand != nil {
		hand = *piles.Hand
	}
	if len(unknown) > 0 || piles.Hand == nil {
		r.Assume("not every pile of %s is given (piles:): the count below covers the ones given", p)
	}
	r.Stepf(refs(glossLifeForce, forceLifeForce), "%s can lose cards from hand (%d) and Life Force (%s = %d): %d in all.", p, hand, strings.Join(parts, " + "), life, hand+life)
	left := life + hand - int(n)
	if left < 0 {
		left = 0
	}
	switch {
	case int(n) >= life+hand && len(unknown) == 0:
		r.Stepf(refs(forceDepleted), "Losing %s takes every card of the hand and Life Force: with the Reserve Deck, Force Pile and Used Pile totally depleted, %s loses the game.", num(n), p)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s loses all %d cards it can and has lost the game (Life Force 0).", p, hand+life)
	case int(n) > hand && len(unknown) == 0:
		r.Stepf(refs(forceHandNot), "At least %s must come from the Life Force (the hand holds %d): the Life Force will be at most %d.", num(n-float64(hand)), hand, life-(int(n)-hand))
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s loses %s Force and has not lost the game: %d cards of hand and Life Force remain.", p, num(n), left)
	case len(unknown) > 0 || piles.Hand == nil:
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s loses %s Force; of the piles given, %d cards remain (the others are not given).", p, num(n), left)
	default:
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s loses %s Force, %s, and has not lost the game: %d cards of hand and Life Force remain.", p, num(n), how, left)
	}
	return r
}
