package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// "by drawing a destiny < ability of your highest-ability character on
// table" (Alter, Sense): with no character with ability on table there is
// no ability to draw against; the Glossary says so of Alter outright.
var playNeedAbility = addPlayNeed(playNeed{name: "a character with ability", reads: func(s string) bool { return rePlayHighestAbility().MatchString(s) }, check: checkPlayAbility})

var rePlayHighestAbility = lazyregexp.New(`(?i)\bability of your highest-ability character on table\b`)

func checkPlayAbility(pl *playing, fn playFunction) bool {
	if !rePlayHighestAbility().MatchString(fn.text) {
		return true
	}
	best, who := 0.0, ""
	for _, p := range pl.t.Pieces {
		if p.Owner() != pl.q.Player || p.Card.Type != "Character" || !p.Active() {
			continue
		}
		if a := p.Ability(); a.Defined && a.Value > best {
			best, who = a.Value, p.Name
		}
	}
	if who == "" {
		return pl.no(fn, refs(alterNeedsAbility), fmt.Sprintf("No. %s has no character with ability on table for %s's destiny.", sideTitle(pl.q.Player), pl.card.Title),
			"it draws a destiny against the ability of %s's highest-ability character on table, and %s has none with ability.", pl.q.Player, pl.q.Player)
	}
	pl.met(fn, refs(alterNeedsAbility), "%s's highest-ability character on table is %s (ability %s).", sideTitle(pl.q.Player), who, num(best))
	return true
}
