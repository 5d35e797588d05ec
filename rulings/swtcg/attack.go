package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// pilotGives is the Pilot ability a unit gets from the Pilot on it: the
// top card's only (a stacked Pilot passes no stack bonus to the unit).
func pilotGives(u *Unit) PilotAbility {
	if u.Pilot == nil || u.Pilot.PilotAbility == nil {
		return PilotAbility{}
	}
	return *u.Pilot.PilotAbility
}

// keywordsOf sums a unit's own keywords and those its Pilot gives it.
func keywordsOf(u *Unit) Keywords {
	k, p := u.Keywords, pilotGives(u).Keywords
	k.Accuracy += p.Accuracy
	k.Armor = k.Armor || p.Armor
	k.Bombard += p.Bombard
	k.CriticalHit += p.CriticalHit
	k.Deflect += p.Deflect
	k.Evade += p.Evade
	k.IonCannon += p.IonCannon
	k.Shields += p.Shields
	k.Stun += p.Stun
	k.Overkill = k.Overkill || p.Overkill
	k.Retaliate += p.Retaliate
	k.Intercept = k.Intercept || p.Intercept
	return k
}

// AttackRule resolves the attack recorded in the table file: its
// legality, the dice count, the hits, damage and destruction (§2.14, W6).
var AttackRule = register(&Rule[bool]{
	ID:       "swtcg-attack",
	Title:    "Resolving an attack from the dice rolled",
	Question: "attack",
	Schema:   "description=resolve the attack recorded under attack: (hits, damage, destruction)",
	Check:    checkAttackAsked,
	Describe: func(bool) string { return "attack" },
	Doc: `The defender must be an opponent's unit in battle in the attacker's
arena (Bombard and Ion Cannon reach across). The attacker rolls dice equal
to its power (stack and Pilot bonuses, other effects, minus the defender's
Shields; Bombard X and Ion Cannon X replace printed power and stack
bonuses). A die adds the attacker's Accuracy and hits on 4 or more, 5 or
more against Armor; Critical Hit X adds X damage once if a natural six was
rolled. Damage not prevented becomes damage counters, and a unit with at
least as many counters as health is discarded.`,
	Cites: refs(refHowToAttack, refArenas, refBuildZone, refBattlePhase, refAccuracy, refArmor, glossArmor, glossAccuracy, glossHit, glossNatural,
		refCriticalHit, refShields, refBombard, refIonCannon, refEvade, refDeflect, refStun, glossHealth, glossDamageCtr, glossPower, refPilotingUnits, refStacking),
	Run: func(t *Table, q bool) rulings.Ruling {
		var r ruling
		at := t.State.Attack
		a, d := t.piece(at.Attacker).Unit, t.piece(at.Defender).Unit
		ka, kd := keywordsOf(a), keywordsOf(d)
		mode := at.Mode
		if mode == "" {
			mode = "normal"
		}
		if why := attackIllegal(t, a, d, mode, ka); why != nil {
			r.Stepf(why.cites, "%s", why.text)
			return r.verdict(rulings.Illegal, "%s cannot attack %s.", a.label(), d.label())
		}
		r.Stepf(refs(attackChoose, refArenas), "%s (%s) attacks %s (%s)%s.", a.label(), sideName(a.Owner), d.label(), sideName(d.Owner), modeWord(mode, a, d))

		dice := dicePower(&r, at, a, d, mode, ka, kd)
		if dice <= 0 {
			r.Stepf(refs(attackNoDice), "The attacking unit's power is %d: no dice are rolled.", dice)
			return r.verdict(rulings.Answer, "%s rolls no dice and does no damage to %s.", a.label(), d.label())
		}
		if len(at.Dice) != dice {
			r.Stepf(refs(refHowToAttack), "%d dice were rolled, but the attacking unit's power is %d: the roll is done over with %d dice.", len(at.Dice), dice, dice)
			return r.verdict(rulings.Illegal, "The roll does not count: roll again with %d dice.", dice)
		}

		need := 4
		hitRefs := refs(attackHits, glossHit)
		if kd.Armor {
			need = 5
			hitRefs = refs(refArmor, glossArmor)
			r.Stepf(hitRefs, "%s has Armor: a die hits only on 5 or more.", d.label())
		} else {
			r.Stepf(hitRefs, "A die hits on 4 or more; 3 or less is a miss.")
		}
		hits, sixes := 0, 0
		var shown []string
		for _, v := range at.Dice {
			total := v + ka.Accuracy
			mark := "miss"
			if total >= need {
				hits++
				mark = "hit"
			}
			if v == 6 {
				sixes++
			}
			if ka.Accuracy > 0 {
				shown = append(shown, fmt.Sprintf("%d+%d=%d %s", v, ka.Accuracy, total, mark))
			} else {
				shown = append(shown, fmt.Sprintf("%d %s", v, mark))
			}
		}
		if ka.Accuracy > 0 {
			r.Stepf(refs(refAccuracy, glossAccuracy, refArmor), "%s has Accuracy %d: +%d to each die, so it hits on a natural %s.", a.label(), ka.Accuracy, ka.Accuracy, hitFaces(need-ka.Accuracy))
		}
		r.Stepf(hitRefs, "Dice: %s: %d %s.", strings.Join(shown, ", "), hits, plural(hits, "hit", "hits"))
		damage, crit := hits, 0
		if ka.CriticalHit > 0 {
			if sixes > 0 {
				crit = ka.CriticalHit
				damage += crit
				r.Stepf(refs(refCriticalHit, glossNatural), "%s has Critical Hit %d and a natural six was rolled: +%d damage, once however many sixes (Accuracy never makes a natural six).", a.label(), ka.CriticalHit, ka.CriticalHit)
			} else {
				r.Stepf(refs(refCriticalHit, glossNatural), "%s has Critical Hit %d, but no die shows a natural six: no extra damage.", a.label(), ka.CriticalHit)
			}
		}
		if crit > 0 {
			r.Stepf(refs(attackDamage, refCriticalHit), "Each hit does 1 damage, and Critical Hit adds %d: %d + %d = %d damage to %s before prevention.", crit, hits, crit, damage, d.label())
		} else {
			r.Stepf(refs(attackDamage), "Each hit does 1 damage: %d damage to %s before prevention.", damage, d.label())
		}

		prevented := min(at.Prevented, damage)
		if kd.Evade > 0 || kd.Deflect > 0 || at.Prevented > 0 {
			var can []string
			if kd.Evade > 0 {
				can = append(can, fmt.Sprintf("Evade %d (up to %d)", kd.Evade, kd.Evade))
			}
			if kd.Deflect > 0 {
				can = append(can, fmt.Sprintf("Deflect %d", kd.Deflect))
			}
			if len(can) == 0 {
				can = []string{"no Evade or Deflect of its own"}
			}
			r.Stepf(refs(attackPrevent, refEvade, refDeflect), "In the chance to prevent damage, %s has %s, each usable once against this damage; the table says %d is prevented.", d.label(), listAnd(can), prevented)
			if prevented > kd.Evade+kd.Deflect {
				r.Assume("%d of the prevented damage comes from cards or abilities other than the defender's own Evade and Deflect", prevented-kd.Evade-kd.Deflect)
			}
		}
		taken := damage - prevented
		counters := d.Damage + taken
		health := numbersOf(d.Card, d.Beneath).Health + pilotGives(d).Health
		r.Stepf(refs(attackCounters, glossDamageCtr), "%d damage is not prevented: %s gets %d damage %s (%d in all).", taken, d.label(), taken, plural(taken, "counter", "counters"), counters)
		if taken > 0 && ka.Stun > 0 {
			r.Stepf(refs(refStun), "%s has Stun %d and did damage: %s gets -%d power until the end of the turn.", a.label(), ka.Stun, d.label(), ka.Stun)
		}
		if counters >= health {
			r.Stepf(refs(glossHealth, glossDamageCtr, refStacking), "%d damage counters against health %d: %s is discarded (a stack goes whole, and a Pilot on it goes with it).", counters, health, d.label())
			return r.verdict(rulings.Answer, "%d %s, %d damage: %s is discarded.", hits, plural(hits, "hit", "hits"), taken, d.label())
		}
		r.Stepf(refs(glossHealth, glossDamageCtr), "%d damage counters against health %d: %s stays.", counters, health, d.label())
		return r.verdict(rulings.Answer, "%d %s, %d damage: %s has %d damage %s and stays (health %d).", hits, plural(hits, "hit", "hits"), taken, d.label(), counters, plural(counters, "counter", "counters"), health)
	},
})

