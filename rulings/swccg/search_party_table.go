package swccg

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Cards on table that add to a player's search party destiny draws:
// "Adds 2 to your search party destiny draws where present" (Portable
// Scanner), "adds 3 to search party destiny draws at same and adjacent
// sites" (R2 Sensor Array). Where: "where present" is the card's own site
// (not inside an enclosed vehicle or starship), "at same site" that site,
// "and adjacent sites" those next to it too. Whose: the card owner's (its
// "your", or a device on the owner's character). A clause with a further
// condition ("May add 2 ... if all pilots aboard are part of that search
// party", Rogue 2) is not read here: it is named as not applied.
var reSearchDrawAdds = lazyregexp.New(`(?i)\b(may )?adds? (\d+) to (?:your )?search party destiny draws?(?: (where present|at same(?: and adjacent)? sites?))?([^.]*)`)

// tableSearchBonus sums what the player's active cards on table add to
// its search party destiny at the site.
func tableSearchBonus(t *table.Table, player table.Side, site string, r *rulings.Ruling) float64 {
	sum := 0.0
	for _, p := range t.Pieces {
		m := reSearchDrawAdds().FindStringSubmatch(p.Card.GameText)
		if m == nil || p.Owner() != player || !p.Active() {
			continue
		}
		quote := strings.TrimSpace(m[0])
		if m[1] != "" || strings.TrimSpace(m[4]) != "" || m[3] == "" {
			r.Assume("%s's %q is not applied: its condition is not read by this rule", p.Name, quote)
			continue
		}
		if !searchBonusReaches(t, p, m[3], site, r) {
			continue
		}
		n, _ := strconv.ParseFloat(m[2], 64)
		r.Stepf(refs(searchAdd), "%s (%s's, at %s): %q: +%s.", p.Name, player, p.Location(), quote, num(n))
		sum += n
	}
	return sum
}

// searchBonusReaches decides the clause's "where present" / "at same (and
// adjacent) sites" against the search site.
func searchBonusReaches(t *table.Table, p *table.Piece, where, site string, r *rulings.Ruling) bool {
	at := p.Location()
	if samePlace(at, site) {
		if strings.EqualFold(where, "where present") {
			for h := p.Host; h != nil; h = h.Host {
				if h.Enclosed() {
					return false
				}
			}
		}
		return true
	}
	if !strings.Contains(strings.ToLower(where), "adjacent") {
		return false
	}
	yes, known := areAdjacent(t, at, site)
	if !known {
		r.Assume("whether %s (where %s is) is adjacent to %s is not known from the file: %s's bonus not added", at, p.Name, site, p.Name)
	}
	return yes
}
