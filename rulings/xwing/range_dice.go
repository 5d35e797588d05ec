package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refHugeRuler    = faq("Epic Rules", "Huge Range Ruler")
	refPrimaryRange = faq("Combat Phase", "Primary Weapon Range")
)

// RangeDice rules on the dice range and obstruction add to an attack.
var RangeDice = register(&Rule[*RangeDiceAsk]{
	ID:       "xwing-range-dice",
	Title:    "Range combat bonus: the dice an attack's range adds",
	Question: "range_dice",
	Schema:   "description=how many defense dice does the defender roll at this range, and does the attacker roll an extra die?",
	Check:    checkRangeDice,
	Describe: func(q *RangeDiceAsk) string {
		return fmt.Sprintf("range_dice: %s attacks %s at Range %d with %s", q.Attacker, q.Defender, q.Range, weaponName(q.Weapon))
	},
	Doc: `An attack must be within its weapon's range; Range 4 and 5 exist only on
the huge range ruler, for weapons that reach beyond Range 3. With a primary
weapon the defender rolls 2 more defense dice at Range 4 and 3 more at
Range 5; at Range 1 the attacker rolls 1 more attack die and at Range 3 the
defender 1 more defense die (the core rulebook's range combat bonus, which
huge ships receive too). An obstructed attack adds 1 defense die. A huge
defender's agility is 0, so it rolls only the dice added.`,
	Cites: refs(refHugeRuler, refPrimaryRange, refHugeAgility, refHugeObstructing, refObstructedErrata, refIncreaseReduce),
	Run:   runRangeDice,
})

// RangeDiceAsk is an attack at a measured range.
type RangeDiceAsk struct {
	Attacker string `json:"attacker" jsonschema:"required"`
	Defender string `json:"defender" jsonschema:"required"`
	Range    int    `json:"range" jsonschema:"required,minimum=1,maximum=5,description=range band the defender is at"`
	// Weapon is primary or the secondary weapon's name.
	Weapon string `json:"weapon,omitempty" jsonschema:"description=primary (default) or the secondary weapon's name"`
	// WeaponRange is the weapon's printed range (default 1-3).
	WeaponRange string `json:"weapon_range,omitempty" jsonschema:"description=the weapon's range as printed, e.g. 3-5 for a CR90's primary weapon; default 1-3"`
	Obstructed  bool   `json:"obstructed,omitempty" jsonschema:"description=the attack is obstructed (by an obstacle or a huge ship that is not the target)"`
}

func weaponName(w string) string {
	if w == "" || strings.EqualFold(w, "primary") {
		return "its primary weapon"
	}
	return w
}

func runRangeDice(t *Table, q *RangeDiceAsk) rulings.Ruling {
	var r rulings.Ruling
	a, d := t.Ship(q.Attacker), t.Ship(q.Defender)
	primary := q.Weapon == "" || strings.EqualFold(q.Weapon, "primary")
	wr := q.WeaponRange
	if wr == "" {
		wr = "1-3"
	}
	lo, hi, _ := parseBands(wr)
	if q.Range < lo || q.Range > hi {
		cites := refs(refPrimaryRange)
		if q.Range > 3 {
			cites = refs(refHugeRuler, refPrimaryRange)
		}
		r.Stepf(cites, "The weapon %s attacks with (%s) reaches Range %s; %s is at Range %d. Only a weapon that affects targets beyond Range 3 may use Range 4 and 5 of the huge range ruler.", a.Name(), weaponName(q.Weapon), wr, d.Name(), q.Range)
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s cannot attack %s at Range %d with %s.", a.Name(), d.Name(), q.Range, weaponName(q.Weapon))
		return r
	}
	agility := agilityOf(d)
	if d.Size == "huge" {
		r.Stepf(refs(refHugeAgility), "%s is huge: its agility is 0, but it rolls the defense dice added by range combat modifiers, obstruction and cards.", d.Name())
	} else {
		r.Stepf(refs(refIncreaseReduce), "%s's agility is %d: it rolls %d defense %s before any bonus.", d.Name(), agility, agility, plural(agility, "die", "dice"))
	}
	defense, attack := agility, 0
	switch {
	case !primary:
		r.Stepf(refs(withNote(refHugeRuler, "the bonus dice are for primary weapon attacks")), "The attack is with %s, a secondary weapon: range adds no die.", q.Weapon)
		r.Assume("secondary weapons get no range combat bonus at any range: the core rulebook's rule (not in the corpus); the FAQ gives the Range 4 and 5 dice to primary weapon attacks only")
	case q.Range >= 4:
		extra := q.Range - 2
		defense += extra
		r.Stepf(refs(refHugeRuler), "A primary weapon attack at Range %d: the defender rolls %d additional defense dice in the Roll Defense Dice step.", q.Range, extra)
	case q.Range == 3:
		defense++
		r.Stepf(refs(withNote(refHugeAgility, "range combat modifiers")), "A primary weapon attack at Range 3: the defender rolls 1 additional defense die.")
		r.Assume("the Range 1 and Range 3 combat bonuses are the core rulebook's (not in the corpus); the FAQ names them as range combat modifiers")
	case q.Range == 1:
		attack++
		r.Stepf(refs(withNote(refHugeAgility, "range combat modifiers")), "A primary weapon attack at Range 1: the attacker rolls 1 additional attack die.")
		r.Assume("the Range 1 and Range 3 combat bonuses are the core rulebook's (not in the corpus); the FAQ names them as range combat modifiers")
	default:
		r.Stepf(nil, "At Range 2 range adds no die.")
	}
	if q.Obstructed {
		defense++
		r.Stepf(refs(refHugeObstructing, refObstructedErrata), "The attack is obstructed: the defender rolls 1 additional defense die.")
	}
	answer := fmt.Sprintf("%s rolls %d defense %s", d.Name(), defense, plural(defense, "die", "dice"))
	if attack > 0 {
		answer += fmt.Sprintf("; %s rolls %d additional attack die", a.Name(), attack)
	}
	r.Verdict, r.Answer = rulings.Answer, answer+"."
	return r
}

func checkRangeDice(c *checker, q *RangeDiceAsk) error {
	if err := c.mustShip(q.Attacker, c.path+".attacker"); err != nil {
		return err
	}
	if err := c.mustShip(q.Defender, c.path+".defender"); err != nil {
		return err
	}
	if q.Range < 1 || q.Range > 5 {
		return c.Errorf(c.path+".range", "range %d: want 1 to 5", q.Range)
	}
	if q.WeaponRange != "" {
		if _, _, err := parseBands(q.WeaponRange); err != nil {
			return c.Errorf(c.path+".weapon_range", "%v", err)
		}
	}
	return nil
}
