package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

var (
	refDestiny         = table.RulesRef("Battle Destiny")
	refDestinyUnable   = table.RulesRef("Battle Destiny", "Draws X Battle Destiny If Unable To Otherwise")
	refDestinyCond     = table.RulesRef("Battle Destiny", "Conditions On Drawing")
	refDestinyModify   = table.RulesRef("Battle Destiny", "Modifying The Number Of Destinies")
	refDestinyInBrief  = table.RulesRef("Battle Destiny", "In Brief")
	glossPassengers    = table.GlossaryRef("passengers")
	refDestinyExample  = table.RulesRef("Battle Destiny", "Example")
	refExcludedExample = table.RulesRef("Participating In Battle", "Excluded From Battle", "Example 1")
)

// BattleDestiny rules how many battle destiny a player may draw.
var BattleDestiny = register(&Rule[table.Side]{
	ID:       "battle-destiny",
	Title:    "How many battle destiny a player may draw",
	Question: "battle_destiny",
	Schema:   "enum=dark,enum=light,description=player: how many battle destiny may they draw?",
	Check:    (*table.Checker).Side,
	Describe: func(s table.Side) string { return "battle_destiny: " + string(s) },
	Doc: `One battle destiny for a combined ability of 4 or more (never 2 for 8)
of active participating cards present, piloting or driving — not passengers
of starships or enclosed vehicles; plus locked-in optional adders; plus
automatic adders whose source participates and whose condition holds just
before the first draw (copies of one card not cumulative); then conditions
such as "ability of N required here" and "no more than Y"; finally "draws X
if unable to otherwise" raises the count to X, over those conditions.`,
	Cites: []glossary.Ref{refBattleDestiny, refDestiny, refDestinyUnable, refDestinyCond, refDestinyModify, refDestinyInBrief, glossAdjacent, glossLanded},
	Run:   runBattleDestiny,
})

func runBattleDestiny(t *table.Table, side table.Side) rulings.Ruling {
	var r rulings.Ruling
	b := t.State.Battle
	if b == nil {
		r.Verdict, r.Answer = rulings.Answer, "No battle is recorded in the file: no battle destiny."
		r.Step(r.Answer, refBattleDestiny)
		return r
	}
	ability := destinyAbility(t, side, &r)
	need := readAbilityNeed(t, side, &r)
	x, four := 0.0, "4"
	if need.plus != 0 {
		four = fmt.Sprintf("%s (4 %+g)", num(4+need.plus), need.plus)
	}
	if ability >= 4+need.plus {
		x = 1
		r.Stepf([]glossary.Ref{destinyAbility4, refDestinyInBrief}, "Ability %s is %s or more: 1 battle destiny (more ability never gives a second).", num(ability), four)
	} else {
		r.Stepf([]glossary.Ref{destinyAbility4, refDestinyInBrief}, "Ability %s is below %s: no battle destiny from ability.", num(ability), four)
	}
	x += destinyAdders(t, side, &r)
	x = destinyLimits(t, side, ability, x, need, &r)
	y := drawsIfUnable(t, side, &r)
	n := max(x, y)
	if y > x {
		r.Stepf([]glossary.Ref{destinyUnableOnly}, "\"Draws %s if unable to otherwise\" gives %s, more than the %s available otherwise; it overrides ability requirements and limits, and gives %s, never more.", num(y), num(y), num(x), num(y))
	}
	notRead(&r, participants(t, side)...)
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("%s may draw %s battle destiny (all or none: drawing battle destiny is optional).", player(side), num(n))
	return r
}

// destinyAbility sums the ability that counts toward battle destiny.
func destinyAbility(t *table.Table, side table.Side, r *rulings.Ruling) float64 {
	total := 0.0
	for _, p := range participants(t, side) {
		a, how := abilityCounted(p)
		if how == "" {
			continue
		}
		if !p.Active() {
			r.Stepf([]glossary.Ref{refExcluded, refExcludedExample}, "%s is inactive: its ability does not count.", p.Name)
			continue
		}
		if a == 0 {
			r.Stepf([]glossary.Ref{destinyCounts, withNote(refDestinyInBrief, "passengers"), glossPassengers}, "%s %s: its ability does not count.", p.Name, how)
			continue
		}
		if q, e := noAbility(t, p, r); q != nil {
			textStep(r, q, e, []glossary.Ref{destinyEligible}, fmt.Sprintf("%s (%s) may not apply its ability %s toward drawing battle destiny.", p.Name, how, num(a)))
			continue
		}
		total += a
		r.Stepf([]glossary.Ref{destinyCounts}, "%s (%s): ability %s.", p.Name, how, num(a))
	}
	return total
}

// abilityCounted is the ability p brings to battle destiny and why; how
// is empty for cards that bring none and need no mention.
func abilityCounted(p *table.Piece) (float64, string) {
	switch {
	case p.Entry.On != "":
		return 0, ""
	case p.Host != nil && (p.Entry.Slot == "pilot" || p.Entry.Slot == "driver"):
		return p.Ability().Value, p.Entry.Slot + " of " + p.Host.Name
	case p.Host != nil && p.Entry.Slot == "passenger" && !p.Host.Enclosed():
		return p.Ability().Value, "passenger of the open vehicle " + p.Host.Name
	case p.Host != nil:
		return 0, "is aboard " + p.Host.Name + " as " + article(p.Entry.Slot) + " of a starship or enclosed vehicle"
	case p.Card.Type == "Character":
		return p.Ability().Value, "present"
	}
	if pilot := permanentPilot(p); pilot > 0 && crashed(p) {
		return 0, "is crashed: its permanent pilot provides no ability"
	} else if pilot > 0 {
		return pilot, "permanent pilot"
	}
	return 0, ""
}

