package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// checkSideCards checks a question's player and that each named field
// (name, field) is a card on table.
func checkSideCards(c *table.Checker, s table.Side, named ...[2]string) error {
	if err := c.Side(s); err != nil {
		return err
	}
	for _, n := range named {
		if err := c.MustName(n[0], n[1]); err != nil {
			return err
		}
	}
	return nil
}

// actionCard resolves the card an action is taken with: a card on table,
// else a card from the database by title (an Interrupt in hand).
func actionCard(c *table.Checker, name, field string) (*cards.Card, error) {
	if p := c.Table().Piece(name); p != nil {
		return p.Card, nil
	}
	return c.HandCard(name, field)
}

// answerNo sets r's verdict to no, its answer "No. " and the words.
func answerNo(r *rulings.Ruling, format string, args ...any) rulings.Ruling {
	r.Verdict, r.Answer = rulings.No, "No. "+fmt.Sprintf(format, args...)
	return *r
}
