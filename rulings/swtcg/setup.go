package swtcg

import (
	"fmt"
	"slices"

	"github.com/judge-swccg/judge/rulings"
)

var (
	refHowToStart  = rules("Section 1: The Basics", "How to Start the Game")
	refUniqueSetup = rules("Section 4: Unique Cards", "Unique Units during Setup")
	glossSetup     = gloss("setup")
	glossPartial   = gloss("partially built")
)

// SetupRule rules on whether a player may put a unit card into battle now,
// during setup.
var SetupRule = register(&Rule[*SetupAsk]{
	ID:       "swtcg-setup",
	Title:    "Setup: putting units into battle up to 30",
	Question: "setup",
	Schema:   "description=during setup, may this player put this unit card from hand into battle now?",
	Check:    checkSetup,
	Describe: func(q *SetupAsk) string {
		s := fmt.Sprintf("setup: the %s puts %s into battle", sideName(q.Side), q.Card)
		if q.Onto != "" {
			s += " onto " + q.Onto
		}
		return s
	},
	Doc: `The Dark Side puts 1 unit card into battle first; then the Light Side puts
units one by one until its total build cost is more than the Dark Side's,
then the Dark Side until its total is more, and so on until one reaches 30;
then the other continues to 30. Nobody goes over 30: the last card may be
partially built with the points left, and a player may stop early. A stack
counts its top card's cost plus 1 per other card; a unique unit of a name
and version already in its arena cannot go in, another version must stack
on it (beneath only when it costs less). Abilities are ignored, Pilots go
into the Character arena, never onto units, and each card put in is
replaced by a draw.`,
	Cites: refs(refHowToStart, refUniqueSetup, refPilotsSetup, glossSetup, glossPartial, refGeneralRules, refVersion),
	Run:   runSetup,
})

// SetupAsk is a unit card from hand a player would put into battle during
// setup.
type SetupAsk struct {
	Side Side   `json:"side" jsonschema:"required,enum=dark,enum=light"`
	Card string `json:"card" jsonschema:"required,description=a unit card in hand"`
	// Place is where a new version of a unique unit goes in its stack.
	Place string `json:"place,omitempty" jsonschema:"enum=top,enum=beneath,description=for another version of a unique unit already in its arena: top or beneath (default beneath)"`
	// Onto is a unit the card (a Pilot) would be put on.
	Onto string `json:"onto,omitempty" jsonschema:"description=a unit the card (a Pilot) would sit on"`
	// Stopped are players who chose to stop before reaching 30.
	Stopped []Side `json:"stopped,omitempty" jsonschema:"description=players who have stopped before reaching 30"`
}

func runSetup(t *Table, q *SetupAsk) rulings.Ruling {
	var r ruling
	c := t.hand(q.Card)
	who := sideName(q.Side)
	no := func(format string, args ...any) rulings.Ruling {
		return r.verdict(rulings.No, "The %s may not put %s into battle now: %s", who, cardLabel(*c), fmt.Sprintf(format, args...))
	}
	if s := t.State.Step; s != "" && s != "setup" {
		r.Stepf(refs(refHowToStart, refTurn), "The step is %s: setup happens before the first turn.", s)
		return no("setup is over.")
	}
	if !isUnitType(c.Type) {
		r.Stepf(refs(setupMulligan, glossSetup), "Setup puts unit cards into battle; %s is a %s card (Battle, Mission and Location cards may only be discarded in the mulligan).", cardLabel(*c), c.Type)
		return no("it is not a unit card.")
	}
	if q.Onto != "" {
		r.Stepf(refs(refPilotsSetup), "Pilots cannot be put on units during setup: %s goes into the Character arena, and may move onto a unit in a build step.", cardLabel(*c))
		return no("no Pilot goes onto a unit during setup.")
	}
	totals := map[Side]int{Dark: setupTotal(t, Dark), Light: setupTotal(t, Light)}
	r.Stepf(refs(setupAlternate, refUniqueSetup), "Build cost totals in battle (a stack counts its top card's cost + 1 per other card): Dark Side %d, Light Side %d.", totals[Dark], totals[Light])
	next, ok := setupTurn(&r, t, q, totals)
	if !ok {
		return no("both players are done.")
	}
	if next != q.Side {
		return no("it is the %s's turn.", sideName(next))
	}
	add, place, ok := setupStack(&r, t, q, c)
	if !ok {
		return no("%s", place)
	}
	if totals[q.Side]+add > 30 {
		left := 30 - totals[q.Side]
		r.Stepf(refs(setupNotOver30, glossSetup), "%d + %d = %d: a player can't go over 30.", totals[q.Side], add, totals[q.Side]+add)
		if left > 0 {
			r.Stepf(refs(setupPartial, glossPartial), "It may partially build one unit card with the %d %s left instead: show it to the opponent, put it face down with %d build %s, then draw a card. Or it may stop; the opponent then continues to 30.", left, plural(left, "point", "points"), left, plural(left, "counter", "counters"))
		}
		return no("it would go over 30.")
	}
	r.Stepf(refs(setupIgnore, glossSetup), "Abilities of units are ignored during setup; after putting the card in, the %s draws a card to replace it.", who)
	arena := Arena(c.Type)
	if c.PilotAbility != nil {
		r.Stepf(refs(refPilotsSetup), "%s is a Pilot: during setup it goes into the Character arena.", cardLabel(*c))
	}
	return r.verdict(rulings.Yes, "The %s may put %s into the %s arena%s: its total becomes %d.", who, cardLabel(*c), title(arena), place, totals[q.Side]+add)
}

