package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refCrippled     = faq("Huge Ship Rules", "Crippled Sections for Ships with Multiple Ship Cards")
	refSimultaneous = faq("Huge Ship Rules", "Simultaneous Attack Rule")
)

// Crippled rules on whether a huge ship's section is crippled, and what
// follows.
var Crippled = register(&Rule[*CrippledAsk]{
	ID:       "xwing-crippled",
	Title:    "Crippled sections of a huge ship",
	Question: "crippled",
	Schema:   "description=is this section of a huge ship crippled, and what follows?",
	Check:    checkCrippled,
	Describe: func(q *CrippledAsk) string {
		return fmt.Sprintf("crippled: %s's %s section with %d Damage card(s)", q.Ship, q.Section, q.Damage)
	},
	Doc: `A section is crippled when the Damage cards dealt to it equal or exceed
its hull value: its Ship card flips to the crippled side (Upgrade cards
beyond its icons and energy beyond its limit are discarded, titles and
modifications stay). A crippled section cannot be attacked or damaged;
when both sections are crippled the ship is destroyed. The Simultaneous
Attack Rule: crippled by an attacker of the same pilot skill before the
huge ship has attacked, the card flips only after the ship's attack.`,
	Cites: refs(refCrippled, refSimultaneous, crippledWhen, crippledFlip, crippledImmune, crippledBoth, simultaneousHold, simultaneousAfter),
	Run:   runCrippled,
})

// CrippledAsk is a section's Damage cards against its hull.
type CrippledAsk struct {
	Ship    string `json:"ship" jsonschema:"required,description=the huge ship"`
	Section string `json:"section" jsonschema:"required,enum=fore,enum=aft"`
	Damage  int    `json:"damage" jsonschema:"required,minimum=0,description=Damage cards dealt to the section"`
	Hull    int    `json:"hull" jsonschema:"required,minimum=1,description=the section's hull value"`
	// OtherCrippled: the ship's other section is already crippled.
	OtherCrippled bool `json:"other_crippled,omitempty" jsonschema:"description=the other section is already crippled"`
	// AttackerSkill is the pilot skill of the ship whose attack dealt the cards.
	AttackerSkill *int `json:"attacker_skill,omitempty" jsonschema:"minimum=0,description=pilot skill of the attacking ship that dealt the cards, during the Combat phase"`
	// Attacked: the huge ship has attacked this round.
	Attacked bool `json:"attacked,omitempty" jsonschema:"description=the huge ship has already attacked this round"`
}

func runCrippled(t *Table, q *CrippledAsk) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q.Ship)
	sec := fmt.Sprintf("%s's %s section", s.Name(), q.Section)
	if q.Damage < q.Hull {
		r.Stepf(refs(crippledWhen), "%s has %d Damage card(s) against hull %d: fewer than its hull value, so it is not crippled; it can be attacked and damaged.", sec, q.Damage, q.Hull)
		yesNo(&r, false, "", fmt.Sprintf("%s is not crippled.", sec))
		return r
	}
	r.Stepf(refs(crippledWhen), "%s has %d Damage card(s) against hull %d: it equals or exceeds the hull value, so the section is crippled.", sec, q.Damage, q.Hull)
	if q.AttackerSkill != nil && *q.AttackerSkill == currentSkill(t, s) && !q.Attacked {
		r.Stepf(refs(simultaneousHold, simultaneousAfter), "The attacker has pilot skill %d, the same as %s, which has not attacked yet: its Ship card is not flipped now; it may attack as normal, and the section becomes crippled after it has had the opportunity to attack.", *q.AttackerSkill, s.Name())
		yesNo(&r, true, fmt.Sprintf("%s is crippled once %s has had the opportunity to attack (Simultaneous Attack Rule).", sec, s.Name()), "")
		return r
	}
	r.Stepf(refs(crippledFlip), "Its Ship card flips to the crippled side; Upgrade cards beyond its upgrade icons and energy beyond its energy limit are discarded; titles and modifications stay.")
	r.Stepf(refs(crippledImmune), "A crippled section cannot be the target of an attack and cannot suffer damage.")
	if q.OtherCrippled {
		r.Stepf(refs(crippledBoth), "The other section is crippled too: %s is destroyed and removed from the play area.", s.Name())
		yesNo(&r, true, fmt.Sprintf("%s is crippled; with both sections crippled, %s is destroyed.", sec, s.Name()), "")
		return r
	}
	yesNo(&r, true, fmt.Sprintf("%s is crippled: it cannot be attacked or damaged.", sec), "")
	return r
}

func checkCrippled(c *checker, q *CrippledAsk) error {
	if err := c.hugeFor(q.Ship, c.path+".ship", "only huge ships have sections to cripple"); err != nil {
		return err
	}
	if q.Section != "fore" && q.Section != "aft" {
		return c.Errorf(c.path+".section", "section %q: want fore or aft", q.Section)
	}
	if q.Damage < 0 || q.Hull < 1 {
		return c.Errorf(c.path, "damage is 0 or more and hull 1 or more")
	}
	return nil
}
