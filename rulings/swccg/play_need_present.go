package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// "All your characters present in battle move away": the result is on the
// player's characters present in the battle (taking part, and not inside
// an enclosed vehicle or a starship, where they are not present), so with
// none there is nothing for it to do. The step lists those it affects.
var playNeedPresent = addPlayNeed(playNeed{name: "the characters present it affects", reads: func(s string) bool { return rePlayAllPresent().MatchString(s) }, check: checkPlayPresent})

var rePlayAllPresent = lazyregexp.New(`(?i)\ball your characters present in (?:the )?battle\b`)

func checkPlayPresent(pl *playing, fn playFunction) bool {
	if !rePlayAllPresent().MatchString(fn.text) || pl.t.State.Battle == nil {
		return true
	}
	var present, inside []string
	for _, p := range participants(pl.t, pl.q.Player) {
		if p.Card.Type != "Character" || !p.Active() || p.Entry.Excluded {
			continue
		}
		if p.Host != nil && p.Host.Enclosed() {
			inside = append(inside, p.Name+" (inside "+p.Host.Name+")")
			continue
		}
		present = append(present, p.Name)
	}
	if len(present) == 0 {
		return pl.no(fn, refs(presentNotInside), fmt.Sprintf("No. %s has no character present in the battle for %s to affect.", sideTitle(pl.q.Player), pl.card.Title),
			"it affects all of %s's characters present in battle, and there are none%s.", pl.q.Player, notPresentWords(inside))
	}
	pl.met(fn, refs(presentNotInside), "it affects all of %s's characters present in battle: %s%s.", pl.q.Player, strings.Join(present, ", "), notPresentWords(inside))
	return true
}

func notPresentWords(inside []string) string {
	if len(inside) == 0 {
		return ""
	}
	return "; not present: " + strings.Join(inside, ", ")
}
