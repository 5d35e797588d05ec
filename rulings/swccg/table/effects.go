package table

import (
	"fmt"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/rulings"
)

// InPlay is an effect in play: a resolved card whose text the engine
// reads, or an effect written out in the file (Card nil).
type InPlay struct {
	Entry *Effect
	Card  *cards.Card
	Pos   rulings.Pos
}

// Source names what produces the effect.
func (e *InPlay) Source() string {
	if e.Card != nil {
		return e.Card.Title
	}
	return e.Entry.Card
}

func (l *loader) resolveEffects() error {
	for i := range l.t.State.Effects {
		e := &l.t.State.Effects[i]
		at := l.pos(fmt.Sprintf("$.effects[%d].card", i))
		ip := &InPlay{Entry: e, Pos: at}
		if e.Kind == "" {
			if l.cardsDB() == nil {
				return l.errorf(at, "effect %q: no card database; give --cards DIR or spell the effect out with kind:, level: and to:", e.Card)
			}
			c, err := l.lookup(e.Card, at)
			if err != nil {
				return err
			}
			ip.Card = c
		}
		for j, name := range e.To {
			if err := l.mustName(name, fmt.Sprintf("$.effects[%d].to[%d]", i, j)); err != nil {
				return err
			}
		}
		l.t.Effects = append(l.t.Effects, ip)
	}
	return nil
}
