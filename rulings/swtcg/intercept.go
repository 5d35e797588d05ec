package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refIntercept   = rules("Keyword Abilities", "Intercept")
	glossIntercept = gloss("Intercept")
)

// InterceptRule rules on whether a unit's Intercept turns the table's
// attack onto it.
var InterceptRule = register(&Rule[*InterceptAsk]{
	ID:       "swtcg-intercept",
	Title:    "Intercept: the attack turns to the intercepting unit",
	Question: "intercept",
	Schema:   "description=does this unit's Intercept make the table's attack attack it instead?",
	Check:    checkIntercept,
	Describe: func(q *InterceptAsk) string { return "intercept: " + q.Unit },
	Doc: `Intercept ("Pay X Force → Intercept") may be played whenever another unit
of its side in the same arena is attacked: the attacking unit now attacks
the intercepting unit. If the attacker cannot attack that unit, Intercept
cannot be used for that attack: the Force may still be paid, but the
defender does not change. It is an activated ability, off while the unit is
retreated.`,
	Cites: refs(refIntercept, interceptReminder, interceptWhen, interceptCant, interceptPayStil, glossIntercept, activatedArena, refArenas, attackChoose, refBombard, refIonCannon, refRetreating, refBuildZone, refActivated),
	Run:   runIntercept,
})

// InterceptAsk is a unit that would intercept the table's attack.
type InterceptAsk struct {
	Unit string `json:"unit" jsonschema:"required,description=the unit with Intercept"`
	// CannotAttack is card text by which the attacker cannot attack Unit.
	CannotAttack string `json:"cannot_attack,omitempty" jsonschema:"description=card text by which the attacker cannot attack this unit (e.g. a 'can't be attacked' ability)"`
}

func runIntercept(t *Table, q *InterceptAsk) rulings.Ruling {
	var r ruling
	at := t.State.Attack
	u, a, d := t.piece(q.Unit).Unit, t.piece(at.Attacker).Unit, t.piece(at.Defender).Unit
	no := func(format string, args ...any) rulings.Ruling {
		return r.verdict(rulings.No, "%s's Intercept does not turn %s's attack from %s: "+format, append([]any{u.label(), a.label(), d.label()}, args...)...)
	}
	if !keywordsOf(u).Intercept {
		r.Stepf(refs(refIntercept), "%s has no Intercept ability (its own or its Pilot's).", u.label())
		return no("it has no Intercept.")
	}
	switch {
	case u == d:
		r.Stepf(refs(refIntercept), "%s is the unit attacked: Intercept protects another of its side's units.", u.label())
		return no("it is the defender itself.")
	case u.Owner != d.Owner:
		r.Stepf(refs(refIntercept), "%s is the %s's and %s the %s's: Intercept turns an attack on one of your own units.", u.label(), sideName(u.Owner), d.label(), sideName(d.Owner))
		return no("the defender is not its side's.")
	case !u.inBattle():
		r.Stepf(refs(activatedArena), "%s is retreated in the build zone: an activated ability without \"prevent\", \"Evade\" or \"Deflect\", such as Intercept, is played only while its unit is in an arena.", u.label())
		return no("it is retreated.")
	case u.In != d.In:
		r.Stepf(refs(interceptWhen), "%s is in the %s arena and %s in the %s arena: Intercept works for a unit in the same arena.", u.label(), title(Arena(u.In)), d.label(), title(Arena(d.In)))
		return no("it is not in the defender's arena.")
	}
	r.Stepf(refs(interceptWhen), "%s is attacked and %s is another unit of the %s in the same arena: its Intercept may be played now, paying its Force cost.", d.label(), u.label(), sideName(u.Owner))
	bad := attackIllegal(t, a, u, at.Mode, keywordsOf(a))
	if bad == nil && q.CannotAttack != "" {
		bad = &illegal{fmt.Sprintf("%s cannot attack %s: %q.", a.label(), u.label(), q.CannotAttack), refs(interceptCant)}
	}
	if bad != nil {
		r.Stepf(bad.cites, "%s", bad.text)
		r.Stepf(refs(interceptCant, interceptPayStil), "%s cannot attack %s, so its Intercept cannot be used for this attack: the Force may still be paid, but the defender does not change.", a.label(), u.label())
		return no("the attacker cannot attack it; Force paid for it is still spent.")
	}
	r.Stepf(refs(interceptReminder), "%s can attack %s: it now attacks %s instead of %s.", a.label(), u.label(), u.label(), d.label())
	return r.verdict(rulings.Yes, "%s's Intercept makes %s attack it instead of %s.", u.label(), a.label(), d.label())
}

func checkIntercept(c *checker, q *InterceptAsk) error {
	if err := c.attackUnderWay(); err != nil {
		return err
	}
	return c.mustUnit(c.path+".unit", q.Unit)
}
