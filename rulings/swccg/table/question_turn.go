package table

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
)

// Conversion asks whether a card on table converts to its opponent's side,
// either by a card's "cross to your side" text (By) or by the opponent
// placing their own version of the persona from hand (With).
type Conversion struct {
	Card string `json:"card" jsonschema:"required,description=the card on table that converts"`
	By   string `json:"by,omitempty" jsonschema:"description=the card whose text converts it (Double Agent)"`
	With string `json:"with,omitempty" jsonschema:"description=the opponent's version from hand that replaces it (its own 'replaced by opponent' text)"`

	ByResolved   *cards.Card `json:"-"`
	WithResolved *cards.Card `json:"-"`
}

// Attack asks how a creature attack goes: a creature attacking (Target, the
// card chosen at random) or a player's cards attacking the creature (By).
type Attack struct {
	Creature string `json:"creature" jsonschema:"required,description=the creature on table"`
	// Target is the potential target chosen at random, for a creature attacking.
	Target string `json:"target,omitempty" jsonschema:"description=the target chosen at random (a creature attacking)"`
	// By is the player whose characters, vehicles and starships attack the creature.
	By Side `json:"by,omitempty" jsonschema:"enum=dark,enum=light,description=player attacking the creature"`
	// Destiny is the destiny drawn by the characters' side (with 4 or more ability).
	Destiny *float64 `json:"destiny,omitempty" jsonschema:"description=destiny drawn by the characters' side"`
	// FerocityDestiny is the destiny of a variable ferocity ("8 + destiny").
	FerocityDestiny *float64 `json:"ferocity_destiny,omitempty"`
	// DefenseValue is the creature's defense value (not in the card database).
	DefenseValue *float64 `json:"defense_value,omitempty" jsonschema:"minimum=0"`
	// FerocityModifier and PowerModifier add to the creature's ferocity and
	// to the characters' total power (cards played during the attack).
	FerocityModifier float64 `json:"ferocity_modifier,omitempty"`
	PowerModifier    float64 `json:"power_modifier,omitempty"`
}

// DrawAction asks whether a player may take an action now, in the draw
// phase or at the end of the turn.
type DrawAction struct {
	Player Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	// Action is what the player wants to do.
	Action string `json:"action" jsonschema:"required,enum=draw,enum=play,enum=recirculate,enum=order,enum=first,enum=pass"`
	// Card is the card played or used (play), or whose text makes the draw (draw).
	Card string `json:"card,omitempty" jsonschema:"description=card played or used; for draw, the card whose text draws"`
	// Count is how many cards are drawn (draw).
	Count *float64 `json:"count,omitempty" jsonschema:"minimum=0"`
	// RespondsTo names the action a played card responds to.
	RespondsTo string `json:"responds_to,omitempty" jsonschema:"description=the action the card responds to (a response)"`
	// EndOfTurn declares the action an end-of-turn action when the card's text does not say so.
	EndOfTurn bool `json:"end_of_turn,omitempty"`

	Resolved *cards.Card `json:"-"`
}

// HandCheck asks which cards in a player's hand an Interrupt such as
// Monnok affects ("all cards opponent has two or more of").
type HandCheck struct {
	Player Side   `json:"player" jsonschema:"required,enum=dark,enum=light,description=whose hand"`
	By     string `json:"by,omitempty" jsonschema:"description=the card played on the hand (Monnok)"`

	Resolved []*cards.Card `json:"-"`
	// ByCard is By resolved, for the count its text sets.
	ByCard *cards.Card `json:"-"`
}

var drawActions = []string{"draw", "play", "recirculate", "order", "first", "pass"}

// Conversion checks a convert question and resolves its cards.
func (c *Checker) Conversion(v *Conversion) error {
	if err := c.MustName(v.Card, ".card"); err != nil {
		return err
	}
	if (v.By == "") == (v.With == "") {
		return c.Errorf("", "convert needs exactly one of by: (a card's text) or with: (the opponent's version from hand)")
	}
	var err error
	if v.By != "" {
		v.ByResolved, err = c.HandCard(v.By, ".by")
	} else {
		v.WithResolved, err = c.HandCard(v.With, ".with")
	}
	return err
}

