package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Value rules on the number a judge is asked for most: a card's power,
// ability, forfeit, destiny, deploy cost, landspeed, hyperspeed, maneuver,
// armor or defense value now, or a side's total power at a location, as
// the printed value and each modifier with the card and words it comes
// from.
var Value = register(&Rule[*ValueAsk]{
	ID:       "value",
	Title:    "A card's value now, or a side's total power at a location",
	Question: "value",
	Schema:   "description=a card's value now (power/ability/forfeit/destiny/deploy cost/landspeed/hyperspeed/maneuver/armor/defense value) or a side's total power at a location: the printed value and every card on table that modifies or sets it",
	Check:    checkValueAsk,
	Describe: describeValue,
	Doc: `The printed value (or the file's power:, ability:, forfeit:, landspeed:,
hyperspeed:), then each modifier the table gives it, read from card text:
the card's own text, the characters aboard ("adds 2 to maneuver"), the
pilot's "adds 2 to power of anything he pilots" (the figure in parentheses
when its condition holds), the cards deployed on it, the other cards on
table and the location whose text names it ("your TIEs present are each
power +1"), the cards in effects:, and modifiers: for what the engine does
not read. A condition the table shows is decided (here, present, with, at
same site as, piloting, driving, aboard, armed with, alone, on table,
control); one it cannot show is an assumption, and the card's met:
declares it holds. A location's text reaches the cards at it, or, naming
no place ("all Wookiees on table"), the cards it names anywhere; a card's
text on a target (target: in the file) reaches that card for the turn. Two
copies of one card's modifier count once unless its text says cumulatively
(then up to its limit); a "(limit +2)" on a modifier that is not cumulative,
and "may not have their forfeit increased above their printed value", bound
what the modifiers add together. A text saying the value "may not be
increased" ("reduced") blocks each modifier that would, and a set that would
(a reset to 0 is a reduction). A value a card sets (power
= 0) or set: is unmodifiable; a value the card does not have is no value
("no"); a starship or vehicle without a pilot cannot use its power,
maneuver or speeds, nor a starship without a nav computer its hyperspeed; a
result never falls below zero. stat: total_power with side: and at: adds
the power of the side's cards there as the power segment counts them, then
its total power modifiers; stat: deploy asks the deploy cost of a card on
table or from hand (side:) to at:, as the deploy rule counts it. The
unread sentences of the table's cards that speak of the value are listed
as not read.`,
	Cites: []glossary.Ref{glossPower, glossAbility, glossForfeitValue, glossDestinyDraw, glossDeployCost, glossLandspeed, glossHyperspeed,
		glossManeuver, glossArmor, glossDefenseValue, glossPilot, glossPermanentPilot, glossStarshipsRule, glossVehiclesRule, glossPowerSegment,
		refTotalingPower, refPowerSegment, glossAutomatic, glossCumulatively, glossUnmodifiable, glossNegative, glossUndefined, glossEscorting, refDeploy, refDeployExamples},
	Run: runValue,
})

// ValueAsk asks one value of a card, or a side's total power at a location.
type ValueAsk struct {
	Card string `json:"card,omitempty" jsonschema:"description=the card on table (for stat: deploy also a card from hand)"`
	Stat string `json:"stat" jsonschema:"required,enum=power,enum=ability,enum=forfeit,enum=destiny,enum=deploy,enum=landspeed,enum=hyperspeed,enum=maneuver,enum=armor,enum=defense_value,enum=total_power,description=the value asked"`
	// Side is whose total power, or who deploys a card from hand.
	Side table.Side `json:"side,omitempty" jsonschema:"enum=dark,enum=light,description=whose total power (stat: total_power) or who deploys a card from hand (stat: deploy)"`
	// At is the location of a total power, or where a card deploys.
	At string `json:"at,omitempty" jsonschema:"description=the location of the total power or where the card deploys (stat: deploy)"`
	// Modifiers are changes the engine does not read from card text.
	Modifiers []ForfeitChange `json:"modifiers,omitempty" jsonschema:"description=modifiers from cards whose text the engine does not read (two copies of one card count once unless cumulative)"`
	// Set is a card that set the value.
	Set *ForfeitChange `json:"set,omitempty" jsonschema:"description=a card that set the value (power = 0): unmodifiable"`
	// Destiny is the power destinies drawn (destiny to total power), in order.
	Destiny []float64 `json:"destiny,omitempty" jsonschema:"description=stat: total_power: the power destinies drawn (a card's 'adds one destiny to total power'), in order; without them the total is stated with the destinies still to draw"`
	// Resolved is the card from hand of a deploy question.
	Resolved *cards.Card `json:"-"`
}

