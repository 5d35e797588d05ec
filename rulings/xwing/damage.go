package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refSufferVsDealt = faq("Section 3: Rule Clarifications", "Suffer Damage vs Deal a Damage Card")
	refDrawTheirFire = faq("Upgrade Cards", "Draw Their Fire")
)

// Damage rules on what damage does to a ship: suffered damage goes to
// shields first, a dealt Damage card ignores them.
var Damage = register(&Rule[*DamageAsk]{
	ID:       "xwing-damage",
	Title:    "Suffering damage against being dealt a Damage card",
	Question: "damage",
	Schema:   "description=what do this damage or these dealt Damage cards do to the ship: shields lost, Damage cards facedown and faceup?",
	Check:    checkDamage,
	Describe: func(q *DamageAsk) string {
		var what []string
		if q.Hits+q.Crits > 0 {
			what = append(what, fmt.Sprintf("suffers %d damage and %d critical damage", q.Hits, q.Crits))
		}
		if q.Dealt > 0 {
			what = append(what, fmt.Sprintf("is dealt %d Damage card(s)", q.Dealt))
		}
		return fmt.Sprintf("damage: %s %s", q.Ship, joinNames(what))
	},
	Doc: `Damage a ship suffers is applied to its shields first (the core
rulebook's damage rules: each damage, then each critical damage, removes a
shield; with none left, damage is a facedown Damage card and critical
damage a faceup one). A Damage card dealt to a ship (Proton Bombs) is
assigned whatever shields it has left, and cannot be canceled by evade
tokens or redirected by Draw Their Fire. Draw Their Fire takes only
critical damage from attacks: not Darth Vader's or a Proximity Mine's.`,
	Cites: refs(refSufferVsDealt, refDrawTheirFire, sufferShieldsFirst, dealtIgnoresShields, dealtNotCanceled),
	Run:   runDamage,
})

// DamageAsk is damage a ship suffers and Damage cards dealt to it.
type DamageAsk struct {
	Ship    string `json:"ship" jsonschema:"required"`
	Shields int    `json:"shields,omitempty" jsonschema:"minimum=0,description=shields the ship has"`
	Hits    int    `json:"hits,omitempty" jsonschema:"minimum=0,description=damage suffered"`
	Crits   int    `json:"crits,omitempty" jsonschema:"minimum=0,description=critical damage suffered"`
	// Dealt are faceup Damage cards an effect deals (Proton Bombs).
	Dealt int `json:"dealt,omitempty" jsonschema:"minimum=0,description=faceup Damage cards an effect deals the ship (Proton Bombs)"`
	// Source is what does it, for the ruling (Darth Vader, Proximity Mines, an attack).
	Source string `json:"source,omitempty" jsonschema:"description=what does the damage: an attack, Darth Vader, Proximity Mines, Proton Bombs …"`
	// Redirect is the card that would take the critical damage instead (Draw Their Fire).
	Redirect string `json:"redirect,omitempty" jsonschema:"description=a friendly ship with Draw Their Fire that would suffer one critical result instead"`
}

func runDamage(t *Table, q *DamageAsk) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q.Ship)
	crits := q.Crits
	if q.Redirect != "" {
		dtf := t.Ship(q.Redirect)
		attack := q.Source == "" || glossary.Fold(q.Source) == "attack"
		switch {
		case !attack:
			r.Stepf(refs(refDrawTheirFire), "%s's Draw Their Fire cannot take critical damage from %s: that damage is not an attack.", dtf.Name(), q.Source)
		case q.Dealt > 0 && crits == 0:
			r.Stepf(refs(dealtNotCanceled), "Dealt Damage cards cannot be redirected by Draw Their Fire.")
		case crits > 0:
			r.Stepf(refs(refDrawTheirFire), "%s's Draw Their Fire suffers one of the critical results of the attack instead of %s.", dtf.Name(), s.Name())
			crits--
		}
	}
	shields := q.Shields
	lost, down, up := 0, 0, 0
	for range q.Hits {
		if shields > 0 {
			shields--
			lost++
		} else {
			down++
		}
	}
	for range crits {
		if shields > 0 {
			shields--
			lost++
		} else {
			up++
		}
	}
	if q.Hits+crits > 0 {
		r.Stepf(refs(sufferShieldsFirst), "%s suffers %d damage and %d critical damage: applied to its %d shield(s) first, damage before critical damage; %d shield(s) lost, then %d facedown and %d faceup Damage card(s).", s.Name(), q.Hits, crits, q.Shields, lost, down, up)
		r.Assume("the order — each damage, then each critical damage, removes a shield before any Damage card — is the core rulebook's (page 16, not in the corpus)")
	}
	if q.Dealt > 0 {
		r.Stepf(refs(dealtIgnoresShields), "%d Damage card(s) dealt faceup: assigned whatever shields %s has left (%d).", q.Dealt, s.Name(), shields)
		r.Stepf(refs(dealtNotCanceled), "Dealt Damage cards cannot be canceled by evade tokens or redirected by Draw Their Fire.")
		up += q.Dealt
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s loses %d shield(s) and takes %d facedown and %d faceup Damage card(s).", s.Name(), lost, down, up)
	return r
}

func checkDamage(c *checker, q *DamageAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	if q.Shields < 0 || q.Hits < 0 || q.Crits < 0 || q.Dealt < 0 {
		return c.Errorf(c.path, "shields, hits, crits and dealt are 0 or more")
	}
	if q.Hits+q.Crits+q.Dealt == 0 {
		return c.Errorf(c.path, "give the damage: hits, crits or dealt")
	}
	if q.Redirect != "" {
		return c.mustShip(q.Redirect, c.path+".redirect")
	}
	return nil
}
