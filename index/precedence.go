package index

import "github.com/judge-swccg/judge/glossary"

// familyPrecedence orders a game's document families from the one that
// prevails (see shared notes/precedence.md): the maintained rulebook before
// the 1998 Glossary for SWCCG.
var familyPrecedence = map[glossary.Game][]string{
	glossary.GameSWCCG: {"swccg-rules", "swccg-glossary"},
	glossary.GameSWTCG: {"swtcg-rules"},
	glossary.GameXWing: {"xwing-faq"},
}

var gameOrder = []glossary.Game{glossary.GameSWCCG, glossary.GameSWTCG, glossary.GameXWing}

// precedence ranks a document family of a game; lower prevails. Families
// the table does not list (cards, new documents) come after those it does.
func precedence(game glossary.Game, family string) (int, int) {
	g := len(gameOrder)
	for i, x := range gameOrder {
		if x == game {
			g = i
		}
	}
	fams := familyPrecedence[game]
	for i, f := range fams {
		if f == family {
			return g, i
		}
	}
	return g, len(fams)
}

// kindRank prefers rule text to worked examples when one document has
// several entries of the same title.
func kindRank(k glossary.Kind) int {
	switch k {
	case glossary.KindTerm, glossary.KindSection:
		return 0
	case glossary.KindChapter, glossary.KindCard:
		return 1
	case glossary.KindFAQ, glossary.KindClarification, glossary.KindErrata:
		return 2
	case glossary.KindRedirect:
		return 3
	}
	return 4
}