// setupTotal is a side's build cost total in battle.
func setupTotal(t *Table, s Side) int {
	n := 0
	for _, a := range Arenas {
		for _, u := range t.unitsIn(s, a) {
			n += numbersOf(u.Card, u.Beneath).Cost
		}
	}
	return n
}

// setupTurn is the side whose turn it is to put a unit into battle; false
// when both are done.
func setupTurn(r *ruling, t *Table, q *SetupAsk, totals map[Side]int) (Side, bool) {
	d, l := totals[Dark], totals[Light]
	done := func(s Side) bool { return totals[s] >= 30 || slices.Contains(q.Stopped, s) }
	switch {
	case d == 0 && l == 0:
		r.Stepf(refs(setupDarkFirst), "No unit is in battle yet: the Dark Side first puts exactly 1 unit card into battle and draws.")
		return Dark, true
	case done(Dark) && done(Light):
		r.Stepf(refs(setupTo30), "Both players have reached 30 or stopped: setup is over.")
		return "", false
	case done(Dark) || done(Light):
		over, other := Dark, Light
		if done(Light) {
			over, other = Light, Dark
		}
		r.Stepf(refs(setupTo30), "The %s has reached 30 or stopped: the %s continues to 30.", sideName(over), sideName(other))
		return other, true
	case l < d:
		r.Stepf(refs(setupAlternate), "The Light Side's total is not more than the Dark Side's: the Light Side puts units into battle until it is.")
		return Light, true
	case d < l:
		r.Stepf(refs(setupAlternate), "The Dark Side's total is not more than the Light Side's: the Dark Side puts units into battle until it is.")
		return Dark, true
	}
	last := latestDeployed(t)
	if last == "" {
		r.Stepf(refs(setupAlternate), "The totals are equal: the player who put the last unit in continues until his total is more.")
		r.Assume("the table does not say who put the last unit in (deployed:), so the %s is taken to be that player", sideName(q.Side))
		return q.Side, true
	}
	r.Stepf(refs(setupAlternate), "The totals are equal: the %s put the last unit in and continues until its total is more.", sideName(last))
	return last, true
}

// latestDeployed is the owner of the unit with the highest deployed order.
func latestDeployed(t *Table) Side {
	best, side := 0, Side("")
	for _, u := range t.State.Units {
		if u.Deployed > best && u.inBattle() {
			best, side = u.Deployed, u.Owner
		}
	}
	return side
}

// setupStack applies the unique-unit rules of setup: what the card adds to
// the total and where it goes; false (with the reason in place) when it
// may not go in.
func setupStack(r *ruling, t *Table, q *SetupAsk, c *Card) (add int, place string, ok bool) {
	if c.Version == "" {
		return val(c.Cost), "", true
	}
	for _, u := range t.unitsIn(opponent(q.Side), Arena(c.Type)) {
		if u.Version != "" && sameUniqueName(u.Name, c.Name) {
			r.Stepf(refs(refUniqueSetup, refContested), "The opponent's %s may stay: unique units of one name on both sides are contested when the first battle phase comes.", u.label())
		}
	}
	for _, u := range t.unitsIn(q.Side, Arena(c.Type)) {
		if u.Version == "" || !sameUniqueName(u.Name, c.Name) {
			continue
		}
		if u.Version == c.Version || findVersion(u.Beneath, c.Version) != nil {
			r.Stepf(refs(refUniqueSetup), "The %s already has %s %s in the %s arena: a unit card of the same name and version cannot go into that arena.", sideName(q.Side), c.Name, c.Version, title(Arena(c.Type)))
			return 0, "that name and version is already in its arena.", false
		}
		top, cost := val(u.Cost), val(c.Cost)
		if cost < top {
			r.Stepf(refs(refUniqueSetup), "%s (cost %d) costs less than %s (cost %d), on top in the arena: it must be stacked beneath, not on top.", cardLabel(*c), cost, cardLabel(u.Card), top)
			if q.Place == "top" {
				return 0, "it can go only beneath " + u.label() + ".", false
			}
		} else {
			r.Stepf(refs(refUniqueSetup), "%s (cost %d) costs at least as much as %s (cost %d): it must stack with it, on top or beneath as its owner chooses.", cardLabel(*c), cost, cardLabel(u.Card), top)
		}
		if q.Place == "top" {
			add = cost + len(u.Beneath) + 1 - numbersOf(u.Card, u.Beneath).Cost
			r.Stepf(refs(refUniqueSetup), "On top, the stack counts %d + %d = %d toward the total: %+d.", cost, len(u.Beneath)+1, cost+len(u.Beneath)+1, add)
			return add, ", on top of " + u.label(), true
		}
		r.Stepf(refs(refUniqueSetup), "Beneath, it adds 1 to the stack's total build cost, whatever its own cost.")
		return 1, ", beneath " + u.label(), true
	}
	return val(c.Cost), "", true
}

func checkSetup(c *checker, q *SetupAsk) error {
	if err := c.side(q.Side); err != nil {
		return err
	}
	if c.t.hand(q.Card) == nil {
		return c.Errorf(c.path+".card", "no card %q in hand: declare it under hand:", q.Card)
	}
	if q.Onto != "" {
		if err := c.mustUnit(c.path+".onto", q.Onto); err != nil {
			return err
		}
	}
	switch q.Place {
	case "", "top", "beneath":
	default:
		return c.Errorf(c.path+".place", "place %q: want top or beneath", q.Place)
	}
	for i, s := range q.Stopped {
		if s != Dark && s != Light {
			return c.Errorf(fmt.Sprintf("%s.stopped[%d]", c.path, i), "side %q: want dark or light", s)
		}
	}
	return nil
}
