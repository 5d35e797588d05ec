package swccg

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "If a player controls, for each of their starships here, their power is
// +1 in battles at Tatooine sites" (Tatooine (V)): a location's text for
// whichever player controls it, wherever on the card it is printed. The
// card database reads the "If you control …, your total power" form by the
// half of the card it is in; this form names any player, so it is read
// here for the side asked about.
var reAnyControllerTotal = lazyregexp.New(`(?i)(?:\b(?:Dark|Light):\s*)?\bIf a player controls, for each of their (starships or vehicles|starships|vehicles) here, their (?:total )?power is \+(\d+) in battles at ([^.]+)`)

// controllerTotals are the modifiers such texts give side's total power at
// where: +N for each of side's starships (vehicles) at a location side
// controls, when where is the place the text names.
func (vc *valueCalc) controllerTotals(side table.Side, where string) []valueMod {
	var out []valueMod
	for i := range vc.t.State.Locations {
		loc := &vc.t.State.Locations[i]
		if loc.Card == nil {
			continue
		}
		m := reAnyControllerTotal().FindStringSubmatch(loc.Card.GameText)
		if m == nil {
			continue
		}
		per, _ := strconv.ParseFloat(m[2], 64)
		quote := m[0][strings.Index(m[0], "If "):] // without the "Light:" half's mark
		at := &table.Piece{Name: where, Card: loc.Card, Entry: &table.Card{At: where, Owner: side}}
		if ok, known := locatedAt(vc.t, at, m[3]); !ok || !known {
			continue
		}
		probe := &table.Piece{Name: loc.Name, Card: loc.Card, Entry: &table.Card{At: loc.Name, Owner: side}}
		if controls, _ := holdsHere(vc.t, probe, cards.Condition{Kind: "controls"}); !controls {
			vc.r.Stepf(refs(glossControl), "%s's text %q: %s does not control %s, so it adds nothing to %s's total power.", loc.Name, quote, side, loc.Name, side)
			continue
		}
		var ships []string
		for _, p := range vc.t.Pieces {
			if p.Owner() == side && p.Active() && samePlace(p.Location(), loc.Name) && strings.Contains(strings.ToLower(m[1]), strings.ToLower(p.Card.Type)) {
				ships = append(ships, p.Name)
			}
		}
		if len(ships) == 0 {
			continue
		}
		out = append(out, valueMod{
			From: loc.Name, Title: loc.Card.Title, Value: per * float64(len(ships)), Quote: quote,
			How:   fmt.Sprintf("the location's text; %s controls %s, counting its %s there: %s, so %s × %d", side, loc.Name, m[1], strings.Join(ships, ", "), signed(per), len(ships)),
			Cites: refs(glossControl, glossPowerSegment),
		})
	}
	return out
}

// the value rule reads these words itself (and a value printed "*" its
// card's text gives): its rulings do not list them as not read.
func init() {
	addOwnReading(Value.ID, reAnyControllerTotal)
	addOwnReading(Value.ID, reStarValue)
}

// addOwnReading adds the span re finds in a card's text to what rule
// reads by its own means, keeping what the rule read already.
func addOwnReading(rule string, re func() *regexp.Regexp) {
	prev := ownReadings[rule]
	ownReadings[rule] = func(c *cards.Card) [][2]int {
		var spans [][2]int
		if prev != nil {
			spans = prev(c)
		}
		if m := re().FindStringIndex(c.GameText); m != nil {
			spans = append(spans, [2]int{m[0], m[1]})
		}
		return spans
	}
}