func article(slot string) string {
	if slot == "" {
		return "a passenger"
	}
	return "a " + slot
}

// destinyAdders counts locked-in optional adders and automatic adders whose
// source participates and whose condition holds; copies of one card are not
// cumulative.
func destinyAdders(t *table.Table, side table.Side, r *rulings.Ruling) float64 {
	best := map[string]float64{}
	var order []string
	for _, a := range textAdders(t, side, r) {
		key := glossary.Fold(a.From)
		order = append(order, key)
		best[key] = a.Count
	}
	for _, a := range t.State.Battle.DestinyAdders {
		if a.Side != side {
			continue
		}
		if _, how := t.Find(a.With); a.With != "" && how != "" {
			r.Assume("%s", how)
		}
		if !a.LockedIn {
			if why := automaticFails(t, a); why != "" {
				r.Stepf([]glossary.Ref{refDestinyModify}, "%s would add %s, but does not: %s.", a.From, num(a.Count), why)
				continue
			}
		}
		key := glossary.Fold(a.From)
		if _, seen := best[key]; seen {
			r.Stepf([]glossary.Ref{destinyCumulative}, "Another %s adds nothing more: copies of one card are not cumulative.", a.From)
		} else {
			order = append(order, key)
		}
		if a.Count > best[key] {
			best[key] = a.Count
			if a.LockedIn {
				r.Stepf([]glossary.Ref{destinyLockedIn}, "%s adds %s: an optional adder played in the weapons segment is locked in, not re-checked.", a.From, num(a.Count))
			} else {
				r.Stepf([]glossary.Ref{destinyAutomatic, destinyParticipate}, "%s adds %s: its source participates and its condition holds just before the first draw.", a.From, num(a.Count))
			}
		}
	}
	sum := 0.0
	for _, k := range order {
		sum += best[k]
	}
	return sum
}

// automaticFails says why an automatic adder does not apply, or "".
func automaticFails(t *table.Table, a table.DestinyAdder) string {
	src := t.Piece(a.From)
	switch {
	case src == nil:
		return "its source is not on table"
	case !contains(participants(t, a.Side), src) || !src.Active():
		return "its source does not participate (or is inactive)"
	case a.ConditionMet != nil && !*a.ConditionMet:
		return "its condition does not hold"
	}
	if a.With != "" {
		w := t.Piece(a.With)
		if w == nil || !w.Active() || !contains(participants(t, w.Owner()), w) {
			return a.With + " is not active in the battle, so the condition \"with " + a.With + "\" fails"
		}
	}
	return ""
}

// destinyLimits applies conditions on drawing battle destiny here.
func destinyLimits(t *table.Table, side table.Side, ability, x float64, need abilityNeed, r *rulings.Ruling) float64 {
	needs := need.needs
	for _, lim := range t.State.Battle.DestinyLimits {
		if (lim.Side == "" || lim.Side == side) && lim.AbilityRequired > 0 {
			needs = append(needs, abilityRequirement{from: lim.From, value: lim.AbilityRequired})
		}
	}
	for _, q := range needs {
		if !q.met(ability, need.plus) {
			r.Stepf([]glossary.Ref{destinyConditions}, "%s requires total ability of %s to draw battle destiny here; the eligible ability is %s, so none may be drawn this way (was %s).", q.from, abilityRequirement{value: q.value + need.plus, above: q.above}, num(ability), num(x))
			x = 0
		} else {
			r.Stepf([]glossary.Ref{destinyEligible}, "%s's requirement (total ability of %s) is met: the eligible ability is %s.", q.from, abilityRequirement{value: q.value + need.plus, above: q.above}, num(ability))
		}
	}
	for _, lim := range t.State.Battle.DestinyLimits {
		if lim.Side != "" && lim.Side != side {
			continue
		}
		if lim.AtMost != nil && x > *lim.AtMost {
			r.Stepf([]glossary.Ref{destinyConditions}, "%s: no more than %s battle destiny.", lim.From, num(*lim.AtMost))
			x = *lim.AtMost
		}
	}
	return textLimits(t, side, x, r)
}

// drawsIfUnable is the largest "draws X battle destiny if unable to
// otherwise" among the side's active participants; never in an attack.
func drawsIfUnable(t *table.Table, side table.Side, r *rulings.Ruling) float64 {
	y := 0.0
	for _, p := range participants(t, side) {
		x := max(p.Entry.DrawsIfUnable, unableFromText(t, p, r))
		if x == 0 || !p.Active() {
			continue
		}
		if t.State.Battle.Attack {
			r.Stepf([]glossary.Ref{refDestinyUnable}, "%s's \"draws %s battle destiny if unable to otherwise\" does not apply: this is an attack, not a battle.", p.Name, num(x))
			continue
		}
		y = max(y, x)
	}
	return y
}
