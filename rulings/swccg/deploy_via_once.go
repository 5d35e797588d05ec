package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// viaOnce: an enabling clause that opens "Once per turn" (each copy of the
// card) or "Once per game" (all copies together) may not deploy a card
// again once the file records it used (this_turn.used / this_game.used),
// as the play rule reads a card's limited actions.
func (dp *deployment) viaOnce() {
	v := dp.d.ViaResolved
	if v == nil || dp.clause == "" {
		return
	}
	low := strings.ToLower(strings.TrimSpace(dp.clause))
	// a location's half opens with its side: "Dark: Once per game, ..."
	for _, half := range []string{"dark:", "light:"} {
		low = strings.TrimSpace(strings.TrimPrefix(low, half))
	}
	names := []string{dp.d.Via, v.Title}
	switch {
	case strings.HasPrefix(low, "once per turn") && dp.t.UsedThisTurn(names...):
		dp.r.Stepf([]glossary.Ref{oncePerTurn}, "%s's clause is once per turn, and this_turn.used records it used this turn: once per turn for each copy.", v.Title)
		dp.block("%s's once-per-turn deployment was already used this turn", v.Title)
	case strings.HasPrefix(low, "once per game") && dp.t.UsedThisGame(names...):
		dp.r.Stepf([]glossary.Ref{oncePerGame}, "%s's clause is once per game, and this_game.used records it used, by this or another copy.", v.Title)
		dp.block("%s's once-per-game deployment was already used this game", v.Title)
	}
}
