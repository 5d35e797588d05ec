package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A 'react' grant may send a deploying card aboard a kind of starship or
// vehicle at a kind of place ("May deploy as a 'react' … aboard a vehicle
// at a Tatooine site", Nysad): the grant holds only for a deployment aboard
// such a card, at such a place; deploying to the site itself is another
// destination, which the grant must name on its own.

// destinationAlternatives splits a grant's destination at " or " where
// the next words open another destination ("or aboard …", "or to …").
func destinationAlternatives(where string) []string {
	var out []string
	rest := where
	for {
		cut := -1
		for _, sep := range []string{" or aboard ", " or to ", " or on "} {
			if i := strings.Index(rest, sep); i >= 0 && (cut < 0 || i < cut) {
				cut = i
			}
		}
		if cut < 0 {
			return append(out, strings.TrimSpace(rest))
		}
		out = append(out, strings.TrimSpace(rest[:cut]))
		rest = strings.TrimPrefix(rest[cut+len(" or "):], "to ")
	}
}

// aboardTerm decides "aboard a vehicle at a Tatooine site": the card goes
// aboard a card the words describe, at a place the rest describes.
func aboardTerm(t *table.Table, what string, m reactAsk) (hit, understood bool, why string) {
	kind, at, _ := strings.Cut(what, " at ")
	if m.aboard == nil {
		return false, true, fmt.Sprintf("%s does not go aboard %s", m.p.Name, kind)
	}
	if ok, _ := describes(kind, m.aboard.Card); !ok {
		return false, true, fmt.Sprintf("%s is not %s", m.aboard.Name, kind)
	}
	if at == "" {
		return true, true, ""
	}
	hit, understood, why = placeMatches(t, at, spot{Place: placeOf(t, m.aboard.Location())})
	if !hit && understood {
		why = fmt.Sprintf("%s would go aboard %s at %s, not %s", m.p.Name, m.aboard.Name, m.aboard.Location(), at)
	}
	return hit, understood, why
}

// presentTerm decides "to where your Lando is present": a card of the
// reacting player's that the words describe is at the destination, not
// aboard anything.
func presentTerm(t *table.Table, who string, m reactAsk) (hit, understood bool, why string) {
	who = strings.TrimSpace(who)
	own := strings.HasPrefix(who, "your ")
	who = strings.TrimPrefix(who, "your ")
	for _, q := range t.Pieces {
		if own && q.Owner() != m.p.Owner() || q.Host != nil || !samePlace(q.Location(), m.to) {
			continue
		}
		if ok, _ := describes(who, q.Card); ok {
			return true, true, ""
		}
	}
	return false, true, fmt.Sprintf("no %s is present at %s", who, m.to)
}
