package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// reFreeOnHost is a card's text making a class of cards deploy free on it
// ("Jawa weapons deploy free on R'kik", "Vibro-Ax deploys free on
// Krrsantan"): the class, then the card it names.
var reFreeOnHost = lazyregexp.New(`(?i)(?:^|[.;,]\s*)(?:your\s+)?([^.;,]+?)\s+deploys?\s+(?:for\s+)?free\s+on\s+([^.;,]+)`)

// hostModifiers reads the text of the player's card that c deploys on: a
// class it makes deploy free on itself, named by a word of its title or
// "him"/"her"/"it". "may deploy free on X from Reserve Deck" is an action
// of its own, not read here.
func (dp *deployment) hostModifiers(c *cards.Card, s spot) []modifier {
	h := s.Host
	if h == nil || h.Card == nil || h.Owner() != dp.d.Player || h.Entry.TextOff() || s.Aboard {
		return nil
	}
	var out []modifier
	for _, m := range reFreeOnHost().FindAllStringSubmatch(h.Card.GameText, -1) {
		class := strings.TrimSpace(m[1])
		if strings.HasSuffix(strings.ToLower(class), " may") || !namesHost(m[2], h) {
			continue
		}
		if ok, persona := describes(class, c); ok {
			out = append(out, modifier{Free: true, From: fmt.Sprintf("%s's text %q", h.Name, strings.TrimLeft(m[0], ".;, ")) + personaNote(c, persona),
				Cites: append([]glossary.Ref{refDeployExamples}, personaCites(persona)...)})
		}
	}
	return out
}

// namesHost: the words name the host itself, by name or "him"/"her"/"it".
func namesHost(words string, h *table.Piece) bool {
	switch glossary.Fold(strings.TrimSpace(words)) {
	case "him", "her", "it":
		return true
	}
	return namesCard(words, h, h)
}
