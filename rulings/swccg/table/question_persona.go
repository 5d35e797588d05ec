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

// checkPersonaQuestion resolves the cards of a deploy_persona, uniqueness
// or replace question; the card asked about comes from hand, so it is
// looked up in the database rather than on table.
func (l *loader) checkPersonaQuestion(path string, q *Question) error {
	if r := q.Replace; r != nil {
		path += "replace"
		if r.Player != Dark && r.Player != Light {
			return l.errorf(l.pos(path), "replace needs player: dark or light")
		}
		if err := l.mustName(r.Replaces, path+".replaces"); err != nil {
			return err
		}
		for i, name := range r.NotApplicable {
			if err := l.mustName(name, fmt.Sprintf("%s.not_applicable[%d]", path, i)); err != nil {
				return err
			}
		}
		c, err := l.handCard(r.Card, path+".card")
		r.Resolved = c
		return err
	}
	d := q.DeployPersona
	if d == nil {
		d, path = q.Uniqueness, path+"uniqueness"
	} else {
		path += "deploy_persona"
	}
	if d.Player != Dark && d.Player != Light {
		return l.errorf(l.pos(path), "%s needs player: dark or light", q.Kind())
	}
	if d.On != "" {
		if err := l.mustName(d.On, path+".on"); err != nil {
			return err
		}
	}
	for i, name := range d.OutOfPlay {
		gone, err := l.handCard(name, fmt.Sprintf("%s.out_of_play[%d]", path, i))
		if err != nil {
			return err
		}
		d.GoneResolved = append(d.GoneResolved, gone)
	}
	c, err := l.handCard(d.Card, path+".card")
	d.Resolved = c
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