// Attack checks an attack question.
func (c *Checker) Attack(a *Attack) error {
	if err := c.MustName(a.Creature, ".creature"); err != nil {
		return err
	}
	if a.By != "" && a.By != Dark && a.By != Light {
		return c.Errorf(".by", "side %q: want dark or light", a.By)
	}
	if (a.Target == "") == (a.By == "") {
		return c.Errorf("", "attack needs exactly one of target: (the creature attacks it) or by: (that player's cards attack the creature)")
	}
	if a.Target != "" {
		if err := c.MustName(a.Target, ".target"); err != nil {
			return err
		}
	}
	if a.DefenseValue != nil && *a.DefenseValue < 0 {
		return c.Errorf(".defense_value", "defense value %g: cannot be negative", *a.DefenseValue)
	}
	return nil
}

// Draw checks a draw question and resolves its card.
func (c *Checker) Draw(d *DrawAction) error { return c.l.checkDraw(c.key, d) }

// HandCheck checks a hand_duplicates question and resolves the hand.
func (c *Checker) HandCheck(h *HandCheck) error {
	if h.Player != Dark && h.Player != Light {
		return c.Errorf("", "hand_duplicates needs player: dark or light")
	}
	for i, name := range c.l.t.State.Hands[h.Player] {
		card, err := c.l.handCard(name, fmt.Sprintf("$.hands.%s[%d]", h.Player, i))
		if err != nil {
			return err
		}
		h.Resolved = append(h.Resolved, card)
	}
	if h.By != "" {
		var err error
		h.ByCard, err = c.HandCard(h.By, ".by")
		return err
	}
	return nil
}

func (l *loader) checkDraw(path string, d *DrawAction) error {
	if d.Player != Dark && d.Player != Light {
		return l.errorf(l.pos(path), "draw needs player: dark or light")
	}
	known := false
	for _, a := range drawActions {
		known = known || d.Action == a
	}
	if !known {
		return l.errorf(l.pos(path+".action"), "action %q: want draw, play, recirculate, order, first or pass", d.Action)
	}
	if d.Action == "play" && d.Card == "" {
		return l.errorf(l.pos(path), "action play needs card: the card played or used")
	}
	if d.Count != nil && *d.Count < 0 {
		return l.errorf(l.pos(path+".count"), "count %g: cannot be negative", *d.Count)
	}
	if d.Card == "" {
		return nil
	}
	if p := l.t.Piece(d.Card); p != nil {
		d.Resolved = p.Card
		return nil
	}
	c, err := l.handCard(d.Card, path+".card")
	d.Resolved = c
	return err
}

// checkTurnRecord checks that this_turn names cards on table where it must.
func (l *loader) checkTurnRecord() error {
	r := l.t.State.ThisTurn
	if r == nil {
		return nil
	}
	for _, list := range []struct {
		field string
		names []string
	}{{"deployed", r.Deployed}, {"replaced", r.Replaced}, {"used", r.Used}, {"pending", r.Pending}} {
		for i, name := range list.names {
			if err := l.mustName(name, fmt.Sprintf("$.this_turn.%s[%d]", list.field, i)); err != nil {
				return err
			}
		}
	}
	for s, titles := range r.Played {
		if s != Dark && s != Light {
			return l.errorf(l.pos("$.this_turn.played"), "side %q: want dark or light", s)
		}
		l.resolvePlayed(r, s, titles)
	}
	return nil
}

// resolvePlayed keeps the played titles that name one card.
func (l *loader) resolvePlayed(r *TurnRecord, s Side, titles []string) {
	db := l.cardsDB()
	if db == nil {
		return
	}
	for _, title := range titles {
		if res := db.Resolve(title); len(res.Match) == 1 {
			if r.PlayedCards == nil {
				r.PlayedCards = map[Side][]*cards.Card{}
			}
			r.PlayedCards[s] = append(r.PlayedCards[s], res.Match[0])
		}
	}
}
