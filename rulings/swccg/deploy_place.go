package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// spot is where a card of a deployment goes: a location, and the card it
// deploys on or aboard (on table, or another card of the same deployment).
type spot struct {
	Place *table.Place
	// Host is the card on table it goes on or aboard; HostCard is that card
	// or one deployed with it.
	Host     *table.Piece
	HostCard *cards.Card
	Aboard   bool
}

func (s spot) name() string {
	if s.Place == nil {
		return ""
	}
	return s.Place.Name
}

// kind is "site", "system" or "sector": the locations: entry, else the card,
// else read from the name ("Hoth: Ice Plains" is a site).
func (s spot) kind() (string, bool) {
	pl := s.Place
	switch {
	case pl == nil:
		return "", false
	case pl.Entry != nil && pl.Entry.Kind != "":
		return pl.Entry.Kind, true
	case pl.Card != nil && pl.Card.SubType != "":
		return strings.ToLower(pl.Card.SubType), true
	case strings.Contains(pl.Name, ":"):
		return "site", false
	}
	return "system", false
}

// is reads whether the site is exterior (ext true) or interior from its
// Exterior/Interior icons, the file's exterior: first; a site with both
// icons is both.
func (s spot) is(ext bool) (is, known bool) {
	pl := s.Place
	switch {
	case pl == nil:
		return false, false
	case pl.Entry != nil:
		if is, known := pl.Entry.Is(ext); known {
			return is, true
		}
	}
	if pl.Card == nil {
		return false, false
	}
	hasExt, hasIn := hasIcon(pl.Card, "Exterior"), hasIcon(pl.Card, "Interior")
	if !hasExt && !hasIn {
		return false, false
	}
	if ext {
		return hasExt, true
	}
	return hasIn, true
}

// icons is the number of Force icons on the player's side of the location:
// the file's icons: first, else the card's.
func (s spot) icons(side table.Side) (n int, from string) {
	pl := s.Place
	if pl == nil {
		return 0, ""
	}
	if pl.Entry != nil {
		if v, ok := pl.Entry.Icons[side]; ok {
			return v, "the table file"
		}
	}
	if pl.Card != nil {
		if side == table.Light {
			return pl.Card.LightSideIcons, "the card"
		}
		return pl.Card.DarkSideIcons, "the card"
	}
	return 0, ""
}

// systemName is the planet or system a location belongs to, folded: the
// table's system: when it gives one (Jabba's Palace sites are Tatooine
// sites: "on Tatooine", Glossary, prepositions), else the name before ':'.
func (s spot) systemName() string {
	if s.Place != nil && s.Place.Entry != nil && s.Place.Entry.System != "" {
		return glossary.Fold(s.Place.Entry.System)
	}
	return systemOf(s.name())
}

// at lists the cards on table at the location.
func (s spot) at(t *table.Table) []*table.Piece {
	var out []*table.Piece
	if s.Place == nil {
		return out
	}
	for _, p := range t.Pieces {
		if glossary.Fold(p.Location()) == glossary.Fold(s.Place.Name) {
			out = append(out, p)
		}
	}
	return out
}

// presence is the player's total ability at the location: characters with
// ability (not captives, missing or undercover spies, which count for the
// other side) and permanent pilots of their vehicles and starships.
func presence(t *table.Table, s spot, side table.Side) (float64, []string) {
	total := 0.0
	var who []string
	for _, p := range s.at(t) {
		e := p.Entry
		if p.Owner() != side || e.Captive || e.Missing || undercover(t, p) {
			continue
		}
		a := 0.0
		if p.Card.Type == "Character" && p.Ability().Defined {
			a = p.Ability().Value
		}
		for _, fx := range p.Card.Effects {
			if fx.Kind == "permanent_pilot_ability" {
				a += fx.Value
			}
		}
		if a > 0 {
			total += a
			who = append(who, fmt.Sprintf("%s (ability %g)", p.Name, a))
		}
	}
	return total, who
}

// undercover is true for a spy marked undercover or carrying an Undercover Effect.
func undercover(t *table.Table, p *table.Piece) bool {
	if p.Entry.Undercover {
		return true
	}
	for _, q := range t.Pieces {
		if q.Host == p && glossary.Fold(q.Card.Title) == "undercover" {
			return true
		}
	}
	return false
}

