package swccg

import (
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// References used by more than one rule. Paths follow the rulebook's
// headings, "Immune To Attrition - Gaining And Losing" read as the path
// Immune To Attrition › Gaining And Losing.
var (
	refImmune        = table.RulesRef("Immune To Attrition")
	refImmuneGaining = table.RulesRef("Immune To Attrition", "Gaining And Losing")
	refImmuneEx1     = table.RulesRef("Immune To Attrition", "Example 1")
	refImmuneEx2     = table.RulesRef("Immune To Attrition", "Example 2")
	refImmuneEx3     = table.RulesRef("Immune To Attrition", "Example 3")
	refBattleDestiny = table.RulesRef("Power Segment", "Draw Battle Destinies")
	refCalcAttrition = table.RulesRef("Power Segment", "Calculating Attrition")
	refWinner        = table.RulesRef("Power Segment", "Winner And Loser")
	refDamage        = table.RulesRef("Steps of a Battle", "Damage Segment")
	refForfeit       = table.RulesRef("Damage Segment", "Forfeit")
	refHits          = table.RulesRef("Damage Segment", "Weapon 'Hits'")
	refAttrition     = table.RulesRef("Damage Segment", "Attrition")
	refBattleDamage  = table.RulesRef("Damage Segment", "Battle Damage")
	refParticipating = table.RulesRef("Participating In Battle")
	refExcluded      = table.RulesRef("Participating In Battle", "Excluded From Battle")

	glossImmune = table.GlossaryRef("immune to attrition")
)

// boundary is the precedence.md conflict on the immunity boundary: the
// loose "greater than" wording yields to the rule and its examples.
var boundary = []rulings.Superseded{
	{
		Passage: withNote(table.GlossaryRef("immune to attrition"), `"unless the total attrition is greater than the card's immunity level"`),
		By:      withNote(refImmune, `"Any cards with an immunity number greater than that are unaffected"; Example 1: at 6 or more a < 6 Vader is no longer protected`),
		Why:     "Glossary 2.0 (1998) yields to the Advanced Rulebook; its own example (attrition 5 against < 5) agrees: protected only while attrition is below the level",
	},
	{
		Passage: withNote(refImmune, `first paragraph: "(unless the total attrition is greater than the card's immunity level)"`),
		By:      withNote(refImmuneEx1, "attrition 6 or more against < 6: not protected"),
		Why:     "loose wording in the rule's first paragraph; its second paragraph and Example 1 put the boundary at the level itself",
	},
}

func withNote(r glossary.Ref, note string) glossary.Ref {
	r.Note = note
	return r
}
