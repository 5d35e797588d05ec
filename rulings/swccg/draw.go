package swccg

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Draw rules on the actions of the draw phase and the end of the turn.
var Draw = register(&Rule[*table.DrawAction]{
	ID:       "draw",
	Title:    "Draw phase and end of turn",
	Question: "draw",
	Check:    (*table.Checker).Draw,
	Describe: describeDraw,
	Doc: `In your draw phase each draw from the Force Pile is a separate action
(other actions may come between), optional, with no hand-size limit; a
card's required draw must be made ("up to X" means at least 1), from where it
says. When you stop, both players re-circulate their Used Piles. End of
turn follows: still the turn of the player whose turn ended for every
purpose, card uniqueness included; the mandatory and automatic end-of-turn
actions first, in the order that player chooses; then optional end-of-turn
actions, that player first, then alternating. Only end-of-turn actions and
valid responses may be played. When neither player has one left the turn
ends at once, with no second re-circulation. The One Rule keeps a "once
during your draw phase" text from repeating.`,
	Cites: []glossary.Ref{refDrawPhase, refDrawingCards, refEndOfTurn, refUntilEnd, refDrawEx, refEndEx, glossDrawPhase, glossRecirc, glossUnique},
	Run:   runDraw,
})

var (
	drawText = lazyregexp.New(`(?i)\b(may )?draw (up to )?(\d+|one|two|three) cards?(?: from ([^.,;]+))?`)
	numbers  = map[string]float64{"one": 1, "two": 2, "three": 3}
)

func runDraw(t *table.Table, d *table.DrawAction) rulings.Ruling {
	var r rulings.Ruling
	st := t.State
	if st.Turn == "" {
		r.Assume("turn not given: taken as %s's", d.Player)
	}
	turn := st.Turn
	if turn == "" {
		turn = d.Player
	}
	end := st.Phase == "end"
	switch {
	case end:
		r.Stepf([]glossary.Ref{endStillTurn}, "This is the end of %s's turn (both Used Piles re-circulated): for every purpose it is still %s's turn, card uniqueness included.", turn, turn)
	case st.Phase == "draw":
		r.Stepf([]glossary.Ref{refDrawPhase}, "This is %s's draw phase, the sixth and last phase of the turn.", turn)
	case st.Phase == "":
		r.Assume("phase not given: taken as %s's draw phase", turn)
	}
	var ok bool
	var why string
	var losses []string // the Force losses of the mandatory end-of-turn actions
	switch d.Action {
	case "draw":
		ok, why = ruleDraw(t, d, turn, end, &r)
	case "play":
		ok, why = rulePlay(t, d, turn, end, &r)
	case "recirculate":
		if end {
			r.Stepf([]glossary.Ref{endAfterRecirc, refDrawEx, refEndEx}, "Both players re-circulated at the end of the draw phase; there is no second re-circulation, even with cards on the Used Pile since: they stay there until the end of the next turn.")
			ok, why = false, "the Used Piles were already re-circulated this turn"
		} else {
			r.Stepf([]glossary.Ref{refDrawPhase, glossRecirc}, "When %s has finished drawing, %s re-circulates the Used Pile under the Reserve Deck, and the opponent must do the same; then the turn ends.", turn, turn)
			ok = true
		}
	case "order":
		ok, why, losses = ruleOrder(t, d, turn, end, &r)
	case "first":
		ok, why = ruleFirst(t, d, turn, end, &r)
	case "pass":
		r.Stepf([]glossary.Ref{endTurnEnds, refEndEx}, "%s passes. Once neither player has an end-of-turn action to play or resolve, the turn ends and the next begins at once with its start of turn; nothing happens between turns.", d.Player)
		ok = true
	}
	what := actionText(d)
	if ok {
		r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("%s may %s now.", d.Player, what)
	} else {
		r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("%s may not %s now: %s.", d.Player, what, why)
	}
	if len(losses) > 0 {
		r.Answer += " " + strings.Join(losses, "; ") + "."
	}
	return r
}

