package swccg

// What an Interrupt's text needs on table besides its timing and Force:
// a card to target, a card to move and somewhere it can go, the cards a
// battle must involve. Each need is its own unit (play_need_*.go),
// added to playNeeds where it is declared; runPlay asks every one.

// playNeed reads one kind of requirement from a function's words; check
// is false when the table shows it cannot be met (the step says why) and
// states an assumption when the table cannot tell.
type playNeed struct {
	name  string
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
