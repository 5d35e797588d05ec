package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// An Interrupt that moves a card ("move one vehicle or starship, if within
// range, to that location (as a regular move)", "move one of your
// starships to the related system") has a result only if one of the
// player's cards it names can make that move now: the move rule decides
// each (range, pilot, kind of movement), and its cost must be payable.
var playNeedMove = addPlayNeed(playNeed{name: "a card it moves", reads: func(s string) bool { return rePlayMove().MatchString(s) }, check: checkPlayMove})

var (
	rePlayMove = lazyregexp.New(`(?i)\bmove (?:one|a) (?:of your )?((?:characters?|vehicles?|starships?)(?:,? (?:or )?(?:characters?|vehicles?|starships?))*)(?:, if within range,)? to (that location|the related system)\b`)
	// rePlayReacted: "If opponent just moved a character, vehicle or starship as a 'react' to a location".
	rePlayReacted = lazyregexp.New(`(?i)\bif (opponent|you) just moved .*? as a '?react'? to a location`)
	// rePlayHaveAtSite: "If you have a probe droid at a site".
	rePlayHaveAtSite = lazyregexp.New(`(?i)\bif you have (?:a |an )?(.+?) at a site\b`)
)

func checkPlayMove(pl *playing, fn playFunction) bool {
	m := rePlayMove().FindStringSubmatch(fn.text)
	if m == nil {
		return true
	}
	dests, why := pl.moveDestinations(fn, m[2])
	if len(dests) == 0 {
		return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s has nowhere to move a card: %s.", pl.card.Title, why),
			"it moves a card %s, and %s.", m[2], why)
	}
	left, known := pl.forceLeft(fn)
	var tried []string
	for _, p := range pl.t.Pieces {
		if p.Owner() != pl.q.Player || !p.Active() || !namesKinds(m[1], p) {
			continue
		}
		for _, dest := range dests {
			if samePlace(p.Location(), dest) {
				continue
			}
			cost, ok, why := pl.tryMove(p, dest)
			switch {
			case !ok:
				tried = append(tried, fmt.Sprintf("%s to %s (%s)", p.Name, dest, why))
			case known && cost > left:
				tried = append(tried, fmt.Sprintf("%s to %s (the move costs %g Force and %s has %g left)", p.Name, dest, cost, pl.q.Player, left))
			default:
				pl.met(fn, refs(glossInterrupt, refMoveCosts), "it moves one of %s's %s to %s: %s can make that move (%s).", pl.q.Player, m[1], dest, p.Name, moveCostWords(cost, known, left))
				return true
			}
		}
	}
	return pl.no(fn, refs(glossInterrupt, refMoveCosts), fmt.Sprintf("No. None of %s's cards can make the move %s gives.", pl.q.Player, pl.card.Title),
		"it moves one of %s's %s to %s, and none can: %s.", pl.q.Player, m[1], strings.Join(dests, " or "), orNone(tried))
}

func moveCostWords(cost float64, known bool, left float64) string {
	switch {
	case cost == 0:
		return "free"
	case known:
		return fmt.Sprintf("%g Force of the %g left", cost, left)
	}
	return fmt.Sprintf("%g Force; the file gives no Force Pile", cost)
}

// moveDestinations are where the text sends the card: the location an
// opponent's card just moved to as a 'react', or the system related to a
// site where the player has the card the text names.
func (pl *playing) moveDestinations(fn playFunction, to string) (dests []string, why string) {
	if strings.EqualFold(to, "that location") {
		rm := rePlayReacted().FindStringSubmatch(fn.text)
		if rm == nil {
			return nil, "its text names no location"
		}
		who := pl.q.Player.Opponent()
		if strings.EqualFold(rm[1], "you") {
			who = pl.q.Player
		}
		for _, p := range pl.t.Pieces {
			if p.Owner() == who && slices.Contains(p.Entry.Moved, "react") && p.Location() != "" && !containsFold(strings.Join(dests, "|"), p.Location()) {
				dests = append(dests, p.Location())
			}
		}
		return dests, fmt.Sprintf("no card of %s's moved as a 'react' this turn (moved: react)", who)
	}
	hm := rePlayHaveAtSite().FindStringSubmatch(fn.text)
	if hm == nil {
		return nil, "its text names no site to relate the system to"
	}
	var seen []string
	for _, p := range pl.t.Pieces {
		if p.Owner() != pl.q.Player || !p.Active() || p.Entry.Undercover || !namesCard(hm[1], p, p) {
			continue
		}
		at := place(pl.t, p.Location())
		if at == nil || !isSite(at) {
			continue
		}
		sys := systemOfPlace(pl.t, at)
		if l := pl.t.Location(sys); l != nil && isSystem(l) {
			dests = append(dests, l.Name)
		} else {
			seen = append(seen, fmt.Sprintf("%s's related system %s is not on table", p.Name, sys))
		}
	}
	if len(seen) == 0 {
		seen = append(seen, fmt.Sprintf("%s has no %s at a site", pl.q.Player, hm[1]))
	}
	return dests, strings.Join(seen, "; ")
}

// tryMove asks the move rule whether p may move to dest by the
// Interrupt's text (a regular move it allows now): its cost, or why not.
func (pl *playing) tryMove(p *table.Piece, dest string) (cost float64, ok bool, why string) {
	var scratch rulings.Ruling
	m := &table.Move{Player: pl.q.Player, Cards: []string{p.Name}, To: dest, Via: pl.card.Title}
	c := newMoveCheck(pl.t, m, p.Name, &scratch)
	if c.kind == "" {
		return 0, false, "no kind of movement takes it there"
	}
	k := moveKinds[c.kind]
	if k.class != regular {
		return 0, false, "it would be " + k.title + ", not a regular move"
	}
	mc, ok, blocked := c.run(k)
	if !ok || blocked {
		return 0, false, lastStep(scratch)
	}
	if mc.free {
		return 0, true, ""
	}
	return mc.force, true, ""
}

// lastStep is the last step's words: the reason a check failed.
func lastStep(r rulings.Ruling) string {
	if len(r.Steps) == 0 {
		return "the move rule does not allow it"
	}
	return strings.TrimRight(r.Steps[len(r.Steps)-1].Text, ".")
}

// namesKinds: "vehicle or starship", "starships" name p's card type.
func namesKinds(words string, p *table.Piece) bool {
	for _, w := range strings.FieldsFunc(glossary.Fold(words), func(r rune) bool { return r == ',' || r == ' ' }) {
		if w == "or" {
			continue
		}
		if strings.EqualFold(strings.TrimSuffix(w, "s"), p.Card.Type) {
			return true
		}
	}
	return false
}