func ruleDraw(t *table.Table, d *table.DrawAction, turn table.Side, end bool, r *rulings.Ruling) (bool, string) {
	if d.Resolved != nil {
		m := drawText().FindStringSubmatch(d.Resolved.GameText)
		if m == nil {
			r.Stepf([]glossary.Ref{refDrawingCards}, "%s's text does not draw cards.", d.Resolved.Title)
			return false, d.Resolved.Title + " does not draw cards"
		}
		most, _ := strconv.ParseFloat(m[3], 64)
		if v, ok := numbers[strings.ToLower(m[3])]; ok {
			most = v
		}
		least := most
		if m[2] != "" {
			least = 1
		}
		from := "Force Pile"
		if m[4] != "" {
			from = strings.TrimSpace(m[4])
		}
		if m[1] != "" {
			r.Stepf([]glossary.Ref{refDrawingCards}, "%s: \"%s\" is optional; it draws from %s.", d.Resolved.Title, m[0], from)
			least = 0
		} else {
			r.Stepf([]glossary.Ref{refDrawingCards, refDrawEx}, "%s: \"%s\" is required: it must draw that amount (or as many as possible); \"up to X\" means at least 1. It draws from %s, not the Force Pile.", d.Resolved.Title, m[0], from)
		}
		if d.Count == nil {
			r.Stepf([]glossary.Ref{refDrawingCards}, "%s must draw between %g and %g cards.", d.Player, least, most)
			return true, ""
		}
		if n := *d.Count; n < least || n > most {
			r.Stepf([]glossary.Ref{refDrawingCards, refDrawEx}, "Drawing %g is outside %g to %g.", n, least, most)
			return false, fmt.Sprintf("%s draws between %g and %g cards", d.Resolved.Title, least, most)
		}
		r.Stepf([]glossary.Ref{refDrawingCards}, "Drawing %g is within %g to %g.", *d.Count, least, most)
		return true, ""
	}
	switch {
	case end:
		r.Stepf([]glossary.Ref{endOnly}, "Drawing from the Force Pile is a draw-phase action, not an end-of-turn action: only end-of-turn actions and valid responses may be played now.")
		return false, "drawing is not an end-of-turn action"
	case d.Player != turn:
		r.Stepf([]glossary.Ref{refDrawPhase, glossDrawPhase}, "Only the player whose draw phase it is draws from the Force Pile; it is %s's.", turn)
		return false, "it is not " + string(d.Player) + "'s draw phase"
	}
	r.Stepf([]glossary.Ref{refDrawingCards, refDrawEx}, "Each draw is a separate action, so %s may draw, take another action, and draw again; drawing is optional (Force left in the Force Pile may be used in the opponent's turn) and there is no hand-size limit. Cards come from the Force Pile.", d.Player)
	return true, ""
}

func rulePlay(t *table.Table, d *table.DrawAction, turn table.Side, end bool, r *rulings.Ruling) (bool, string) {
	c := d.Resolved
	rec := t.State.ThisTurn
	if rec == nil {
		rec = &table.TurnRecord{}
	}
	unique := c.Uniqueness == cards.Unique || slices.ContainsFunc(rec.Unique, func(n string) bool { return glossary.Fold(n) == glossary.Fold(c.Title) })
	played := slices.ContainsFunc(rec.Played[d.Player], func(n string) bool { return glossary.Fold(n) == glossary.Fold(c.Title) })
	if unique && played && c.Type == "Interrupt" {
		cites := []glossary.Ref{uniqueInterrupt, refDrawEx}
		if end {
			cites = []glossary.Ref{endStillTurn, refEndEx}
		}
		r.Stepf(cites, "%s is unique this turn and %s already played one this turn; the end of the turn is still the same turn, so a unique card may be played only once.", c.Title, d.Player)
		return false, c.Title + " is unique and was already played this turn"
	}
	if slices.ContainsFunc(rec.Used, func(n string) bool { return glossary.Fold(n) == glossary.Fold(c.Title) }) && strings.Contains(strings.ToLower(c.GameText), "during your draw phase") {
		r.Stepf([]glossary.Ref{refDrawEx}, "%s's text was already used this draw phase: it names one action and a time frame, so the One Rule allows it once.", c.Title)
		return false, c.Title + "'s text was already used this draw phase"
	}
	if !end {
		r.Stepf([]glossary.Ref{refDrawPhase, refDrawEx}, "Other actions may be taken in the draw phase, between draws: drawing is a series of separate actions.")
		return true, ""
	}
	if d.RespondsTo != "" {
		r.Stepf([]glossary.Ref{endOnly, refEndEx}, "%s responds to %s: valid responses may be played at end of turn, and need not respond to an end-of-turn action.", c.Title, d.RespondsTo)
		return true, ""
	}
	eot := d.EndOfTurn || strings.Contains(strings.ToLower(c.GameText), "end of")
	if !eot {
		r.Stepf([]glossary.Ref{endOnly, refDrawEx, refEndEx}, "%s is not an end-of-turn action, and it responds to nothing: only end-of-turn actions or valid responses may be played now.", c.Title)
		return false, "only end-of-turn actions or valid responses may be played at end of turn"
	}
	if len(rec.Pending) > 0 {
		r.Stepf([]glossary.Ref{endMandatoryFirst, refUntilEnd}, "The mandatory and automatic end-of-turn actions (%s) come before any optional one.", strings.Join(rec.Pending, ", "))
		return false, "mandatory end-of-turn actions are still pending"
	}
	r.Stepf([]glossary.Ref{endOptionalOrder, refEndEx}, "%s's action is an optional end-of-turn action: the mandatory ones are done, so it may be played in %s's chance (%s first, then alternating).", c.Title, d.Player, turn)
	return true, ""
}

