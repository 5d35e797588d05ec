package index

import (
	"strings"

	"github.com/blevesearch/bleve/v2/analysis"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// Cards versus rules: a query that is a card's name asks for the card, so
// the card comes first; a query that names a card and adds rule words
// ("lord vader immune to attrition") asks for a rule, so the best rule
// comes before any card and carries the card beside it (Hit.Card); the
// card keeps its own rank.

// cardsVersusRules reorders groups for the card the query names, if any.
func cardsVersusRules(groups []*group, text string, an analysis.Analyzer) {
	isCard := cardLike(groups)
	card := namedCard(groups, text, isCard)
	if card == nil {
		return
	}
	if !hasRuleWords(text, card.title(), an) {
		if first := groups[0]; first != card && conceptKey(first.title()) != cardName(card.title()) {
			moveBefore(groups, card, first)
		}
		return
	}
	for i, g := range groups {
		if isCard(g) {
			continue
		}
		g.card = card.primary
		if i > 0 && isCard(groups[0]) {
			moveBefore(groups, g, groups[0])
		}
		return
	}
}

// namedCard is the card among groups whose name the query holds as whole
// words, the longest name first, then the best ranked.
func namedCard(groups []*group, text string, isCard func(*group) bool) *group {
	var best *group
	for _, g := range namedCards(groups, text) {
		if !isCard(g) {
			continue
		}
		if best == nil || len(cardName(g.title())) > len(cardName(best.title())) {
			best = g
		}
	}
	return best
}

// cardLike reports which groups stand for a card rather than a rule: the
// card database's records, and a document's reproduction of a card face
// (the X-Wing FAQ's) beside its clarification of the same title. A
// document's other entries on a card (the Glossary's "Wes Janson", its
// rulings on that card) are rules: "wes janson weapon destiny passenger"
// asks for it, not for the general entry on weapon destiny that used to be
// moved before it.
func cardLike(groups []*group) func(*group) bool {
	type key struct{ family, title string }
	ruled := map[key]bool{}
	for _, g := range groups {
		if g.kind() != glossary.KindCard {
			ruled[key{g.family(), cardName(g.title())}] = true
		}
	}
	return func(g *group) bool {
		return g.kind() == glossary.KindCard && (g.family() == cards.EntryDoc || ruled[key{g.family(), cardName(g.title())}])
	}
}

// namedCards are the cards among groups whose names the query holds as
// whole words, in rank order.
func namedCards(groups []*group, text string) []*group {
	q := " " + glossary.Fold(text) + " "
	var out []*group
	for _, g := range groups {
		if g.kind() == glossary.KindCard && strings.Contains(q, " "+cardName(g.title())+" ") {
			out = append(out, g)
		}
	}
	return out
}

// cardName is a card title folded, without the bullets of uniqueness and
// a trailing version in parentheses: "•Lord Vader (V)" is "lord vader".
func cardName(title string) string {
	t := strings.TrimLeft(glossary.Fold(title), "•◇ ")
	if i := strings.LastIndex(t, " ("); i > 0 && strings.HasSuffix(t, ")") {
		t = t[:i]
	}
	return t
}

// hasRuleWords reports whether text has words, besides stop words, that
// are not the card's name.
func hasRuleWords(text, title string, an analysis.Analyzer) bool {
	name := map[string]bool{}
	for _, t := range an.Analyze([]byte(cardName(title))) {
		name[string(t.Term)] = true
	}
	for _, t := range an.Analyze([]byte(text)) {
		if !name[string(t.Term)] {
			return true
		}
	}
	return false
}