// illegal is why an attack cannot be made, with its citations.
type illegal struct {
	text  string
	cites []glossary.Ref
}

// attackIllegal checks the target and the timing of the attack.
func attackIllegal(t *Table, a, d *Unit, mode string, ka Keywords) *illegal {
	switch {
	case a.Owner == d.Owner:
		return &illegal{fmt.Sprintf("%s and %s are both the %s's: a unit attacks only an opponent's unit.", a.label(), d.label(), sideName(a.Owner)), refs(attackChoose, refArenas)}
	case !a.inBattle():
		return &illegal{fmt.Sprintf("%s is retreated in the build zone: retreated units cannot attack.", a.label()), refs(refRetreating, refBuildZone)}
	case !d.inBattle():
		return &illegal{fmt.Sprintf("%s is retreated in the build zone: units there cannot be attacked.", d.label()), refs(refBuildZone, refRetreating)}
	}
	switch mode {
	case "bombard":
		if ka.Bombard == 0 || a.In != string(Space) || d.In != string(Ground) {
			return &illegal{fmt.Sprintf("Bombard lets a Space unit with Bombard attack a unit in the Ground arena; here %s (in the %s arena, Bombard %d) targets a unit in the %s arena.", a.label(), title(Arena(a.In)), ka.Bombard, title(Arena(d.In))), refs(refBombard)}
		}
	case "ion_cannon":
		if ka.IonCannon == 0 || a.In != string(Ground) || d.In != string(Space) {
			return &illegal{fmt.Sprintf("Ion Cannon lets a Ground unit with Ion Cannon attack a unit in the Space arena; here %s (in the %s arena, Ion Cannon %d) targets a unit in the %s arena.", a.label(), title(Arena(a.In)), ka.IonCannon, title(Arena(d.In))), refs(refIonCannon)}
		}
	default:
		if a.In != d.In {
			return &illegal{fmt.Sprintf("%s is in the %s arena and %s in the %s arena: a unit attacks only a unit in its own arena.", a.label(), title(Arena(a.In)), d.label(), title(Arena(d.In))), refs(refArenas, attackChoose)}
		}
	}
	if s := t.State.Step; s != "" {
		if !isBattleStep(s) {
			return &illegal{fmt.Sprintf("The step is %s: units attack only in the battle phase.", s), refs(refTurn, refBattlePhase)}
		}
		if now := Arena(strings.TrimSuffix(string(s), "_battle")); now != Arena(a.In) {
			return &illegal{fmt.Sprintf("It is the %s battle step: only units in the %s arena attack now (once a later battle step starts, earlier arenas' units cannot attack again).", title(now), title(now)), refs(refBattlePhase)}
		}
	}
	return nil
}

