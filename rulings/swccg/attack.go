package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Attack rules on a creature attack: a creature attacking a target chosen
// at random, or a player's cards attacking a creature.
var Attack = register(&Rule[*table.Attack]{
	ID:       "attack",
	Title:    "Creature attack",
	Question: "attack",
	Check:    (*table.Checker).Attack,
	Describe: describeAttack,
	Doc: `A creature present with a potential target must attack during its
owner's battle phase (once per turn); a player's characters, vehicles and
starships present with a creature may attack it (one such attack per
location). Attacks are free, need no presence, may hit your own cards and
inactive ones; no battle damage, attrition or forfeiting, and battle text
(battle destiny, "draws one battle destiny if unable") does not apply. A
non-parasite targets creature vehicles and non-droid characters not aboard a
starship or vehicle; a parasite what its "Parasite:" text names, and wins if
the power segment is reached. The attacking creature's total is its ferocity
plus modifiers; the defender's, power plus modifiers plus one destiny with 4
or more ability. Against a creature being attacked: the attackers' power,
modifiers and destiny against ferocity plus defense value. The attacker wins
only with a greater total: ties go to the defender.`,
	Cites: []glossary.Ref{refAttacks, refAttackSteps, refFerocity, refBeingAttacked, refNonParasite, refParasite,
		refAttackEx1, refAttackEx2, refAttackEx3, glossCreatureAttack},
	Run: runAttack,
})

// attackCost is the precedence.md conflict on the cost of attacking a creature.
var attackCost = rulings.Superseded{
	Passage: withNote(glossCreatureAttack, `"Use 1 Force to initiate an attack against a creature."`),
	By:      withNote(attackFree, "attacks are free and do not require presence"),
	Why:     "Glossary 2.0 (1998) yields to the Advanced Rulebook: initiating an attack costs nothing",
}

// bothBattlePhases is the Glossary's wording that creatures attack in every
// battle phase, against the rulebook's "during your battle phase".
var bothBattlePhases = rulings.Superseded{
	Passage: withNote(glossCreatureAttack, `"During every battle phase (of both players)"`),
	By:      withNote(attackMandatory, "during your battle phase, your creature present with a potential target must attack"),
	Why:     "Glossary 2.0 (1998) yields to the Advanced Rulebook: a creature's mandatory attack is in its owner's battle phase",
}

var (
	variableFerocity = lazyregexp.New(`(?i)ferocity\s*=\s*(\d+)\s*\+\s*destiny`)
)

func runAttack(t *table.Table, a *table.Attack) rulings.Ruling {
	var r rulings.Ruling
	cr := t.Piece(a.Creature)
	if cr.Card.Type != "Creature" {
		r.Stepf([]glossary.Ref{attackCreatures}, "%s is a %s, not a creature: only creatures attack and are attacked.", cr.Name, strings.ToLower(cr.Card.Type))
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s is not a creature: there is no attack.", cr.Name)
		return r
	}
	r.Step("An attack is not a battle: it follows the weapons, power and damage segments, hit cards are lost in the damage segment, nothing forbidden during a battle may be done, but there is no battle damage, attrition or forfeiting, and battle text and battle destiny modifiers do not apply.", attackNotBattle)
	if a.By != "" {
		return creatureAttacked(t, a, cr, r)
	}
	return creatureAttacking(t, a, cr, r)
}

// ferocity is the creature's ferocity: printed, or as its text defines it
// ("N + destiny", "two destiny", "destiny - 3") with the destiny drawn,
// plus its own ferocity modifiers and the modifiers given.
func ferocity(t *table.Table, a *table.Attack, cr *table.Piece, r *rulings.Ruling) (float64, string) {
	base, how := cr.Card.Ferocity.Value, ""
	fixed, draws, expr, defined := ferocityDefinition(cr.Card)
	if !defined {
		if m := variableFerocity().FindStringSubmatch(cr.Card.GameText); m != nil {
			fixed, _ = strconv.ParseFloat(m[1], 64)
			draws, expr, defined = 1, m[1]+" + destiny", true
		} else if expr != "" {
			r.Assume("%s's ferocity = %s is not read: its printed ferocity %g is used (give ferocity_modifier: for the difference)", cr.Name, expr, base)
		}
	}
	if defined {
		d := 0.0
		if a.FerocityDestiny != nil {
			d = *a.FerocityDestiny
		} else {
			r.Assume("ferocity destiny of %s not given: taken as 0", cr.Name)
		}
		what := "its destiny is"
		if draws > 1 {
			what = fmt.Sprintf("%d destiny are drawn; their total (ferocity_destiny:) is", draws)
		}
		r.Stepf([]glossary.Ref{refFerocity}, "%s has a variable ferocity (%s): drawn each time it attacks; this time %s %g, so ferocity %g.", cr.Name, expr, what, d, fixed+d)
		base = fixed + d
		how = fmt.Sprintf("%g + destiny %g", fixed, d)
	} else {
		how = fmt.Sprintf("%g", base)
	}
	own, ownHow := ferocityModifiers(t, cr, r)
	how += ownHow
	if a.FerocityModifier != 0 {
		how += fmt.Sprintf(" %+g", a.FerocityModifier)
	}
	return base + own + a.FerocityModifier, how
}

