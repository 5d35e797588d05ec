package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Uniqueness rules whether another copy of a card may go on table.
var Uniqueness = register(&Rule[*table.Deployment]{
	ID:       "uniqueness",
	Title:    "Copies of a unique or restricted card on table",
	Question: "uniqueness",
	Check:    (*table.Checker).Deployment,
	Describe: describeUniqueness,
	Doc: `Counts the copies with the same card title on table, on either side
(version markers such as "(V)" are not part of the title): • allows one,
•• two, ••• three per table; <> one and <><><> three at each system.`,
	Cites: []glossary.Ref{refPersona, glossUnique, glossNonUnique},
	Run: func(t *table.Table, d *table.Deployment) rulings.Ruling {
		var r rulings.Ruling
		if uniquenessAllows(t, d, &r) {
			r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("Uniqueness allows %s to put %s on table.", d.Player, d.Resolved.Title)
		} else {
			r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("Uniqueness does not allow %s to put another %s on table.", d.Player, d.Resolved.Title)
		}
		return r
	},
})

// uniquenessLimit is how many copies the mark allows, and whether per system.
func uniquenessLimit(u cards.Uniqueness) (n int, perSystem bool) {
	switch u {
	case cards.Unique, cards.Diamond:
		n = 1
	case cards.Restricted:
		n = 2
	case cards.Restricted3, cards.Diamond3:
		n = 3
	}
	return n, u == cards.Diamond || u == cards.Diamond3
}

// uniquenessAllows counts the copies of the card already on table (both
// sides) against the limit of its uniqueness mark, adding its steps to r.
func uniquenessAllows(t *table.Table, d *table.Deployment, r *rulings.Ruling) bool {
	c := d.Resolved
	limit, perSystem := uniquenessLimit(c.Uniqueness)
	if limit > 0 && madeNonUnique(t, d.Player, c, r) {
		return true
	}
	if limit == 0 {
		r.Stepf([]glossary.Ref{glossNonUnique}, "%s has no uniqueness mark (or two or more dots): any number of copies may be on table.", c.Title)
		return true
	}
	system := systemOf(d.At)
	var copies []string
	for _, p := range t.Pieces {
		if !sameTitle(p.Card, c) {
			continue
		}
		if perSystem && system != "" && systemOf(p.Location()) != system {
			continue
		}
		copies = append(copies, fmt.Sprintf("%s (%s's, line %d)", p.Name, p.Owner(), p.Pos.Line))
	}
	where := "on table, counting both players' cards"
	if perSystem {
		where = "at the system " + system
		if system == "" {
			where = "on table (no system given)"
			r.Assume("no at: given for a card limited per system: every copy on table counted")
		}
	}
	cite := uniqueDots
	if perSystem {
		cite = uniqueDiamonds
	}
	r.Stepf([]glossary.Ref{cite}, "%s is %s: at most %d with that card title %s. Copies there now: %d%s.",
		c.Title, c.Uniqueness, limit, where, len(copies), listed(copies))
	return len(copies) < limit
}

// systemOf is the system a location belongs to: "Tatooine: Cantina" is at Tatooine.
func systemOf(location string) string {
	name, _, _ := strings.Cut(location, ":")
	return glossary.Fold(strings.TrimSpace(name))
}

func listed(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return " (" + strings.Join(names, ", ") + ")"
}

func describeUniqueness(d *table.Deployment) string {
	return fmt.Sprintf("uniqueness: %s puts %s on table", d.Player, d.Card)
}
