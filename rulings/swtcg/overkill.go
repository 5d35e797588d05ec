package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refOverkill   = rules("Keyword Abilities", "Overkill")
	glossOverkill = gloss("Overkill")
)

// supersededOverkill is the glossary's Overkill, which counts the excess
// over the defender's health, not its remaining health.
var supersededOverkill = rulings.Superseded{
	Passage: withNote(glossOverkill, "hits in excess of the defending unit's health"),
	By:      withNote(refOverkill, "hits in excess of the defending unit's remaining health"),
	Why:     "the glossary is stale against the revised body text (notes §1.8 C3): the excess is over the health left after the damage counters already on the defender",
}

// OverkillRule rules on an Overkill split of an attack's hits.
var OverkillRule = register(&Rule[*OverkillAsk]{
	ID:       "swtcg-overkill",
	Title:    "Overkill: hits beyond the defender's remaining health to another unit",
	Question: "overkill",
	Schema:   "description=may the attacker's Overkill send these hits to another unit in the defender's arena?",
	Check:    checkOverkill,
	Describe: func(q *OverkillAsk) string {
		return fmt.Sprintf("overkill: %d of %d hits to %s", q.ToOther, q.Hits, q.Other)
	},
	Doc: `An attacking unit with Overkill may, after the attack dice are rolled and
before damage prevention, divide the hits in excess of the defending unit's
remaining health (health minus damage counters) between the defender and
another unit in the same arena; the attacker's controller decides how
many. Shields and Armor on the defender do not touch that spillover;
damage prevention works as usual.`,
	Cites: refs(refOverkill, overkillWhen, overkillReminder, overkillSpillover, glossOverkill, glossHealth, glossDamageCtr),
	Run:   runOverkill,
})

// OverkillAsk is the split the attacker's controller would make, for the
// attack in the table's attack:.
type OverkillAsk struct {
	// Hits are the hits of the roll (after Accuracy and Armor).
	Hits int `json:"hits" jsonschema:"required,minimum=0,description=the hits the attack rolled"`
	// Other is the unit the excess hits would go to.
	Other string `json:"other" jsonschema:"required,description=the other unit in the defender's arena"`
	// ToOther is how many hits go to Other.
	ToOther int `json:"to_other" jsonschema:"required,minimum=0,description=how many hits go to the other unit"`
	// Prevention: damage prevention has already begun.
	Prevention bool `json:"prevention,omitempty" jsonschema:"description=the chance to prevent damage has already begun"`
}

func runOverkill(t *Table, q *OverkillAsk) rulings.Ruling {
	var r ruling
	at := t.State.Attack
	a, d, o := t.piece(at.Attacker).Unit, t.piece(at.Defender).Unit, t.piece(q.Other).Unit
	no := func(why string) rulings.Ruling {
		r.Superseded = []rulings.Superseded{supersededOverkill}
		return r.verdict(rulings.No, "%s's Overkill may not send %d hit(s) to %s: %s", a.label(), q.ToOther, o.label(), why)
	}
	if !keywordsOf(a).Overkill {
		r.Stepf(refs(refOverkill), "%s has no Overkill ability (its own or its Pilot's).", a.label())
		return no("it has no Overkill.")
	}
	if q.Prevention {
		r.Stepf(refs(overkillWhen), "Overkill is chosen after the attack dice are rolled, before damage prevention; prevention has already begun.")
		return no("it is too late.")
	}
	health := numbersOf(d.Card, d.Beneath).Health
	left := health - d.Damage
	r.Stepf(refs(overkillReminder, glossDamageCtr), "%s has health %d and %d damage counter(s): remaining health %d.", d.label(), health, d.Damage, left)
	excess := q.Hits - max(left, 0)
	if excess <= 0 {
		r.Stepf(refs(overkillReminder), "%d hit(s) do not exceed the remaining health %d: there is nothing to divide.", q.Hits, left)
		return no("no hit is in excess of the remaining health.")
	}
	r.Stepf(refs(overkillReminder), "%d hit(s) against remaining health %d: %d hit(s) in excess, which the attacker's controller may divide between %s and another unit in the same arena.", q.Hits, left, excess, d.label())
	if o == d || o.In != d.In || !o.inBattle() {
		where := "is the defender itself"
		if o != d {
			where = fmt.Sprintf("is in the %s arena", title(Arena(o.In)))
			if !o.inBattle() {
				where = "is retreated"
			}
		}
		r.Stepf(refs(overkillReminder), "%s %s, not another unit in the %s arena.", o.label(), where, title(Arena(d.In)))
		return no("it is not another unit in the defender's arena.")
	}
	if q.ToOther > excess {
		r.Stepf(refs(refOverkill), "Only the %d hit(s) in excess may go elsewhere; %d asked.", excess, q.ToOther)
		return no(fmt.Sprintf("only %d hit(s) are in excess.", excess))
	}
	r.Stepf(refs(overkillSpillover), "Shields and Armor on %s do not affect the spillover; abilities that prevent damage work on it as usual.", d.label())
	r.Assume("Overkill divides hits; whether Critical Hit damage counts toward the excess the rulebook does not say (notes §2.14, 8)")
	r.Stepf(refs(overkillReminder), "%d of the %d hit(s) in excess go to %s; %s keeps %d hit(s).", q.ToOther, excess, o.label(), d.label(), q.Hits-q.ToOther)
	r.Superseded = []rulings.Superseded{supersededOverkill}
	return r.verdict(rulings.Yes, "%s's Overkill sends %d hit(s) to %s; %s keeps %d.", a.label(), q.ToOther, o.label(), d.label(), q.Hits-q.ToOther)
}

func checkOverkill(c *checker, q *OverkillAsk) error {
	if err := c.attackUnderWay(); err != nil {
		return err
	}
	if q.Hits < 0 || q.ToOther < 0 {
		return c.Errorf(c.path, "hits and to_other are never negative")
	}
	return c.mustUnit(c.path+".other", q.Other)
}
