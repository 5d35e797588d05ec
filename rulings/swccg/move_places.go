package swccg

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Places: what a location is for movement, and how locations relate.

// place is the location named, or one made up from the name when the file
// does not list it ("Tatooine: Cantina" is a site of Tatooine).
func place(t *table.Table, name string) *table.Location {
	if loc := t.Location(name); loc != nil {
		return loc
	}
	if name == "" {
		return nil
	}
	kind := "system"
	if strings.Contains(name, ":") {
		kind = "site"
	}
	return &table.Location{Name: name, Kind: kind}
}

func isSector(l *table.Location) bool { return l.Kind == "sector" || l.Cloud || l.Asteroid }
func isSystem(l *table.Location) bool { return l.DeathStar || l.Kind == "system" }
func isSite(l *table.Location) bool   { return !isSector(l) && !isSystem(l) }

// systemOfPlace is the system a location is related to: itself for a
// system, the declared system, the system its starship is at (for a
// starship site), else the name before ':'.
func systemOfPlace(t *table.Table, l *table.Location) string {
	switch {
	case isSystem(l):
		return l.Name
	case l.System != "":
		return l.System
	case l.Of != "":
		if ship := t.Piece(l.Of); ship != nil {
			if at := place(t, ship.Location()); at != nil && at.Name != l.Name {
				return systemOfPlace(t, at)
			}
		}
		return ""
	}
	name, _, _ := strings.Cut(l.Name, ":")
	return strings.TrimSpace(name)
}

// siteGroup names the row of sites a site is adjacent within: its
// starship's or vehicle's sites, else its planet's.
func siteGroup(l *table.Location) string {
	if l.Of != "" {
		return "of " + glossary.Fold(l.Of)
	}
	name, _, _ := strings.Cut(l.Name, ":")
	return glossary.Fold(name)
}

func samePlace(a, b string) bool { return a != "" && glossary.Fold(a) == glossary.Fold(b) }

// sitePath is the sites strictly between from and to in their row, walked
// from the mover's side; ok is false when they are not in one row or their
// places in it are unknown. A site's place in its row is the adjacent
// rule's: its order:, else the marker number of its title ("(3rd Marker)").
func sitePath(t *table.Table, from, to *table.Location) (between []*table.Location, ok bool) {
	a, b := sitePos(t, from), sitePos(t, to)
	if siteGroup(from) != siteGroup(to) || a == 0 || b == 0 || a == b {
		return nil, false
	}
	type placed struct {
		l   *table.Location
		pos int
	}
	var row []placed
	for i := range t.State.Locations {
		l := &t.State.Locations[i]
		if pos := sitePos(t, l); isSite(l) && siteGroup(l) == siteGroup(from) && pos > min(a, b) && pos < max(a, b) {
			row = append(row, placed{l, pos})
		}
	}
	sort.Slice(row, func(i, j int) bool { return row[i].pos < row[j].pos })
	for _, p := range row {
		between = append(between, p.l)
	}
	if a > b { // walk from the mover's side
		slices.Reverse(between)
	}
	return between, true
}

// sitePos is a site's place in its row, as the adjacent rule reads it.
func sitePos(t *table.Table, l *table.Location) int {
	return locate(t, &table.Place{Name: l.Name, Entry: l, Card: l.Card}).pos
}

// sectorsOf lists the sectors of a system (cloud, asteroid), nearest first.
func sectorsOf(t *table.Table, system string, cloud bool) []*table.Location {
	var out []*table.Location
	for i := range t.State.Locations {
		l := &t.State.Locations[i]
		if isSector(l) && samePlace(systemOfPlace(t, l), system) && (!cloud || l.Cloud) {
			out = append(out, l)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Order < out[j].Order })
	return out
}

// parsec is a system's parsec number (a Death Star's current one).
func parsec(l *table.Location) float64 { return float64(l.Parsec) }

func parsecs(a, b *table.Location) float64 { return math.Abs(parsec(a) - parsec(b)) }