func describeValue(q *ValueAsk) string {
	if q.Stat == statTotalPower {
		return fmt.Sprintf("value: %s total power at %s", q.Side, q.At)
	}
	return fmt.Sprintf("value: %s of %s", q.Stat, q.Card)
}

func checkValueAsk(c *table.Checker, q *ValueAsk) error {
	st, ok := statNamed(q.Stat)
	if !ok {
		return c.Errorf(".stat", "unknown stat %q: want one of %s", q.Stat, strings.Join(statNames(), ", "))
	}
	q.Stat = st.Name
	for i, m := range q.Modifiers {
		if strings.TrimSpace(m.From) == "" {
			return c.Errorf(fmt.Sprintf(".modifiers[%d]", i), "a modifier needs from: the card whose text gives it")
		}
	}
	if q.Set != nil && strings.TrimSpace(q.Set.From) == "" {
		return c.Errorf(".set", "set needs from: the card that set the value")
	}
	switch st.Name {
	case statTotalPower:
		if q.Card != "" {
			return c.Errorf(".card", "stat: total_power is a side's, not a card's: give side: and at:, not card:")
		}
		if err := c.Side(q.Side); err != nil {
			return err
		}
		if strings.TrimSpace(q.At) == "" {
			return c.Errorf("", "stat: total_power needs at: the location")
		}
		return nil
	case "deploy":
		return checkDeployValue(c, q)
	}
	return c.MustName(q.Card, ".card")
}

func runValue(t *table.Table, q *ValueAsk) rulings.Ruling {
	var r rulings.Ruling
	st, _ := statNamed(q.Stat)
	switch st.Name {
	case statTotalPower:
		totalPower(t, q, &r)
	case "deploy":
		deployValue(t, q, &r)
	default:
		vc := &valueCalc{t: t, r: &r, st: st}
		p := t.Piece(q.Card)
		v, defined := vc.card(p, q)
		r.Verdict = rulings.Answer
		if !defined {
			r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s has no %s: a value that does not exist is not modifiable.", p.Name, st.Word)
		} else {
			r.Answer = fmt.Sprintf("%s's %s is %s.", p.Name, st.Word, num(v))
		}
		notReadWord(t, &r, st.Word)
	}
	return r
}

// notReadWord lists, of every card on table, location card and effect in
// play, the unread sentences that speak of the value: a modifier the
// engine did not read anywhere on table is shown.
func notReadWord(t *table.Table, r *rulings.Ruling, word string) {
	unread := func(c *cards.Card) {
		if c == nil {
			return
		}
		var ss []rulings.Sentence
		unread := c.NotRead
		if own := ownReadings["value"]; own != nil { // Value.ID: an initialisation cycle
			unread = unreadBesides(c, own(c))
		}
		for _, s := range unread {
			if strings.Contains(strings.ToLower(s.Text), word) {
				ss = append(ss, rulings.Sentence{Text: strings.TrimSpace(s.Text), Span: s.Span})
			}
		}
		r.AddNotRead(c.Title, ss)
	}
	for _, p := range t.Pieces {
		unread(p.Card)
	}
	for i := range t.State.Locations {
		unread(t.State.Locations[i].Card)
	}
	for _, ip := range t.Effects {
		unread(ip.Card)
	}
}
