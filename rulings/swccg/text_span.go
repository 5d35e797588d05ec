package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A step resting on a card's text quotes it with its byte span in the
// card's game text, as "Not read" does, so the judge finds the words on
// the card.

// spanned is e's words quoted, then their span: "Moves for free" [12–26].
func spanned(e cards.Effect) string {
	return fmt.Sprintf("%q [%d–%d]", strings.TrimSpace(e.Quote), e.Span[0], e.Span[1])
}

// spannedStep is textStep with the span after the quote.
func spannedStep(r *rulings.Ruling, p *table.Piece, e cards.Effect, cites []glossary.Ref, then string) {
	var scratch rulings.Ruling
	textStep(&scratch, p, e, cites, then)
	q := fmt.Sprintf("%q", strings.TrimSpace(e.Quote))
	r.Step(strings.Replace(scratch.Steps[0].Text, q, spanned(e), 1), cites...)
}
