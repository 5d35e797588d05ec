package swccg

import (
	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "Cancel Force drain bonus from IT-O this turn" (Captive Fury's USED
// half): a card played this turn (this_turn.played, resolved in the card
// database) that says so takes away the named card's bonuses to Force
// drains for the rest of the turn; its other text stays.
var reCancelDrainBonus = lazyregexp.New(`(?i)cancel (?:the |all )?Force drain bonus(?:es)? (?:from|of) ([^.;]+?) this turn`)

// bonusCanceled says whether a card played this turn cancels q's drain
// bonuses, stating it once.
func (d drain) bonusCanceled(q *table.Piece) bool {
	tt := d.t.State.ThisTurn
	if tt == nil {
		return false
	}
	for _, side := range []table.Side{table.Dark, table.Light} {
		for _, c := range tt.PlayedCards[side] {
			if m := cancelsBonusOf(c, q); m != "" {
				d.r.Stepf(refs(glossDrainModifier), "%s played %s this turn: %q, so %s adds nothing to this drain.", side, c.Title, m, q.Name)
				if len(cardHalves(c)) > 1 {
					d.r.Assume("%s was played for its half reading %q (this_turn.played does not say which half)", c.Title, m)
				}
				return true
			}
		}
	}
	return false
}

// cancelsBonusOf is c's sentence canceling q's drain bonus ("" if none).
func cancelsBonusOf(c *cards.Card, q *table.Piece) string {
	m := reCancelDrainBonus().FindStringSubmatch(c.GameText)
	if m == nil || !namesCard(m[1], q, q) {
		return ""
	}
	return m[0]
}

// reHalf finds the USED: / LOST: halves of an Interrupt's text.
var reHalf = lazyregexp.New(`\b(?:USED|LOST|STARTING)(?: OR (?:USED|LOST))?:`)

// cardHalves are the halves an Interrupt's text is split into.
func cardHalves(c *cards.Card) []string { return reHalf().FindAllString(c.GameText, -1) }
