package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var refReinforce = faq("Huge Ship Actions", "Reinforce")

// Reinforce rules on whether a huge ship's reinforce token adds an evade
// result to its defense roll.
var Reinforce = register(&Rule[*ReinforceAsk]{
	ID:       "xwing-reinforce",
	Title:    "Reinforce: an evade result for the reinforced section",
	Question: "reinforce",
	Schema:   "description=does the defender's reinforce token add an evade result against this attack?",
	Check:    checkReinforce,
	Describe: func(q *ReinforceAsk) string {
		return fmt.Sprintf("reinforce: %s defends its %s section", q.Ship, q.Section)
	},
	Doc: `The reinforce action places a reinforce token next to the fore or aft
section. When the ship defends, the token adds one evade result to its
defense roll, but only if it is assigned to the section attacked. The
token is not spent, so it serves every attack that round; it is removed in
the End phase with focus and evade tokens. An added evade result cancels
as a rolled one does; it cannot cancel Autoblaster's hits.`,
	Cites: refs(refReinforce, refDiceResults, refAutoblaster, refAutoblasterFace),
	Run:   runReinforce,
})

// ReinforceAsk is an attack on a section of a huge ship.
type ReinforceAsk struct {
	Ship    string `json:"ship" jsonschema:"required,description=the defending huge ship"`
	Section string `json:"section" jsonschema:"required,enum=fore,enum=aft,description=the section attacked"`
	// Attack is the attack of the round against the ship (1 = the first).
	Attack int    `json:"attack,omitempty" jsonschema:"minimum=1,description=which attack against the ship this round (1 = the first)"`
	Weapon string `json:"weapon,omitempty" jsonschema:"description=the attacker's secondary weapon (Autoblaster); none for a primary weapon"`
}

func runReinforce(t *Table, q *ReinforceAsk) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q.Ship)
	no := fmt.Sprintf("%s's reinforce token adds no evade result against an attack on its %s section.", s.Name(), q.Section)
	if s.Reinforce == "" {
		r.Stepf(refs(refReinforce), "%s has no reinforce token: none was placed this round (tokens go in the End phase).", s.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s has no reinforce token.", s.Name()))
		return r
	}
	if s.Reinforce != q.Section {
		r.Stepf(refs(reinforceTargeted), "%s's reinforce token is next to its %s section; the attack targets the %s section. The token adds an evade result only when it is assigned to the targeted section.", s.Name(), s.Reinforce, q.Section)
		yesNo(&r, false, "", no)
		return r
	}
	r.Stepf(refs(reinforceTargeted), "%s's reinforce token is next to its %s section, the one attacked: it adds one evade result to the defense roll.", s.Name(), q.Section)
	if q.Attack > 1 {
		r.Stepf(refs(reinforceNotSpent), "This is attack %d against it this round: the token is not spent by adding the result, so it still serves.", q.Attack)
	} else {
		r.Stepf(refs(reinforceNotSpent, reinforceRemoved), "Adding the result does not spend the token: it serves every attack this round, until it is removed in the End phase.")
	}
	if glossary.Fold(q.Weapon) == glossary.Fold("Autoblaster") {
		r.Stepf(refs(refAutoblasterFace, refAutoblaster), "The attack is an Autoblaster's: its hit results cannot be canceled by defense dice or added evade results, so the reinforce evade can cancel only a critical result.")
	} else {
		r.Stepf(refs(refDiceResults), "The added evade result cancels a hit or critical result like a rolled one; it cannot be rerolled or modified.")
	}
	yesNo(&r, true, fmt.Sprintf("%s adds one evade result to its defense roll.", s.Name()), "")
	return r
}

func checkReinforce(c *checker, q *ReinforceAsk) error {
	if err := c.hugeFor(q.Ship, c.path+".ship", "reinforce tokens go by a huge ship's fore or aft section"); err != nil {
		return err
	}
	if q.Section != "fore" && q.Section != "aft" {
		return c.Errorf(c.path+".section", "section %q: want fore or aft", q.Section)
	}
	if q.Attack < 0 {
		return c.Errorf(c.path+".attack", "attack %d: want 1 or more", q.Attack)
	}
	return nil
}
