package table

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
)

// Deployment asks whether a player may deploy a card from hand, as far as
// the persona and uniqueness rules go (the deploy_persona and uniqueness
// questions).
type Deployment struct {
	Player Side   `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string `json:"card" jsonschema:"required,description=the card to deploy (a database title; it is not on table)"`
	// On is the card on table it would deploy on (a weapon, an Effect).
	On string `json:"on,omitempty" jsonschema:"description=card on table it deploys on"`
	// At is where it would deploy, for cards unique per system (<>).
	At string `json:"at,omitempty"`
	// AsCaptive deploys the card as a captive (Dark only).
	AsCaptive bool `json:"as_captive,omitempty"`
	// OutOfPlay lists cards placed out of play earlier this game.
	OutOfPlay []string `json:"out_of_play,omitempty" jsonschema:"description=cards placed out of play earlier this game"`

	Resolved     *cards.Card   `json:"-"`
	GoneResolved []*cards.Card `json:"-"`
}

// Replacement asks whether a player may replace a character on table with
// another version of its persona from hand (persona replacement).
type Replacement struct {
	Player Side   `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string `json:"card" jsonschema:"required,description=the new version, from hand"`
	// Replaces is the card on table to be replaced.
	Replaces string `json:"replaces" jsonschema:"required,description=the card on table to replace"`
	// Via names a card whose "may deploy" text the player means to use.
	Via string `json:"via,omitempty" jsonschema:"description=a card whose 'may deploy' text is used for it"`
	// Met lists the new version's own deployment restrictions that hold
	// ("Undercover spy", "Imperial"); a restriction holds when it contains one.
	Met []string `json:"met,omitempty"`
	// NotApplicable lists cards on or targeting the replaced version whose
	// text examines something other than the character itself.
	NotApplicable []string `json:"not_applicable,omitempty" jsonschema:"description=cards on or targeting it that do not apply to the new version"`

	Resolved *cards.Card `json:"-"`
}

// Replacement checks a replace question and resolves its cards; the new
// version comes from hand, so it is looked up in the database.
func (c *Checker) Replacement(r *Replacement) error {
	if r.Player != Dark && r.Player != Light {
		return c.Errorf("", "replace needs player: dark or light")
	}
	if err := c.MustName(r.Replaces, ".replaces"); err != nil {
		return err
	}
	for i, name := range r.NotApplicable {
		if err := c.MustName(name, fmt.Sprintf(".not_applicable[%d]", i)); err != nil {
			return err
		}
	}
	card, err := c.HandCard(r.Card, ".card")
	r.Resolved = card
	return err
}

// Deployment checks a deploy_persona or uniqueness question and resolves
// its cards; the card asked about comes from hand.
func (c *Checker) Deployment(d *Deployment) error {
	if d.Player != Dark && d.Player != Light {
		return c.Errorf("", "%s needs player: dark or light", c.key[len(c.prefix):])
	}
	if d.On != "" {
		if err := c.MustName(d.On, ".on"); err != nil {
			return err
		}
	}
	for i, name := range d.OutOfPlay {
		gone, err := c.HandCard(name, fmt.Sprintf(".out_of_play[%d]", i))
		if err != nil {
			return err
		}
		d.GoneResolved = append(d.GoneResolved, gone)
	}
	card, err := c.HandCard(d.Card, ".card")
	d.Resolved = card
	return err
}

// handCard resolves a card that is not on table through the database.
func (l *loader) handCard(name, path string) (*cards.Card, error) {
	at := l.pos(path)
	if l.cardsDB() == nil {
		return nil, l.errorf(at, "card %q: no card database; give --cards DIR", name)
	}
	return l.lookup(name, at)
}
