package deck

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
)

// refPersonas is the Glossary's rule that no more than one version of a
// unique persona may be on table at a time.
var refPersonas = cite(familyGlossary, "first paragraph: one version of a unique persona on table at a time", "personas")

// notePersonas notes every unique persona that several different cards of
// the deck represent (as themselves or as a permanent pilot, weapon or
// astromech). A deck may hold them all; only one may be on table at a
// time, which matters in play, not for legality: a note, never a finding.
func notePersonas(rep *Report) {
	var order []string
	by := map[string][]*Card{}
	for i := range rep.Cards {
		c := &rep.Cards[i]
		if c.card == nil || c.card.Uniqueness != cards.Unique {
			continue
		}
		for _, p := range cardPersonas(c.card) {
			if !containsCard(by[p], c.card) {
				if by[p] == nil {
					order = append(order, p)
				}
				by[p] = append(by[p], c)
			}
		}
	}
	for _, p := range order {
		cs := by[p]
		if len(cs) < 2 {
			continue
		}
		var parts []string
		for _, c := range cs {
			parts = append(parts, fmt.Sprintf("%s (line %d)", cardLabel(c.card), c.Line))
		}
		rep.note(cs[0].Line, cs[0].Col, []glossary.Ref{refPersonas}, "%s are versions of the %s persona: the deck may hold them all, but only one may be on table at a time", joinAnd(parts), p)
	}
}

// cardPersonas are the personas a card represents, its permanent ones
// ("pilot:Vader") included.
func cardPersonas(c *cards.Card) []string {
	out := append([]string{}, c.Personas...)
	for _, p := range c.PermanentPersonas {
		_, name, ok := strings.Cut(p, ":")
		if !ok {
			name = p
		}
		out = append(out, name)
	}
	return out
}

// containsCard is true when cs already holds a card of c's title (two
// lines of one card are copies, not versions).
func containsCard(cs []*Card, c *cards.Card) bool {
	for _, o := range cs {
		if titleKey(o.card.Title) == titleKey(c.Title) {
			return true
		}
	}
	return false
}

// joinAnd is "a, b and c".
func joinAnd(parts []string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
