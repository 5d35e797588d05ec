package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Control rules who has presence at a location, and so whether a player
// occupies or controls it.
var Control = register(&Rule[*PlaceAsk]{
	ID:       "control",
	Title:    "Presence, occupying and controlling a location",
	Question: "control",
	Schema:   "description=does the player occupy and control the location? (presence of both sides)",
	Check:    checkPlaceAsk,
	Describe: func(q *PlaceAsk) string { return fmt.Sprintf("control: %s at %s", q.Player, q.At) },
	Doc: `Presence is total ability of 1 or more at the location: characters with
ability there (aboard a starship or vehicle there too) and the permanent
pilots of starships and vehicles there. No presence: droids (ability 0;
one whose text says "may Force drain" controls only to drain, one that
"may initiate battle and be battled" occupies only for battle), captives,
missing characters, frozen characters, Undercover spies and a crashed
vehicle's permanent pilot. A player occupies a location where they have
presence, and controls it where they have presence and the opponent has
none; no presence of either: unoccupied (an Undercover spy prevents that).`,
	Cites: []glossary.Ref{glossPresence, glossControl, glossOccupy, glossUnoccupied, glossDroid, glossMayDrain, glossMayBattle,
		glossMissing, glossCaptured, glossFrozen, glossCrashed, glossUndercover},
	Run: runControl,
})

var (
	glossControl    = table.GlossaryRef("control of a location")
	glossOccupy     = table.GlossaryRef("occupy")
	glossUnoccupied = table.GlossaryRef("unoccupied")
	glossDroid      = table.GlossaryRef("droid")
	glossMayDrain   = table.GlossaryRef("may Force drain")
	glossMayBattle  = table.GlossaryRef("may initiate battle and be battled")
	glossMissing    = table.GlossaryRef("missing")
	glossCaptured   = table.GlossaryRef("captured and missing cards")
	glossFrozen     = table.GlossaryRef("frozen")
	glossCrashed    = table.GlossaryRef("crashed")

	refMayBeBattled = table.RulesRef("Battle", "May Be Battled")
	refMayInitiate  = table.RulesRef("Battle", "May Initiate Battle")
	refMayBattle    = table.RulesRef("Battle", "May Initiate Battle And Be Battled")
)

// PlaceAsk asks about a player at a location.
type PlaceAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	At     string     `json:"at" jsonschema:"required,description=the location (a site or system or sector)"`

	place *table.Place
}

func checkPlaceAsk(c *table.Checker, q *PlaceAsk) error {
	if q.Player != table.Dark && q.Player != table.Light {
		return c.Errorf(".player", "player %q: want dark or light", q.Player)
	}
	if strings.TrimSpace(q.At) == "" {
		return c.Errorf("", "at: the location is missing")
	}
	q.place = c.Place(q.At)
	return nil
}

// needFrom refuses a list entry without from: (a modifier must name its
// card), at the entry's line and column.
func needFrom(c *table.Checker, field string, froms []string, msg string) error {
	for i, f := range froms {
		if strings.TrimSpace(f) == "" {
			return c.Errorf(fmt.Sprintf("%s[%d]", field, i), "%s", msg)
		}
	}
	return nil
}

// checkCardAction checks a question about a card on table and one of a
// rule's actions, listing the valid ones when it is not.
func checkCardAction(c *table.Checker, card, action string, actions []string) error {
	if err := c.MustName(card, ".card"); err != nil {
		return err
	}
	if !slices.Contains(actions, action) {
		return c.Errorf(".action", "action %q: want one of %s", action, strings.Join(actions, ", "))
	}
	return nil
}

// purpose is what presence is counted for: some cards count only for one.
type purpose int

const (
	forAnything     purpose = iota
	forDrain                // the player's own Force drain
	forInitiating           // the player initiating a battle
	forBeingBattled         // the opponent initiating a battle against the player
)

