package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var glossDeflect = gloss("Deflect")

// DeflectRule rules on a unit's Deflect: the damage it prevents and the
// damage it may do to another unit of its arena.
var DeflectRule = register(&Rule[*DeflectAsk]{
	ID:       "swtcg-deflect",
	Title:    "Deflect: prevented damage redirected to a unit in the same arena",
	Question: "deflect",
	Schema:   "description=in a chance to prevent damage to this unit, what does its Deflect prevent, and may it do that damage to this other unit?",
	Check:    checkDeflect,
	Describe: func(q *DeflectAsk) string {
		s := fmt.Sprintf("deflect: %s against %d damage", q.Unit, q.Damage)
		if q.To != "" {
			s += ", to " + q.To
		}
		return s
	},
	Doc: `Deflect X is played only during a chance to prevent damage to its own
unit, once per source of damage in each such chance. It prevents X damage
(no more than the damage coming) and the unit may do as much damage as it
prevented to a unit of its controller's choice in the same arena; that
damage gets its own chance to prevent damage, after the current one.`,
	Cites: refs(refDeflect, deflectWhen, deflectReminder, deflectNewGo, deflectEquals, deflectOnce, glossDeflect, refBuildZone),
	Run:   runDeflect,
})

// DeflectAsk is damage coming to a unit with Deflect, in a chance to
// prevent it.
type DeflectAsk struct {
	Unit string `json:"unit" jsonschema:"required,description=the unit with Deflect, taking the damage"`
	// Damage is the damage coming from this source.
	Damage int `json:"damage" jsonschema:"required,minimum=0,description=damage coming to the unit from this source"`
	// To is the unit the deflected damage would go to.
	To string `json:"to,omitempty" jsonschema:"description=the unit to do the prevented damage to"`
	// Used: Deflect was already played against this source in this chance.
	Used bool `json:"used,omitempty" jsonschema:"description=Deflect was already played against this source of damage in this chance"`
	// Source is what does the damage, for the ruling's text.
	Source string `json:"source,omitempty" jsonschema:"description=the source of the damage (an attacking unit, a card)"`
}

func runDeflect(t *Table, q *DeflectAsk) rulings.Ruling {
	var r ruling
	u := t.piece(q.Unit).Unit
	x := keywordsOf(u).Deflect
	src := q.Source
	if src == "" {
		src = "this source"
	}
	if x == 0 {
		r.Stepf(refs(refDeflect), "%s has no Deflect ability (its own or its Pilot's).", u.label())
		return r.verdict(rulings.No, "%s has no Deflect to play.", u.label())
	}
	if q.Used {
		r.Stepf(refs(deflectOnce), "Deflect was already played against %s in this chance to prevent damage: once for each source of damage in each chance.", src)
		return r.verdict(rulings.No, "%s may not play Deflect again against %s in this chance.", u.label(), src)
	}
	prevented := min(x, q.Damage)
	r.Stepf(refs(deflectWhen, deflectEquals), "During a chance to prevent damage to %s, its Deflect %d prevents %d of the %d damage from %s.", u.label(), x, prevented, q.Damage, src)
	if !u.inBattle() {
		r.Stepf(refs(refBuildZone, refDeflect), "%s is retreated: prevent abilities such as Deflect still work from the build zone.", u.label())
	}
	if q.To == "" || prevented == 0 {
		return r.verdict(rulings.Yes, "%s's Deflect prevents %d damage.", u.label(), prevented)
	}
	to := t.piece(q.To).Unit
	if to == u || !u.inBattle() || to.In != u.In {
		where := "is the deflecting unit itself"
		if to != u {
			where = fmt.Sprintf("is in the %s arena", title(Arena(to.In)))
			if !u.inBattle() {
				where = fmt.Sprintf("cannot share an arena with %s, which is retreated", u.label())
				r.Assume("a retreated unit is in no arena, so its Deflect has no unit in the same arena to do damage to")
			}
		}
		r.Stepf(refs(deflectReminder), "The deflected damage goes to a unit in the same arena as %s; %s %s.", u.label(), to.label(), where)
		return r.verdict(rulings.No, "%s's Deflect prevents %d damage but may not do it to %s.", u.label(), prevented, to.label())
	}
	r.Stepf(refs(deflectReminder, deflectNewGo), "%s may do the %d damage it prevented to %s, in the same arena; that damage creates a new chance to prevent damage, after the current one.", u.label(), prevented, to.label())
	return r.verdict(rulings.Yes, "%s's Deflect prevents %d damage and may do %d damage to %s (which gets its own chance to prevent it).", u.label(), prevented, prevented, to.label())
}

func checkDeflect(c *checker, q *DeflectAsk) error {
	if err := c.mustUnit(c.path+".unit", q.Unit); err != nil {
		return err
	}
	if q.Damage < 0 {
		return c.Errorf(c.path+".damage", "damage %d: never negative", q.Damage)
	}
	if q.To != "" {
		return c.mustUnit(c.path+".to", q.To)
	}
	return nil
}
