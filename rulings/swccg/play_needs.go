package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
)

// What an Interrupt's text needs on table besides its timing and Force:
// a card to target, a card to move and somewhere it can go, the cards a
// battle must involve. Each need is its own unit (play_need_*.go),
// added to playNeeds where it is declared; runPlay asks every one.

// playNeed reads one kind of requirement from a function's words; check
// is false when the table shows it cannot be met (the step says why) and
// states an assumption when the table cannot tell.
type playNeed struct {
	name string
	// reads says whether the words state this need at all.
	reads func(text string) bool
	check func(pl *playing, fn playFunction) bool
}

var playNeeds []playNeed

func addPlayNeed(n playNeed) playNeed {
	playNeeds = append(playNeeds, n)
	return n
}

// needsMet asks every need of fn's words.
func (pl *playing) needsMet(fn playFunction) bool {
	for _, n := range playNeeds {
		if !n.check(pl, fn) {
			return false
		}
	}
	return true
}

// reads says whether the rule reads any condition of fn's words: a time
// it sets or a need it states. An alternative of which none is read is
// not ruled on (the answer says so), rather than taken as playable.
func (pl *playing) reads(fn playFunction) bool {
	if timingClause(fn) {
		return true
	}
	for _, n := range playNeeds {
		if n.reads(fn.text) {
			return true
		}
	}
	return false
}

// met states a need of fn the table meets, after fn's label when it has
// one ("second alternative: it cancels …").
func (pl *playing) met(fn playFunction, cites []glossary.Ref, format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	if fn.label != "" {
		text = fn.label + ": " + text
	} else {
		text = strings.ToUpper(text[:1]) + text[1:]
	}
	pl.r.Stepf(cites, "%s", text)
}

// forceLeft is the player's Force Pile after fn's own "use N Force", and
// whether the file gives it.
func (pl *playing) forceLeft(fn playFunction) (float64, bool) {
	piles := pl.t.PilesOf(pl.q.Player)
	if piles == nil || piles.ForcePile == nil {
		return 0, false
	}
	left := float64(*piles.ForcePile)
	if m := playForce().FindStringSubmatch(fn.text); m != nil {
		var n float64
		for _, d := range m[1] {
			n = n*10 + float64(d-'0')
		}
		left -= n
	}
	return left, true
}
