package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Adjacent rules whether two locations are adjacent.
var Adjacent = register(&Rule[*AdjacentAsk]{
	ID:       "adjacent",
	Title:    "Adjacent locations",
	Question: "adjacent",
	Schema:   "description=are the two locations adjacent?",
	Check:    checkAdjacentAsk,
	Describe: func(q *AdjacentAsk) string { return fmt.Sprintf("adjacent: %s and %s", q.A, q.B) },
	Doc: `Two locations are adjacent only if they are the same kind (site or
sector; systems never are), part of the same system or starship (a site's
system: the name before ':', or system:, or the starship of:), and next to
each other on table: by order: (sectors count from the system), else by
the marker numbers in Hoth marker site titles ("(3rd Marker)"), with no
other location of that kind and system of the table between them. A
vehicle site (of: a vehicle on table) is adjacent to the site where that
vehicle is. Without order or markers, the ruling cannot tell and says so.`,
	Cites: []glossary.Ref{glossAdjacent, glossMarkerSite, glossVehicleSites},
	Run:   runAdjacent,
})

var (
	glossAdjacent     = table.GlossaryRef("adjacent")
	glossMarkerSite   = table.GlossaryRef("marker site")
	glossVehicleSites = table.GlossaryRef("vehicle sites")
)

// AdjacentAsk names two locations.
type AdjacentAsk struct {
	A string `json:"a" jsonschema:"required,description=a location"`
	B string `json:"b" jsonschema:"required,description=another location"`

	places [2]*table.Place
}

func checkAdjacentAsk(c *table.Checker, q *AdjacentAsk) error {
	for i, name := range []string{q.A, q.B} {
		if strings.TrimSpace(name) == "" {
			return c.Errorf("."+[]string{"a", "b"}[i], "adjacent needs two locations, a: and b:")
		}
		q.places[i] = c.Place(name)
	}
	if glossary.Fold(q.A) == glossary.Fold(q.B) {
		return c.Errorf(".b", "%s twice: a location is not adjacent to itself", q.B)
	}
	return nil
}

var reMarker = lazyregexp.New(`(?i)\((\d+)(?:st|nd|rd|th) marker\)`)

// where is a location's kind, system and place in its row.
type where struct {
	name, kind, system string
	pos                int    // order or marker number; 0 unknown
	by                 string // "order" or "marker"
	vehicle            *table.Piece
}

func locate(t *table.Table, pl *table.Place) where {
	w := where{name: pl.Name}
	w.kind, _ = spot{Place: pl}.kind()
	w.system = systemOf(pl.Name)
	if e := pl.Entry; e != nil {
		switch {
		case e.System != "":
			w.system = glossary.Fold(e.System)
		case e.Of != "":
			w.system = glossary.Fold(e.Of)
			if v := t.Piece(e.Of); v != nil && v.Card.Type == "Vehicle" {
				w.vehicle = v
			}
		}
		if e.Order > 0 {
			w.pos, w.by = e.Order, "order"
		}
	}
	if m := reMarker().FindStringSubmatch(pl.Name); m != nil && w.pos == 0 {
		w.pos, _ = strconv.Atoi(m[1])
		w.by = "marker"
	}
	return w
}

func runAdjacent(t *table.Table, q *AdjacentAsk) rulings.Ruling {
	var r rulings.Ruling
	a, b := locate(t, q.places[0]), locate(t, q.places[1])
	no := func(at glossary.Ref, format string, args ...any) rulings.Ruling {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf(format, args...)
		r.Stepf(refs(at), "%s", r.Answer)
		return r
	}
	for _, pair := range [][2]where{{a, b}, {b, a}} {
		if v := pair[0].vehicle; v != nil && pair[1].kind == "site" {
			at := v.Location()
			if h := v.Host; h != nil && v.Entry.Aboard != "" {
				return no(vehicleSiteAdjacent, "%s is the vehicle site of %s, which is aboard %s, not at a planet site: it is adjacent to no site until %s disembarks.", pair[0].name, v.Name, h.Name, v.Name)
			}
			r.Stepf(refs(vehicleSiteAdjacent, adjacentVehicleSite), "%s is the vehicle site of %s, which is at %s: a vehicle site is adjacent to the planet site where its vehicle is.", pair[0].name, v.Name, at)
			if glossary.Fold(at) == glossary.Fold(pair[1].name) {
				r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s and %s are adjacent: %s is there.", pair[0].name, pair[1].name, v.Name)
				return r
			}
			return no(adjacentVehicleSite, "%s is adjacent only to %s, where %s is, not to %s.", pair[0].name, at, v.Name, pair[1].name)
		}
	}
	switch {
	case a.kind == "system" || b.kind == "system":
		return no(adjacentNoSystems, "Systems cannot be adjacent (%s is a %s, %s a %s).", a.name, a.kind, b.name, b.kind)
	case a.kind != b.kind:
		return no(adjacentOnlyIf, "%s is a %s and %s a %s: adjacent locations are the same kind.", a.name, a.kind, b.name, b.kind)
	case a.system != b.system:
		return no(adjacentOnlyIf, "%s and %s are not part of the same system or starship: they are not adjacent.", a.name, b.name)
	case a.pos == 0 || b.pos == 0:
		r.Stepf(refs(adjacentOnlyIf), "%s and %s are %ss of the same system; adjacent only if next to each other on table, and the file gives no order: (nor marker numbers) to tell.", a.name, b.name, a.kind)
		r.Assume("the order of %s and %s on table is not given: adjacency not decided", a.name, b.name)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not decided: give the order: of %s and %s.", a.name, b.name)
		return r
	}
	cites := refs(adjacentOnlyIf)
	if a.by == "marker" || b.by == "marker" {
		cites = append(cites, glossMarkerSite)
	}
	lo, hi := min(a.pos, b.pos), max(a.pos, b.pos)
	r.Stepf(cites, "%s (%s %d) and %s (%s %d) are %ss of the same system.", a.name, a.by, a.pos, b.name, b.by, b.pos, a.kind)
	for i := range t.State.Locations {
		pl := &table.Place{Name: t.State.Locations[i].Name, Entry: &t.State.Locations[i]}
		w := locate(t, pl)
		if w.kind == a.kind && w.system == a.system && w.pos > lo && w.pos < hi {
			return no(adjacentOnlyIf, "%s lies between %s and %s on table: they are not next to each other, so not adjacent.", w.name, a.name, b.name)
		}
	}
	if hi-lo > 1 {
		r.Stepf(cites, "No location of the table lies between them (numbers %d to %d are not on table): they are next to each other.", lo+1, hi-1)
		r.Assume("locations not listed in locations: are taken as not on table")
	}
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s and %s are adjacent.", a.name, b.name)
	r.Stepf(cites, "%s", r.Answer)
	return r
}
