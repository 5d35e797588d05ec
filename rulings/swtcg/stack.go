package swtcg

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// nameEquivalents are the pairs of names the rules for unique cards treat
// as one name (and only those rules): contests, uniqueness and stacking.
var nameEquivalents = [][2]string{
	{"Anakin Skywalker", "Darth Vader"},
	{"Beru Lars", "Beru Whitesun"},
	{"Padmé Amidala", "Queen Amidala"},
}

// uniqueName is the name the unique-card rules compare: the first name of
// an equivalence pair stands for both.
func uniqueName(name string) string {
	f := glossary.Fold(name)
	for _, p := range nameEquivalents {
		if f == glossary.Fold(p[1]) {
			return glossary.Fold(p[0])
		}
	}
	return f
}

func sameUniqueName(a, b string) bool { return uniqueName(a) == uniqueName(b) }

// equivalentPair says whether a and b differ but count as one name.
func equivalentPair(a, b string) bool {
	return glossary.Fold(a) != glossary.Fold(b) && sameUniqueName(a, b)
}

// stackOf is the top card and the cards beneath of a unit or a Pilot.
func stackOf(p piece) (Card, []Card) {
	if p.Pilot != nil {
		return p.Pilot.Card, p.Pilot.Beneath
	}
	return p.Unit.Card, p.Unit.Beneath
}

func findVersion(cs []Card, v string) *Card {
	for i := range cs {
		if cs[i].Version == v {
			return &cs[i]
		}
	}
	return nil
}

// stackNumbers are a stack's speed, power, health and total build cost:
// the top card's, plus 10 speed and 1 of each other per card beneath.
type stackNumbers struct{ Speed, Power, Health, Cost int }

func numbersOf(top Card, beneath []Card) stackNumbers {
	n := len(beneath)
	return stackNumbers{val(top.Speed) + 10*n, val(top.Power) + n, val(top.Health) + n, val(top.Cost) + n}
}

// versions lists a stack's version letters, top first.
func versions(top Card, beneath []Card) string {
	vs := []string{top.Version}
	for _, c := range beneath {
		vs = append(vs, c.Version)
	}
	return strings.Join(vs, ", ")
}

// superseded are the glossary passages the body text of the rulebook
// overrides (the body was revised for The Empire Strikes Back; the
// glossary was not).
var superseded = []rulings.Superseded{supersededStack, supersededMulligan, supersededOverkill}

var supersededStack = rulings.Superseded{
	Passage: withNote(glossStack, "lists only type, text, speed, power and health as the top card's"),
	By:      withNote(refStacking, "the top card's name, type, speed, power, health, build cost and text box"),
	Why:     "the glossary is stale against the revised body text (notes §1.8 C8); the body's list, with build cost, governs the total build cost used in contests and setup",
}

// StackNumbers gives a stacked unit's numbers (worked example W12).
var StackNumbers = register(&Rule[string]{
	ID:       "swtcg-stack",
	Title:    "A stacked unit's speed, power, health and total build cost",
	Question: "stack",
	Schema:   "description=a unit: its numbers as a stack (speed, power, health, total build cost)",
	Check:    checkStack,
	Describe: func(unit string) string { return "stack: " + unit },
	Doc: `A stack uses its top card's name, type, numbers, build cost and text;
each card beneath adds +10 speed, +1 power and +1 health, and 1 to the
total build cost. A Pilot's bonuses are not part of the stack's numbers.`,
	Cites: refs(refStacking, glossStack, glossTotalCost),
	Run: func(t *Table, q string) rulings.Ruling {
		var r ruling
		u := t.piece(q).Unit
		top, beneath := u.Card, u.Beneath
		num := numbersOf(top, beneath)
		for _, n := range []struct {
			name string
			v    *int
		}{{"speed", top.Speed}, {"power", top.Power}, {"health", top.Health}, {"cost", top.Cost}} {
			if n.v == nil {
				r.Assume("%s's %s is not given: counted as 0", cardLabel(top), n.name)
			}
		}
		if len(beneath) == 0 {
			r.Stepf(refs(refStacking), "%s is a single card, not a stack: its numbers are the printed ones.", u.label())
			return r.verdict(rulings.Answer, "%s has speed %d, power %d, health %d and build cost %d.", u.label(), num.Speed, num.Power, num.Health, num.Cost)
		}
		n := len(beneath)
		r.Stepf(refs(refStacking), "%s is a stack of %d cards (versions %s); the top card, %s, gives the unit its name, type, numbers, build cost and text; %s ignored except for the bonus.",
			u.label(), n+1, versions(top, beneath), cardLabel(top), plural(n, "the card beneath is", "the cards beneath are"))
		r.Stepf(refs(refStacking, glossStack), "Each card beneath adds +10 speed, +1 power and +1 health: speed %d + %d = %d, power %d + %d = %d, health %d + %d = %d.",
			val(top.Speed), 10*n, num.Speed, val(top.Power), n, num.Power, val(top.Health), n, num.Health)
		r.Stepf(refs(refStacking, glossTotalCost), "Total build cost: the top card's %d, plus 1 for each card beneath = %d (the beneath cards' own costs are ignored).", val(top.Cost), num.Cost)
		if u.Pilot != nil {
			r.Stepf(refs(refPilots), "The Pilot sitting on it (%s) adds its own bonuses on top of these; they are not part of the stack.", cardLabel(u.Pilot.Card))
		}
		r.Superseded = []rulings.Superseded{supersededStack}
		return r.verdict(rulings.Answer, "%s has speed %d, power %d, health %d and total build cost %d (printed %d/%d/%d, cost %d).",
			u.label(), num.Speed, num.Power, num.Health, num.Cost, val(top.Speed), val(top.Power), val(top.Health), val(top.Cost))
	},
})

// stackLegal checks the General Stacking Rules for adding c to a stack.
func stackLegal(r *ruling, label string, top Card, beneath []Card, c Card) bool {
	ok := true
	if c.Version == "" {
		r.Stepf(refs(refStackingRules, glossUnique), "%s has no version letter, so it is not unique: only unique cards stack.", c.Name)
		ok = false
	}
	switch {
	case !sameUniqueName(c.Name, top.Name):
		r.Stepf(refs(refStackingRules, glossSameName), "%s and %s do not have the same name: they cannot stack.", c.Name, top.Name)
		ok = false
	case equivalentPair(c.Name, top.Name):
		r.Stepf(refs(refStackingRules, refVersion), "%s and %s have different names, but they are one of the pairs the rules for unique cards treat as the same name: they may stack.", c.Name, top.Name)
	}
	if c.Version != "" && (top.Version == c.Version || findVersion(beneath, c.Version) != nil) {
		r.Stepf(refs(refStackingRules), "%s already holds version %s: a stack cannot hold the same version twice.", label, c.Version)
		ok = false
	}
	if 1+len(beneath) >= 4 {
		r.Stepf(refs(refStackingRules), "%s already has %d cards: a stack holds at most 4.", label, 1+len(beneath))
		ok = false
	}
	return ok
}

func placeWord(place string) string {
	if place == "top" {
		return "on top of"
	}
	return "beneath"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// listAnd joins names as "A, B and C".
func listAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return "none"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

func listOr(xs []string) string {
	if len(xs) < 2 {
		return listAnd(xs)
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// damageOf is the damage counters on a unit, or on a Pilot sitting on one.
func damageOf(p piece) int {
	if p.Pilot != nil {
		return p.Pilot.Damage
	}
	return p.Unit.Damage
}

func checkStack(c *checker, unit string) error { return c.mustUnit(c.path, unit) }
