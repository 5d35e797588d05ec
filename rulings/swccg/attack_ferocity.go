package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A creature's ferocity as its text defines it (ferocity): "Ferocity = 3 +
// destiny", "= 6 + two destiny", "= destiny - 3", "= two destiny"; the
// rulebook: "If a creature has a variable ferocity, such as '3 + destiny,'
// draw such destiny each time the creature participates in an attack". The
// attack's ferocity_destiny: is the total of the destiny drawn for it. Its
// own "Ferocity +2 when present at Bluffs or any canyon" (ferocity_modifier)
// applies when the table shows the condition; one it cannot count ("for
// each other womp rat") is an assumption.

var reFerocityExpr = lazyregexp.New(`(?i)^(?:(\d+)\s*\+\s*)?(one |two |three )?destiny\s*(?:([+-])\s*(\d+))?$`)

// ferocityDefinition reads the creature's ferocity effect: the fixed part,
// how many destiny draws, and whether the text defines it at all.
func ferocityDefinition(c *cards.Card) (fixed float64, draws int, expr string, ok bool) {
	for _, e := range c.Effects {
		if e.Kind != "ferocity" {
			continue
		}
		m := reFerocityExpr().FindStringSubmatch(strings.TrimSpace(e.Target))
		if m == nil {
			return 0, 0, e.Target, false
		}
		fixed, _ = strconv.ParseFloat(m[1], 64)
		if m[4] != "" {
			n, _ := strconv.ParseFloat(m[4], 64)
			if m[3] == "-" {
				n = -n
			}
			fixed += n
		}
		draws = map[string]int{"": 1, "one ": 1, "two ": 2, "three ": 3}[strings.ToLower(m[2])]
		return fixed, draws, e.Target, true
	}
	return 0, 0, "", false
}

// ferocityModifiers sums the creature's own ferocity modifiers that apply.
func ferocityModifiers(t *table.Table, cr *table.Piece, r *rulings.Ruling) (float64, string) {
	sum, how := 0.0, ""
	for _, e := range cr.Card.Effects {
		if e.Kind != "ferocity_modifier" || !ownText(e, cr) {
			continue
		}
		quote := strings.TrimSpace(e.Quote)
		if strings.Contains(glossary.Fold(quote), "for each") {
			r.Assume("%s's text %q counts what this rule does not: not applied (give ferocity_modifier: if it adds)", cr.Name, quote)
			continue
		}
		if !applies(t, cr, e, r) {
			if !unknownCondition(t, cr, e) {
				r.Stepf([]glossary.Ref{refFerocity}, "%s's text %q does not apply: on the table, %q does not hold.", cr.Name, quote, conditionText(e))
			}
			continue
		}
		textStep(r, cr, e, []glossary.Ref{refFerocity}, "its ferocity is "+signed(e.Value)+".")
		sum += e.Value
		how += fmt.Sprintf(" %+g (its text)", e.Value)
	}
	return sum, how
}
