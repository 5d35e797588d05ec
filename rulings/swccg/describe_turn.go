package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// describeTurn writes the converting, crossing-over, attack, draw and
// hand_duplicates questions as asked.
func describeTurn(q table.Question) string {
	switch q.Kind() {
	case "convert":
		if c := q.Convert; c.By != "" {
			return fmt.Sprintf("convert: %s by %s", c.Card, c.By)
		}
		return fmt.Sprintf("convert: %s with %s", q.Convert.Card, q.Convert.With)
	case "cross_over":
		return "cross_over: " + q.CrossOver
	case "attack":
		if a := q.Attack; a.By != "" {
			return fmt.Sprintf("attack: %s attacks %s", a.By, a.Creature)
		}
		return fmt.Sprintf("attack: %s attacks %s", q.Attack.Creature, q.Attack.Target)
	case "draw":
		d := q.Draw
		s := fmt.Sprintf("draw: %s %s", d.Player, d.Action)
		if d.Card != "" {
			s += " " + d.Card
		}
		if d.Count != nil {
			s += fmt.Sprintf(" (%g)", *d.Count)
		}
		if d.RespondsTo != "" {
			s += " in response to " + d.RespondsTo
		}
		return s
	case "hand_duplicates":
		return fmt.Sprintf("hand_duplicates: %s's hand", q.HandDuplicates.Player)
	}
	return q.Kind()
}