// ruleOrder: who orders the mandatory end-of-turn actions, and what they
// cost each player (losses is one summary per Force loss).
func ruleOrder(t *table.Table, d *table.DrawAction, turn table.Side, end bool, r *rulings.Ruling) (ok bool, why string, losses []string) {
	var pending []string
	if t.State.ThisTurn != nil {
		pending = t.State.ThisTurn.Pending
	}
	if !end {
		r.Stepf([]glossary.Ref{endAfterRecirc}, "End-of-turn actions begin once both players have re-circulated.")
		return false, "it is not the end of the turn yet", nil
	}
	r.Stepf([]glossary.Ref{endMandatoryFirst, refUntilEnd, refEndEx}, "Mandatory end-of-turn actions (%s), maintenance costs and \"until end of turn\" effects wearing off included, resolve as automatic actions before any optional action, in the order the player whose turn just ended chooses: %s.", orNone(pending), turn)
	losses = endOfTurnLosses(t, pending, turn, r)
	if d.Player != turn {
		return false, "the order is " + string(turn) + "'s to choose", losses
	}
	return true, "", losses
}

func ruleFirst(t *table.Table, d *table.DrawAction, turn table.Side, end bool, r *rulings.Ruling) (bool, string) {
	if !end {
		r.Stepf([]glossary.Ref{endAfterRecirc}, "Optional end-of-turn actions come at the end of the turn, after both players re-circulated.")
		return false, "it is not the end of the turn yet"
	}
	if t.State.ThisTurn != nil && len(t.State.ThisTurn.Pending) > 0 {
		r.Stepf([]glossary.Ref{endMandatoryFirst}, "Mandatory end-of-turn actions (%s) are still pending; they come before any optional action.", strings.Join(t.State.ThisTurn.Pending, ", "))
		return false, "mandatory end-of-turn actions are still pending"
	}
	r.Stepf([]glossary.Ref{endOptionalOrder, refEndEx}, "The player whose turn just ended, %s, has the first chance to initiate an optional end-of-turn action (passing if there is none), then the players alternate.", turn)
	if d.Player != turn {
		return false, string(turn) + " acts first"
	}
	return true, ""
}

// actionText says what the player asks to do, for the answer.
func actionText(d *table.DrawAction) string {
	switch d.Action {
	case "draw":
		if d.Resolved == nil {
			return "draw a card"
		}
		if d.Count != nil {
			return fmt.Sprintf("draw %g by %s", *d.Count, d.Resolved.Title)
		}
		return "draw by " + d.Resolved.Title
	case "play":
		return "play " + d.Resolved.Title
	case "recirculate":
		return "re-circulate the Used Pile"
	case "order":
		return "choose the order of the mandatory end-of-turn actions"
	case "first":
		return "take the first optional end-of-turn action"
	}
	return d.Action
}

func describeDraw(d *table.DrawAction) string {
	s := fmt.Sprintf("draw: %s %s", d.Player, d.Action)
	if d.Card != "" {
		s += " " + d.Card
	}
	if d.Count != nil {
		s += fmt.Sprintf(" (%g)", *d.Count)
	}
	if d.RespondsTo != "" {
		s += " in response to " + d.RespondsTo
	}
	return s
}