// holder is one card's share of a player's presence.
type holder struct {
	Piece   *table.Piece
	Ability float64
	// Only is the purpose a droid's text gives it presence for, if any,
	// and Cite the rule saying so.
	Only string
	Cite glossary.Ref
}

// presenceReport is a player's presence at a location: who gives it, and
// why cards there give none.
type presenceReport struct {
	Side    table.Side
	Holders []holder
	// None explains, card by card, what gives no presence and why.
	None []noPresence
	// Spies are the player's Undercover spies there (no presence, but not unoccupied).
	Spies []*table.Piece
}

type noPresence struct {
	Piece *table.Piece
	Why   string
	Cite  glossary.Ref
}

func (p presenceReport) total() float64 {
	sum := 0.0
	for _, h := range p.Holders {
		sum += h.Ability
	}
	return sum
}

func (p presenceReport) who() string {
	var out []string
	for _, h := range p.Holders {
		if h.Only != "" {
			out = append(out, fmt.Sprintf("%s (%s)", h.Piece.Name, h.Only))
			continue
		}
		name := h.Piece.Name
		if t := h.Piece.Card.Type; t == "Starship" || t == "Vehicle" {
			name += "'s permanent pilot" // the craft itself creates none
		}
		out = append(out, fmt.Sprintf("%s (ability %s)", name, num(h.Ability)))
	}
	return strings.Join(out, ", ")
}

// presenceAt is the side's presence at the location, counted for a purpose.
func presenceAt(t *table.Table, place string, side table.Side, why purpose) presenceReport {
	rep := presenceReport{Side: side}
	for _, p := range t.Pieces {
		if p.Owner() != side || glossary.Fold(p.Location()) != glossary.Fold(place) {
			continue
		}
		if undercover(t, p) {
			rep.Spies = append(rep.Spies, p)
			rep.None = append(rep.None, noPresence{p, "an Undercover spy has no presence", glossUndercover})
			continue
		}
		a, reason, cite := cardAbility(p, why)
		switch {
		case a > 0 && reason != "":
			rep.Holders = append(rep.Holders, holder{p, 0, reason, cite})
		case a > 0:
			rep.Holders = append(rep.Holders, holder{Piece: p, Ability: a})
		case reason != "":
			rep.None = append(rep.None, noPresence{p, reason, cite})
		}
	}
	return rep
}

// cardAbility is the ability a card contributes to presence, or why none.
// Cards with nothing to say (a weapon, an Effect) return "" as reason.
func cardAbility(p *table.Piece, why purpose) (float64, string, glossary.Ref) {
	e := p.Entry
	switch {
	case e.Captive:
		return 0, "a captive is on table only for uniqueness and for cards that refer to it", glossCaptured
	case e.Missing:
		return 0, "a missing character has no presence", missingInert
	case e.Frozen:
		return 0, "a frozen character has no ability", glossFrozen
	}
	switch p.Card.Type {
	case "Character":
		if ab := p.Ability(); ab.Defined && ab.Value > 0 {
			return ab.Value, "", glossary.Ref{}
		}
		if a, reason, cite := droidPresence(strings.ToLower(p.Card.GameText), why); reason != "" {
			return a, reason, cite
		}
		return 0, "it has no ability (droids create no presence)", glossDroid
	case "Starship", "Vehicle":
		pilot := permanentPilot(p)
		switch {
		case pilot > 0 && e.Crashed:
			return 0, "it is crashed: its permanent pilot provides no ability or presence", glossCrashed
		case pilot > 0:
			return pilot, "", glossary.Ref{}
		}
	}
	return 0, "", glossary.Ref{}
}