func creatureAttacking(t *table.Table, a *table.Attack, cr *table.Piece, r rulings.Ruling) rulings.Ruling {
	owner, st := cr.Owner(), t.State
	switch {
	case st.Turn == owner && (st.Phase == "" || st.Phase == "battle"):
		r.Stepf([]glossary.Ref{attackMandatory, refAttackEx1}, "It is %s's battle phase and %s is present with a potential target: it must attack (a mandatory action, once per turn; if not initiated, it happens automatically as the battle phase ends). It is free.", owner, cr.Name)
	default:
		r.Stepf([]glossary.Ref{attackMandatory}, "A creature's mandatory attack happens during its owner's battle phase; it is %s's %s phase, so %s attacks now only if a card permits it.", orUnknown(string(st.Turn)), orUnknown(st.Phase), cr.Name)
	}
	if attackedAlready(t, cr, &r) {
		return r
	}
	parasite := parasiteHost(cr)
	if parasite != "" && cr.Host != nil && cr.Entry.On != "" {
		r.Stepf([]glossary.Ref{refParasite}, "%s is attached to %s, its host: a parasite already attached to a host does not attack.", cr.Name, cr.Host.Name)
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not attack: it is attached to %s.", cr.Name, cr.Host.Name)
		return r
	}
	targets := map[table.Side][]string{}
	for _, p := range t.Pieces {
		if p == cr || glossary.Fold(p.Location()) != glossary.Fold(cr.Location()) {
			continue
		}
		if why := notTarget(cr, p, parasite); why == "" {
			targets[p.Owner()] = append(targets[p.Owner()], p.Name)
		} else if p.Card.Type == "Character" || p.Card.Type == "Vehicle" {
			r.Stepf([]glossary.Ref{nonParasiteTargets, refAttackEx3}, "%s is not a potential target: %s.", p.Name, why)
		}
	}
	for _, s := range table.Sides {
		r.Stepf([]glossary.Ref{nonParasiteTargets}, "Potential targets on %s's side: %s.", s, orNone(targets[s]))
	}
	tg := t.Piece(a.Target)
	if !containsName(targets[tg.Owner()], tg.Name) {
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not attack %s: it is not a potential target.", cr.Name, tg.Name)
		return r
	}
	var excluded []string
	for _, s := range table.Sides {
		for _, n := range targets[s] {
			if n != tg.Name {
				excluded = append(excluded, n)
			}
		}
	}
	r.Stepf([]glossary.Ref{refAttackSteps, refAttackEx2}, "%s chooses a side with a potential target, %s, and the target is picked at random among that side's potential targets: %s. Every other card is excluded from the attack (%s): it may not fire weapons or be fired at.", owner, tg.Owner(), tg.Name, orNone(excluded))
	r.Superseded = []rulings.Superseded{bothBattlePhases}
	if parasite != "" {
		r.Stepf([]glossary.Ref{refParasite}, "%s is a parasite: if the attack reaches the power segment it wins, and at the start of the damage segment it attaches to %s (its host).", cr.Name, tg.Name)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s attaches to %s if the attack reaches the power segment.", cr.Name, tg.Name)
		return r
	}
	fer, how := ferocity(t, a, cr, &r)
	power, pw := defenderTotal(a, tg, &r)
	r.Stepf([]glossary.Ref{nonParasiteTotals, refAttackSteps}, "Power segment: %s's total is its ferocity %s = %g; %s's total is %s = %g.", cr.Name, how, fer, tg.Name, pw, power)
	hit := ""
	if cr.Entry.Hit {
		hit = fmt.Sprintf(" %s was hit, so it is lost after that.", cr.Name)
	}
	if fer > power {
		r.Stepf([]glossary.Ref{nonParasiteEaten, refAttackEx1}, "%g is greater than %g: %s wins and %s is defeated, 'eaten' (lost) in the damage segment.%s", fer, power, cr.Name, tg.Name, hit)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s eats %s (%g against %g).%s", cr.Name, tg.Name, fer, power, hit)
		return r
	}
	r.Stepf([]glossary.Ref{refAttackSteps, refAttackEx3}, "%g is not greater than %g: the attacker wins only with a greater total (ties are not good enough), so %s is not defeated.%s", fer, power, tg.Name, hit)
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s is safe (%g against %s's %g).%s", tg.Name, power, cr.Name, fer, hit)
	return r
}

// notTarget says why a card is not a potential target of the creature ("" if it is).
// parasiteHost is what the creature's "Parasite:" text says it attacks,
// or "" when it is no parasite ("Parasite: None." included).
func parasiteHost(cr *table.Piece) string {
	for _, e := range cr.Card.Effects {
		if e.Kind == "parasite" {
			return strings.TrimSpace(e.Target)
		}
	}
	return ""
}

func notTarget(cr, p *table.Piece, parasite string) string {
	c := p.Card
	if parasite != "" {
		if !fits(parasite, c) {
			return "it is not what the parasite attacks (" + parasite + ")"
		}
		if c.SubType == "Droid" && !strings.Contains(strings.ToLower(parasite), "droid") {
			return "it is a droid (creatures attack only non-droid characters)"
		}
		if p.Host != nil && p.Host != cr.Host {
			return "it is aboard " + p.Host.Name + " and the parasite is not"
		}
		return ""
	}
	switch {
	case c.Type == "Vehicle" && strings.Contains(c.SubType, "Creature"):
		return ""
	case c.Type != "Character":
		return "not a character or creature vehicle"
	case c.SubType == "Droid":
		return "it is a droid"
	case p.Host != nil && (p.Host.Card.Type == "Starship" || p.Host.Card.Type == "Vehicle"):
		return "it is aboard " + p.Host.Name + ", and characters on starships or vehicles (even open ones) are safe"
	case p.Owner() == cr.Owner() && strings.Contains(strings.ToLower(cr.Card.GameText), "does not attack your characters"):
		return cr.Name + " does not attack its owner's characters"
	}
	return ""
}

// defenderTotal is a character's power, its modifiers and one destiny with
// ability 4 or more ("draws battle destiny if unable" does not apply).
func defenderTotal(a *table.Attack, tg *table.Piece, r *rulings.Ruling) (float64, string) {
	total := tg.Power().Value + a.PowerModifier
	how := fmt.Sprintf("power %g", tg.Power().Value)
	if a.PowerModifier != 0 {
		how += fmt.Sprintf(" %+g", a.PowerModifier)
	}
	if tg.Ability().Value >= 4 {
		d := drawn(a, r)
		total += d
		how += fmt.Sprintf(" + destiny %g", d)
		r.Stepf([]glossary.Ref{attackDestiny, nonParasiteDefender, refAttackEx2}, "%s has ability %g, 4 or more: %s may draw one destiny, added to the total power (not a battle destiny: texts adding battle destiny do nothing).", tg.Name, tg.Ability().Value, tg.Owner())
	} else {
		r.Stepf([]glossary.Ref{attackDestiny, refAttackEx1}, "%s has ability %g, less than 4: no destiny. \"Draws one battle destiny if unable to otherwise\" does not apply: this is not a battle.", tg.Name, tg.Ability().Value)
	}
	return total, how
}

func drawn(a *table.Attack, r *rulings.Ruling) float64 {
	if a.Destiny != nil {
		return *a.Destiny
	}
	r.Assume("the destiny drawn is not given: taken as 0")
	return 0
}

func creatureAttacked(t *table.Table, a *table.Attack, cr *table.Piece, r rulings.Ruling) rulings.Ruling {
	st := t.State
	if st.Turn != "" && st.Turn != a.By || st.Phase != "" && st.Phase != "battle" {
		r.Stepf([]glossary.Ref{attackOptional}, "Cards may attack a creature during their owner's battle phase; it is %s's %s phase.", orUnknown(string(st.Turn)), orUnknown(st.Phase))
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not attack %s now.", a.By, cr.Name)
		return r
	}
	if attackedHereAlready(t, a.By, cr, &r) {
		return r
	}
	var attackers []*table.Piece
	for _, p := range t.Pieces {
		if p.Owner() != a.By || glossary.Fold(p.Location()) != glossary.Fold(cr.Location()) || !p.Active() {
			continue
		}
		if p.Card.Type == "Character" || p.Card.Type == "Starship" || p.Card.Type == "Vehicle" {
			attackers = append(attackers, p)
		}
	}
	if attackers = freshAttackers(t, attackers, &r); len(attackers) == 0 {
		r.Stepf([]glossary.Ref{refBeingAttacked}, "%s has no active character, vehicle or starship at %s to attack with.", a.By, orNowhere(cr.Location()))
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s has nothing to attack %s with.", a.By, cr.Name)
		return r
	}
	r.Stepf([]glossary.Ref{attackOptional, attackFree, refAttackEx2}, "%s may attack %s (optional; one such attack per location in the battle phase; a card may make one battle and one attack a turn). It is free and needs no presence.", a.By, cr.Name)
	r.Superseded = []rulings.Superseded{attackCost}
	r.Stepf([]glossary.Ref{refBeingAttacked, refAttackEx2}, "Every %s character, vehicle and starship there participates: %s.", a.By, strings.Join(pieceNames(attackers), ", "))
	power := a.PowerModifier
	for _, p := range attackers {
		power += p.Power().Value
	}
	ability := attackAbility(attackers, &r)
	how := fmt.Sprintf("power %g", power-a.PowerModifier)
	if a.PowerModifier != 0 {
		how += fmt.Sprintf(" %+g", a.PowerModifier)
	}
	if ability >= 4 {
		d := drawn(a, &r)
		power += d
		how += fmt.Sprintf(" + destiny %g", d)
		r.Stepf([]glossary.Ref{refBeingAttacked}, "Their total ability is %g, 4 or more: one destiny is added.", ability)
	} else {
		r.Stepf([]glossary.Ref{attackDestiny, refBeingAttacked}, "Their total ability is %g, less than 4: no destiny.", ability)
	}
	fer, fhow := ferocity(t, a, cr, &r)
	def := 0.0
	if a.DefenseValue != nil {
		def = *a.DefenseValue
	} else {
		r.Assume("defense value of %s not given (the card database lacks it): taken as 0", cr.Name)
	}
	total := fer + def
	r.Stepf([]glossary.Ref{refBeingAttacked, refFerocity}, "Power segment: the attackers' total is %s = %g; %s's total is ferocity %s + defense value %g = %g.", how, power, cr.Name, fhow, def, total)
	if power > total {
		r.Stepf([]glossary.Ref{refBeingAttacked, refAttackEx2}, "%g is greater than %g: %s is defeated and lost in the damage segment.", power, total, cr.Name)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s is defeated and lost (%g against %g).", cr.Name, power, total)
		return r
	}
	r.Stepf([]glossary.Ref{refAttackSteps, refAttackEx3}, "%g is not greater than %g: %s lives; the attackers suffer nothing.", power, total, cr.Name)
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s lives (%g against the attackers' %g).", cr.Name, total, power)
	return r
}

// attackAbility is the attackers' ability toward the destiny: characters
// present at the site, characters piloting or driving and permanent pilots;
// not passengers of a starship or enclosed vehicle (rulebook, Attacks: "4
// or more ability present at a site and/or piloting a vehicle or starship
// present with the creature").
func attackAbility(attackers []*table.Piece, r *rulings.Ruling) float64 {
	total := 0.0
	for _, p := range attackers {
		a, how := abilityCounted(p)
		switch {
		case how == "":
		case a == 0:
			r.Stepf([]glossary.Ref{attackDestiny}, "%s %s: its ability does not count toward the destiny (not present at the site, not piloting).", p.Name, how)
		default:
			total += a
			r.Stepf([]glossary.Ref{attackDestiny}, "%s (%s): ability %g toward the destiny.", p.Name, how, a)
		}
	}
	return total
}

func containsName(list []string, name string) bool {
	for _, n := range list {
		if n == name {
			return true
		}
	}
	return false
}

func describeAttack(a *table.Attack) string {
	if a.By != "" {
		return fmt.Sprintf("attack: %s attacks %s", a.By, a.Creature)
	}
	return fmt.Sprintf("attack: %s attacks %s", a.Creature, a.Target)
}
