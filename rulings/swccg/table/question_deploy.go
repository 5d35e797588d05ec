package table

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// Deploy asks whether a player may deploy a card from hand there now, and
// at what cost (the deploy question).
type Deploy struct {
	Player Side   `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string `json:"card" jsonschema:"required,description=the card to deploy, from hand (a database title or id)"`
	// To is the location it deploys to; for a location card, omit it.
	To string `json:"to,omitempty" jsonschema:"description=the location it deploys to (or where the card it deploys on or aboard is)"`
	// On is the card it deploys on (a weapon on a character, an Effect on a spy).
	On string `json:"on,omitempty" jsonschema:"description=card it deploys on: on table, or one of with"`
	// Aboard is the starship or vehicle it deploys aboard.
	Aboard string `json:"aboard,omitempty" jsonschema:"description=starship or vehicle it deploys aboard: on table, or one of with"`
	// With lists the cards deployed simultaneously with it (from hand):
	// the card must deploy on or aboard one of them, which go to To.
	With []string `json:"with,omitempty" jsonschema:"description=cards from hand deployed simultaneously with it"`
	// Via is the card whose text lets it deploy (Squadron Assignments,
	// Bargaining Table); its text gives the timing, a free deployment or
	// lifts restrictions. Clause picks the sentence of that text used.
	Via    string `json:"via,omitempty" jsonschema:"description=card whose text lets it deploy (on table or by title)"`
	Clause string `json:"clause,omitempty" jsonschema:"description=words of the via card's text picking the clause used"`
	// Met lists conditions of the card's (or via's) own text that hold now
	// ("a Star Destroyer on table", "same site as one of your Rebels").
	Met []string `json:"met,omitempty"`
	// Cost overrides the printed deploy cost.
	Cost *float64 `json:"cost,omitempty" jsonschema:"minimum=0,description=deploy cost instead of the printed one"`
	// Modifiers are cost modifiers written out (another card's text the
	// engine does not read).
	Modifiers []CostModifier `json:"modifiers,omitempty"`
	// IgnoresLocationRestrictions names what lets the card deploy despite
	// location deployment restrictions, when not read from a card on table.
	IgnoresLocationRestrictions string `json:"ignores_location_restrictions,omitempty" jsonschema:"description=what lets it deploy regardless of location deployment restrictions"`
	// Barrier is an Imperial/Rebel Barrier (or similar) played on the card
	// just deployed; the ruling says which of the simultaneous cards it affects.
	Barrier string `json:"barrier,omitempty" jsonschema:"description=a Barrier card targeting it just after it deploys"`

	Resolved     *cards.Card   `json:"-"`
	WithResolved []*cards.Card `json:"-"`
	ViaResolved  *cards.Card   `json:"-"`
	// BarrierResolved is the Barrier card.
	BarrierResolved *cards.Card `json:"-"`
	// Requires maps a "Deploys only if X on table" condition of the card
	// (folded) to the card X names, so a ruling can tell an objective.
	Requires map[string]*cards.Card `json:"-"`
	// Place is the location To, with its card from the database when one
	// has that exact title (nil Card otherwise).
	Place *Place `json:"-"`
}

// CostModifier is a deploy or movement cost modifier written out in the
// file. Free makes a deployment free; a free move or deployment is never
// changed by any modifier.
type CostModifier struct {
	From  string  `json:"from" jsonschema:"required,description=the card or rule modifying the cost"`
	Value float64 `json:"value,omitempty" jsonschema:"description=added to the cost (-2, +1)"`
	// Free makes the card deploy free (no modifier changes that).
	Free bool `json:"free,omitempty"`
}

// Place is a location on table, its entry in locations: (if any) and its
// card in the database (if its title resolves exactly).
type Place struct {
	Name  string
	Entry *Location
	Card  *cards.Card
}

// checkDeployQuestion resolves the cards of a deploy question.
func (l *loader) checkDeployQuestion(path string, d *Deploy) error {
	path += "deploy"
	if d.Player != Dark && d.Player != Light {
		return l.errorf(l.pos(path), "deploy needs player: dark or light")
	}
	c, err := l.handCardFor(d.Card, d.Player, path+".card")
	if err != nil {
		return err
	}
	d.Resolved = c
	d.Requires = l.requires(c)
	for i, name := range d.With {
		w, err := l.handCardFor(name, d.Player, fmt.Sprintf("%s.with[%d]", path, i))
		if err != nil {
			return err
		}
		d.WithResolved = append(d.WithResolved, w)
	}
	for _, host := range []struct{ field, name string }{{"on", d.On}, {"aboard", d.Aboard}} {
		if host.name == "" || d.withNamed(host.name) != nil {
			continue
		}
		if err := l.mustName(host.name, path+"."+host.field); err != nil {
			return err
		}
	}
	if d.On != "" && d.Aboard != "" {
		return l.errorf(l.pos(path+".aboard"), "a card deploys either on a card or aboard one, not both (on: %s, aboard: %s)", d.On, d.Aboard)
	}
	if d.Cost != nil && *d.Cost < 0 {
		return l.errorf(l.pos(path+".cost"), "deploy cost %g: a cost cannot be negative", *d.Cost)
	}
	for i, m := range d.Modifiers {
		if strings.TrimSpace(m.From) == "" {
			return l.errorf(l.pos(fmt.Sprintf("%s.modifiers[%d]", path, i)), "a cost modifier needs from: the card or rule making it")
		}
		if m.Free && m.Value != 0 {
			return l.errorf(l.pos(fmt.Sprintf("%s.modifiers[%d].value", path, i)), "a modifier is either free: true or a value, not both (free cannot be modified)")
		}
	}
	if d.Via != "" {
		v, err := l.anyCard(d.Via, d.Player, path+".via")
		if err != nil {
			return err
		}
		d.ViaResolved = v
	} else if d.Clause != "" {
		return l.errorf(l.pos(path+".clause"), "clause: picks words of the via: card's text; give via:")
	}
	if d.Barrier != "" {
		b, err := l.anyCard(d.Barrier, d.Player.Opponent(), path+".barrier")
		if err != nil {
			return err
		}
		d.BarrierResolved = b
	}
	if d.To != "" {
		d.Place = l.place(d.To)
	} else if p := l.t.Piece(d.On + d.Aboard); p != nil && p.Location() != "" {
		d.Place = l.place(p.Location())
	}
	return nil
}

// withNamed finds the card of With a name refers to.
func (d *Deploy) withNamed(name string) *cards.Card {
	for i, w := range d.With {
		if glossary.Fold(w) == glossary.Fold(name) || i < len(d.WithResolved) && glossary.Fold(d.WithResolved[i].Title) == glossary.Fold(name) {
			if i < len(d.WithResolved) {
				return d.WithResolved[i]
			}
			return &cards.Card{Title: w}
		}
	}
	return nil
}

// WithNamed finds the card of With a name refers to (nil if none).
func (d *Deploy) WithNamed(name string) *cards.Card {
	if name == "" {
		return nil
	}
	return d.withNamed(name)
}

// anyCard resolves a card on table by name, else through the database.
func (l *loader) anyCard(name string, side Side, path string) (*cards.Card, error) {
	if p := l.t.Piece(name); p != nil {
		return p.Card, nil
	}
	for _, e := range l.t.Effects {
		if e.Card != nil && (glossary.Fold(e.Card.Title) == glossary.Fold(name) || glossary.Fold(e.Entry.Card) == glossary.Fold(name)) {
			return e.Card, nil
		}
	}
	return l.handCardFor(name, side, path)
}

// handCardFor resolves a card from hand; a title printed on both sides
// (Undercover, a location) is read as the player's own.
func (l *loader) handCardFor(name string, side Side, path string) (*cards.Card, error) {
	if l.cardsDB() == nil {
		return l.handCard(name, path)
	}
	r := l.cardsDB().Resolve(name)
	if r.Ambiguous() {
		var own []*cards.Card
		for _, c := range r.Match {
			if c.Side == sideOf(side) {
				own = append(own, c)
			}
		}
		if len(own) == 1 {
			return own[0], nil
		}
	}
	return l.handCard(name, path)
}

// place finds a location by name: its locations: entry, and its card when
// the database has exactly that title (the entry's owner picks the side).
// It never fails: a location the database lacks is described by its entry.
func (l *loader) place(name string) *Place {
	pl := &Place{Name: name}
	for i := range l.t.State.Locations {
		if glossary.Fold(l.t.State.Locations[i].Name) == glossary.Fold(name) {
			pl.Entry = &l.t.State.Locations[i]
		}
	}
	if l.cardsDB() == nil {
		return pl
	}
	r := l.cardsDB().Resolve(name)
	if r.How != "exact" && r.How != "id" {
		return pl
	}
	var found []*cards.Card
	for _, c := range r.Match {
		if c.Type != "Location" {
			continue
		}
		if pl.Entry != nil && pl.Entry.Owner != "" && c.Side != sideOf(pl.Entry.Owner) {
			continue
		}
		found = append(found, c)
	}
	if len(found) == 1 {
		pl.Card = found[0]
	}
	return pl
}

// requires resolves what "Deploys only if X on table" names, exactly.
func (l *loader) requires(c *cards.Card) map[string]*cards.Card {
	out := map[string]*cards.Card{}
	if l.cardsDB() == nil {
		return out
	}
	for _, fx := range c.Effects {
		low := strings.ToLower(fx.Target)
		if fx.Kind != "deploys_only" || !strings.HasPrefix(low, "if ") {
			continue
		}
		name := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(fx.Target[3:]), "on table"))
		if r := l.cardsDB().Resolve(name); len(r.Match) > 0 && (r.How == "exact" || r.How == "version") {
			out[glossary.Fold(name)] = r.Match[0]
		}
	}
	return out
}

func hasIcon(c *cards.Card, icon string) bool {
	for _, i := range c.Icons {
		if strings.EqualFold(i, icon) {
			return true
		}
	}
	return false
}

// siteIcons reads the Exterior and Interior icons of the location card
// named so: the card of its owner, else the cards of both sides when they
// agree (a site's icons are the same on either side's card).
func (l *loader) siteIcons(pl *Place) (ext, in, ok bool) {
	if pl.Card != nil {
		return hasIcon(pl.Card, "Exterior"), hasIcon(pl.Card, "Interior"), true
	} else if pl.Entry != nil && pl.Entry.Owner != "" || l.cardsDB() == nil {
		return false, false, false
	}
	r := l.cardsDB().Resolve(pl.Name)
	if r.How != "exact" && r.How != "id" {
		return false, false, false
	}
	for _, c := range r.Match {
		if c.Type != "Location" {
			continue
		}
		e, i := hasIcon(c, "Exterior"), hasIcon(c, "Interior")
		if ok && (e != ext || i != in) {
			return false, false, false
		}
		ext, in, ok = e, i, true
	}
	return ext, in, ok
}

// fillExterior gives each location without exterior: the Exterior or
// Interior icon of its card, when the database has it, so that movement and
// deployment read one field.
func (l *loader) fillExterior() {
	for i := range l.t.State.Locations {
		loc := &l.t.State.Locations[i]
		pl := l.place(loc.Name)
		loc.Card = pl.Card
		if loc.Exterior != nil {
			continue
		}
		ext, in, ok := l.siteIcons(pl)
		switch {
		case !ok:
		case ext && in:
			loc.Both = true
		case ext || in:
			loc.Exterior = &ext
		}
	}
}
