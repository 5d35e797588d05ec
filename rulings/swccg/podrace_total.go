package swccg

import (
	"strconv"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A race total (Boonta Eve Podrace) is a Podracer's race destinies added
// up, each with what the Podracer's own text adds to "each of your race
// destinies here"; a player with no Podracer has the race destinies on the
// Podrace Arena.
var podraceAdds = lazyregexp.New(`(?i)adds (\d+) to each of your race destinies here`)

// raceTotal is p's race total.
func raceTotal(t *table.Table, p *table.Piece) float64 {
	rd := t.RaceDestiniesOn(p)
	total := sum(rd)
	if m := podraceAdds().FindStringSubmatch(p.Card.GameText); m != nil && !p.Entry.TextOff() {
		n, _ := strconv.ParseFloat(m[1], 64)
		total += n * float64(len(rd))
	}
	return total
}

// raceTotals is each of side's race totals: one per Podracer, else the
// race destinies it has on the Podrace Arena.
func raceTotals(t *table.Table, side table.Side) []float64 {
	var out []float64
	for _, p := range t.Pieces {
		if isType(p, "Podracer") && p.Owner() == side {
			out = append(out, raceTotal(t, p))
		}
	}
	if arena := t.ArenaRaceDestinies(side); len(arena) > 0 || len(out) == 0 {
		out = append(out, sum(arena))
	}
	return out
}

func sum(vs []float64) float64 {
	var s float64
	for _, v := range vs {
		s += v
	}
	return s
}
