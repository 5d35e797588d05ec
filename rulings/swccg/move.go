package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Move rules whether cards may make a move, which kind of movement it is,
// and what it costs.
var Move = register(&Rule[*table.Move]{
	ID:       "move",
	Title:    "Moving cards: kind of movement, legality and cost",
	Question: "move",
	Check:    (*table.Checker).Move,
	Describe: describeMove,
	Doc: `Names the kind of movement (given by: or read from where the cards are
and where they go) and its class: regular (one per card per turn, free or
not; being carried is not a move), unlimited, a 'react', or no movement at
all. Then: "cannot move" (such a card stays behind in a group move),
timing, a pilot for starships and vehicles, the kind's own geometry
(adjacent sites within landspeed, exterior sites for vehicles; parsecs
within hyperspeed > 0 and a nav computer; landing and taking off, TIEs
only at docking bays; sectors and cloud sectors; shuttling; docking bay
transit; starship sites; Death Stars; embarking, docking, capacity slots,
relocation, prisoner transfers), and the cost: the kind's base cost, its
modifiers unless free (the mover's "Moves for free", a location's "…
move to here for free"), the highest of a group. Speeds are the printed
ones with the modifiers of the cards on table. "move away" tries each card
in turn; a card that fails pays nothing. A 'react' needs a grant on table
whose terms hold (none on file is an assumption; "may not 'react'" text
forbids it) and goes to the battle or Force drain the opponent initiated,
or away from that battle when its grant says so.`,
	Cites: moveCites,
	Run:   runMove,
})

// moveKind is one kind of movement: its class and the rule it follows.
type moveKind struct {
	title string
	class string // regular, unlimited, react, none
	ref   glossary.Ref
	check func(*moveCheck) (moveCost, bool)
}

const (
	regular   = "regular"
	unlimited = "unlimited"
	reactMove = "react"
	noMove    = "none"
)

var moveKinds map[string]moveKind

func init() {
	moveKinds = map[string]moveKind{
		"landspeed":           {"landspeed", regular, refLandspeed, checkLandspeed},
		"hyperspeed":          {"hyperspeed", regular, refHyperspeed, checkHyperspeed},
		"landing":             {"landing", regular, refLanding, checkLanding},
		"take_off":            {"taking off", regular, refLanding, checkLanding},
		"sector":              {"sector movement", regular, refSector, checkSector},
		"shuttle":             {"shuttling", regular, refShuttling, checkShuttle},
		"docking_bay_transit": {"docking bay transit", regular, refDBT, checkTransit},
		"location_text":       {"a location's movement text", regular, refLocationText, checkLocationText},
		"starship_site":       {"a move between a starship or vehicle and its sites", regular, refShipSites, checkShipSite},
		"death_star":          {"moving a Death Star", regular, refDSMove, checkDeathStar},
		"to_death_star":       {"moving to or from a Death Star", regular, refToDS, checkToDeathStar},
		"attack_run":          {"an Attack Run move", regular, refAttackRuns, checkAttackRun},
		"embark":              {"embarking", unlimited, refEmbark, checkEmbark},
		"disembark":           {"disembarking", unlimited, refEmbark, checkDisembark},
		"dock":                {"moving between docked starships", unlimited, refDocking, checkDock},
		"capacity_slot":       {"moving between capacity slots", unlimited, refSlots, checkSlot},
		"relocate":            {"relocation by a card", unlimited, refRelocate, checkRelocate},
		"prisoner_transfer":   {"a prisoner transfer", unlimited, refPrisoner, checkPrisoner},
		"react":               {"a 'react'", reactMove, refReact, checkReact},
		"undercover":          {"going undercover", noMove, refRelocate, nil},
		"carried":             {"being carried", noMove, refCarrying, nil},
	}
}

// moveCost is a movement cost: Force, or free (which nothing modifies).
type moveCost struct {
	force float64
	free  bool
}

func (c moveCost) String() string {
	if c.free || c.force == 0 {
		return "free"
	}
	return fmt.Sprintf("%g Force", c.force)
}

var free = moveCost{free: true}

func force(n float64) moveCost { return moveCost{force: n} }

