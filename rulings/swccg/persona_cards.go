package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// References of the persona, persona replacement and uniqueness rules.
var (
	refPersona          = table.RulesRef("Persona")
	refPersonaEx        = table.RulesRef("Persona", "Example")
	refMultiplePersonas = table.RulesRef("Multiple Personas Example")
	refCrossingOver     = table.RulesRef("Persona", "Crossing Over")
	refReplace          = table.RulesRef("Persona Replacement")
	refReplaceEx        = table.RulesRef("Persona Replacement", "Examples")
	refReplaceNonUnique = table.RulesRef("Persona Replacement", "Non-unique Persona")

	glossPersonas  = table.GlossaryRef("personas")
	glossReplace   = table.GlossaryRef("persona replacement rule")
	glossReplacing = table.GlossaryRef("replacing cards")
	glossLando     = table.GlossaryRef("Lando")
	glossOutOfPlay = table.GlossaryRef("out of play")
	glossUnique    = table.GlossaryRef("unique and restricted cards")
	glossNonUnique = table.GlossaryRef("non-unique cards")
)

// bothSides is the precedence.md conflict on one persona for both players.
var bothSides = rulings.Superseded{
	Passage: withNote(glossLando, `"Because Lando is unique (•), only one player may have him on table at a time."`),
	By:      withNote(refPersona, "each player may have one version of a persona on table at the same time, but not one with the exact same card title"),
	Why:     "Glossary 2.0 (1998) yields to the Advanced Rulebook: uniqueness limits identical titles, the persona rule limits each player to one version",
}

// carried is one persona a card carries: its own, or a permanent pilot's
// or weapon's inside it.
type carried struct {
	Name string
	// As is "" for the card's own persona, else "pilot", "weapon", "astromech".
	As string
}

func (c carried) String() string {
	if c.As == "" {
		return c.Name
	}
	return c.Name + " (permanent " + c.As + ")"
}

// personasOf lists every persona a card carries (Multiple Personas Example).
func personasOf(c *cards.Card) []carried {
	var out []carried
	for _, p := range c.Personas {
		out = append(out, carried{Name: p})
	}
	for _, p := range c.PermanentPersonas {
		as, name, ok := strings.Cut(p, ":")
		if !ok {
			as, name = "", p
		}
		out = append(out, carried{Name: name, As: as})
	}
	return out
}

// carries finds persona p among those the card carries.
func carries(c *cards.Card, p string) (carried, bool) {
	for _, x := range personasOf(c) {
		if glossary.Fold(x.Name) == glossary.Fold(p) {
			return x, true
		}
	}
	return carried{}, false
}

var versionMarker = lazyregexp.New(`\s*\((V|AI|Holo AI)\)`)

// sameTitle compares card titles as uniqueness does: version markers such
// as "(V)" are not part of the printed title.
func sameTitle(a, b *cards.Card) bool {
	return glossary.Fold(versionMarker().ReplaceAllString(a.Title, "")) == glossary.Fold(versionMarker().ReplaceAllString(b.Title, ""))
}

// isUniquePersonaCard says whether a card's versions form a persona:
// unique characters, devices, starships, vehicles and weapons.
func isUniquePersonaCard(c *cards.Card) bool {
	if c.Uniqueness != cards.Unique {
		return false
	}
	switch c.Type {
	case "Character", "Device", "Starship", "Vehicle", "Weapon":
		return true
	}
	return false
}

// disarmedBy names a Disarmed card on the piece, which makes a permanent
// weapon inside it stop counting for its persona.
func disarmedBy(t *table.Table, p *table.Piece) string {
	for _, q := range t.Pieces {
		if q.Host == p && glossary.Fold(q.Card.Title) == "disarmed" {
			return q.Name
		}
	}
	return ""
}
