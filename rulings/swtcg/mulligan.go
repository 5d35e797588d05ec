package swtcg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var glossMulligan = gloss("mulligan")

// supersededMulligan is the glossary's older mulligan: it leaves out
// Location cards, which the body text of How to Start the Game lists.
var supersededMulligan = rulings.Superseded{
	Passage: withNote(glossMulligan, "names only Battle and Mission cards"),
	By:      withNote(refHowToStart, "Battle, Mission, and Location cards"),
	Why:     "the glossary is stale against the revised body text (notes §1.8 C2): the body's list, with Location cards, governs",
}

// MulliganRule rules on a player's mulligan: which cards may be discarded
// and redrawn, and when.
var MulliganRule = register(&Rule[*MulliganAsk]{
	ID:       "swtcg-mulligan",
	Title:    "The mulligan: discarding Battle, Mission and Location cards from the starting hand",
	Question: "mulligan",
	Schema:   "description=may this player take a mulligan now, discarding these cards from the starting hand?",
	Check:    checkMulligan,
	Describe: func(q *MulliganAsk) string {
		return fmt.Sprintf("mulligan: the %s discards %d card(s)", sideName(q.Side), len(q.Discard))
	},
	Doc: `After drawing the 7-card starting hand, a player may discard any number of
Battle, Mission and Location cards and draw as many new cards: a mulligan,
once per game. The Dark Side decides first (takes one or declines), then
the Light Side. Unit cards are never discarded this way, and the mulligan
comes before any unit is put into battle.`,
	Cites: refs(refHowToStart, setupMulligan, mulliganDarkFirst, mulliganOnce, glossMulligan),
	Run:   runMulligan,
})

// MulliganAsk is a player's mulligan: the cards from hand to discard.
type MulliganAsk struct {
	Side Side `json:"side" jsonschema:"required,enum=dark,enum=light"`
	// Discard are the cards in hand the player would discard.
	Discard []string `json:"discard" jsonschema:"required,description=cards in hand to discard (each declared under hand:)"`
	// Decided are the players who already took a mulligan or declined one.
	Decided []Side `json:"decided,omitempty" jsonschema:"description=players who have already taken a mulligan or declined one"`
}

func runMulligan(t *Table, q *MulliganAsk) rulings.Ruling {
	var r ruling
	who := sideName(q.Side)
	no := func(why string) rulings.Ruling {
		r.Superseded = []rulings.Superseded{supersededMulligan}
		return r.verdict(rulings.No, "The %s may not take this mulligan: %s", who, why)
	}
	if s := t.State.Step; s != "" && s != "setup" {
		r.Stepf(refs(setupMulligan), "The step is %s: the mulligan is taken with the starting hand, before the game's first turn.", s)
		return no("the game has started.")
	}
	if n := len(t.State.Units); n > 0 {
		r.Stepf(refs(refHowToStart, glossMulligan), "%d unit(s) are already in battle: the mulligan (step 3, Draw 7 cards) comes before setup puts units into battle (step 4).", n)
		return no("setup has begun.")
	}
	if slices.Contains(q.Decided, q.Side) {
		r.Stepf(refs(mulliganOnce, glossMulligan), "The %s has already taken a mulligan or declined one: a player may take a mulligan only once in a game.", who)
		return no("once per game.")
	}
	if q.Side == Light && !slices.Contains(q.Decided, Dark) {
		r.Stepf(refs(mulliganDarkFirst, glossMulligan), "The Dark Side player gets to take a mulligan first (or decline it); then the Light Side player can. The Dark Side has not decided yet.")
		return no("the Dark Side decides first.")
	}
	var units []string
	for _, name := range q.Discard {
		if c := t.hand(name); isUnitType(c.Type) || c.Type == "" {
			units = append(units, fmt.Sprintf("%s (%s)", cardLabel(*c), typeWord(c.Type)))
		}
	}
	if len(units) > 0 {
		r.Stepf(refs(setupMulligan), "A mulligan discards Battle, Mission and Location cards only; %s cannot be discarded.", strings.Join(units, ", "))
		return no("only Battle, Mission and Location cards are discarded.")
	}
	r.Stepf(refs(setupMulligan), "Every card discarded is a Battle, Mission or Location card; any number of them may go.")
	r.Stepf(refs(setupMulligan, mulliganOnce), "The %s discards %d card(s) and draws %d new card(s); it may not take another mulligan this game.", who, len(q.Discard), len(q.Discard))
	r.Superseded = []rulings.Superseded{supersededMulligan}
	return r.verdict(rulings.Yes, "The %s may discard %d card(s) and draw %d.", who, len(q.Discard), len(q.Discard))
}

func typeWord(t CardType) string {
	if t == "" {
		return "type not given: taken as a unit"
	}
	return string(t)
}

func checkMulligan(c *checker, q *MulliganAsk) error {
	if err := c.side(q.Side); err != nil {
		return err
	}
	for i, name := range q.Discard {
		if c.t.hand(name) == nil {
			return c.Errorf(fmt.Sprintf("%s.discard[%d]", c.path, i), "no card %q in hand: declare it under hand:", name)
		}
	}
	for i, s := range q.Decided {
		if s != Dark && s != Light {
			return c.Errorf(fmt.Sprintf("%s.decided[%d]", c.path, i), "side %q: want dark or light", s)
		}
	}
	return nil
}
