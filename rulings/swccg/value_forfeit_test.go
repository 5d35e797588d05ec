package swccg

import (
	"testing"

	"github.com/judge-swccg/judge/internal/testcards"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// TestValueBoundsNameTheirNumber: Scanner Techs (V) (221_72) "Total
// battle destiny and forfeit values may not be increased here" bounds the
// forfeit of the cards at its location, not their destiny (a battle's
// total is no card's number), nor a card elsewhere; Chokk (12_99) "Your
// characters present may not have their forfeit value reduced" bounds his
// side's characters present, not the opponent's.
func TestValueBoundsNameTheirNumber(t *testing.T) {
	src := []byte(`game: swccg
turn: dark
phase: control
locations:
  - {name: "Tatooine: Cantina", kind: site, owner: light}
  - {name: "Tatooine: Docking Bay 94", kind: site, owner: light}
cards:
  - {card: "4_107", label: Zuckuss, owner: dark, at: "Tatooine: Cantina"}
  - {card: "221_72", label: Scanner Techs (V), owner: light, at: "Tatooine: Cantina"}
  - {card: "12_99", label: Chokk, owner: dark, at: "Tatooine: Cantina"}
  - {card: Greedo, owner: dark, at: "Tatooine: Docking Bay 94"}
  - {card: Obi-Wan Kenobi, owner: light, at: "Tatooine: Cantina"}
`)
	tb, err := table.Load("bounds.yaml", src, testcards.DB(t))
	if err != nil {
		t.Fatal(err)
	}
	bounds := func(card, stat string) *valueBounds {
		st, _ := statNamed(stat)
		return (&valueCalc{t: tb, r: &rulings.Ruling{}, st: st}).bounds(tb.Piece(card))
	}
	if b := bounds("Zuckuss", "forfeit"); b.noIncrease == nil || b.noReduce == nil {
		t.Errorf("Zuckuss's forfeit: no increase %v, no reduce %v; want both (Scanner Techs (V), Chokk)", b.noIncrease != nil, b.noReduce != nil)
	}
	if b := bounds("Zuckuss", "destiny"); b.noIncrease != nil {
		t.Errorf("Zuckuss's destiny bounded by %s's %q: a total battle destiny is no card's", b.noIncrease.from.Name, b.noIncrease.e.Quote)
	}
	if b := bounds("Greedo", "forfeit"); b.noIncrease != nil || b.noReduce != nil {
		t.Errorf("Greedo, at another site, is bounded")
	}
	if b := bounds("Obi-Wan Kenobi", "forfeit"); b.noReduce != nil {
		t.Errorf("Obi-Wan (Light) bounded by Chokk's %q, which is for Dark's characters", b.noReduce.e.Quote)
	}
}
