package deck

import (
	"fmt"
	"strconv"

	"github.com/judge-swccg/judge/glossary"
)

// ruleDeckSize: the deck holds exactly the format's number of cards, 60
// when the format does not say (the Glossary's game deck).
var ruleDeckSize = &formatRule{
	key:  "deckSize",
	kind: "construction",
	doc:  "the number of cards the deck must hold; 60 when not given",
	read: func(fd *Field) error {
		n, err := strconv.Atoi(fd.Values[0].Text)
		if fd.List || fd.Values[0].String || err != nil || n < 1 || n > MaxCount {
			return fmt.Errorf("a number of cards from 1 to %d is expected", MaxCount)
		}
		return nil
	},
	deck: func(fc *formatCheck, fd *Field) {
		size := formatDeckSize(fc.format)
		if fc.rep.Total == size {
			return
		}
		var cites []glossary.Ref
		if size == DeckSize {
			cites = []glossary.Ref{refObjective, refReserveDeck}
		}
		rule := fc.cite(fd, nil)
		if fd == nil {
			rule.Key, rule.Value = "deckSize", strconv.Itoa(DeckSize)+" (not given: the default)"
		}
		fc.rep.faultRule(0, 0, rule, cites, "deck has %d cards; %s takes %d", fc.rep.Total, fc.format.Name, size)
	},
}

// formatDeckSize is the number of cards format f takes.
func formatDeckSize(f *Format) int {
	if fd := f.field("deckSize"); fd != nil {
		if n, err := strconv.Atoi(fd.Values[0].Text); err == nil {
			return n
		}
	}
	return DeckSize
}
