package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "Form a search party for an opponent's missing character at same site":
// the search is for such a missing character, at a site where the player
// has a character to form the party; without one there is no search.
var playNeedMissing = addPlayNeed(playNeed{name: "the missing character it searches for", reads: func(s string) bool { return rePlaySearchFor().MatchString(s) }, check: checkPlayMissing})

var rePlaySearchFor = lazyregexp.New(`(?i)\bsearch party for (?:an? |one )?(opponent's|your) missing character( at same site)?`)

func checkPlayMissing(pl *playing, fn playFunction) bool {
	m := rePlaySearchFor().FindStringSubmatch(fn.text)
	if m == nil {
		return true
	}
	whose := pl.q.Player
	if strings.EqualFold(m[1], "opponent's") {
		whose = whose.Opponent()
	}
	var found []string
	for _, p := range pl.t.Pieces {
		if p.Owner() != whose || !p.Entry.Missing || p.Card.Type != "Character" {
			continue
		}
		if m[2] != "" && !searcherAt(pl.t, pl.q.Player, p) {
			continue
		}
		found = append(found, fmt.Sprintf("%s at %s", p.Name, p.Location()))
	}
	if len(found) == 0 {
		return pl.no(fn, refs(glossInterrupt, glossMissing), fmt.Sprintf("No. There is no %s missing character for %s to search for.", m[1], pl.card.Title),
			"it forms a search party for %s missing character%s, and there is none.", m[1], m[2])
	}
	pl.met(fn, refs(glossInterrupt, glossMissing), "it searches for %s missing character%s: %s.", m[1], m[2], strings.Join(found, ", "))
	return true
}

// searcherAt: side has a character at the missing card's site that may
// search (active, not itself missing).
func searcherAt(t *table.Table, side table.Side, missing *table.Piece) bool {
	for _, q := range t.Pieces {
		if q.Owner() == side && q.Card.Type == "Character" && q.Active() && !q.Entry.Missing && samePlace(q.Location(), missing.Location()) {
			return true
		}
	}
	return false
}
