package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refStealth     = faq("Upgrade Cards", "Stealth Device")
	refStealthFace = faq("Stealth Device", "Card face")
)

// StealthDevice rules on whether a ship's Stealth Device is discarded,
// and its agility with and without it.
var StealthDevice = register(&Rule[*StealthAsk]{
	ID:       "xwing-stealth-device",
	Title:    "Stealth Device: +1 agility until the ship is hit by an attack",
	Question: "stealth_device",
	Schema:   "description=is the ship's Stealth Device discarded after this damage?",
	Check:    checkStealth,
	Describe: func(q *StealthAsk) string {
		if q.Attack {
			return fmt.Sprintf("stealth_device: %s defends (hit: %t)", q.Ship, q.Hit)
		}
		return fmt.Sprintf("stealth_device: %s damaged by %s", q.Ship, q.Source)
	},
	Doc: `Stealth Device increases the ship's agility by 1 and is discarded only
when the ship defends against an attack and is hit; damage from other
effects (bombs, obstacles, Assault Missiles' damage to ships at Range 1 of
the defender) leaves it in place.`,
	Cites: refs(refStealth, refStealthFace, refIncreaseReduce, refHugeAgility),
	Run:   runStealth,
})

// StealthAsk is what just damaged, or attacked, a ship with Stealth Device.
type StealthAsk struct {
	Ship string `json:"ship" jsonschema:"required"`
	// Attack: the ship defended against an attack.
	Attack bool `json:"attack,omitempty" jsonschema:"description=the ship defended against an attack"`
	// Hit: the attack hit it (a hit or critical result left after canceling).
	Hit bool `json:"hit,omitempty" jsonschema:"description=the attack hit the ship (a hit or critical result was left after canceling)"`
	// Source is the other effect that damaged the ship.
	Source string `json:"source,omitempty" jsonschema:"description=the effect other than an attack that damaged the ship (Seismic Charge, an asteroid)"`
}

func runStealth(t *Table, q *StealthAsk) rulings.Ruling {
	var r rulings.Ruling
	s := t.Ship(q.Ship)
	if copiesOf(s, "Stealth Device") == 0 {
		r.Stepf(refs(refStealthFace), "%s has no Stealth Device equipped.", s.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s has no Stealth Device to discard.", s.Name()))
		return r
	}
	with, without := stealthAgility(s)
	if s.Size == "huge" {
		r.Stepf(refs(refHugeAgility), "%s is a huge ship: its agility is 0 whatever raises it.", s.Name())
	} else {
		r.Stepf(refs(refStealthFace, refIncreaseReduce), "Stealth Device increases %s's agility by 1: %d with it, %d without.", s.Name(), with, without)
	}
	switch {
	case !q.Attack:
		r.Stepf(refs(refStealth), "%s was damaged by %s, not while defending against an attack: damage from other game effects does not discard Stealth Device.", s.Name(), q.Source)
		yesNo(&r, false, "", fmt.Sprintf("%s keeps Stealth Device (agility %d).", s.Name(), with))
	case !q.Hit:
		r.Stepf(refs(refStealth), "%s defended against an attack but was not hit: Stealth Device is discarded only when the ship is hit.", s.Name())
		yesNo(&r, false, "", fmt.Sprintf("%s keeps Stealth Device (agility %d).", s.Name(), with))
	default:
		r.Stepf(refs(refStealthFace, refStealth), "%s defended against an attack and was hit: it discards Stealth Device, and its agility goes back to %d.", s.Name(), without)
		yesNo(&r, true, fmt.Sprintf("%s discards Stealth Device; its agility is now %d.", s.Name(), without), "")
	}
	return r
}

// stealthAgility is the ship's agility with its Stealth Device and without
// it; the file may already list the device among the agility changes.
func stealthAgility(s *Ship) (with, without int) {
	listed := false
	for _, c := range s.AgilityChanges {
		if glossary.Fold(c.Source) == glossary.Fold("Stealth Device") {
			listed = true
		}
	}
	base := agilityOf(s)
	if s.Size == "huge" {
		return 0, 0
	}
	if listed {
		return base, max(base-1, 0)
	}
	return base + 1, base
}

func checkStealth(c *checker, q *StealthAsk) error {
	if err := c.mustShip(q.Ship, c.path+".ship"); err != nil {
		return err
	}
	switch {
	case q.Attack && q.Source != "":
		return c.Errorf(c.path+".source", "give attack: true or source:, not both")
	case !q.Attack && q.Source == "":
		return c.Errorf(c.path, "say what damaged the ship: attack: true (with hit:) or source: the other effect")
	case !q.Attack && q.Hit:
		return c.Errorf(c.path+".hit", "hit: is for an attack; add attack: true")
	}
	return nil
}
