package swccg

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// An effect read from a card counts its sentence as read, but a rule it
// bears on may not consult its kind (a 'react' in a move, "opponent may not
// draw more than one battle destiny here" in battle destiny): in that
// rule's rulings its sentence is listed as not read, so the judge checks it
// by hand. Each rule declares, in its file, the kinds it leaves so.
var unconsulted = map[string][]string{}

// unconsultedSentences are the sentences of c holding an effect of a kind
// r's rule leaves unread, or no rule applies (unappliedKinds), in text
// order, none already in unread; an effect
// a step of r applied all the same (r.Consulted) leaves its sentence read.
func unconsultedSentences(r *rulings.Ruling, c *cards.Card, unread []cards.Sentence) []cards.Sentence {
	kinds := slices.Concat(unconsulted[r.Rule], unappliedBy(r.Rule))
	out := slices.Clone(unread)
	for _, s := range c.Sentences() {
		if slices.ContainsFunc(out, func(u cards.Sentence) bool { return u.Span == s.Span }) {
			continue
		}
		for _, e := range c.Effects {
			if slices.Contains(kinds, e.Kind) && e.Span[0] >= s.Span[0] && e.Span[0] < s.Span[1] && !consulted(r, c, e) {
				out = append(out, s)
				break
			}
		}
	}
	slices.SortFunc(out, func(a, b cards.Sentence) int { return a.Span[0] - b.Span[0] })
	return out
}

// consulted says whether a step of r applied e of c.
func consulted(r *rulings.Ruling, c *cards.Card, e cards.Effect) bool {
	return slices.Contains(r.Consulted, rulings.ConsultedText{Card: c.Title, Span: e.Span})
}

// consultWords records, for a rule that reads p's text with its own
// pattern, that a step applied the words it matched (words, found in p's
// text): each effect read from those words leaves Not read in this ruling.
func consultWords(r *rulings.Ruling, p *table.Piece, words string) {
	at := strings.Index(p.Card.GameText, words)
	if words == "" || at < 0 {
		return
	}
	for _, e := range p.Card.Effects {
		if e.Span[0] < at+len(words) && e.Span[1] > at {
			r.Consult(p.Card.Title, e.Span)
		}
	}
}
