package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// textAdders reads "adds one battle destiny" (and "two") from the text of
// the side's active participants, each condition decided from the table
// ("if with C-3PO", "when piloting Falcon"): one adder per card, the most
// it adds (copies of one card are not cumulative, and "or adds two" is
// the same text). A card a destiny_adders entry names is left to it.
func textAdders(t *table.Table, side table.Side, r *rulings.Ruling) []table.DestinyAdder {
	var out []table.DestinyAdder
	seen := map[string]bool{}
	for _, p := range participants(t, side) {
		if !p.Active() || namedAdder(t, p) || seen[glossary.Fold(p.Card.Title)] {
			continue
		}
		var best *cards.Effect
		for i, e := range p.Card.Effects {
			if e.Kind != "adds_battle_destiny" || landedPiloting(t, p, e, r) {
				continue
			}
			switch {
			case applies(t, p, e, r):
				if best == nil || e.Value > best.Value {
					best = &p.Card.Effects[i]
				}
			case !p.Entry.TextOff() && !unknownCondition(t, p, e):
				r.Stepf([]glossary.Ref{refDestinyModify}, "%s's text %q does not apply: on the table, %q does not hold.", p.Name, strings.TrimSpace(e.Quote), conditionText(e))
			}
		}
		count := 0.0
		if best != nil {
			count = best.Value
			textStep(r, p, *best, []glossary.Ref{refDestinyModify}, fmt.Sprintf("it adds %s battle destiny.", num(count)))
		}
		destinyToTotals(t, p, r)
		for _, e := range p.Card.Effects {
			// "you may not cancel opponent's battle destiny draws", "(those
			// destiny draws may not be …)": not this side's draws
			others := strings.HasPrefix(strings.ToLower(e.Target), "opponent") || strings.EqualFold(e.Target, "those")
			if e.Kind == "battle_destiny_not_cancelable" && !others && applies(t, p, e, r) {
				textStep(r, p, e, []glossary.Ref{refDestinyModify}, "the opponent may not cancel these draws.")
				consultSameWords(r, p, e, "may_not_be_canceled")
			}
		}
		if count > 0 {
			seen[glossary.Fold(p.Card.Title)] = true
			out = append(out, table.DestinyAdder{From: p.Card.Title, Side: side, Count: count})
		}
	}
	return out
}

// namedAdder: the file's destiny_adders already name p's card (a copy of
// it counts as the same adder).
func namedAdder(t *table.Table, p *table.Piece) bool {
	for _, a := range t.State.Battle.DestinyAdders {
		if q := t.Piece(a.From); q != nil && q.Card.Title == p.Card.Title {
			return true
		}
	}
	return false
}

// unableFromText is X of "draws X battle destiny if unable to otherwise"
// in p's own text, or in the text of a card deployed on p that gives it
// to its host (Rebel Flight Suit: "While piloting any starfighter, that
// character … draws one battle destiny if not able to otherwise"), each
// condition decided against p.
func unableFromText(t *table.Table, p *table.Piece, r *rulings.Ruling) float64 {
	x := 0.0
	for _, e := range p.Card.Effects {
		if e.Kind == "battle_destiny_if_unable" && ownText(e, p) && !landedPiloting(t, p, e, r) && applies(t, p, e, r) {
			x = max(x, e.Value)
		}
	}
	for _, q := range t.Pieces {
		if q.Host != p || q.Entry.On == "" || q.Entry.TextOff() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "battle_destiny_if_unable" || ownText(e, q) || !hostApplies(t, p, q, e, r) {
				continue
			}
			textStep(r, q, e, []glossary.Ref{refDestinyUnable}, fmt.Sprintf("%s, which it is deployed on, draws %s battle destiny if unable to otherwise.", p.Name, num(e.Value)))
			x = max(x, e.Value)
		}
	}
	return x
}

// hostApplies decides the condition of a text of q, deployed on p, that
// speaks of p ("that character", "host"): the terms are read against p,
// met: on either card overrides.
func hostApplies(t *table.Table, p, q *table.Piece, e cards.Effect, r *rulings.Ruling) bool {
	if met(q.Entry.Met, e.Condition) {
		return true
	}
	return applies(t, p, e, r)
}

// destinyToTotals states p's "adds one destiny to total power" (or "may
// add one destiny to … attrition"): drawn and added to that total, it is
// not a battle destiny, so it changes neither the number of battle destiny
// draws nor what modifies them.
func destinyToTotals(t *table.Table, p *table.Piece, r *rulings.Ruling) {
	for _, e := range p.Card.Effects {
		if e.Kind != "adds_destiny_to" && e.Kind != "may_add_destiny_to" {
			continue
		}
		quote := strings.TrimSpace(e.Quote)
		// Inside a clause whose condition the span left out ("…; if
		// targeting a starfighter, add one destiny to attrition"): not read.
		before := strings.TrimSpace(p.Card.GameText[:min(e.Span[0], len(p.Card.GameText))])
		if e.Condition == "" && (strings.HasSuffix(before, ",") || strings.HasSuffix(before, ";")) {
			continue
		}
		if !applies(t, p, e, r) {
			if !p.Entry.TextOff() && !unknownCondition(t, p, e) {
				r.Stepf([]glossary.Ref{refDestinyModify}, "%s's text %q does not apply: on the table, %q does not hold.", p.Name, quote, conditionText(e))
			}
			continue
		}
		how := "it adds"
		if e.Kind == "may_add_destiny_to" {
			how = "its player may add"
		}
		textStep(r, p, e, []glossary.Ref{refDestinyModify}, fmt.Sprintf("%s %s destiny to %s — not a battle destiny: the battle destiny draws are neither more nor fewer for it.", how, num(e.Value), e.Target))
	}
}

// consultSameWords marks as applied p's readings of kind over the same
// words as e, which a step applied ("Battle destiny draws may not be
// canceled …" is read both as battle_destiny_not_cancelable and as
// may_not_be_canceled).
func consultSameWords(r *rulings.Ruling, p *table.Piece, e cards.Effect, kind string) {
	for _, o := range p.Card.Effects {
		if o.Kind == kind && o.Span == e.Span {
			r.Consult(p.Card.Title, o.Span)
		}
	}
}
