package swccg

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Forfeit rules what a player must forfeit in the damage segment.
var Forfeit = register(&Rule[table.Side]{
	ID:       "forfeit",
	Title:    "What must be forfeited for hits, attrition and battle damage",
	Question: "forfeit",
	Schema:   "enum=dark,enum=light,description=player: what must they forfeit?",
	Check:    (*table.Checker).Side,
	Describe: func(s table.Side) string { return "forfeit: " + string(s) },
	Doc: `Hit cards must be forfeited. Attrition (only if the opponent completed a
battle destiny draw) must be covered by forfeit values, counting the hits,
from the cards not protected by immunity; once only protected cards remain
the rest is ignored. Battle damage falls on the loser only, and forfeits
count toward both; the rest may be paid by losing Force.`,
	Cites: []glossary.Ref{refDamage, refHits, refAttrition, refBattleDamage, refImmune, refCalcAttrition, refForfeit, glossForfeit,
		glossCaptured, glossCaptiveFury, glossHumanShield},
	Run: runForfeit,
})

func runForfeit(t *table.Table, side table.Side) rulings.Ruling {
	r := rulings.Ruling{Rule: "forfeit"} // notRead reads by the rule (Forfeit.ID: an initialisation cycle)
	d := assess(t, side, &r)
	must := append([]*table.Piece(nil), d.Hits...)
	var choose []*table.Piece
	need := 0.0 // attrition still to cover by choice
	if d.Att.Exists && d.Att.Value > 0 {
		remaining := d.Att.Value - d.forfeitSum(d.Hits)
		pool := d.Vulnerable
		switch {
		case remaining <= 0:
			r.Stepf([]glossary.Ref{attritionHits}, "The hit cards' forfeit (%s) already covers attrition %s.", num(d.forfeitSum(d.Hits)), d.Att)
		case d.forfeitSum(pool) <= remaining:
			must = append(must, pool...)
			r.Stepf([]glossary.Ref{attritionNoneIn, ex1TotalOnly}, "Every card not protected from the attrition must go: %s, %s in all against %s still owed; %s.", d.nameList(pool), num(d.forfeitSum(pool)), num(remaining), restIgnored(d))
		default:
			for _, p := range pool {
				if d.forfeitSum(without(pool, p)) < remaining {
					must = append(must, p)
				}
			}
			need = remaining - d.forfeitSum(without(must, d.Hits...))
			choose = without(pool, must...)
			if len(must) == len(d.Hits) {
				r.Stepf([]glossary.Ref{attritionTotal}, "Attrition %s (%s after the hit cards) must be covered by forfeit values from the cards not protected from it, %s: the player chooses which.", d.Att, num(remaining), d.nameList(pool))
				break
			}
			r.Stepf([]glossary.Ref{attritionUntil, ex1TotalOnly}, "Attrition %s must be covered by forfeit values from the cards not protected from it, and the others cannot cover it without %s: each of these must be forfeited. Immunity is compared with the total attrition, never with what remains after earlier forfeits.", d.Att, d.nameList(without(must, d.Hits...)))
		}
	}
	if len(d.Protected) > 0 {
		r.Step("Protected cards need not be forfeited for attrition, but may still be forfeited voluntarily, to cover attrition or battle damage.", immuneVoluntary)
	}
	capturedHere(t, side, &r)
	notRead(&r, d.Participants...)
	r.Verdict = rulings.Answer
	r.Answer = forfeitAnswer(d, must, choose, need)
	return r
}

var (
	glossCaptiveFury = table.GlossaryRef("Captive Fury")
	glossHumanShield = table.GlossaryRef("Human Shield")
)

// capturedHere: a captive at the battle location takes no part in the
// battle and is not forfeited. Only two cards change that, and what they
// allow is their own text, not a rule of the documents: Captive Fury (the
// escorted captives battle; its text: "you may not voluntarily forfeit ...
// them") and Human Shield (the captor forfeits captured characters). The
// file records neither, so the ruling assumes neither was played.
func capturedHere(t *table.Table, side table.Side, r *rulings.Ruling) {
	if t.State.Battle == nil {
		return
	}
	var held []string
	for _, p := range t.Pieces {
		if p.Entry.Captive && samePlace(p.Location(), t.State.Battle.At) {
			held = append(held, p.Name)
		}
	}
	if len(held) == 0 {
		return
	}
	r.Stepf([]glossary.Ref{glossCaptured}, "%s: captive, on table only for uniqueness and for cards that refer to captives, so not participating and not forfeited by %s.", strings.Join(held, ", "), side)
	r.Stepf([]glossary.Ref{glossCaptiveFury, glossHumanShield}, "Only a card changes that: Captive Fury lets escorted captives battle, Human Shield lets their captor forfeit them; what follows is their own text, which no rule of the documents restates.")
	r.Assume("neither Captive Fury nor Human Shield was played this battle (the file records neither); with Captive Fury, its own text \"you may not voluntarily forfeit\" the captives would apply, not a rule")
}

// restIgnored says why the rest of the attrition is ignored.
func restIgnored(d damage) string {
	if len(d.Protected) > 0 {
		return "then all remaining cards are immune to the attrition, and the rest of it is ignored"
	}
	if len(d.Barred) > 0 {
		return "the remaining cards may not be forfeited, and the rest of the attrition is ignored"
	}
	return "with no cards left, the rest of the attrition is ignored"
}

// cardCount is "1 card", "2 cards": a forfeit answer says how many.
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// fewest is how few of ps can make need, the highest forfeits first.
func (d damage) fewest(ps []*table.Piece, need float64) int {
	vs := make([]float64, len(ps))
	for i, p := range ps {
		vs[i] = d.forfeit(p).Value
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(vs)))
	sum := 0.0
	for i, v := range vs {
		if sum += v; sum >= need {
			return i + 1
		}
	}
	return len(vs)
}

func forfeitAnswer(d damage, must, choose []*table.Piece, need float64) string {
	var b strings.Builder
	switch {
	case need > 0 && len(choose) > 0 && len(must) == 0:
		fmt.Fprintf(&b, "%s must forfeit at least %s of their choice, totalling at least %s, from %s", player(d.Side), cardCount(d.fewest(choose, need)), num(need), d.nameList(choose))
	case need > 0 && len(choose) > 0:
		fmt.Fprintf(&b, "%s must forfeit %s: %s, plus at least %s of their choice totalling at least %s more from %s", player(d.Side), cardCount(len(must)), d.nameList(must), cardCount(d.fewest(choose, need)), num(need), d.nameList(choose))
	case len(must) == 0:
		fmt.Fprintf(&b, "%s must forfeit nothing", player(d.Side))
	default:
		fmt.Fprintf(&b, "%s must forfeit %s: %s", player(d.Side), cardCount(len(must)), d.nameList(must))
	}
	left := d.Damage - d.forfeitSum(must)
	switch {
	case d.Damage == 0:
		b.WriteString("; no battle damage")
	case left > 0:
		fmt.Fprintf(&b, "; battle damage %s: forfeits count toward it, and %s more is satisfied by forfeiting further participating cards or losing that much Force", num(d.Damage), num(left))
	default:
		fmt.Fprintf(&b, "; these forfeits also satisfy battle damage %s", num(d.Damage))
	}
	b.WriteString(".")
	return b.String()
}
