package index

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

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

// A concept is what an entry's title names once its parents are dropped:
// the Glossary's "battle – damage segment" and the rulebook's "Damage
// Segment" are one concept, and so are the Glossary's "immune to
// attrition" and the rulebook's "Immune To Attrition". Search links the
// hits of one concept in one game across documents: the prevailing
// document's hit comes first and each shows the others as "see also".

// conceptKey is the folded last part of a "Parent – Child" title.
func conceptKey(title string) string {
	t := glossary.Fold(title)
	for _, sep := range []string{" - ", " – ", " — "} {
		if i := strings.LastIndex(t, sep); i >= 0 {
			t = t[i+len(sep):]
		}
	}
	return strings.TrimSpace(t)
}

// linkConcepts orders the groups of one concept so that the prevailing
// document's comes first, taking the place of the best-ranked of them,
// and records each group's links. Worked examples and cards name no
// concept of their own.
func linkConcepts(groups []*group) {
	byKey := map[string][]*group{}
	var keys []string
	for _, g := range groups {
		if k := g.kind(); k == glossary.KindExample || k == glossary.KindCard {
			continue
		}
		key := string(g.game()) + "\x00" + conceptKey(g.title())
		if byKey[key] == nil {
			keys = append(keys, key)
		}
		byKey[key] = append(byKey[key], g)
	}
	for _, key := range keys {
		members := byKey[key]
		prevailing := members[0]
		families := map[string]bool{}
		for _, m := range members {
			families[m.family()] = true
			if precedes(m, prevailing) {
				prevailing = m
			}
		}
		if len(families) < 2 {
			continue
		}
		for _, m := range members {
			if m.family() != prevailing.family() {
				m.seeAlso = append(m.seeAlso, prevailing.primary)
				prevailing.seeAlso = append(prevailing.seeAlso, m.primary)
			}
		}
		if prevailing.cover >= members[0].cover-coverSlack {
			moveBefore(groups, prevailing, members[0])
		}
	}
}

// coverSlack is how much less of the query the prevailing document's hit
// may hold in one window than the best-ranked hit of its concept, and
// still take its place: the Glossary entry that holds the exact line keeps
// its rank.
const coverSlack = 0.1

// precedes reports whether a's document prevails over b's.
func precedes(a, b *group) bool {
	ga, fa := precedence(a.game(), a.family())
	gb, fb := precedence(b.game(), b.family())
	return ga < gb || ga == gb && fa < fb
}

// moveBefore moves g to the place of first, which ranks above it, shifting
// the groups between down by one.
func moveBefore(groups []*group, g, first *group) {
	from, to := slices.Index(groups, g), slices.Index(groups, first)
	if from <= to {
		return
	}
	copy(groups[to+1:from+1], groups[to:from])
	groups[to] = g
}