// moveCheck is one card's move under examination.
type moveCheck struct {
	t      *table.Table
	q      *table.Move
	r      *rulings.Ruling
	kind   string
	name   string
	mover  *table.Piece    // nil for a Death Star
	ds     *table.Location // the Death Star moving
	from   *table.Location
	dest   *table.Location // destination location, when to: names one
	target *table.Piece    // destination card, when to: names one
	// class may be changed by the kind (an Attack Run return is unlimited).
	class string
}

func (c *moveCheck) fail(cites []glossary.Ref, format string, args ...any) (moveCost, bool) {
	c.r.Stepf(cites, format, args...)
	return moveCost{}, false
}

func (c *moveCheck) destName() string {
	if c.target != nil {
		return c.target.Name
	}
	if c.dest != nil {
		return c.dest.Name
	}
	return "?"
}

func runMove(t *table.Table, m *table.Move) rulings.Ruling {
	r := rulings.Ruling{Rule: "move"} // notReadAbout reads by the rule (Move.ID: an initialisation cycle)
	if m.By == "move_away" {
		return runMoveAway(t, m)
	}
	if wr, ok := runSiteWeaponMove(t, m); ok {
		return wr
	}
	if !timingKnown(t) {
		r.Assume("the file gives no turn or phase: taken as %s's move phase", m.Player)
	}
	var (
		moved    []string
		stayed   []string
		failed   []string
		classes  []string
		kinds    []string
		groupMax moveCost
		anyForce bool
	)
	for _, name := range m.Cards {
		c := newMoveCheck(t, m, name, &r)
		if c.kind == "" {
			failed = append(failed, name)
			continue
		}
		k := moveKinds[c.kind]
		if k.class == noMove {
			return notMovement(c, k)
		}
		cost, ok, blocked := c.run(k)
		switch {
		case blocked:
			stayed = append(stayed, name)
		case !ok:
			failed = append(failed, name)
		default:
			moved = append(moved, name)
			if !slices.Contains(classes, c.class) {
				classes = append(classes, c.class)
			}
			if !slices.Contains(kinds, k.title) {
				kinds = append(kinds, k.title)
			}
			if !cost.free && cost.force > 0 {
				anyForce = true
				groupMax.force = max(groupMax.force, cost.force)
			}
		}
	}
	if !anyForce {
		groupMax = free
	}
	notReadAbout(t, &r, m.To, "move")
	r.Assumptions = slices.Compact(r.Assumptions)
	if len(m.Cards) > 1 && len(moved) > 1 {
		r.Stepf([]glossary.Ref{refMoveCosts}, "%s move as a group: the group pays the highest movement cost among them, %s.", strings.Join(moved, ", "), groupMax)
	}
	switch {
	case len(failed) > 0:
		r.Verdict = rulings.Illegal
		r.Answer = fmt.Sprintf("%s may not make this move.", strings.Join(failed, ", "))
	case len(moved) == 0:
		r.Verdict = rulings.Illegal
		r.Answer = fmt.Sprintf("%s cannot move.", strings.Join(stayed, ", "))
	default:
		r.Verdict = rulings.Legal
		r.Answer = fmt.Sprintf("%s may move to %s: %s, %s move, %s.", strings.Join(moved, ", "), destLabel(m), strings.Join(kinds, " and "), strings.Join(classes, "/"), groupMax)
		if len(stayed) > 0 {
			r.Answer += fmt.Sprintf(" %s cannot move and stays.", strings.Join(stayed, ", "))
		}
	}
	return r
}

func destLabel(m *table.Move) string {
	switch {
	case m.To != "" && m.DeepSpace:
		return "deep space"
	case m.To != "":
		return m.To
	case m.Parsec != nil && m.DeepSpace:
		return fmt.Sprintf("deep space at parsec %g", *m.Parsec)
	case m.Parsec != nil:
		return fmt.Sprintf("parsec %g", *m.Parsec)
	case m.Slot != "":
		return "the " + m.Slot + " slot"
	}
	return "?"
}

func timingKnown(t *table.Table) bool { return t.State.Turn != "" || t.State.Phase != "" }

