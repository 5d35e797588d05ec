package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// RefersToRule: text naming a card means that exact name (W11).
var RefersToRule = register(&Rule[*RefersTo]{
	ID:       "swtcg-refers-to",
	Title:    "Card text naming a card",
	Question: "refers_to",
	Schema:   "description=does card text naming a card apply to this unit?",
	Check:    checkRefersTo,
	Describe: func(r *RefersTo) string { return fmt.Sprintf("refers_to: text naming %q, unit %s", r.Name, r.Unit) },
	Doc: `Text that names a card means a card with exactly that English name;
the name pairs treated as one name for unique cards (Anakin Skywalker and
Darth Vader, …) do not count here.`,
	Cites: refs(refVersion, glossSameName),
	Run: func(t *Table, q *RefersTo) rulings.Ruling {
		var r ruling
		u := t.piece(q.Unit).Unit
		name := q.Name
		if glossary.Fold(name) == glossary.Fold(u.Name) {
			r.Stepf(refs(refVersion, glossSameName), "The text names %s, and %s has exactly that name.", name, u.label())
			return r.verdict(rulings.Yes, "Text naming %s applies to %s.", name, u.label())
		}
		if equivalentPair(name, u.Name) {
			r.Stepf(refs(refVersion), "%s and %s are treated as one name only for the rules for unique cards (contests, uniqueness, stacking).", name, u.Name)
		}
		r.Stepf(refs(refVersion, glossSameName), "Card text that names a card means only a card with that exact name; %s is named %s.", u.label(), u.Name)
		return r.verdict(rulings.No, "Text naming %s does not apply to %s.", name, u.label())
	},
})

func checkRefersTo(c *checker, r *RefersTo) error {
	if strings.TrimSpace(r.Name) == "" {
		return c.Errorf(c.path+".name", "refers_to needs the name the text uses")
	}
	return c.mustUnit(c.path+".unit", r.Unit)
}
