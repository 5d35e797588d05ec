package swccg

import (
	"regexp"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// References of converting, crossing over, attacks, the draw phase and the
// end of turn.
var (
	refConverting   = table.RulesRef("Persona", "Converting Characters")
	refConvertingEx = table.RulesRef("Converting Characters", "Examples")
	refTable51      = table.RulesRef("Table 5-1")
	refCrossingEx   = table.RulesRef("Crossing Over Example")

	refAttacks          = table.RulesRef("Attacks")
	refAttackSteps      = table.RulesRef("Attacks", "The Steps Of An Attack")
	refFerocity         = table.RulesRef("Attacks", "Ferocity And Defense Value")
	refBeingAttacked    = table.RulesRef("Attacks", "Creatures Being Attacked")
	refNonParasite      = table.RulesRef("Attacks", "Non-Parasite Creatures Attacking")
	refParasite         = table.RulesRef("Attacks", "Parasites Attacking")
	refAttackEx1        = table.RulesRef("Attacks", "Example 1")
	refAttackEx2        = table.RulesRef("Attacks", "Example 2")
	refAttackEx3        = table.RulesRef("Attacks", "Example 3")
	glossCreatureAttack = table.GlossaryRef("creatures", "attacks")

	refDrawPhase    = table.RulesRef("Draw Phase")
	refDrawingCards = table.RulesRef("Drawing Cards")
	refEndOfTurn    = table.RulesRef("End Of Turn")
	refUntilEnd     = table.RulesRef("End Of Turn", "Until End Of Turn")
	refDrawEx       = table.RulesRef("End Of Turn", "Drawing, Draw Phase, And End of Turn - Examples")
	refEndEx        = table.RulesRef("End Of Turn", "End of Turn - Examples")
	glossDrawPhase  = table.GlossaryRef("draw phase")
	glossRecirc     = table.GlossaryRef("re-circulating")

	glossConverting = table.GlossaryRef("converting characters")
	glossCrossing   = table.GlossaryRef("crossing over")
	glossMonnok     = table.GlossaryRef("Monnok")
)

var (
	deployOnClause = lazyregexp.New(`(?i)deploy on ([^.]+)`)
	parenthetical  = lazyregexp.New(`\([^)]*\)`)
	costPrefix     = lazyregexp.New(`(?i)^(use \d+ force to deploy on |\d+ on |any |your |one of your |an |a )+`)
)

// gameText is a card's text: the database's, or the file's for an absent card.
func gameText(p *table.Piece) string {
	if p.Entry.Text != "" {
		return p.Entry.Text
	}
	return p.Card.GameText
}

// deployTargets reads what a card deploys on ("any Imperial or alien",
// "Luke, 3 on a warrior") as single words or names.
func deployTargets(text string) []string {
	m := deployOnClause().FindStringSubmatch(text)
	if m == nil {
		return nil
	}
	var out []string
	for _, part := range regexp.MustCompile(`,| or `).Split(parenthetical().ReplaceAllString(m[1], ""), -1) {
		part = strings.TrimSpace(costPrefix().ReplaceAllString(strings.TrimSpace(part), ""))
		if part != "" {
			out = append(out, part)
		}
	}
	return out
}

// fits says whether a character card is what a deploy target names: its
// type or subtype (Imperial, alien), an icon (warrior), a characteristic,
// a persona or its title.
func fits(target string, c *cards.Card) bool {
	key := glossary.Fold(target)
	same := func(s string) bool { return glossary.Fold(s) == key }
	return same(c.Type) || same(c.SubType) || same(c.Title) ||
		slices.ContainsFunc(c.Icons, same) || slices.ContainsFunc(c.Characteristics, same) || slices.ContainsFunc(c.Personas, same)
}

// hostedBy lists the cards deployed on or targeting p.
func hostedBy(t *table.Table, p *table.Piece) []*table.Piece {
	var out []*table.Piece
	for _, q := range t.Pieces {
		if q.Host == p || (q.Entry.Target != "" && t.Piece(q.Entry.Target) == p) {
			out = append(out, q)
		}
	}
	return out
}

func pieceNames(ps []*table.Piece) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Name
	}
	return out
}
