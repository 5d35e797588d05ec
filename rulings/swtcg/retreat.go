package swtcg

import "github.com/judge-swccg/judge/rulings"

// RetreatRule says whether a unit, or a Pilot on one, may retreat now.
var RetreatRule = register(&Rule[string]{
	ID:       "swtcg-retreat",
	Title:    "Retreating a unit",
	Question: "retreat",
	Schema:   "description=a unit: may it retreat now?",
	Check:    (*checker).ref,
	Describe: func(unit string) string { return "retreat: " + unit },
	Doc: `In its owner's retreat step an untapped unit in an arena may retreat:
it is tapped and goes face up to the build zone. A unit with a Pilot
retreats only if both are untapped, and both are tapped; a Pilot may
retreat alone. Locations never retreat.`,
	Cites: refs(refRetreating, refTurn, glossRetreat, glossRetreatStp, refPilotsRetreat),
	Run: func(t *Table, q string) rulings.Ruling {
		var r ruling
		p := t.piece(q)
		u := p.Unit
		label := p.label()
		no := func() rulings.Ruling { return r.verdict(rulings.Illegal, "%s cannot retreat now.", label) }
		if u.Type == LocationCard {
			r.Stepf(refs(refRetreating), "%s is a Location: a Location cannot be retreated once in an arena.", label)
			return no()
		}
		switch s := t.State.Step; {
		case s == "":
			r.Assume("no step: given; taken to be the %s's retreat step", sideName(u.Owner))
		case s != retreatStep(u.Owner):
			r.Stepf(refs(refTurn, glossRetreatStp), "The step is %s: the %s retreats only in its own retreat step (%s).", s, sideName(u.Owner), retreatStep(u.Owner))
			return no()
		default:
			r.Stepf(refs(refTurn, glossRetreatStp), "It is the %s's retreat step.", sideName(u.Owner))
		}
		if !u.inBattle() {
			r.Stepf(refs(refRetreating, refBuildZone), "%s is already in the build zone, retreated.", u.label())
			return no()
		}
		if p.Pilot != nil {
			if p.Pilot.Tapped {
				r.Stepf(refs(refPilotsRetreat, refTurn), "%s, the Pilot, is tapped: a tapped card cannot retreat in the retreat step.", label)
				return no()
			}
			r.Stepf(refs(refPilotsRetreat), "A Pilot may retreat without the unit it sits on: %s is tapped and goes to the build zone; %s stays in the %s arena.", label, u.label(), title(Arena(u.In)))
			return r.verdict(rulings.Legal, "%s may retreat alone; %s stays.", label, u.label())
		}
		if u.Tapped {
			r.Stepf(refs(refTurn, refRetreating), "%s is tapped: a unit that is already tapped cannot retreat in the retreat step.", label)
			return no()
		}
		if pl := u.Pilot; pl != nil {
			if pl.Tapped {
				r.Stepf(refs(refPilotsRetreat), "%s has a Pilot, %s, and the Pilot is tapped: a unit with a Pilot retreats only if both are untapped.", label, cardLabel(pl.Card))
				return no()
			}
			r.Stepf(refs(refPilotsRetreat, refRetreating), "%s and its Pilot %s are both untapped: both are tapped and go to the build zone together, face up.", label, cardLabel(pl.Card))
			return r.verdict(rulings.Legal, "%s may retreat, with its Pilot %s; both are tapped.", label, cardLabel(pl.Card))
		}
		r.Stepf(refs(refRetreating, glossRetreat), "%s is untapped and in the %s arena: it is tapped and goes face up to the build zone, where it cannot attack or be attacked.", label, title(Arena(u.In)))
		return r.verdict(rulings.Legal, "%s may retreat; it is tapped and goes to the build zone.", label)
	},
})
