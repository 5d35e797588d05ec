package table

import (
	"fmt"
	"sort"

	"github.com/judge-swccg/judge/glossary"
)

// The whole table (issue 16): statuses a judge writes down on a card or a
// location, and each player's piles. Each struct is embedded in the type it
// extends, so that the older files stay as they were.

// CardStatus is what else a judge may write down about a card on table.
type CardStatus struct {
	// Crashed marks a crashed vehicle: no landspeed, power or maneuver, and
	// its permanent pilot gives no ability or presence.
	Crashed bool `json:"crashed,omitempty" jsonschema:"description=a crashed vehicle"`
	// Frozen marks a frozen character (usually a captive).
	Frozen bool `json:"frozen,omitempty" jsonschema:"description=a frozen character: no power or ability or game text"`
	// Escort is the card escorting this captive; a captive without one is
	// unattended (or imprisoned).
	Escort string `json:"escort,omitempty" jsonschema:"description=the card escorting this captive (captive: true)"`
	// X is the X a card's own text counts up ("X starts at 0. Every move
	// phase, … add 1 to X": a Vine Snake's, for its present host).
	X *float64 `json:"x,omitempty" jsonschema:"minimum=0,description=the X the card's own text counts (a Vine Snake's for its present host; omitted: its text's start)"`
	// CaptiveBattling marks an escorted captive fighting a battle a card
	// lets it fight (Captive Fury): out of its escort's custody on its
	// owner's side of the site, active, until that battle ends.
	CaptiveBattling bool `json:"captive_battling,omitempty" jsonschema:"description=an escorted captive taking part in a battle a card lets it fight (Captive Fury): on its owner's side of the site and active until that battle ends (captive: true)"`
}

// TurnHistory is what happened this turn that the drain, battle and search
// rules read; it is part of this_turn:.
type TurnHistory struct {
	// Drained lists the cards that participated in a Force drain this turn.
	Drained []string `json:"drained,omitempty" jsonschema:"description=cards that participated in a Force drain this turn"`
	// Battled lists the cards that participated in a battle this turn.
	Battled []string `json:"battled,omitempty" jsonschema:"description=cards that participated in a battle this turn"`
	// Searched lists the cards that were in a search party this turn (or were found by one).
	Searched []string `json:"searched,omitempty" jsonschema:"description=cards in a search party this turn (or found by one)"`
	// DrainedAt lists, per player, the locations where they initiated a Force drain this turn.
	DrainedAt map[Side][]string `json:"drained_at,omitempty" jsonschema:"description=per player: locations where they Force drained this turn"`
	// BattledAt lists, per player, the locations where they initiated a battle this turn.
	BattledAt map[Side][]string `json:"battled_at,omitempty" jsonschema:"description=per player: locations where they initiated a battle this turn"`
	// Attacked lists the cards that participated in an attack this turn
	// (a creature that attacked, or cards that attacked a creature).
	Attacked []string `json:"attacked,omitempty" jsonschema:"description=cards that participated in an attack this turn (creatures that attacked, cards that attacked a creature)"`
	// AttackedAt lists, per player, the locations where they attacked a creature this turn.
	AttackedAt map[Side][]string `json:"attacked_at,omitempty" jsonschema:"description=per player: locations where they initiated an attack on a creature this turn"`
}

// Piles are the sizes of one player's piles and hand.
type Piles struct {
	ReserveDeck *int `json:"reserve_deck,omitempty" jsonschema:"minimum=0"`
	ForcePile   *int `json:"force_pile,omitempty" jsonschema:"minimum=0"`
	UsedPile    *int `json:"used_pile,omitempty" jsonschema:"minimum=0"`
	LostPile    *int `json:"lost_pile,omitempty" jsonschema:"minimum=0"`
	Hand        *int `json:"hand,omitempty" jsonschema:"minimum=0,description=cards in hand (a number; hands: lists them by name)"`
}

// pileFields names each pile's field, in the order rulings list them.
func (p *Piles) pileFields() []struct {
	Key string
	N   *int
} {
	return []struct {
		Key string
		N   *int
	}{{"reserve_deck", p.ReserveDeck}, {"force_pile", p.ForcePile}, {"used_pile", p.UsedPile}, {"lost_pile", p.LostPile}, {"hand", p.Hand}}
}

