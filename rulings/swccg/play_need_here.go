package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A card on table's action speaks of "here", its own location: "unless a
// vehicle here" forbids the action while such a card is there; "may
// target a Dark Jedi here" needs one there. An Interrupt in hand has no
// "here": the words are left to the assumptions.
var playNeedHere = addPlayNeed(playNeed{name: "a card here", reads: func(s string) bool {
	return rePlayUnlessHere().MatchString(s) || rePlayTargetHere().MatchString(s)
}, check: checkPlayHere})

var (
	rePlayUnlessHere = lazyregexp.New(`(?i)\bunless (an? [^,;.]+?) (?:is )?here\b`)
	rePlayTargetHere = lazyregexp.New(`(?i)\bmay target (an?|one) ([^,;.]+?) here\b`)
)

func checkPlayHere(pl *playing, fn playFunction) bool {
	if pl.piece == nil || pl.piece.Location() == "" {
		return true
	}
	where := pl.piece.Location()
	if m := rePlayUnlessHere().FindStringSubmatch(fn.text); m != nil {
		if there := pieceNames(withAt(pl.t, pl.piece, m[1])); len(there) > 0 {
			return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s's action says %q: %s is at %s.", pl.card.Title, m[0], strings.Join(there, ", "), where),
				"%q: %s is at %s.", m[0], strings.Join(there, ", "), where)
		}
		if !pl.readsHere(m[1]) {
			pl.r.Assume("%q: words this rule does not wholly read against the table: taken as none at %s", m[0], where)
		} else {
			pl.met(fn, refs(glossInterrupt), "%q: there is none at %s.", m[0], where)
		}
	}
	if m := rePlayTargetHere().FindStringSubmatch(fn.text); m != nil {
		there := pieceNames(withAt(pl.t, pl.piece, "a "+m[2]))
		if len(there) == 0 && !pl.readsHere("a "+m[2]) {
			pl.r.Assume("%q: words this rule does not wholly read against the table: taken as there", m[0])
			return true
		}
		if len(there) == 0 {
			return pl.no(fn, refs(targetSelects), fmt.Sprintf("No. %s has no target: no %s at %s.", pl.card.Title, m[2], where),
				"%q: no %s is at %s.", m[0], m[2], where)
		}
		pl.met(fn, refs(targetSelects), "%q: %s at %s.", m[0], strings.Join(there, ", "), where)
	}
	return true
}

// readsHere: the words are read against the table when they are kinds of
// card, or name some card on it (elsewhere): then none here is a fact,
// not words left unread.
func (pl *playing) readsHere(words string) bool {
	if kindWords(strings.TrimPrefix(strings.TrimPrefix(words, "an "), "a ")) {
		return true
	}
	for _, p := range pl.t.Pieces {
		if p.Active() && namesCard(words, p, pl.piece) {
			return true
		}
	}
	return false
}
