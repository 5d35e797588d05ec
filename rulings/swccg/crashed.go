package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Crashed rules what a crashed vehicle, and the characters aboard it, may
// still do.
var Crashed = register(&Rule[string]{
	ID:       "crashed",
	Title:    "A crashed vehicle and its occupants",
	Question: "crashed",
	Schema:   "description=a vehicle on table: what it and the characters aboard may do now that it crashed",
	Check:    onTable,
	Describe: func(name string) string { return "crashed: " + name },
	Doc: `Only vehicles crash. A crashed vehicle has no landspeed, power or
maneuver, armor (if any) = 2, unmodifiable until restored; it may not use
its game text, vehicle weapons or cards that need it operational; its
permanent pilot gives no ability or presence. Characters aboard are not
lost and may disembark in their owner's move phase; aboard an enclosed one,
embarking or disembarking costs 1 Force per character, and those remaining
may not use power, ability or game text that applies to battle.`,
	Cites: []glossary.Ref{glossCrashed, glossUnmodifiable, glossCrashLanding},
	Run:   runCrashed,
})

var glossCrashLanding = table.GlossaryRef("Crash Landing")

func runCrashed(t *table.Table, name string) rulings.Ruling {
	var r rulings.Ruling
	v := t.Piece(name)
	if v.Card.Type != "Vehicle" {
		r.Stepf(refs(glossCrashed, glossCrashLanding), "Cards cause vehicles to crash (Crash Landing targets a non-creature vehicle); %s is %s, not a vehicle.", v.Name, a(strings.ToLower(v.Card.Type)))
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not a vehicle: it cannot be crashed.", v.Name)
		return r
	}
	if !v.Entry.Crashed {
		r.Assume("%s is not marked crashed: true; ruled as if it had just crashed", v.Name)
	}
	var lost []string
	for _, f := range []struct {
		name string
		n    string
	}{{"power", v.Power().Raw}, {"landspeed", v.Card.Landspeed.Raw}, {"maneuver", v.Card.Maneuver.Raw}} {
		if f.n != "" {
			lost = append(lost, fmt.Sprintf("%s %s → none", f.name, f.n))
		}
	}
	r.Stepf(refs(glossCrashed), "A crashed vehicle has no landspeed, power or maneuver (%s): it cannot move by landspeed.", strings.Join(lost, ", "))
	if armor := v.Card.Armor; armor.Defined {
		r.Stepf(refs(glossCrashed, glossUnmodifiable), "It has armor (%s): reduced to armor = 2, a value set by a card and so unmodifiable until restored.", armor.Raw)
	}
	text := "its game text"
	if v.Card.GameText != "" {
		text = fmt.Sprintf("its game text (\"%s\")", v.Card.GameText)
	}
	r.Stepf(refs(glossCrashed), "It may not use %s, vehicle weapons or any card that would logically require it to be operational (Trample, Attack Pattern Delta).", text)
	if pilot := permanentPilot(v); pilot > 0 {
		r.Stepf(refs(glossCrashed), "Because it may not use game text, its permanent pilot provides no ability (%s) and no presence.", num(pilot))
	}
	enclosed := v.Enclosed()
	var aboard []string
	for _, p := range t.Pieces {
		if p.Host == v && p.Card.Type == "Character" {
			aboard = append(aboard, p.Name)
		}
	}
	switch {
	case len(aboard) == 0:
	case enclosed:
		r.Stepf(refs(glossCrashed), "The characters aboard (%s) are not lost and may disembark during their owner's move phase; the vehicle is enclosed, so embarking or disembarking costs 1 Force per character, and while aboard they may not use power, ability or game text that applies to battle.", strings.Join(aboard, ", "))
	default:
		r.Stepf(refs(glossCrashed), "The characters aboard (%s) are not lost and may disembark during their owner's move phase (an open vehicle: no extra cost).", strings.Join(aboard, ", "))
	}
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("%s is crashed: no power, landspeed or maneuver, no game text", v.Name)
	if v.Card.Armor.Defined {
		r.Answer += ", armor = 2"
	}
	if len(aboard) > 0 && enclosed {
		r.Answer += fmt.Sprintf("; %s may disembark for 1 Force each in the move phase and, while aboard, use no power, ability or battle text", strings.Join(aboard, ", "))
	} else if len(aboard) > 0 {
		r.Answer += fmt.Sprintf("; %s may disembark in the move phase", strings.Join(aboard, ", "))
	}
	r.Answer += "."
	return r
}

// permanentPilot is the ability the card's permanent pilot provides.
func permanentPilot(p *table.Piece) float64 {
	sum := 0.0
	for _, fx := range p.Card.Effects {
		if fx.Kind == "permanent_pilot_ability" {
			sum += fx.Value
		}
	}
	return sum
}
