package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// ForfeitValue rules on a card's forfeit value now: the printed value,
// then the modifiers on it, or the value a card set it to.
var ForfeitValue = register(&Rule[*ForfeitAsk]{
	ID:       "forfeit-value",
	Title:    "A card's forfeit value now",
	Question: "forfeit_value",
	Schema:   "description=a card on table: its forfeit value now, from the printed value and what modifies or sets it",
	Check:    checkForfeitAsk,
	Describe: func(q *ForfeitAsk) string { return "forfeit_value: " + q.Card },
	Doc: `The printed forfeit value (or the file's forfeit:), plus the card's own
"forfeit +N"/"-N" text (a condition must be declared in met:), a captive's
escort's "captive is forfeit +N" (escort: in the table), and the
modifiers on it from other cards (modifiers:; two copies of one card count
once unless its text says cumulatively); a value a card set ("its forfeit =
0", set:) is unmodifiable; the result never falls below zero. A card with
no forfeit value (most weapons and devices, Effects) cannot be forfeited and
is not modified.`,
	Cites: []glossary.Ref{glossForfeitValue, glossForfeit, glossCumulatively, glossUnmodifiable, glossNegative, glossUndefined, glossEscorting},
	Run:   runForfeitValue,
})

var (
	glossForfeitValue = table.GlossaryRef("forfeit value")
	glossForfeit      = table.GlossaryRef("forfeit")
	glossCumulatively = table.GlossaryRef("cumulatively")
	glossUnmodifiable = table.GlossaryRef("unmodifiable values")
	glossNegative     = table.GlossaryRef("negative numbers")
	glossUndefined    = table.GlossaryRef("undefined values")
)

// ForfeitAsk asks a card's forfeit value, with what the table does to it
// that the card's own text does not say.
type ForfeitAsk struct {
	Card string `json:"card" jsonschema:"required,description=the card on table"`
	// Modifiers are other cards' forfeit modifiers in effect on it.
	Modifiers []ForfeitChange `json:"modifiers,omitempty" jsonschema:"description=forfeit modifiers from other cards in effect on it (Sandcrawler: each Jawa at same exterior site is forfeit +1)"`
	// Set is a card that set its forfeit to a value.
	Set *ForfeitChange `json:"set,omitempty" jsonschema:"description=a card that set its forfeit to a value (a lightsaber's 'target hit, and its forfeit = 0')"`
}

// ForfeitChange is one card's change to a forfeit value.
type ForfeitChange struct {
	From  string  `json:"from" jsonschema:"required,description=the card whose text modifies or sets it"`
	Value float64 `json:"value" jsonschema:"description=the modifier (+1, -2), or the value set"`
	// Cumulative: its text says "cumulatively", so every copy counts.
	Cumulative bool `json:"cumulative,omitempty"`
}

func checkForfeitAsk(c *table.Checker, q *ForfeitAsk) error {
	if err := c.MustName(q.Card, ".card"); err != nil {
		return err
	}
	for i, m := range q.Modifiers {
		if strings.TrimSpace(m.From) == "" {
			return c.Errorf(fmt.Sprintf(".modifiers[%d]", i), "a forfeit modifier needs from: the card whose text gives it")
		}
	}
	if q.Set != nil && strings.TrimSpace(q.Set.From) == "" {
		return c.Errorf(".set", "set needs from: the card that set the forfeit value")
	}
	if q.Set != nil && q.Set.Value < 0 {
		return c.Errorf(".set.value", "forfeit = %g: a forfeit value is never below zero", q.Set.Value)
	}
	return nil
}

func runForfeitValue(t *table.Table, q *ForfeitAsk) rulings.Ruling {
	var r rulings.Ruling
	p := t.Piece(q.Card)
	printed := p.Forfeit()
	switch {
	case p.Entry.Forfeit != nil:
		r.Stepf(refs(glossForfeitValue), "%s's forfeit value is %s as the file writes it (forfeit:).", p.Name, num(printed.Value))
	case printed.Star:
		if v, quote, ok := starValue(p, "forfeit"); ok {
			r.Stepf(refs(glossUndefined, glossForfeitValue), "%s's printed forfeit value is *, defined by its game text: %q, so it is %s.", p.Name, quote, num(v))
			printed.Value = v
			break
		}
		r.Assume("%s's printed forfeit * is defined by its game text, which this rule does not read: taken as 0", p.Name)
	case !printed.Defined:
		r.Stepf(refs(forfeitOnlyWithValue, undefinedNotModifiable), "%s has no forfeit value: a card may be forfeited only if it has one, and a value that does not exist is not modifiable.", p.Name)
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("%s has no forfeit value: it cannot be forfeited.", p.Name)
		return r
	default:
		r.Stepf(refs(glossForfeitValue), "%s's printed forfeit value is %s: the attrition and battle damage that losing it in a battle may satisfy.", p.Name, printed.Raw)
	}
	value := printed.Value
	if s := q.Set; s != nil {
		r.Stepf(refs(glossUnmodifiable, forfeitStillEligible), "%s set its forfeit to %s: a value a card sets to a specific value is unmodifiable until restored, so no modifier applies; it may still be forfeited while it participates.", s.From, num(s.Value))
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's forfeit value is %s (set by %s).", p.Name, num(s.Value), s.From)
		return r
	}
	value += ownForfeitText(p, &r) + escortForfeit(t, p, &r) + forfeitModifiers(q.Modifiers, &r)
	if value < 0 {
		r.Stepf(refs(glossNegative), "The modifiers take it to %s, but a result of subtracting never falls below zero: %s's forfeit value is 0.", num(value), p.Name)
		value = 0
	}
	r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("%s's forfeit value is %s.", p.Name, num(value))
	return r
}

// ownForfeitText sums the card's own "forfeit +N" clauses that apply.
func ownForfeitText(p *table.Piece, r *rulings.Ruling) float64 {
	sum := 0.0
	for _, e := range p.Card.Effects {
		if e.Kind != "forfeit_modifier" || e.Target != "" {
			continue
		}
		switch {
		case p.Entry.TextOff():
			r.Stepf(refs(glossForfeitValue), "Its own text \"%s\" does not apply: its game text is %s.", e.Quote, p.Entry.TextOffBy())
		case e.Condition != "" && !met(p.Entry.Met, e.Condition):
			r.Stepf(refs(glossForfeitValue), "Its own text \"%s\" applies only %s, which the file does not declare met (met: %v).", e.Quote, e.Condition, p.Entry.Met)
		default:
			r.Stepf(refs(glossForfeitValue), "Its own text \"%s\": %+g.", e.Quote, e.Value)
			sum += e.Value
		}
	}
	return sum
}

// forfeitModifiers sums the modifiers from other cards, each card once
// unless its text is cumulative.
func forfeitModifiers(ms []ForfeitChange, r *rulings.Ruling) float64 {
	sum := 0.0
	counted := map[string]int{}
	for _, m := range ms {
		key := glossary.Fold(m.From)
		if n := counted[key]; n > 0 && !m.Cumulative {
			counted[key]++
			continue
		}
		counted[key]++
		r.Stepf(refs(glossForfeitValue), "%s modifies it by %+g.", m.From, m.Value)
		sum += m.Value
	}
	for _, m := range ms {
		if n := counted[glossary.Fold(m.From)]; n > 1 && !m.Cumulative {
			r.Stepf(refs(cumulativeOnlyIfSaid), "%s is in effect %d times, but no modifier is cumulative unless its text says so: it counts once.", m.From, n)
			counted[glossary.Fold(m.From)] = 0
		}
	}
	return sum
}

func refs(r ...glossary.Ref) []glossary.Ref { return r }
