package cards

import (
	"slices"
	"testing"
)

// TestReadText: a card the database lacks is read as one of its cards is,
// cut around the database's punctuated titles, with the sentences no
// effect reads listed; with no database, the text is still read.
func TestReadText(t *testing.T) {
	const hums = "Hums a tune while flying."
	text := "Immune to Eject! Eject! and attrition < 5. " + hums
	db := NewDB([]*Card{{ID: "1", Title: "Eject! Eject!", Type: "Interrupt"}})
	c := &Card{Title: "Example Pilot", Type: "Character", GameText: text}
	db.ReadText(c)
	if !slices.ContainsFunc(c.Effects, func(e Effect) bool { return e.Kind == "immune_to_title" && e.Title == "Eject! Eject!" }) {
		t.Errorf("no immune_to_title \"Eject! Eject!\" in %+v", c.Effects)
	}
	unread := func(c *Card) bool {
		return slices.ContainsFunc(c.Unread(), func(s Sentence) bool { return s.Text == hums })
	}
	if !unread(c) {
		t.Errorf("%q not listed unread: %v", hums, c.Unread())
	}
	bare := &Card{Title: "Example Pilot", Type: "Character", GameText: text}
	(*DB)(nil).ReadText(bare)
	if len(bare.Effects) == 0 || !unread(bare) {
		t.Errorf("with no database: effects %+v, unread %v", bare.Effects, bare.Unread())
	}
}
