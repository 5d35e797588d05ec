package table

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
)

// Podrace is podrace:: the state of a Podrace (Boonta Eve Podrace's "either
// player may initiate a Podrace"): whether one was initiated, the race
// destiny cards stacked on each Podracer (or on the Podrace Arena for a
// player with none), which Podracers are 'damaged', and the race destiny
// just placed. The documents have no Podracing rules: the cards' own text
// is the rule, and this is what their text reads.
type Podrace struct {
	// Initiated says a Podrace was initiated and is not over.
	Initiated bool `json:"initiated,omitempty" jsonschema:"description=a Podrace was initiated (Boonta Eve Podrace) and is not over"`
	// RaceDestinies lists the race destiny cards stacked on each card.
	RaceDestinies []RaceDestinies `json:"race_destinies,omitempty"`
	// Damaged lists the Podracers made 'damaged' and not 'repaired'.
	Damaged []string `json:"damaged,omitempty" jsonschema:"description=Podracers on table that are 'damaged' (and not 'repaired')"`
	// JustPlaced is the card a race destiny was just placed on.
	JustPlaced string `json:"just_placed,omitempty" jsonschema:"description=the Podracer (or Podrace Arena) a race destiny was just placed on"`
}

// RaceDestinies is the race destiny cards stacked on one card, by their
// destiny numbers, bottom first (the last is the top one).
type RaceDestinies struct {
	On string `json:"on" jsonschema:"required,description=the Podracer on table (or the Podrace Arena, for a player with no Podracer) the race destinies are stacked on"`
	// Owner is whose race destinies they are, for those on the Podrace
	// Arena (on a Podracer: the Podracer's owner).
	Owner     Side      `json:"owner,omitempty" jsonschema:"enum=dark,enum=light,description=whose race destinies (on the Podrace Arena; on a Podracer: its owner)"`
	Destinies []float64 `json:"destinies" jsonschema:"required,description=the stacked race destiny cards' destiny numbers, bottom first (the last is the top one)"`
}

// checkPodrace refuses a podrace: naming a card that is not on table or a
// place that is not a location on table, and an arena's race destinies
// with no owner.
func (l *loader) checkPodrace() error {
	pr := l.t.State.Podrace
	if pr == nil {
		return nil
	}
	for i, rd := range pr.RaceDestinies {
		path := fmt.Sprintf("$.podrace.race_destinies[%d]", i)
		if l.isLocation(rd.On) {
			if rd.Owner != Dark && rd.Owner != Light {
				return l.errorf(l.pos(path+".on"), "race destinies on %s (a location) need owner: dark or light", rd.On)
			}
			continue
		}
		if err := l.mustName(rd.On, path+".on"); err != nil {
			return err
		}
	}
	for i, name := range pr.Damaged {
		if err := l.mustName(name, fmt.Sprintf("$.podrace.damaged[%d]", i)); err != nil {
			return err
		}
	}
	if pr.JustPlaced != "" && !l.isLocation(pr.JustPlaced) {
		return l.mustName(pr.JustPlaced, "$.podrace.just_placed")
	}
	return nil
}

// RaceDestiniesOn is the destiny numbers of the race destinies stacked on
// the card (bottom first), and for the arena those of side.
func (t *Table) RaceDestiniesOn(p *Piece) []float64 {
	if t.State.Podrace == nil {
		return nil
	}
	var out []float64
	for _, rd := range t.State.Podrace.RaceDestinies {
		if t.Piece(rd.On) == p {
			out = append(out, rd.Destinies...)
		}
	}
	return out
}

// Damaged says whether podrace.damaged names the card.
func (t *Table) Damaged(p *Piece) bool {
	if t.State.Podrace == nil {
		return false
	}
	for _, name := range t.State.Podrace.Damaged {
		if t.Piece(name) == p {
			return true
		}
	}
	return false
}

// PodraceInitiated says whether podrace.initiated is set.
func (t *Table) PodraceInitiated() bool {
	return t.State.Podrace != nil && t.State.Podrace.Initiated
}

// JustPlacedOn is the card a race destiny was just placed on (nil: none,
// or a location).
func (t *Table) JustPlacedOn() *Piece {
	if t.State.Podrace == nil || t.State.Podrace.JustPlaced == "" {
		return nil
	}
	return t.Piece(t.State.Podrace.JustPlaced)
}

// ArenaRaceDestinies is side's race destinies stacked on a location.
func (t *Table) ArenaRaceDestinies(side Side) []float64 {
	if t.State.Podrace == nil {
		return nil
	}
	var out []float64
	for _, rd := range t.State.Podrace.RaceDestinies {
		if rd.Owner == side && t.Piece(rd.On) == nil {
			out = append(out, rd.Destinies...)
		}
	}
	return out
}

// isLocation says whether locations: names the place.
func (l *loader) isLocation(name string) bool {
	for _, loc := range l.t.State.Locations {
		if glossary.Fold(loc.Name) == glossary.Fold(name) {
			return true
		}
	}
	return false
}
