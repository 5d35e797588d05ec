package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// The cards at the battle location (or, for a text "at other locations",
// elsewhere) that change attrition ("Adds 1 to
// attrition against opponent in battles at same site", Bossk;
// "attrition against opponent is +1 here", attrition_modifier) or a total
// battle destiny ("adds 1 to your total battle destiny",
// total_battle_destiny_modifier): automatic modifiers applied when attrition
// is calculated, if their conditions are met. A text counting something
// ("+1 for each ISB agent here") is named, not applied; an Interrupt is
// played, not on table, and is left to the file.

var attritionAutomatic = narrow(refCalcAttrition, "Any automatic modifiers (e.g. Bossk) or resets are applied at this time")

// tableAttrition is what the cards at the battle location add to the
// attrition against side (attrition_modifier) and to the total battle
// destiny of side's opponent (total_battle_destiny_modifier), stated in r.
func tableAttrition(t *table.Table, side table.Side, r *rulings.Ruling) (attrition, destiny float64) {
	b := t.State.Battle
	for _, p := range piecesAndPlace(t, b.At) {
		if p.Card == nil || !p.Active() || p.Location() == "" {
			continue
		}
		here := samePlace(p.Location(), b.At)
		for _, e := range p.Card.Effects {
			if elsewhere := atOtherLocations(e); elsewhere == here {
				if elsewhere && e.Kind == "attrition_modifier" && attritionAgainstOf(p, e) == side {
					r.Stepf([]glossary.Ref{attritionAutomatic}, "%s's text %q does not apply: it reaches other locations, and the battle is at %s, where %s is.", p.Name, strings.TrimSpace(e.Quote), b.At, p.Name)
				}
				continue
			}
			switch e.Kind {
			case "attrition_modifier":
				if attritionAgainstOf(p, e) == side {
					attrition += attritionText(t, p, e, "attrition against "+string(side), r)
				}
			case "total_battle_destiny_modifier":
				if destinyTotalOf(p, e) == side.Opponent() {
					destiny += attritionText(t, p, e, string(side.Opponent())+"'s total battle destiny", r)
				}
			}
		}
	}
	return attrition, destiny
}

// atOtherLocations: the text reaches battles "at other locations" than
// its card's (The Emperor: "… adds 2 to attrition against opponent at
// other locations"), never the one where the card is.
func atOtherLocations(e cards.Effect) bool {
	for _, c := range e.Conditions {
		if isOtherLocations(c) {
			return true
		}
	}
	return false
}

func isOtherLocations(c cards.Condition) bool {
	return c.Kind == "at" && glossary.Fold(c.Arg) == "other locations"
}

// piecesAndPlace are the cards on table and the battle location's card.
func piecesAndPlace(t *table.Table, at string) []*table.Piece {
	ps := append([]*table.Piece(nil), t.Pieces...)
	if lp := locationPiece(t, at); lp != nil {
		ps = append(ps, lp)
	}
	return ps
}

// attritionAgainstOf is whose attrition the text changes: "against
// opponent" the owner's opponent, "against you" the owner.
func attritionAgainstOf(p *table.Piece, e cards.Effect) table.Side {
	owner := p.Owner()
	if p.Card.Type == "Location" {
		owner = textSide(e)
	}
	q := glossary.Fold(e.Quote)
	switch {
	case strings.Contains(q, "against opponent"):
		return owner.Opponent()
	case strings.Contains(q, "against you"):
		return owner
	}
	return ""
}

// destinyTotalOf is whose total battle destiny the text changes: "your"
// (or no one named) the owner's, "opponent's" the opponent's.
func destinyTotalOf(p *table.Piece, e cards.Effect) table.Side {
	if strings.Contains(glossary.Fold(e.Quote), "opponent's total battle destiny") {
		return p.Owner().Opponent()
	}
	return p.Owner()
}

// attritionText decides one text and returns what it adds to what.
func attritionText(t *table.Table, p *table.Piece, e cards.Effect, what string, r *rulings.Ruling) float64 {
	quote := strings.TrimSpace(e.Quote)
	cites := []glossary.Ref{attritionAutomatic}
	if p.Card.Type == "Interrupt" || strings.Contains(glossary.Fold(e.Quote+" "+e.Condition), "for each") {
		r.Stepf(cites, "%s's text %q is not applied: it counts or reaches what this rule does not read (write it in attrition_modifiers: if it holds).", p.Name, quote)
		return 0
	}
	rest := withoutBattlePlace(e)
	if !appliesOrSays(t, p, rest, cites, r) {
		return 0
	}
	textStep(r, p, rest, cites, fmt.Sprintf("%s is %+g.", what, e.Value))
	return e.Value
}

// withoutBattlePlace leaves out of e's condition the words that place it
// at the battle location (checked already): "here", "at same site", "in
// battles at same site", "everywhere", "in battle".
func withoutBattlePlace(e cards.Effect) cards.Effect {
	var keep []cards.Condition
	var words []string
	for _, c := range e.Conditions {
		f := glossary.Fold(c.Text)
		if c.Kind == "here" && c.Who == "" || c.Kind == "at_same" || isOtherLocations(c) || c.Kind == "side" || f == "everywhere" || strings.HasPrefix(f, "in battles at same") || (c.Kind == "in_battle" && c.Arg == "") {
			continue
		}
		keep = append(keep, c)
		words = append(words, c.Text)
	}
	e.Conditions, e.Condition = keep, strings.Join(words, "; ")
	return e
}
