package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "While with Qui-Gon, your battle destinies here are each +1." (Lord
// Maul), "Your battle destiny draws here are +1." (After Her!): each battle
// destiny a side draws at the battle location is modified, and so is its
// total battle destiny, hence attrition. The file's draws are the
// destinies as drawn; a text counting something ("for each Tatooine
// battleground site you occupy") is named, not applied.

var (
	glossBattleDestiny = table.GlossaryRef("battle destiny")
	destinyAttrition   = narrow(glossBattleDestiny, "also causes attrition against your opponent")
)

// eachDrawModifier is the sum of the modifiers to each of side's battle
// destiny draws at the battle's location, stated in r: side's own texts
// ("your battle destiny draws here are +1") and its opponent's ("subtract
// 1 from each of opponent's battle destiny draws here"), on the cards
// there and the location. An action modifying a draw just drawn is stated,
// not applied (drawTexts).
func eachDrawModifier(t *table.Table, side table.Side, r *rulings.Ruling) float64 {
	b := t.State.Battle
	if b == nil {
		return 0
	}
	sum := 0.0
	for _, p := range piecesAndPlace(t, b.At) {
		if p.Card == nil || !samePlace(p.Location(), b.At) || !p.Active() {
			continue
		}
		applied := map[[2]int]bool{}
		for _, e := range p.Card.Effects {
			if e.Kind != "adds_to_battle_destiny" {
				continue
			}
			whose := p.Owner()
			if s := textSide(e); s != "" {
				whose = s
			}
			if (whose == side && ownDraws(e)) || (whose == side.Opponent() && opponentDraws(e)) {
				sum += eachDrawText(t, p, e, side, r)
				applied[e.Span] = true
			}
		}
		drawTexts(p, side, applied, r)
	}
	return sum
}

// ownDraws: the text modifies its own side's draws ("your", or no subject).
func ownDraws(e cards.Effect) bool {
	target := strings.ToLower(strings.TrimSpace(e.Target))
	return !opponentDraws(e) && (target == "" || target == "your" || strings.HasPrefix(target, "your "))
}

// opponentDraws: the text modifies the opponent's draws ("opponent's
// battle destiny draws are -1", "Subtracts 1 from opponent's battle
// destiny draws here").
func opponentDraws(e cards.Effect) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(e.Target)), "opponent's") ||
		reOpponentDraws().MatchString(e.Quote)
}

var reOpponentDraws = lazyregexp.New(`(?i)\b(?:from|to) (?:each of )?opponent's battle destiny draws\b`)

func eachDrawText(t *table.Table, p *table.Piece, e cards.Effect, side table.Side, r *rulings.Ruling) float64 {
	quote := strings.TrimSpace(e.Quote)
	if strings.Contains(strings.ToLower(e.Condition), "for each") {
		r.Stepf([]glossary.Ref{destinyAttrition}, "%s's text %q counts what the table does not give: not applied (write the attrition in attrition: if it holds).", p.Name, quote)
		r.Assume("%s's text %q is not applied", p.Name, quote)
		return 0
	}
	if !appliesOrSays(t, p, e, []glossary.Ref{destinyAttrition}, r) {
		return 0
	}
	textStep(r, p, e, []glossary.Ref{glossDestinyDraw, destinyAttrition}, fmt.Sprintf("each of %s's battle destiny draws here is %+g.", side, e.Value))
	return e.Value
}
