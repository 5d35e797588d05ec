package table

import (
	"fmt"
	"sort"
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
	// Drained says the card participated in a Force drain this turn.
	Drained bool `json:"drained,omitempty" jsonschema:"description=participated in a Force drain this turn"`
	// Battled says the card participated in a battle this turn.
	Battled bool `json:"battled,omitempty" jsonschema:"description=participated in a battle this turn"`
	// Searched says the card was a member of a search party this turn.
	Searched bool `json:"searched,omitempty" jsonschema:"description=was a member of a search party this turn (or was found by one)"`
}

// LocationStatus is what else a judge may write down about a location.
type LocationStatus struct {
	// DrainedBy says who already initiated a Force drain here this turn.
	DrainedBy []Side `json:"drained_by,omitempty" jsonschema:"description=players who already Force drained here this turn"`
	// BattledBy says who already initiated a battle here this turn.
	BattledBy []Side `json:"battled_by,omitempty" jsonschema:"description=players who already initiated a battle here this turn"`
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
	for i, loc := range st.Locations {
		for _, f := range []struct {
			key   string
			sides []Side
		}{{"drained_by", loc.DrainedBy}, {"battled_by", loc.BattledBy}} {
			for j, s := range f.sides {
				if s != Dark && s != Light {
					return l.errorf(l.pos(fmt.Sprintf("$.locations[%d].%s[%d]", i, f.key, j)), "%s: %q: want dark or light", f.key, s)
				}
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
