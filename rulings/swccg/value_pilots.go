package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Pilots and what they add: who acts as pilot, and the power a pilot adds
// to what it pilots ("Adds 2 to power of anything he pilots (3 if …)").

// actsAsPilot: q pilots (or drives) what it is aboard: its slot says so,
// or, with no slot given, it is a pilot ("pilot": a pilot character aboard
// acts as a pilot when pilot capacity is available).
func actsAsPilot(q *table.Piece) bool {
	switch q.Entry.Slot {
	case "pilot", "driver":
		return true
	case "":
		return q.Host != nil && q.Entry.On == "" && q.Card.Type == "Character" && isPilot(q.Card)
	}
	return false
}

// aboardAs names q's place aboard: its slot, a passenger by default.
func aboardAs(q *table.Piece) string {
	switch {
	case q.Entry.Slot != "":
		return q.Entry.Slot
	case actsAsPilot(q):
		return "pilot"
	}
	return "passenger"
}

// pilotBonus is the power each pilot aboard p adds ("Adds 2 to power of
// anything he pilots (3 if Falcon)"): the figure in parentheses when its
// condition holds, else the first.
func (vc *valueCalc) pilotBonus(p *table.Piece) []valueMod {
	var out []valueMod
	for _, q := range vc.t.Pieces {
		if q.Host != p || q.Entry.On != "" || !actsAsPilot(q) || !q.Active() {
			continue
		}
		var base, alt *cards.Effect
		var missed []string
		for i, e := range q.Card.Effects {
			if e.Kind != "adds_to_power_of_piloted" {
				continue
			}
			if e.Target != "" && !namesCard(e.Target, p, q) {
				vc.r.Stepf(refs(glossPilot), "%s's text \"%s\" adds only to %s, which %s is not.", q.Name, e.Quote, e.Target, p.Name)
				continue
			}
			switch {
			case e.Condition == "" && base == nil:
				base = &q.Card.Effects[i]
			case e.Condition != "" && alt == nil:
				if vc.pilotCondition(q, p, e) {
					alt = &q.Card.Effects[i]
				} else {
					missed = append(missed, fmt.Sprintf("not %s", conditionText(e)))
				}
			}
		}
		if alt != nil {
			base = alt
		}
		if base == nil {
			continue
		}
		if q.Entry.TextOff() {
			vc.r.Stepf(refs(glossPilot), "%s's text \"%s\" does not apply: its game text is %s.", q.Name, base.Quote, q.Entry.TextOffBy())
			continue
		}
		how := "piloting it"
		if alt != nil {
			how += "; " + conditionText(*alt) + ", so " + num(alt.Value)
		} else if len(missed) > 0 {
			how += "; " + strings.Join(missed, ", ") + ", so " + num(base.Value)
		}
		out = append(out, valueMod{From: q.Name, Title: q.Card.Title, Value: base.Value, Quote: base.Quote, How: how, Cites: refs(glossPilot, glossPower)})
	}
	return out
}

// pilotCondition decides the condition of a pilot's higher figure ("3 if
// Falcon", "if starship is Tyrant", "if a Star Destroyer is at same
// location"): met: on the pilot, the starship it pilots named, or the
// table; else an assumption that it does not hold.
func (vc *valueCalc) pilotCondition(q, p *table.Piece, e cards.Effect) bool {
	if met(q.Entry.Met, e.Condition) {
		return true
	}
	if m := rePilotedBonn().FindStringSubmatch(strings.TrimSpace(e.Condition)); m != nil && namesCard(m[1], p, q) {
		return true
	}
	holds, known := valueCondition(vc.t, q, p, e)
	if known {
		return holds
	}
	if m := rePilotedBonn().FindStringSubmatch(strings.TrimSpace(e.Condition)); m != nil && reTitleWords().MatchString(m[1]) {
		return false // a card named, and p is not it
	}
	vc.r.Assume("%s's text %q: whether %s holds is not shown by the table: taken as not holding (add it to %s's met: if it does)", q.Name, e.Quote, conditionText(e), q.Name)
	return false
}

// reTitleWords: a card's name, capitalized words with no verb in them.
var reTitleWords = lazyregexp.New(`^(?:[A-Z0-9'][\w'-]*)(?:\s+[A-Z0-9'][\w'-]*)*$`)

// piloted says whether p has a pilot: as the move rule reads it (the
// file's piloted:, a permanent pilot, a pilot or driver slot), or a pilot
// character aboard with no slot given.
func (vc *valueCalc) piloted(p *table.Piece) (bool, string) {
	if ok, by := piloted(vc.t, p); ok || p.Entry.Piloted != nil {
		return ok, by
	}
	for _, q := range vc.t.Pieces {
		if q.Host == p && q.Active() && actsAsPilot(q) {
			return true, q.Name + " aboard with no slot given: a pilot character aboard acts as pilot"
		}
	}
	return false, ""
}

// pilotRule is the Glossary entry saying p needs a pilot.
func (vc *valueCalc) pilotRule(p *table.Piece) glossary.Ref {
	if p.Card.Type == "Vehicle" {
		return glossVehiclesRule
	}
	return glossStarshipsRule
}
