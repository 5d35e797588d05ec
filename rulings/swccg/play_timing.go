package swccg

import (
	"fmt"
	"strconv"
	"strings"
)

// The time an action's text sets ("During your control phase", "If a
// battle was just initiated", "At any time (except during battle)"), and
// its Force cost, against the table.

// timingClause says whether fn's words set a time timing reads.
func timingClause(fn playFunction) bool {
	return strings.HasPrefix(fn.label, "STARTING") || playJust().MatchString(fn.text) ||
		strings.Contains(strings.ToLower(fn.text), "except during battle") || playPhase().MatchString(fn.text) ||
		playDuring().MatchString(fn.text) || playTurn().MatchString(fn.text)
}

// timing checks the time the function's text sets against the table.
func (pl *playing) timing(fn playFunction) bool {
	st, who := pl.t.State, pl.q.Player
	b := st.Battle
	inBattle := b != nil && !b.Attack && b.Canceled == ""
	prefix := ""
	if fn.label != "" {
		prefix = fn.label + ": "
	}
	if strings.HasPrefix(fn.label, "STARTING") {
		return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s's STARTING function plays only as the starting Interrupt, at the start of the game.", pl.card.Title),
			"a STARTING function is played only as the starting Interrupt, before the first turn.")
	}
	if m := playJust().FindStringSubmatch(fn.text); m != nil {
		return pl.justInitiated(fn, m)
	}
	if strings.Contains(strings.ToLower(fn.text), "except during battle") {
		if inBattle {
			return pl.no(fn, refs(duringBattle), fmt.Sprintf("No. %s may not be played during a battle.", pl.card.Title),
				"%q: a battle is in progress at %s.", "except during battle", b.At)
		}
		pl.r.Stepf(refs(duringBattle), "%s%q: no battle is in progress.", prefix, "At any time (except during battle)")
		return true
	}
	if m := playPhase().FindStringSubmatch(fn.text); m != nil {
		phase := strings.ToLower(m[2])
		whose := strings.TrimPrefix(strings.ToLower(m[1]), "each of ") // "each of your control phases": the player's
		if st.Phase == "" || st.Turn == "" {
			pl.r.Stepf(refs(glossInterrupt), "%s%q: the file gives no turn: or phase:.", prefix, m[0])
			pl.r.Assume("taken as the time %q names", m[0])
			return true
		}
		ownTurn := whose == "your" && st.Turn == who || whose == "opponent's" && st.Turn != who || whose != "your" && whose != "opponent's"
		if st.Phase != phase || !ownTurn {
			return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s plays %s; it is %s's %s phase.", pl.card.Title, strings.ToLower(m[0]), st.Turn, st.Phase),
				"%q: it is %s's %s phase.", m[0], st.Turn, st.Phase)
		}
		pl.r.Stepf(refs(glossInterrupt), "%s%q: it is %s's %s phase.", prefix, m[0], st.Turn, st.Phase)
		return true
	}
	if playDuring().MatchString(fn.text) {
		if !inBattle {
			why := "no battle is in progress"
			if b != nil && b.Canceled != "" {
				why = fmt.Sprintf("the battle at %s was canceled (%s): it has no result", b.At, b.Canceled)
			}
			return pl.no(fn, refs(duringBattle, cancelNoResult), fmt.Sprintf("No. %s plays during a battle, and %s.", pl.card.Title, why), "it plays during a battle, and %s.", why)
		}
		pl.r.Stepf(refs(duringBattle), "%sit plays during a battle: the battle at %s is in progress.", prefix, b.At)
		return true
	}
	if ok, handled := pl.turnTiming(fn); handled {
		return ok
	}
	pl.r.Stepf(refs(glossInterrupt), "%sits text sets no time: an Interrupt plays during either player's turn, whenever an action may be initiated.", prefix)
	return true
}

// justInitiated: a 'just' response to a battle's initiation, before the
// battle has a result; a canceled battle never has one.
func (pl *playing) justInitiated(fn playFunction, m []string) bool {
	b, st, who := pl.t.State.Battle, pl.t.State, pl.q.Player
	prefix := ""
	if fn.label != "" {
		prefix = fn.label + ": "
	}
	switch {
	case b == nil || b.Attack:
		return pl.no(fn, refs(justActions), fmt.Sprintf("No. %s responds to a battle just initiated, and no battle is being initiated.", pl.card.Title),
			"%q: no battle was just initiated.", m[0])
	case b.Canceled != "":
		return pl.no(fn, refs(justActions, cancelNoResult), fmt.Sprintf("No. The battle at %s was canceled (%s): %s may no longer respond to its initiation.", b.At, b.Canceled, pl.card.Title),
			"%q: the battle at %s was canceled by %s, which intervened after its initiation and left it no result; the 'just initiated' moment is over.", m[0], b.At, b.Canceled)
	case st.Segment != "" && st.Segment != "initiation":
		return pl.no(fn, refs(justInitiatedResponses, justActions), fmt.Sprintf("No. The battle at %s is in its %s segment: it was not just initiated.", b.At, st.Segment),
			"%q: responses to the initiation come before the battle begins its result; it is in the %s segment.", m[0], st.Segment)
	}
	switch m[1] {
	case "opponent":
		if b.Initiator != "" && b.Initiator == who {
			return pl.no(fn, refs(justActions), fmt.Sprintf("No. %s initiated the battle itself; %s answers an opponent's.", sideTitle(who), pl.card.Title), "%q: %s initiated it.", m[0], who)
		}
	case "you":
		if b.Initiator != "" && b.Initiator != who {
			return pl.no(fn, refs(justActions), fmt.Sprintf("No. The opponent initiated the battle; %s answers the player's own.", pl.card.Title), "%q: %s initiated it.", m[0], b.Initiator)
		}
	}
	if strings.HasPrefix(strings.ToLower(m[3]), "same ") {
		if ok, decided := pl.sameLocation(fn, m[0]); decided && !ok {
			return false
		}
	} else if m[3] != "" && !pl.battlePlace(m[3]) {
		return pl.no(fn, refs(justActions), fmt.Sprintf("No. %s answers a battle %s %s; it is at %s.", pl.card.Title, m[2], m[3], b.At), "%q: the battle is at %s.", m[0], b.At)
	}
	if strings.Contains(strings.ToLower(fn.text), "with more than double your total power") && !pl.doublePower(fn) {
		return false
	}
	pl.r.Stepf(refs(justInitiatedResponses, justActions), "%s%q: the battle at %s was just initiated and has not begun its result; responses to it may be played now.", prefix, m[0], b.At)
	return true
}

