package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var refBiggs = faq("Ship Cards", "Biggs Darklighter")

// Biggs rules on whether an attacker may target a ship that Biggs
// Darklighter's pilot ability protects.
var Biggs = register(&Rule[*BiggsAsk]{
	ID:       "xwing-biggs",
	Title:    "Biggs Darklighter: friendly ships at Range 1 of him",
	Question: "biggs",
	Schema:   "description=may the attacker target this defender while Biggs Darklighter protects it?",
	Check:    checkBiggs,
	Describe: func(q *BiggsAsk) string { return fmt.Sprintf("biggs: %s targets %s", q.Attacker, q.Defender) },
	Doc: `Other friendly ships at Range 1 of Biggs Darklighter (measured from Biggs)
cannot be targeted by an attack if the attacker could target Biggs
instead; an attacker with more than one weapon must use one that can
target Biggs, if it has one, rather than attack another ship at Range 1 of
him. Biggs himself, ships beyond Range 1 of him, and attackers that cannot
target him are not affected.`,
	Cites: refs(refBiggs, qRangeFrom, qFriendly),
	Run:   runBiggs,
})

// BiggsAsk is an attack declared while an enemy Biggs Darklighter may
// protect the defender, with what the attacker could target him with.
type BiggsAsk struct {
	Attacker string `json:"attacker" jsonschema:"required"`
	Defender string `json:"defender" jsonschema:"required"`
	// AtRange1 says the defender is at Range 1 of Biggs (measured from Biggs).
	AtRange1 bool `json:"at_range_1,omitempty" jsonschema:"description=the defender is at Range 1 of Biggs Darklighter, measured from Biggs"`
	// CanTargetBiggs are the attacker's weapons that could target Biggs now.
	CanTargetBiggs []string `json:"can_target_biggs,omitempty" jsonschema:"description=the attacker's weapons (primary weapon, a secondary weapon) that could target Biggs now"`
}

func runBiggs(t *Table, q *BiggsAsk) rulings.Ruling {
	var r rulings.Ruling
	a, d := t.Ship(q.Attacker), t.Ship(q.Defender)
	if a.Player == d.Player {
		r.Stepf(refs(qFriendly), "%s and %s are friendly: a ship attacks only enemy ships.", a.Name(), d.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s may not target %s.", a.Name(), d.Name()))
		return r
	}
	var biggs *Ship
	for i := range t.State.Ships {
		if s := &t.State.Ships[i]; glossary.Fold(s.Pilot) == glossary.Fold("Biggs Darklighter") && s.Player == d.Player {
			biggs = s
		}
	}
	yes := fmt.Sprintf("%s may target %s.", a.Name(), d.Name())
	switch {
	case biggs == nil:
		r.Stepf(refs(refBiggs), "No Biggs Darklighter is friendly to %s: nothing protects it.", d.Name())
	case biggs == d:
		r.Stepf(refs(refBiggs), "%s is Biggs Darklighter himself: his ability protects other friendly ships.", d.Name())
	case !q.AtRange1:
		r.Stepf(refs(refBiggs, qRangeFrom), "%s is not at Range 1 of %s (measured from Biggs): his ability does not protect it.", d.Name(), biggs.Name())
	case len(q.CanTargetBiggs) == 0:
		r.Stepf(refs(refBiggs), "%s is at Range 1 of %s, but %s could not target Biggs with any weapon: it may target %s.", d.Name(), biggs.Name(), a.Name(), d.Name())
	default:
		r.Stepf(refs(qRangeFrom), "%s is at Range 1 of %s, measured from Biggs.", d.Name(), biggs.Name())
		r.Stepf(refs(withNote(refBiggs, "a weapon that can target Biggs, if possible")), "%s could target Biggs with %s: it cannot target %s, and must use a weapon that can target Biggs instead of attacking another ship at Range 1 of him.", a.Name(), strings.Join(q.CanTargetBiggs, " or "), d.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s may not target %s: it could target %s instead.", a.Name(), d.Name(), biggs.Name()))
		return r
	}
	yesNo(&r, true, yes, "")
	return r
}

func checkBiggs(c *checker, q *BiggsAsk) error {
	if err := c.mustShip(q.Attacker, c.path+".attacker"); err != nil {
		return err
	}
	if err := c.mustShip(q.Defender, c.path+".defender"); err != nil {
		return err
	}
	if c.t.Ship(q.Attacker) == c.t.Ship(q.Defender) {
		return c.Errorf(c.path+".defender", "%s cannot attack itself", q.Attacker)
	}
	return nil
}
