package swccg

import (
	"fmt"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// ForceDrain rules whether a player may initiate a Force drain at a
// location now, for how much, and whether a react or response cancels it.
var ForceDrain = register(&Rule[*DrainAsk]{
	ID:       "force-drain",
	Title:    "Initiating a Force drain, and its amount",
	Question: "force_drain",
	Schema:   "description=may the player Force drain at the location now and for how much?",
	Check:    checkDrainAsk,
	Describe: func(q *DrainAsk) string { return fmt.Sprintf("force_drain: %s at %s", q.Player, q.At) },
	Doc: `Only in the player's own control phase, at a location the player
controls (presence, and the opponent has none; a droid that "may Force
drain" controls for this; the opponent's Undercover spy at a site prevents
it), once per location per turn, by cards with ability that have not
drained this turn, and not where a card's text says the player may not
(prevented_by:, the location's "no Force drains here" sentences, and the
"may not Force drain" texts of the cards on table and the locations, their
condition decided). The
amount is the Force icons on the opponent's side of the location (zero
icons: a drain of 0), plus the location's "Force drain +N here" on the
player's side, plus the drain bonuses of the player's weapons and devices
present there read from their text ("may add 1 to Force drain where
present"), plus the modifiers written out (a card counted once unless
cumulative; a lightsaber adds nothing at a system or sector), never below
zero, and no more than a card's "loses no more than N Force from …
Force drains" allows. The opponent's react bringing presence, or a card canceling it,
cancels it; else the opponent loses that much Force from hand, Life Force
or both.`,
	Cites: []glossary.Ref{glossDrain, glossControlPhase, glossControl, glossMayDrain, glossUndercover, glossDrainModifier,
		glossLocations, glossAutomaticModifier, glossCumulatively, glossLightsabers, glossNegative, glossReact, glossCancel, glossPresence, glossRelated},
	Run: runForceDrain,
})

var (
	glossDrain         = table.GlossaryRef("Force drain")
	glossDrainModifier = table.GlossaryRef("Force drain modifier")
	glossControlPhase  = table.GlossaryRef("control phase")
	glossLocations     = table.GlossaryRef("locations")
	glossLightsabers   = table.GlossaryRef("lightsabers")
	glossReact         = table.GlossaryRef("react")
	glossCancel        = table.GlossaryRef("cancel")

	glossAutomaticModifier = table.GlossaryRef("automatic modifier")
)

// DrainAsk asks whether a player may Force drain at a location.
type DrainAsk struct {
	PlaceAsk `yaml:",inline"`
	// Modifiers are Force drain modifiers in effect that the table does not
	// read from the location: a lightsaber's "may add 1", a character's
	// "adds 1 to your Force drains here".
	Modifiers []DrainModifier `json:"modifiers,omitempty" jsonschema:"description=Force drain modifiers in effect (written out)"`
	// PreventedBy are cards whose text says the player may not Force drain here.
	PreventedBy []string `json:"prevented_by,omitempty" jsonschema:"description=cards whose text says the player may not Force drain here"`
	// Reacts are the opponent's cards that 'react' to the drain, arriving at the location.
	Reacts []string `json:"reacts,omitempty" jsonschema:"description=the opponent's cards on table that 'react' to the drain location"`
	// CanceledBy is a response that cancels the drain.
	CanceledBy string `json:"canceled_by,omitempty" jsonschema:"description=a card whose text cancels the Force drain"`
}

// DrainModifier is one card's change to a Force drain.
type DrainModifier struct {
	From       string  `json:"from" jsonschema:"required,description=the card whose text modifies the drain"`
	Value      float64 `json:"value" jsonschema:"required,description=added to the drain (+1 or -1)"`
	Cumulative bool    `json:"cumulative,omitempty" jsonschema:"description=its text says cumulatively: every copy counts"`
}

func checkDrainAsk(c *table.Checker, q *DrainAsk) error {
	if err := checkPlaceAsk(c, &q.PlaceAsk); err != nil {
		return err
	}
	froms := make([]string, len(q.Modifiers))
	for i, m := range q.Modifiers {
		froms[i] = m.From
	}
	if err := needFrom(c, ".modifiers", froms, "a Force drain modifier needs from: the card whose text gives it"); err != nil {
		return err
	}
	for i, name := range q.Reacts {
		if err := c.MustName(name, fmt.Sprintf(".reacts[%d]", i)); err != nil {
			return err
		}
		if p := c.Table().Piece(name); p.Owner() == q.Player {
			return c.Errorf(fmt.Sprintf(".reacts[%d]", i), "%s is %s's: only the opponent reacts to a Force drain", name, q.Player)
		}
	}
	return nil
}

func runForceDrain(t *table.Table, q *DrainAsk) rulings.Ruling {
	var r rulings.Ruling
	d := drain{t: t, q: q, r: &r, place: q.place.Name}
	if !d.timing() || !d.controls() || !d.notPrevented() {
		r.Verdict = rulings.No
		return r
	}
	ok, banRead := d.cardBans()
	if !ok {
		r.Verdict = rulings.No
		return r
	}
	d.banRead = banRead
	amount := d.amount()
	opp := q.Player.Opponent()
	if why := d.canceled(); why != "" {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s may initiate the Force drain at %s (%s), but %s cancels it: %s loses no Force, and it may not be initiated there again this turn.", q.Player, d.place, num(amount), why, opp)
		return r
	}
	r.Stepf(refs(drainLose), "%s must lose %s Force, taking the cards from hand, Life Force or both.", opp, num(amount))
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s may Force drain at %s for %s: %s loses %s Force.", q.Player, d.place, num(amount), opp, num(amount))
	return r
}

// drain is one Force drain being ruled on.
type drain struct {
	t     *table.Table
	q     *DrainAsk
	r     *rulings.Ruling
	place string
	// banRead are the cards whose "may not Force drain" text cardBans read.
	banRead map[*table.Piece]bool
}

func (d drain) timing() bool {
	st, p := d.t.State, d.q.Player
	switch {
	case st.Turn == "" || st.Phase == "":
		d.r.Assume("the file gives no turn: or phase:; taken as %s's control phase", p)
		return true
	case st.Turn != p:
		d.r.Stepf(refs(drainWhere, glossControlPhase), "A Force drain is initiated in your own control phase; it is %s's turn.", st.Turn)
		d.r.Answer = fmt.Sprintf("%s may not Force drain now: it is %s's turn.", p, st.Turn)
		return false
	case st.Phase != "control":
		d.r.Stepf(refs(drainOneAtATime, glossControlPhase), "Force drains are initiated in the control phase; this is the %s phase.", st.Phase)
		d.r.Answer = fmt.Sprintf("%s may not Force drain in the %s phase: only in its control phase.", p, st.Phase)
		return false
	}
	d.r.Stepf(refs(glossControlPhase), "It is %s's control phase, in which Force drains are initiated, one at a time.", p)
	return true
}

// controls: the player controls the location for a drain, none of its cards
// there has drained this turn, and no Undercover spy of the opponent blocks it.
func (d drain) controls() bool {
	p, opp := d.q.Player, d.q.Player.Opponent()
	if d.t.InitiatedAt(p, "drained", d.place) {
		d.r.Stepf(refs(drainWhere), "%s already Force drained at %s this turn: a drain is initiated at each location you control, once.", p, d.place)
		d.r.Answer = fmt.Sprintf("%s may not Force drain at %s again this turn.", p, d.place)
		return false
	}
	own := presenceAt(d.t, d.place, p, forDrain)
	// Every card with ability there takes part in the drain, and none may
	// take part in two a turn: one that drained already forbids it.
	var spent []string
	for _, h := range own.Holders {
		if d.t.DidThisTurn(h.Piece, "drained") {
			spent = append(spent, h.Piece.Name)
		}
	}
	if len(spent) > 0 {
		d.r.Stepf(refs(drainParticipate), "%s already participated in a Force drain this turn; all of %s's cards with ability at %s would participate in this one, and each participates in only one per turn.", strings.Join(spent, ", "), p, d.place)
		d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: %s already participated in a Force drain this turn.", p, d.place, strings.Join(spent, ", "))
		return false
	}
	explainPresence(d.r, own, d.place)
	them := presenceAt(d.t, d.place, opp, forAnything)
	explainPresence(d.r, them, d.place)
	switch {
	case len(own.Holders) == 0:
		d.r.Stepf(refs(drainWhere, controlDefined), "A Force drain is initiated only at a location you control, and %s has no presence at %s.", p, d.place)
		d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: it does not control it (no presence there).", p, d.place)
		return false
	case len(them.Holders) > 0:
		d.r.Stepf(refs(drainWhere, controlDefined), "%s has presence at %s too, so %s does not control it.", opp, d.place, p)
		d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: %s has presence there, so %s does not control it.", p, d.place, opp, p)
		return false
	}
	kind, _ := spot{Place: d.q.place}.kind()
	if len(them.Spies) > 0 && kind == "site" {
		d.r.Stepf(refs(glossUndercover), "%s's Undercover spy %s has no presence but prevents %s from Force draining where it is present.", opp, them.Spies[0].Name, p)
		d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: %s's Undercover spy %s is there.", p, d.place, opp, them.Spies[0].Name)
		return false
	}
	if len(them.Spies) > 0 {
		d.r.Stepf(refs(glossUndercover), "%s's Undercover spy %s is not present at a system or sector, so it does not block the drain.", opp, them.Spies[0].Name)
	}
	d.r.Stepf(refs(controlDefined), "%s controls %s: presence there, and %s has none.", p, d.place, opp)
	return true
}

// Location sentences about drains. Text on a side applies to that side's
// player only, so "No Force drains here" binds its own side, "Opponent may
// not" the other, "Neither player" both.
var (
	banOwn  = lazyregexp.New(`(?i)^no force drains here$`)
	banAll  = lazyregexp.New(`(?i)^neither player may force drain here$`)
	banOpp  = lazyregexp.New(`(?i)^opponent may not force drain here$`)
	ownBoon = lazyregexp.New(`(?i)^(?:(if you control|if you occupy),\s*)?force drains? ([+−–-]\s*\d+) here$`)
	anyCond = lazyregexp.New(`(?i)force drains? ([+−–-]\s*\d+) here`)
)

func (d drain) notPrevented() bool {
	p := d.q.Player
	for _, by := range d.q.PreventedBy {
		d.r.Stepf(refs(glossDrain), "%s's text says %s may not Force drain here: a card's text prevails over the rule.", by, p)
		d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: %s prevents it.", p, d.place, by)
		return false
	}
	for _, side := range []table.Side{p, p.Opponent()} {
		for _, s := range locationSentences(d.q.place, side) {
			if banAll().MatchString(s) || (side == p && banOwn().MatchString(s)) || (side != p && banOpp().MatchString(s)) {
				d.r.Stepf(refs(glossLocations, drainModifiers), "%s's text on %s's side: \"%s\".", d.place, side, s)
				d.r.Answer = fmt.Sprintf("%s may not Force drain at %s: the location's text forbids it.", p, d.place)
				return false
			}
		}
	}
	return true
}

// amount is the drain: the opponent's icons here, then the modifiers.
func (d drain) amount() float64 {
	p, opp := d.q.Player, d.q.Player.Opponent()
	s := spot{Place: d.q.place}
	icons, from := s.icons(opp)
	switch {
	case from == "":
		d.r.Assume("%s's Force icons on %s's side are not known (no locations: icons, and no single location card: give its owner: when both sides print the title): taken as 0", d.place, opp)
	case icons == 0:
		d.r.Stepf(refs(drainZero), "%s has no Force icons on %s's side (from %s): it counts as zero icons, so the drain is 0 before modifiers.", d.place, opp, from)
	default:
		d.r.Stepf(refs(drainIcons), "%s has %d Force icon(s) on %s's side (from %s): the drain is %d before modifiers.", d.place, icons, opp, from, icons)
	}
	if gained := d.gainedIcons(opp); gained > 0 && from != "" {
		icons += gained
		d.r.Stepf(refs(drainIcons), "With the icons gained, %s has %d Force icon(s) on %s's side: the drain is %d before modifiers.", d.place, icons, opp, icons)
	}
	named := map[string]bool{}
	for _, m := range d.q.Modifiers {
		named[glossary.Fold(m.From)] = true
	}
	fromText, read := d.textModifiers(named)
	fromCards, readCards := d.cardModifiers(named)
	for q := range readCards {
		read[q] = true
	}
	for _, q := range append(d.limitHolders(), piecesOf(d.banRead)...) {
		read[q] = true
	}
	d.unreadTexts(named, read)
	total := float64(icons) + d.locationModifiers() + d.writtenModifiers() + fromText + fromCards
	if total < 0 {
		d.r.Stepf(refs(glossNegative), "The modifiers take it to %s, but the result of subtracting never falls below zero: the drain is 0.", num(total))
		total = 0
	}
	total = d.lossLimits(total)
	d.r.Stepf(refs(drainTotal), "%s's Force drain at %s is %s.", p, d.place, num(total))
	return total
}

// reDrainSentence finds a sentence of game text about Force drains.
var reDrainSentence = lazyregexp.New(`(?i)[^.]*\bforce drains?\b[^.]*`)

// unreadTexts names the cards at the location (and cards on them) whose
// text speaks of Force drains but which the file's modifiers do not name
// and textModifiers did not read:
// their text is not read, and the ruling says so rather than ignore it.
func (d drain) unreadTexts(named map[string]bool, read map[*table.Piece]bool) {
	for _, p := range d.t.Pieces {
		if read[p] || glossary.Fold(p.Location()) != glossary.Fold(d.place) || named[glossary.Fold(p.Name)] || named[glossary.Fold(p.Card.Title)] {
			continue
		}
		for _, m := range reDrainSentence().FindAllString(p.Card.GameText, -1) {
			m = strings.TrimSpace(m)
			if strings.HasPrefix(strings.ToLower(m), "may force drain") { // a droid's permission, read by control
				continue
			}
			d.r.Stepf(refs(glossDrainModifier), "%s's text speaks of Force drains (\"%s\"): not read; if it modifies or forbids this drain, write it in modifiers: or prevented_by:.", p.Name, m)
			d.r.Assume("%s's Force drain text is not applied", p.Name)
			break
		}
	}
}

// locationModifiers reads "Force drain +N here" on the player's side of the
// location (game text on your side applies only to you).
func (d drain) locationModifiers() float64 {
	sum := 0.0
	for _, s := range locationSentences(d.q.place, d.q.Player) {
		if m := ownBoon().FindStringSubmatch(s); m != nil {
			v := drainValue(m[2])
			d.r.Stepf(refs(glossLocations, automaticMandatory), "%s's text on %s's side: \"%s\" (automatic): %+g.", d.place, d.q.Player, s, v)
			sum += v
			continue
		}
		if m := anyCond().FindStringSubmatchIndex(s); m != nil {
			sum += d.conditionalLocationModifier(s, conditionLead(s, m[0]), drainValue(s[m[2]:m[3]]))
		}
	}
	return sum
}

// conditionalLocationModifier decides the condition of a location's
// Force drain modifier ("If your Lando or your Lobot here, Force drain +1
// here", Cloud City: Core Tunnel) with the shared condition code, at the
// location for the draining player: v when it holds; a condition the
// table does not show is an assumption and the modifier is not applied.
func (d drain) conditionalLocationModifier(s, lead string, v float64) float64 {
	cites := refs(glossLocations, glossDrainModifier)
	e, found := locationCondition(d.q.place.Card, "force_drain_modifier", d.q.Player, s)
	holds, known := false, false
	if found {
		holds, known = locationTextHolds(d.t, d.q.place, d.q.Player, e, lead)
	}
	switch {
	case !known:
		d.r.Stepf(cites, "%s's text on %s's side: \"%s\": its condition is not read, so it is not applied (write it in modifiers: if it holds).", d.place, d.q.Player, s)
		d.r.Assume("the condition of %q is taken as not met", s)
		return 0
	case !holds:
		d.r.Stepf(cites, "%s's text on %s's side: \"%s\": %q does not hold on the table, so it is not applied.", d.place, d.q.Player, s, lead)
		return 0
	}
	d.r.Stepf(cites, "%s's text on %s's side: \"%s\" (%s: the table shows it): %+g.", d.place, d.q.Player, s, lead, v)
	return v
}

// writtenModifiers sums the file's modifiers: one card once unless its text
// is cumulative; a lightsaber adds nothing at a system or sector.
func (d drain) writtenModifiers() float64 {
	sum := 0.0
	seen := map[string]bool{}
	kind, _ := spot{Place: d.q.place}.kind()
	for _, m := range d.q.Modifiers {
		key := glossary.Fold(m.From)
		switch {
		case strings.Contains(key, "lightsaber") && kind != "site":
			d.r.Stepf(refs(glossLightsabers), "%s does not apply: a lightsaber is not present at a system or sector, so it cannot enhance a Force drain there.", m.From)
		case seen[key] && !m.Cumulative:
			d.r.Stepf(refs(glossCumulatively), "%s again: no modifier is cumulative unless its text says so, so another copy adds nothing.", m.From)
		default:
			seen[key] = true
			d.r.Stepf(refs(glossDrainModifier), "%s modifies the drain by %+g.", m.From, m.Value)
			sum += m.Value
		}
	}
	return sum
}

// canceled names what cancels the drain: a response, or the opponent's
// react bringing presence.
func (d drain) canceled() string {
	if c := d.q.CanceledBy; c != "" && !d.uncancelable(c) {
		d.r.Stepf(refs(glossCancel), "%s cancels the Force drain: it has no result, and any cost paid stays paid.", c)
		return c
	}
	for _, name := range d.q.Reacts {
		p := d.t.Piece(name)
		a, why, cite := cardAbility(p, forAnything)
		if a > 0 {
			d.r.Stepf(refs(glossReact), "%s 'reacts' to %s with ability %s, bringing %s presence: reacting to a Force drain cancels it if you bring presence.", p.Name, d.place, num(a), p.Owner())
			return fmt.Sprintf("%s's react", p.Name)
		}
		if why == "" {
			why = "it has no ability"
		}
		d.r.Stepf(append(refs(glossReact), cite), "%s 'reacts' to %s but brings no presence (%s): the drain is not canceled.", p.Name, d.place, why)
	}
	return ""
}

// locationSentences are the sentences of the location card's game text on
// a side ("Dark: ... Light: ..."), empty when the card is not known.
func locationSentences(pl *table.Place, side table.Side) []string {
	if pl == nil || pl.Card == nil {
		return nil
	}
	part := sideText(pl.Card.GameText, side)
	var out []string
	for _, s := range strings.Split(part, ".") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// drainValue reads "+1", "-2" or "−2" as a number.
func drainValue(s string) float64 {
	s = strings.NewReplacer("−", "-", "–", "-", " ", "").Replace(s)
	v, _ := strconv.ParseFloat(s, 64)
	return v
}

// drainParticipate: every card with ability at the location takes part in a
// drain, and each takes part in one a turn.
var drainParticipate = narrow(glossDrain, "All of your cards with ability at the location … participate in only one Force drain per turn")
