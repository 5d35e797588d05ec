package swccg

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "May subtract 1 from a just drawn battle destiny" (Maul), "adds 4 to
// destiny of each of your miners drawn for battle destiny" (Chyler): texts
// of the cards at the battle that change a battle destiny draw as it is
// drawn, at a player's choice or by which card was drawn. The file's
// draws are the destinies as they stand, so these are not added again:
// the ruling names each as an assumption, for the judge to check the
// draws include it when it was used (Glossary 2.0 "battle destiny
// modifiers": actions that modify battle destiny schedule an automatic
// modifier, applied when the destiny is drawn).

var (
	glossDestinyModifiers = table.GlossaryRef("battle destiny modifiers")
	destinyModifierAction = narrow(glossDestinyModifiers, "The result of a battle destiny modifier is to schedule an automatic modifier")
)

// drawKinds are the readings of a text changing a destiny just drawn
// (destiny_draw_modifier, destiny_modifier) or the destiny of a card drawn
// for battle destiny (destiny_value_modifier).
var drawKinds = []string{"destiny_draw_modifier", "destiny_modifier", "destiny_value_modifier"}

// drawTexts states p's texts that may have changed side's battle destiny
// draws as drawn (its own or the opponent's), but those whose sentence an
// each-draw modifier already applied.
func drawTexts(p *table.Piece, side table.Side, applied map[[2]int]bool, r *rulings.Ruling) {
	seen := map[[2]int]bool{}
	for _, e := range p.Card.Effects {
		if !slices.Contains(drawKinds, e.Kind) || seen[e.Span] || !aboutBattleDestiny(e) {
			continue
		}
		if applied[e.Span] {
			r.Consult(p.Card.Title, e.Span) // the same words, applied as an each-draw modifier
			continue
		}
		seen[e.Span] = true
		r.Consult(p.Card.Title, e.Span)
		r.Stepf(refs(destinyModifierAction), "%s's text %q changes a battle destiny as it is drawn: %s's draws in the file are taken as the destinies after it, if it was used.", p.Name, strings.TrimSpace(e.Quote), side)
		r.Assume("%s's text %q is not added to %s's draws: the file's draws are taken as including it if it was used", p.Name, strings.TrimSpace(e.Quote), side)
	}
}

// aboutBattleDestiny: the text changes a battle destiny ("a just drawn
// battle destiny", "drawn for battle destiny") or any destiny just drawn,
// which during a battle may be one.
func aboutBattleDestiny(e cards.Effect) bool {
	q := strings.ToLower(e.Quote + " " + e.Condition)
	if strings.Contains(q, "battle destiny") || strings.Contains(q, "battle or ") {
		return true
	}
	return (strings.Contains(q, "just drawn") || strings.Contains(q, "just-drawn")) && !reOtherDestiny().MatchString(q)
}

// reOtherDestiny names a destiny that is not battle destiny.
var reOtherDestiny = lazyregexp.New(`(?i)\b(?:duel|training|weapon|asteroid|tractor beam|sabacc|search party|lightsaber combat|epic event) destiny\b`)