// dicePower is the number of attack dice: the attacker's power when it
// rolls, with every modifier shown as a step.
func dicePower(r *ruling, at *Attack, a, d *Unit, mode string, ka, kd Keywords) int {
	var terms []string
	power := 0
	switch mode {
	case "bombard", "ion_cannon":
		x, name, ref := ka.Bombard, "Bombard", refBombard
		if mode == "ion_cannon" {
			x, name, ref = ka.IonCannon, "Ion Cannon", refIonCannon
		}
		power = x
		terms = append(terms, fmt.Sprintf("%s %d (replacing printed power and stack bonuses)", name, x))
		r.Stepf(refs(ref), "%s %d replaces the printed power and any stack bonus; other power changes still apply.", name, x)
	default:
		n := numbersOf(a.Card, a.Beneath)
		power = n.Power
		if len(a.Beneath) > 0 {
			terms = append(terms, fmt.Sprintf("%d (printed %d + %d for the stack)", n.Power, val(a.Power), len(a.Beneath)))
		} else {
			terms = append(terms, fmt.Sprintf("%d printed", n.Power))
		}
	}
	if pb := pilotGives(a).Power; pb != 0 {
		power += pb
		terms = append(terms, fmt.Sprintf("%+d from the Pilot %s", pb, a.Pilot.Name))
	}
	if at.Power != 0 {
		power += at.Power
		terms = append(terms, fmt.Sprintf("%+d from other effects", at.Power))
	}
	if kd.Shields > 0 {
		power -= kd.Shields
		terms = append(terms, fmt.Sprintf("-%d for %s's Shields %d", kd.Shields, d.label(), kd.Shields))
		r.Stepf(refs(refShields), "%s has Shields %d: a unit attacking it gets -%d power.", d.label(), kd.Shields, kd.Shields)
	}
	r.Stepf(refs(attackDice, glossPower), "Dice to roll = the attacking unit's power: %s = %d.", strings.Join(terms, ", "), power)
	return power
}

func modeWord(mode string, a, _ *Unit) string {
	switch mode {
	case "bombard":
		return ", using Bombard from the Space arena against the Ground arena"
	case "ion_cannon":
		return ", using Ion Cannon from the Ground arena against the Space arena"
	}
	return " in the " + title(Arena(a.In)) + " arena"
}

// hitFaces lists the natural faces that reach a threshold.
func hitFaces(from int) string {
	from = max(from, 1)
	if from > 6 {
		return "never"
	}
	var fs []string
	for v := from; v <= 6; v++ {
		fs = append(fs, itoa(v))
	}
	return listAnd(fs)
}

func checkAttackAsked(c *checker, _ bool) error {
	if c.t.State.Attack == nil {
		return c.Errorf(c.path, "the attack question needs the attack: record (attacker, defender, dice)")
	}
	return nil
}