// placeMatches reads a place named in game text ("Dagobah or Cloud City",
// "Wampa Cave or unoccupied marker site", "a site", "any exterior planet
// site") against the spot. understood is false when no alternative could
// be read.
func placeMatches(t *table.Table, phrase string, s spot) (matched, understood bool, why string) {
	name := glossary.Fold(s.name())
	understood = true
	for _, alt := range strings.Split(termSplitter.Replace(phrase), "|") {
		alt = strings.TrimSpace(glossary.Fold(alt))
		for _, lead := range []string{"any ", "a ", "an ", "the ", "your "} {
			alt = strings.TrimPrefix(alt, lead)
		}
		if alt == "" {
			continue
		}
		words := strings.Fields(alt)
		last := singular(words[len(words)-1])
		if last == "site" || last == "location" || last == "system" || last == "sector" {
			ok, reason := placeKindMatches(t, words[:len(words)-1], last, s)
			if ok {
				return true, true, reason
			}
			why = reason
			continue
		}
		if strings.Contains(name, alt) || s.systemName() == alt {
			return true, true, fmt.Sprintf("%s is %s", s.name(), alt)
		}
	}
	if why == "" {
		why = fmt.Sprintf("%s is none of them", s.name())
	}
	return false, understood, why
}

// placeKindMatches reads "unoccupied marker site", "exterior planet site".
func placeKindMatches(t *table.Table, quals []string, kind string, s spot) (bool, string) {
	k, _ := s.kind()
	if kind != "location" && k != kind {
		return false, fmt.Sprintf("%s is not %s", s.name(), a(kind))
	}
	var named []string // the words that name a place: "jabba's palace", "tatooine"
	for _, q := range quals {
		switch q {
		case "marker":
			if !strings.Contains(glossary.Fold(s.name()), "marker") {
				return false, fmt.Sprintf("%s is not a marker site", s.name())
			}
		case "exterior", "interior":
			if is, known := s.is(q == "exterior"); known && !is {
				return false, fmt.Sprintf("%s is not %s", s.name(), q)
			}
		case "planet":
			if s.Place != nil && s.Place.Card != nil && !hasIcon(s.Place.Card, "Planet") {
				return false, fmt.Sprintf("%s is not a planet site", s.name())
			}
		case "battleground", "non-battleground":
			if bg, known, _ := placeClause(t, "battleground", s, table.Dark); known && bg != (q == "battleground") {
				return false, fmt.Sprintf("%s is not %s site", s.name(), a(q))
			}
		case "asteroid", "cloud": // "an asteroid sector"; in "Cloud City site" a place's name
			if kind != "sector" {
				named = append(named, q)
			} else if e := s.Place; e != nil && e.Entry != nil && (q == "asteroid" && !e.Entry.Asteroid || q == "cloud" && !e.Entry.Cloud) {
				return false, fmt.Sprintf("%s is not %s %s", s.name(), a(q), kind)
			}
		case "unoccupied":
			for _, side := range table.Sides {
				if a, who := presence(t, s, side); a > 0 {
					return false, fmt.Sprintf("%s is occupied: %s has presence there (%s)", s.name(), side, strings.Join(who, ", "))
				}
			}
		default:
			named = append(named, q)
		}
	}
	if len(named) > 0 && !s.isOf(strings.Join(named, " ")) {
		return false, fmt.Sprintf("%s is not %s", s.name(), a(strings.Join(quals, " ")+" "+kind))
	}
	return true, fmt.Sprintf("%s is %s", s.name(), a(strings.TrimSpace(strings.Join(quals, " ")+" "+kind)))
}

// isOf says whether the location belongs to the place a card names
// ("Jabba's Palace" of "a Jabba's Palace site", "Tatooine" of "a Tatooine
// site"): its title before the colon, its system, or an icon of its card
// (Jabba's Palace sites carry a Jabba's Palace icon).
func (s spot) isOf(place string) bool {
	place = glossary.Fold(place)
	before, _, _ := strings.Cut(glossary.Fold(s.name()), ":")
	if strings.TrimSpace(before) == place || s.systemName() == place {
		return true
	}
	// A system's icon is not its place: the Bespin system carries the
	// Cloud City icon but is not a Cloud City location (the Glossary's
	// "Cloud City location deployment": the Cloud City sites are related
	// to Bespin).
	if k, _ := s.kind(); k != "system" && s.Place != nil && s.Place.Card != nil {
		for _, icon := range s.Place.Card.Icons {
			if glossary.Fold(icon) == place {
				return true
			}
		}
	}
	return false
}
