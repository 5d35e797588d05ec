package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card on table can give another a keyword its card does not print
// (keyword): "Saw is a spy." (Make Ten Men Feel Like A Hundred), "[Set 8]
// Luke is a spy and stormtrooper." (Cell 2187 (V)), "Droid is an Undercover
// spy." (A Gift, on the droid it is deployed on). A rule asking whether a
// card is a spy, a scout, a leader … reads its characteristics, then these.

// isKeyword says whether p is kw by its card or by a text on table that
// grants it, stating the text in r; the condition of that text is decided
// as every card text's.
func isKeyword(t *table.Table, p *table.Piece, kw string, r *rulings.Ruling, cite glossary.Ref) bool {
	if hasCharacteristic(p.Card, kw) {
		return true
	}
	for _, q := range t.Pieces {
		if !q.Active() {
			continue
		}
		for _, e := range q.Card.Effects {
			if e.Kind != "keyword" || !grantsKeyword(e.Title, kw) {
				continue
			}
			if !keywordNames(e.Target, p, q) {
				r.Stepf(refs(cite), "%s's text %q does not name %s: it does not make it a %s.", q.Name, strings.TrimSpace(e.Quote), p.Name, kw)
				continue
			}
			if !applies(t, q, e, r) {
				continue
			}
			textStep(r, q, e, refs(cite), p.Name+" is a "+kw+" by this text.")
			return true
		}
	}
	return false
}

// grantsKeyword: the keywords as written ("spy and stormtrooper", "an
// Undercover spy") hold kw.
func grantsKeyword(title, kw string) bool {
	for _, k := range strings.Split(termSplitter.Replace(title), "|") {
		k = strings.TrimPrefix(strings.TrimPrefix(glossary.Fold(strings.TrimSpace(k)), "an "), "a ")
		if k == glossary.Fold(kw) || strings.HasSuffix(k, " "+glossary.Fold(kw)) {
			return true
		}
	}
	return false
}

// keywordNames: the text's subject is p — the card it is deployed on when
// it is on one ("Droid is …"), else the card its words name.
func keywordNames(target string, p, src *table.Piece) bool {
	if src.Host != nil {
		return src.Host == p
	}
	return namesCard(target, p, src)
}