// newMoveCheck finds the mover, its place and destination, and the kind of movement.
func newMoveCheck(t *table.Table, m *table.Move, name string, r *rulings.Ruling) *moveCheck {
	c := &moveCheck{t: t, q: m, r: r, name: name}
	if p := t.Piece(name); p != nil {
		c.mover, c.name = p, p.Name
		c.from = place(t, p.Location())
	} else if loc := t.Location(name); loc != nil && loc.DeathStar {
		c.ds, c.from = loc, loc
	}
	if m.To != "" {
		if loc := t.Location(m.To); loc != nil {
			c.dest = loc
		} else if p := t.Piece(m.To); p != nil {
			c.target = p
		}
	}
	c.kind = m.By
	if c.kind == "" {
		kind, why := inferKind(c)
		if kind == "" {
			r.Stepf([]glossary.Ref{refMoveAtAGlance}, "No kind of movement takes %s from %s to %s; name one with by:.", c.name, placeName(c.from), c.destName())
			return c
		}
		c.kind = kind
		r.Stepf([]glossary.Ref{moveKinds[kind].ref}, "%s: %s.", c.name, why)
	}
	c.class = moveKinds[c.kind].class
	return c
}

func placeName(l *table.Location) string {
	if l == nil {
		return "nowhere on table"
	}
	return l.Name
}