// explainPresence states a side's presence at the location as steps.
func explainPresence(r *rulings.Ruling, rep presenceReport, place string) {
	for _, n := range rep.None {
		r.Stepf(refs(n.Cite), "%s (%s) gives no presence at %s: %s.", n.Piece.Name, rep.Side, place, n.Why)
	}
	if len(rep.Holders) == 0 {
		r.Stepf(refs(presenceDefined), "%s has no presence at %s: no total ability of 1 or more there.", rep.Side, place)
		return
	}
	cites := refs(presenceDefined)
	if rep.total() == 0 {
		r.Stepf(append(cites, rep.Holders[0].Cite), "%s counts as having presence at %s for this purpose only: %s.", rep.Side, place, rep.who())
		return
	}
	r.Stepf(cites, "%s has presence at %s: total ability %s (%s).", rep.Side, place, num(rep.total()), rep.who())
}

func runControl(t *table.Table, q *PlaceAsk) rulings.Ruling {
	var r rulings.Ruling
	place := q.place.Name
	own := presenceAt(t, place, q.Player, forAnything)
	opp := presenceAt(t, place, q.Player.Opponent(), forAnything)
	explainPresence(&r, own, place)
	explainPresence(&r, opp, place)
	occupies := len(own.Holders) > 0
	switch {
	case !occupies && len(opp.Holders) == 0 && len(own.Spies)+len(opp.Spies) > 0:
		r.Stepf(refs(glossUnoccupied, glossUndercover), "No player has presence at %s, but an Undercover spy there keeps it from being unoccupied.", place)
	case !occupies && len(opp.Holders) == 0:
		r.Stepf(refs(glossUnoccupied), "No player has presence at %s: it is unoccupied.", place)
	case occupies:
		r.Stepf(refs(glossOccupy), "%s occupies %s: it has presence there, whatever the opponent has.", q.Player, place)
	}
	if occupies && len(opp.Holders) == 0 {
		r.Stepf(refs(controlChecked), "%s controls %s: it has presence there and %s has none (checked whenever required).", q.Player, place, q.Player.Opponent())
		r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s controls (and occupies) %s.", q.Player, place)
		return r
	}
	r.Verdict = rulings.No
	switch {
	case occupies:
		r.Stepf(refs(controlDefined), "%s does not control %s: %s has presence there too.", q.Player, place, q.Player.Opponent())
		r.Answer = fmt.Sprintf("%s occupies %s but does not control it: %s has presence there too.", q.Player, place, q.Player.Opponent())
	default:
		r.Stepf(refs(controlDefined), "%s does not control %s: it has no presence there.", q.Player, place)
		r.Answer = fmt.Sprintf("%s neither occupies nor controls %s: it has no presence there.", q.Player, place)
	}
	return r
}

// droidPresence reads the texts letting a card without ability count as
// presence for one purpose: "may Force drain", "may initiate battle and be
// battled" (Probe Droid: "May Force drain, initiate battle and be
// battled"), "may initiate battle", "may be battled". It returns 1 when the
// text covers the purpose, else 0 and what the text is for ("" without one).
func droidPresence(text string, why purpose) (float64, string, glossary.Ref) {
	drains := strings.Contains(text, "may force drain")
	both := strings.Contains(text, "initiate battle and be battled")
	initiates := both || strings.Contains(text, "may initiate battle")
	battled := both || strings.Contains(text, "may be battled")
	switch {
	case why == forDrain && drains:
		return 1, `"may Force drain": it controls its location to initiate and enhance Force drains`, glossMayDrain
	case why == forInitiating && initiates:
		return 1, `"may initiate battle": it occupies its location for its controller initiating a battle`, refMayInitiate
	case why == forBeingBattled && battled:
		return 1, `"may be battled": it occupies its location for the opponent initiating a battle there`, refMayBeBattled
	case drains:
		return 0, `a droid that "may Force drain" controls its location only to initiate and enhance Force drains`, glossMayDrain
	case both:
		return 0, `a droid that "may initiate battle and be battled" occupies its location only for battle`, refMayBattle
	case initiates:
		return 0, `"may initiate battle": it occupies its location only for its controller initiating a battle`, refMayInitiate
	case battled:
		return 0, `"may be battled": it occupies its location only for the opponent initiating a battle there`, refMayBeBattled
	}
	return 0, "", glossary.Ref{}
}
