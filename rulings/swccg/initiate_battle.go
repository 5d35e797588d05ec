package swccg

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// InitiateBattle rules whether a player may initiate a battle at a
// location now, and its cost.
var InitiateBattle = register(&Rule[*BattleAsk]{
	ID:       "initiate-battle",
	Title:    "Initiating a battle, and its cost",
	Question: "initiate_battle",
	Schema:   "description=may the player initiate a battle at the location now and at what cost?",
	Check:    checkBattleAsk,
	Describe: func(q *BattleAsk) string { return fmt.Sprintf("initiate_battle: %s at %s", q.Player, q.At) },
	Doc: `In the player's own battle phase, with no battle in progress, at a
location where the player has not battled this turn and both players have
presence (occupy it). The player's presence comes from cards that may
participate: not inactive, not "may not participate", not already battled
this turn; a card without ability counts only as its text says ("may
initiate battle", "may be battled", "may initiate battle and be battled").
A location's own text banning battles there ("no battles here", on the
asking player's side; "opponent may not initiate battle here", on the
other) stops it while its condition holds. The cost is 1 Force, plus the modifiers written out; a card making it free
prevails. With piles: given, the Force Pile must hold the cost.`,
	Cites: []glossary.Ref{refBattlePhase, refBattle, refInitiate, refOtherActions, refMayBeBattled, refMayInitiate, refMayBattle,
		refMayNotParticipate, glossPresence, glossOccupy, locationTextSide},
	Run: runInitiateBattle,
})

var (
	refBattlePhase  = table.RulesRef("Battle Phase")
	refBattle       = table.RulesRef("Battle")
	refOtherActions = table.RulesRef("Weapons Segment", "Other Actions")
)

// BattleAsk asks whether a player may initiate a battle at a location.
type BattleAsk struct {
	PlaceAsk `yaml:",inline"`
	// Cost modifies the 1 Force the battle costs (Wars Not Make One Great;
	// free: Battle Plan).
	Cost []table.CostModifier `json:"cost,omitempty" jsonschema:"description=modifiers to the cost of initiating (free: true makes it free)"`
}

func checkBattleAsk(c *table.Checker, q *BattleAsk) error {
	if err := checkPlaceAsk(c, &q.PlaceAsk); err != nil {
		return err
	}
	froms := make([]string, len(q.Cost))
	for i, m := range q.Cost {
		froms[i] = m.From
	}
	return needFrom(c, ".cost", froms, "a cost modifier needs from: the card or rule modifying the cost")
}

func runInitiateBattle(t *table.Table, q *BattleAsk) rulings.Ruling {
	var r rulings.Ruling
	p, opp, place := q.Player, q.Player.Opponent(), q.place.Name
	no := func(format string, args ...any) rulings.Ruling {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf(format, args...)
		return r
	}
	st := t.State
	switch {
	case st.Turn == "" || st.Phase == "":
		r.Assume("the file gives no turn: or phase:; taken as %s's battle phase", p)
	case st.Turn != p || st.Phase != "battle":
		r.Stepf(refs(refBattlePhase), "Battles are initiated in your own battle phase, the fourth phase; it is %s's %s phase.", st.Turn, st.Phase)
		return no("%s may not initiate a battle now: only in its own battle phase.", p)
	default:
		r.Stepf(refs(refBattlePhase), "It is %s's battle phase, in which it may initiate one or more battles.", p)
	}
	if b := st.Battle; b != nil && !b.Attack {
		r.Stepf(refs(refOtherActions), "A battle is in progress at %s: during battle, you may not initiate another battle.", b.At)
		return no("%s may not initiate a battle while the battle at %s is in progress.", p, b.At)
	}
	if t.InitiatedAt(p, "battled", place) {
		r.Stepf(refs(refBattle), "%s already battled at %s this turn: you may battle more than once during a turn, but not at the same location.", p, place)
		return no("%s may not battle at %s again this turn.", p, place)
	}
	if locationBansBattle(&r, t, q.place, p) {
		return no("%s may not initiate a battle at %s: the location's text forbids it.", p, place)
	}
	own := battlePresence(&r, t, place, p, forInitiating)
	them := battlePresence(&r, t, place, opp, forBeingBattled)
	explainPresence(&r, own, place)
	explainPresence(&r, them, place)
	if len(own.Holders) == 0 || len(them.Holders) == 0 {
		r.Stepf(refs(refBattle, refInitiate, glossOccupy), "A battle can occur at a location only if both players occupy it, i.e. both have presence there.")
		who := p
		if len(own.Holders) > 0 {
			who = opp
		}
		return no("%s may not initiate a battle at %s: %s has no presence there.", p, place, who)
	}
	cost := battleCost(&r, q.Cost)
	if piles := t.PilesOf(p); piles != nil && piles.ForcePile != nil {
		if float64(*piles.ForcePile) < cost {
			r.Stepf(refs(refInitiate), "%s's Force Pile holds %d: it cannot pay the %s Force the battle costs.", p, *piles.ForcePile, num(cost))
			return no("%s may not initiate a battle at %s: it cannot pay %s Force (Force Pile %d).", p, place, num(cost), *piles.ForcePile)
		}
		r.Stepf(refs(refInitiate), "%s's Force Pile holds %d: enough to pay %s.", p, *piles.ForcePile, num(cost))
	} else if cost > 0 {
		r.Assume("%s's Force Pile is not given (piles:): taken as able to pay %s", p, num(cost))
	}
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may initiate a battle at %s for %s Force; %s is the defender.", p, place, num(cost), opp)
	return r
}

// battlePresence is a side's presence for a battle: only cards that may
// participate count (not inactive, "may not participate", already battled).
func battlePresence(r *rulings.Ruling, t *table.Table, place string, side table.Side, why purpose) presenceReport {
	rep := presenceAt(t, place, side, why)
	var keep []holder
	for _, h := range rep.Holders {
		e := h.Piece.Entry
		switch {
		case e.CannotBattle != nil:
			r.Stepf(refs(refMayNotParticipate), "%s may not participate in battle (%s): it cannot provide presence for initiating one.", h.Piece.Name, e.CannotBattle.By)
		case e.Inactive || e.Excluded:
			r.Stepf(refs(refMayBeBattled), "%s is inactive: it does not occupy the location for a battle.", h.Piece.Name)
		case t.DidThisTurn(h.Piece, "battled"):
			r.Stepf(refs(refBattle), "%s already battled this turn: each character, vehicle and starship may battle only once per turn.", h.Piece.Name)
		case why == forInitiating && t.DidThisTurn(h.Piece, "searched"):
			r.Stepf(refs(searchAfter), "%s was in a search party this turn: it may not participate in a battle its player initiates for the rest of the turn.", h.Piece.Name)
		default:
			keep = append(keep, h)
		}
	}
	rep.Holders = keep
	return rep
}

// battleCost is 1 Force with the modifiers; a free one prevails, and the
// cost never falls below zero.
func battleCost(r *rulings.Ruling, mods []table.CostModifier) float64 {
	r.Step("The cost of initiating a battle is 1 Force, though cards may modify it, reset it or make it free.", refInitiate)
	cost := 1.0
	for _, m := range mods {
		if m.Free {
			r.Stepf(refs(refInitiate), "%s lets the battle be initiated for free.", m.From)
			return 0
		}
	}
	for _, m := range mods {
		r.Stepf(refs(refInitiate), "%s modifies the cost by %+g.", m.From, m.Value)
		cost += m.Value
	}
	if cost < 0 {
		r.Stepf(refs(glossNegative), "The cost never falls below zero: 0.")
		cost = 0
	}
	return cost
}
