package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// "If a battle was just initiated involving Han and any Lando", "During
// any battle involving both Vader and Obi-Wan": each card named takes part
// in the battle (at its location, not excluded, captive or missing).
var playNeedInvolving = addPlayNeed(playNeed{name: "the cards a battle involves", reads: func(s string) bool { return rePlayInvolving().MatchString(s) }, check: checkPlayInvolving})

var rePlayInvolving = lazyregexp.New(`(?i)\bbattle (?:was )?(?:just initiated )?(?:at [^,.]*? )?involving (?:both )?(.+?)(?:,|\.|$)`)

func checkPlayInvolving(pl *playing, fn playFunction) bool {
	m := rePlayInvolving().FindStringSubmatch(fn.text)
	if m == nil || pl.t.State.Battle == nil {
		return true // timing decides there is no battle
	}
	var in []string
	for _, who := range strings.Split(m[1], " and ") {
		p := involved(pl, who)
		if p == nil {
			return pl.no(fn, refs(involvedTogether, refExcluded), fmt.Sprintf("No. The battle does not involve %s.", who),
				"it needs a battle involving %s, and %s takes part in none here (excluded, captive and missing cards do not).", m[1], who)
		}
		in = append(in, p.Name)
	}
	pl.met(fn, refs(involvedTogether), "the battle involves %s: %s.", m[1], strings.Join(in, ", "))
	return true
}

// involved is a participant of the battle that the words name ("your
// Wookiee": the player's).
func involved(pl *playing, who string) *table.Piece {
	owner, what := ownerWords(pl.q.Player, who)
	for _, side := range table.Sides {
		for _, p := range participants(pl.t, side) {
			if p.Active() && !p.Entry.Excluded && (owner == "" || p.Owner() == owner) && namesCard(what, p, p) {
				return p
			}
		}
	}
	return nil
}