// checkWholeTable refuses what no table can hold: a negative pile, an
// escort that is not on table or of a card that is no captive.
func (l *loader) checkWholeTable() error {
	st := l.t.State
	sides := make([]string, 0, len(st.Piles))
	for s := range st.Piles {
		sides = append(sides, string(s))
	}
	sort.Strings(sides)
	for _, s := range sides {
		path := "$.piles." + s
		if Side(s) != Dark && Side(s) != Light {
			return l.errorf(l.pos(path), "piles: %q: want dark or light", s)
		}
		p := st.Piles[Side(s)]
		if p == nil {
			continue
		}
		for _, f := range p.pileFields() {
			if f.N != nil && *f.N < 0 {
				return l.errorf(l.pos(path+"."+f.Key), "%s: %d: a pile cannot hold fewer than 0 cards", f.Key, *f.N)
			}
		}
	}
	for i, c := range st.Cards {
		if c.CaptiveBattling && !c.Captive {
			return l.errorf(l.pos(fmt.Sprintf("$.cards[%d].captive_battling", i)), "captive_battling: only a captive battles as one (add captive: true)")
		}
		if c.Escort == "" {
			continue
		}
		path := fmt.Sprintf("$.cards[%d].escort", i)
		if !c.Captive {
			return l.errorf(l.pos(path), "escort: %s: only a captive has an escort (add captive: true)", c.Escort)
		}
		if err := l.mustName(c.Escort, path); err != nil {
			return err
		}
	}
	return l.checkTurnHistory()
}

// checkTurnHistory checks that this_turn's history names cards on table and
// sides that exist.
func (l *loader) checkTurnHistory() error {
	r := l.t.State.ThisTurn
	if r == nil {
		return nil
	}
	for _, list := range []struct {
		field string
		names []string
	}{{"drained", r.Drained}, {"battled", r.Battled}, {"searched", r.Searched}, {"attacked", r.Attacked}} {
		for i, name := range list.names {
			if err := l.mustName(name, fmt.Sprintf("$.this_turn.%s[%d]", list.field, i)); err != nil {
				return err
			}
		}
	}
	for _, f := range []struct {
		field string
		at    map[Side][]string
	}{{"drained_at", r.DrainedAt}, {"battled_at", r.BattledAt}, {"attacked_at", r.AttackedAt}} {
		for _, s := range keys(f.at) {
			if s != Dark && s != Light {
				return l.errorf(l.pos("$.this_turn."+f.field+"."+string(s)), "%s: side %q: want dark or light", f.field, s)
			}
		}
	}
	return nil
}

// Place finds a location by name for a question: its locations: entry and
// its card in the database when the title is exact.
func (c *Checker) Place(name string) *Place { return c.l.place(name) }

// PilesOf is a player's piles as the file gives them (nil: not given).
func (t *Table) PilesOf(s Side) *Piles { return t.State.Piles[s] }

// history is this turn's history, empty when the file gives none.
func (t *Table) history() TurnHistory {
	if t.State.ThisTurn == nil {
		return TurnHistory{}
	}
	return t.State.ThisTurn.TurnHistory
}

// DidThisTurn says whether the card is listed in this_turn's drained,
// battled or searched (what: "drained", "battled", "searched").
func (t *Table) DidThisTurn(p *Piece, what string) bool {
	h := t.history()
	list := map[string][]string{"drained": h.Drained, "battled": h.Battled, "searched": h.Searched, "attacked": h.Attacked}[what]
	for _, name := range list {
		if t.Piece(name) == p {
			return true
		}
	}
	return false
}

// InitiatedAt says whether the player already Force drained ("drained") or
// battled ("battled") at the location this turn.
func (t *Table) InitiatedAt(s Side, what, place string) bool {
	h := t.history()
	at := map[string]map[Side][]string{"drained": h.DrainedAt, "battled": h.BattledAt, "attacked": h.AttackedAt}[what]
	for _, l := range at[s] {
		if glossary.Fold(l) == glossary.Fold(place) {
			return true
		}
	}
	return false
}