// notMovement answers a relocation that is not movement at all.
func notMovement(c *moveCheck, k moveKind) rulings.Ruling {
	r := c.r
	r.Stepf([]glossary.Ref{k.ref, movementNotMove}, "%s is not movement: the card does not move by itself (no location change, or relocated with its carrier). Movement restrictions and costs do not apply and it does not use the card's regular move.", capitalize(k.title))
	r.Verdict = rulings.Answer
	r.Answer = fmt.Sprintf("%s is not movement for %s: no movement rule limits it and it uses no move.", capitalize(k.title), c.name)
	return *r
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// run applies the checks every movement shares, then the kind's own,
// then the cost modifiers. blocked is true for a card that cannot move.
func (c *moveCheck) run(k moveKind) (cost moveCost, ok, blocked bool) {
	if c.mover != nil {
		why := cannotMove(c.mover)
		if why == "" {
			why = mayNotBeMoved(c)
		}
		if why == "" && c.t.DidThisTurn(c.mover, "searched") {
			why = "it was in a search party this turn, and members may not move for the rest of the turn"
			c.r.Step("Members of a search party (including any characters they find) may not move for the remainder of that turn.", searchAfter)
		}
		if why != "" {
			c.r.Stepf([]glossary.Ref{refCannotMove}, "%s cannot move (%s): no regular, unlimited or 'react' move; in a group move it stays and the others move.", c.name, why)
			return moveCost{}, false, true
		}
		if c.mover.Owner() != c.q.Player && c.kind != "starship_site" && c.kind != "prisoner_transfer" {
			c.fail([]glossary.Ref{refMoveRegular}, "%s is %s's card: %s moves only their own cards.", c.name, c.mover.Owner(), c.q.Player)
			return moveCost{}, false, false
		}
	}
	if !c.timing(k) {
		return moveCost{}, false, false
	}
	if c.mover != nil && !c.pilotOK() {
		return moveCost{}, false, false
	}
	cost, ok = k.check(c)
	if !ok || c.boardingForbids() || c.textForbids() {
		return moveCost{}, false, false
	}
	if c.class == regular && !c.budget() {
		return moveCost{}, false, false
	}
	return c.modify(cost), true, false
}

// timing: regular moves in your move phase unless a card says otherwise;
// each unlimited kind has its own.
func (c *moveCheck) timing(k moveKind) bool {
	st := c.t.State
	if !timingKnown(c.t) {
		return true
	}
	yours := st.Turn == "" || st.Turn == c.q.Player
	phase := st.Phase
	switch c.kind {
	case "capacity_slot":
		if !yours || (phase != "" && phase != "deploy" && phase != "move") {
			_, ok := c.fail([]glossary.Ref{refSlots}, "Moving between capacity slots is allowed only during the player's own deploy or move phase; it is %s's %s phase.", st.Turn, phase)
			return ok
		}
	case "dock":
		if !yours || (phase != "" && phase != "move") {
			_, ok := c.fail([]glossary.Ref{refDocking}, "Starships dock only during the player's own move phase; it is %s's %s phase.", st.Turn, phase)
			return ok
		}
	case "prisoner_transfer":
		if st.Turn != table.Dark || (phase != "" && phase != "move") {
			_, ok := c.fail([]glossary.Ref{refPrisoner}, "Prisoner transfers happen only during the Dark Side's move phase; it is %s's %s phase.", st.Turn, phase)
			return ok
		}
	case "embark", "disembark":
		c.r.Step("The rulebook sets no timing for embarking and disembarking.", refEmbark)
	case "react", "relocate", "location_text", "attack_run":
		// the card's or appendix's own timing
	default:
		if k.class == regular && c.q.Via == "" && (!yours || (phase != "" && phase != "move")) {
			_, ok := c.fail([]glossary.Ref{regularMovePhase, refMovePhase}, "Regular moves occur during the player's own move phase unless a card says otherwise; it is %s's %s phase and no card (via:) allows it.", st.Turn, phase)
			return ok
		}
	}
	return true
}

// pilotOK: an unpiloted starship or vehicle cannot move.
func (c *moveCheck) pilotOK() bool {
	p := c.mover
	if !isCraft(p) || c.kind == "capacity_slot" || c.kind == "dock" {
		return true
	}
	if ok, by := piloted(c.t, p); ok {
		c.r.Stepf([]glossary.Ref{movementUnpiloted}, "%s is piloted (%s).", p.Name, by)
		return true
	}
	_, ok := c.fail([]glossary.Ref{movementUnpiloted}, "%s is unpiloted (no permanent pilot, no active pilot or driver aboard): an unpiloted vehicle or starship cannot move.", p.Name)
	return ok
}

// budget: one regular move per card per turn; free moves count, being
// carried and unlimited moves do not.
func (c *moveCheck) budget() bool {
	var regularSoFar, other []string
	for _, m := range c.moved() {
		if k, ok := moveKinds[m]; ok && k.class == regular {
			regularSoFar = append(regularSoFar, k.title)
		} else {
			other = append(other, moveKinds[m].title)
		}
	}
	if len(regularSoFar) > 0 {
		_, ok := c.fail([]glossary.Ref{regularOnePerTurn, refRegularEx}, "%s already made a regular move this turn (%s): a card is permitted one regular move per turn, and a free move counts as one.", c.name, strings.Join(regularSoFar, ", "))
		return ok
	}
	if len(other) > 0 {
		c.r.Stepf([]glossary.Ref{refCarrying, unlimitedAnyNumber}, "%s has only %s this turn: that is not a regular move, so its regular move is still available.", c.name, strings.Join(other, ", "))
	} else {
		c.r.Stepf([]glossary.Ref{regularOnePerTurn}, "%s has made no regular move this turn (one is permitted per turn).", c.name)
	}
	return true
}

func (c *moveCheck) moved() []string {
	if c.mover != nil {
		return c.mover.Entry.Moved
	}
	return nil
}

// modify applies cost modifiers, which never change a free move.
func (c *moveCheck) modify(cost moveCost) moveCost {
	var mods []*table.CostModifier
	if c.mover != nil && c.mover.Entry.MoveCost != nil {
		mods = append(mods, c.mover.Entry.MoveCost)
	}
	if c.dest != nil && c.dest.ArrivalCost != nil && c.kind != "capacity_slot" && c.kind != "dock" {
		mods = append(mods, c.dest.ArrivalCost)
	}
	mods = append(mods, c.textMoveCosts()...)
	mods = append(mods, c.textFreeMoves()...)
	if len(mods) == 0 {
		c.r.Stepf([]glossary.Ref{refMoveAtAGlance}, "Cost for %s: %s.", c.name, cost)
		return cost
	}
	var names []string
	for _, m := range mods {
		if m.Free {
			names = append(names, m.From+" (free)")
			continue
		}
		names = append(names, fmt.Sprintf("%s %+g", m.From, m.Value))
	}
	if cost.free || cost.force == 0 {
		c.r.Stepf([]glossary.Ref{refMoveCosts}, "Cost for %s: free; \"free\" cannot be modified, so %s do not apply.", c.name, strings.Join(names, ", "))
		return free
	}
	out := cost
	for _, m := range mods {
		if m.Free {
			c.r.Stepf([]glossary.Ref{refMoveCosts}, "Cost for %s: free (%s); no modifier changes that.", c.name, m.From)
			return free
		}
		out.force = max(0, out.force+m.Value)
	}
	c.r.Stepf([]glossary.Ref{refMoveCosts}, "Cost for %s: %s, modified by %s: %s.", c.name, cost, strings.Join(names, ", "), out)
	return out
}

func describeMove(m *table.Move) string {
	return fmt.Sprintf("move: %s moves %s to %s", m.Player, strings.Join(m.Cards, ", "), destLabel(m))
}
