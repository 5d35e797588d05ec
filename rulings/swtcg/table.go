package swtcg

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// Table is a loaded table file.
type Table struct {
	File        string
	State       *State
	Findings    []rulings.Finding
	Assumptions []string
}

// piece is what a name in a question points at: a unit, or the Pilot
// sitting on a unit (then Unit is the unit it sits on).
type piece struct {
	Unit  *Unit
	Pilot *Pilot
}

// card is the piece's top card.
func (p piece) card() *Card {
	if p.Pilot != nil {
		return &p.Pilot.Card
	}
	return &p.Unit.Card
}

func (p piece) label() string {
	if p.Pilot != nil {
		return cardLabel(p.Pilot.Card)
	}
	return p.Unit.label()
}

// label names a unit in rulings: its id, else its name and version.
func (u *Unit) label() string {
	if u.ID != "" {
		return u.ID
	}
	return cardLabel(u.Card)
}

// inBattle says whether the unit is in an arena (not retreated).
func (u *Unit) inBattle() bool { return u.In != BuildZone }

// find resolves a reference: an id, a name and version ("Luke Skywalker
// D") or a bare name, among the units and the Pilots on them. It returns
// every match; the loader insists on exactly one.
func (t *Table) find(ref string) []piece {
	var byID, byLabel, byName []piece
	want := glossary.Fold(ref)
	for i := range t.State.Units {
		u := &t.State.Units[i]
		consider := func(p piece, id string, c Card) {
			switch {
			case id != "" && glossary.Fold(id) == want:
				byID = append(byID, p)
			case glossary.Fold(cardLabel(c)) == want:
				byLabel = append(byLabel, p)
			case glossary.Fold(c.Name) == want:
				byName = append(byName, p)
			}
		}
		consider(piece{Unit: u}, u.ID, u.Card)
		if u.Pilot != nil {
			consider(piece{Unit: u, Pilot: u.Pilot}, "", u.Pilot.Card)
		}
	}
	for _, ps := range [][]piece{byID, byLabel, byName} {
		if len(ps) > 0 {
			return ps
		}
	}
	return nil
}

// piece resolves a reference the loader has checked.
func (t *Table) piece(ref string) piece {
	ps := t.find(ref)
	if len(ps) == 0 {
		return piece{}
	}
	return ps[0]
}

// hand finds a card in hand by name, or name and version.
func (t *Table) hand(ref string) *Card {
	want := glossary.Fold(ref)
	for i := range t.State.Hand {
		c := &t.State.Hand[i]
		if glossary.Fold(cardLabel(*c)) == want || glossary.Fold(c.Name) == want {
			return c
		}
	}
	return nil
}

// labels lists every name a question may use, for error messages.
func (t *Table) labels() string {
	var out []string
	for _, u := range t.State.Units {
		out = append(out, u.label())
		if u.Pilot != nil {
			out = append(out, cardLabel(u.Pilot.Card)+" (Pilot)")
		}
	}
	if len(out) == 0 {
		return "no units"
	}
	return strings.Join(out, ", ")
}

// player is a side's pool.
func (t *Table) player(s Side) Player {
	if s == Dark {
		return t.State.Players.Dark
	}
	return t.State.Players.Light
}

func opponent(s Side) Side {
	if s == Dark {
		return Light
	}
	return Dark
}

// sideName is "Dark Side" or "Light Side".
func sideName(s Side) string {
	if s == Dark {
		return "Dark Side"
	}
	return "Light Side"
}

// isUnitType says whether a card type is one of the three unit types.
func isUnitType(t CardType) bool {
	return t == SpaceUnit || t == GroundUnit || t == CharacterUnit
}

func (c *Card) hasSubtype(s string) bool {
	for _, x := range c.Subtypes {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func val(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
