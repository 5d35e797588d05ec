package table

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// Move asks whether moving cards is legal, which kind of movement it is
// (regular, unlimited, react, or no movement at all) and what it costs.
type Move struct {
	Player Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	// Cards move together (one action): cards on table by name or label, or a Death Star location.
	Cards []string `json:"cards" jsonschema:"required,minItems=1,description=the cards that move together (or a Death Star)"`
	// To is the destination: a location, or a card on table (a starship or
	// vehicle to board, a starship card as its 'bridge').
	To string `json:"to,omitempty" jsonschema:"description=destination: a location, or a starship/vehicle card on table"`
	// By names the kind of movement; inferred from the places when empty.
	By string `json:"by,omitempty" jsonschema:"enum=landspeed,enum=hyperspeed,enum=landing,enum=take_off,enum=sector,enum=shuttle,enum=docking_bay_transit,enum=location_text,enum=starship_site,enum=death_star,enum=to_death_star,enum=attack_run,enum=embark,enum=disembark,enum=dock,enum=capacity_slot,enum=relocate,enum=prisoner_transfer,enum=react,enum=move_away,enum=undercover,enum=carried,description=kind of movement (inferred when omitted)"`
	// Via is the card whose text allows the move (Nabrun Leids, Hyper Escape,
	// a location's movement text, a shuttle vehicle).
	Via string `json:"via,omitempty"`
	// Cost is the cost the enabling text gives (relocation, location text).
	Cost *float64 `json:"cost,omitempty" jsonschema:"minimum=0"`
	// Parsec and DeepSpace place a moving Death Star (with To: the system it orbits).
	Parsec    *float64 `json:"parsec,omitempty" jsonschema:"minimum=0"`
	DeepSpace bool     `json:"deep_space,omitempty"`
	// Slot is the capacity slot a capacity_slot move goes to.
	Slot string `json:"slot,omitempty" jsonschema:"enum=pilot,enum=driver,enum=passenger,enum=starfighter,enum=vehicle"`
	// Using restricts a move away to one kind ("using their landspeed").
	Using string `json:"using,omitempty" jsonschema:"enum=landspeed,enum=hyperspeed,enum=sector"`
	// Destinations pins where each card moving away goes (card: location).
	Destinations map[string]string `json:"destinations,omitempty"`
	// StoppedBy says a response stopped a card's move after its cost was paid (card: what).
	StoppedBy map[string]string `json:"stopped_by,omitempty"`
}

// MoveKinds are the values of by:, and of a card's moved: list.
var MoveKinds = []string{"landspeed", "hyperspeed", "landing", "take_off", "sector", "shuttle", "docking_bay_transit",
	"location_text", "starship_site", "death_star", "to_death_star", "attack_run", "embark", "disembark", "dock",
	"capacity_slot", "relocate", "prisoner_transfer", "react", "move_away", "undercover", "carried"}

func knownKind(k string) bool {
	for _, m := range MoveKinds {
		if m == k {
			return true
		}
	}
	return false
}

// Location finds a location on table by name (case and punctuation folded).
func (t *Table) Location(name string) *Location {
	if name == "" {
		return nil
	}
	key := glossary.Fold(name)
	for i := range t.State.Locations {
		if glossary.Fold(t.State.Locations[i].Name) == key {
			return &t.State.Locations[i]
		}
	}
	return nil
}

// checkMoveQuestion validates a move question: its movers and destination
// must be on table, its kind and slot known.
func (l *loader) checkMoveQuestion(path string, m *Move) error {
	path += "move"
	if m.Player != Dark && m.Player != Light {
		return l.errorf(l.pos(path), "move needs player: dark or light")
	}
	if len(m.Cards) == 0 {
		return l.errorf(l.pos(path), "move needs cards: [CARD, ...], the cards that move")
	}
	if m.By != "" && !knownKind(m.By) {
		return l.errorf(l.pos(path+".by"), "by %q: want one of %s", m.By, strings.Join(MoveKinds, ", "))
	}
	for i, name := range m.Cards {
		if loc := l.t.Location(name); loc != nil && loc.DeathStar {
			continue
		}
		if err := l.mustName(name, fmt.Sprintf("%s.cards[%d]", path, i)); err != nil {
			return err
		}
	}
	if m.To != "" && l.t.Location(m.To) == nil && l.t.Piece(m.To) == nil {
		return l.errorf(l.pos(path+".to"), "to %q is neither a location nor a card on table", m.To)
	}
	if m.To == "" && m.By != "move_away" && m.By != "undercover" && m.By != "capacity_slot" && m.Parsec == nil {
		return l.errorf(l.pos(path), "move needs to: LOCATION or CARD (or parsec: for a Death Star, slot: for a capacity slot, by: move_away)")
	}
	for _, field := range []struct {
		name string
		m    map[string]string
	}{{"destinations", m.Destinations}, {"stopped_by", m.StoppedBy}} {
		names := make([]string, 0, len(field.m))
		for k := range field.m {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			if err := l.mustName(k, path+"."+field.name); err != nil {
				return err
			}
			if v := field.m[k]; field.name == "destinations" && l.t.Location(v) == nil {
				return l.errorf(l.pos(path+".destinations"), "destination %q of %s is not a location on table", v, k)
			}
		}
	}
	return nil
}

// checkMoveState rejects movement fields no table can have.
func (l *loader) checkMoveState() error {
	for i, c := range l.t.State.Cards {
		for j, k := range c.Moved {
			if !knownKind(k) {
				return l.errorf(l.pos(fmt.Sprintf("$.cards[%d].moved[%d]", i, j)), "moved %q: want one of %s", k, strings.Join(MoveKinds, ", "))
			}
		}
		switch c.MovesLike {
		case "", "character", "starfighter":
		default:
			return l.errorf(l.pos(fmt.Sprintf("$.cards[%d].moves_like", i)), "moves_like %q: want character or starfighter", c.MovesLike)
		}
		for _, v := range []*float64{c.Landspeed, c.Hyperspeed} {
			if v != nil && *v < 0 {
				return l.errorf(l.pos(fmt.Sprintf("$.cards[%d]", i)), "%s: a landspeed or hyperspeed cannot be negative", c.Card)
			}
		}
	}
	for i, loc := range l.t.State.Locations {
		at := l.pos(fmt.Sprintf("$.locations[%d]", i))
		if loc.Orbiting != "" && loc.DeepSpace {
			return l.errorf(at, "%s both orbits %s and is in deep space", loc.Name, loc.Orbiting)
		}
		if loc.Orbiting != "" && l.t.Location(loc.Orbiting) == nil {
			return l.errorf(at, "%s orbits %q, which is not a location on table", loc.Name, loc.Orbiting)
		}
		for _, v := range []*float64{loc.TransitCost, loc.TextMoveCost, loc.Hyperspeed} {
			if v != nil && *v < 0 {
				return l.errorf(at, "%s: a cost or hyperspeed cannot be negative", loc.Name)
			}
		}
		if loc.Parsec < 0 || loc.ExtraLandspeed < 0 || loc.Order < 0 {
			return l.errorf(at, "%s: parsec, order and extra_landspeed cannot be negative", loc.Name)
		}
	}
	return nil
}