// doublePower decides "with more than double your total power" (Fall
// Back!) from the battle's power:, else from each side's total power there.
func (pl *playing) doublePower(fn playFunction) bool {
	b, who := pl.t.State.Battle, pl.q.Player
	own, okOwn := b.Power[who]
	opp, okOpp := b.Power[who.Opponent()]
	if !okOwn || !okOpp {
		own, opp = pl.battleTotals(who)
	}
	if opp <= 2*own {
		return pl.no(fn, refs(justActions), fmt.Sprintf("No. %s needs the opponent's total power above double %s's: %s against %s.", pl.card.Title, who, num(opp), num(own)),
			"\"with more than double your total power\": %s's %s is not more than double %s's %s.", who.Opponent(), num(opp), who, num(own))
	}
	pl.r.Stepf(refs(justActions), "\"with more than double your total power\": %s's %s is more than double %s's %s.", who.Opponent(), num(opp), who, num(own))
	return true
}

// battlePlace: the battle's location is of the kind the text names.
func (pl *playing) battlePlace(kind string) bool {
	l := place(pl.t, pl.t.State.Battle.At)
	switch {
	case strings.Contains(kind, "system or sector"):
		return isSystem(l) || isSector(l)
	case strings.Contains(kind, "system"):
		return isSystem(l)
	case strings.Contains(kind, "sector"):
		return isSector(l)
	case strings.Contains(kind, "exterior"):
		return isSite(l) && (l.Exterior == nil || *l.Exterior || l.Both)
	case strings.Contains(kind, "interior"):
		return isSite(l) && (l.Exterior == nil || !*l.Exterior || l.Both)
	}
	return isSite(l)
}

// force: "Use N Force" needs N in the Force Pile, when the file gives it.
func (pl *playing) force(fn playFunction) bool {
	m := playForce().FindStringSubmatch(fn.text)
	if m == nil {
		return true
	}
	n, _ := strconv.Atoi(m[1])
	piles := pl.t.PilesOf(pl.q.Player)
	if piles == nil || piles.ForcePile == nil {
		pl.r.Stepf(refs(glossInterrupt), "It costs %d Force; the file gives no Force Pile for %s.", n, pl.q.Player)
		return true
	}
	if *piles.ForcePile < n {
		return pl.no(fn, refs(glossInterrupt), fmt.Sprintf("No. %s costs %d Force and %s's Force Pile holds %d.", pl.card.Title, n, pl.q.Player, *piles.ForcePile),
			"it costs %d Force; %s's Force Pile holds %d.", n, pl.q.Player, *piles.ForcePile)
	}
	pl.r.Stepf(refs(glossInterrupt), "It costs %d Force; %s's Force Pile holds %d.", n, pl.q.Player, *piles.ForcePile)
	return true
}

// sameLocation: "at same site" is the acting card's own location; an
// Interrupt in hand has none, and that stays an assumption.
func (pl *playing) sameLocation(fn playFunction, words string) (ok, decided bool) {
	b := pl.t.State.Battle
	if i := strings.Index(fn.text, words); i >= 0 && strings.HasPrefix(strings.ToLower(fn.text[i+len(words):]), " as ") {
		other, _, _ := strings.Cut(strings.TrimSpace(fn.text[i+len(words):]), ",")
		pl.r.Assume("%q names the site of another card (%q), which this rule does not read: taken as the battle's", words, other)
		return true, false
	}
	if pl.piece == nil || pl.piece.Location() == "" {
		pl.r.Assume("%q: %s is not on table, so its own location is not known; taken as the battle's", words, pl.card.Title)
		return true, false
	}
	if where := pl.piece.Location(); !samePlace(where, b.At) {
		return pl.no(fn, refs(justActions), fmt.Sprintf("No. %s answers a battle at its own location, %s; the battle is at %s.", pl.card.Title, where, b.At),
			"%q: %s is at %s and the battle at %s.", words, pl.card.Title, where, b.At), true
	}
	return true, true
}
