package index

import (
	"strings"

	"github.com/blevesearch/bleve/v2/analysis"

	"github.com/judge-swccg/judge/glossary"
)

// Cards versus rules: a query that is a card's name asks for the card, so
// the card comes first; a query that names a card and adds rule words
// ("lord vader immune to attrition") asks for a rule, so the best rule
// comes before any card and carries the card beside it (Hit.Card); the
// card keeps its own rank.

// cardsVersusRules reorders groups for the card the query names, if any.
func cardsVersusRules(groups []*group, text string, an analysis.Analyzer) {
	card := namedCard(groups, text)
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
		if g.kind() == glossary.KindCard {
			continue
		}
		g.card = card.primary
		if i > 0 && groups[0].kind() == glossary.KindCard {
			moveBefore(groups, g, groups[0])
		}
		return
	}
}

// namedCard is the card among groups whose name the query holds as whole
// words, the longest name first, then the best ranked.
func namedCard(groups []*group, text string) *group {
	var best *group
	for _, g := range namedCards(groups, text) {
		if best == nil || len(cardName(g.title())) > len(cardName(best.title())) {
			best = g
		}
	}
	return best
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
