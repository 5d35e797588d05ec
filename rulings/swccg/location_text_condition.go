package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A location's text on one player's half may carry a condition of its own
// ("If Tarkin here, your starships deploy +1 here", Eriadu (V); "If your
// Lando or your Lobot here, Force drain +1 here", Cloud City: Core
// Tunnel). The rule reading the modifier finds the sentence; the card
// database has read the sentence's condition into terms, and those are
// decided here with the shared condition code (conditionHolds), for that
// player, at that location. The half the text sits in and the location
// itself ("here") are where the text is read from, not terms to decide.

// locationCondition is the condition of the location text quoted in
// sentence on side's half: the card's effect of that kind whose words the
// sentence holds (kind: its kind or the start of it). found is false when the database read no such effect.
func locationCondition(c *cards.Card, kind string, side table.Side, sentence string) (e cards.Effect, found bool) {
	for _, fx := range c.Effects {
		if !strings.HasPrefix(fx.Kind, kind) || fx.Condition == "" {
			continue
		}
		if half := halfOf(c.GameText, fx.Span[0]); half != "" && half != side {
			continue
		}
		q := strings.TrimSpace(strings.TrimRight(fx.Quote, ". "))
		if q != "" && (strings.Contains(sentence, q) || strings.Contains(q, strings.TrimSpace(sentence))) {
			return fx, true
		}
	}
	return cards.Effect{}, false
}

// locationTextHolds decides e's condition, written as lead ("If Tarkin
// here"), at location pl for side's player. The terms are a conjunction:
// one the table shows failing makes it fail; otherwise one it cannot show,
// or words of lead no term read ("and Main Power Generators on table"),
// leave it unknown (known false) — never silently dropped.
func locationTextHolds(t *table.Table, pl *table.Place, side table.Side, e cards.Effect, lead string) (holds, known bool) {
	if pl == nil || pl.Card == nil {
		return false, false
	}
	here := &table.Piece{Card: pl.Card, Name: pl.Name, Entry: &table.Card{Card: pl.Card.Title, Owner: side, At: pl.Name}}
	rest := glossary.Fold(lead)
	known = true
	decided := 0
	for _, c := range e.Conditions {
		if c.Kind == "side" || c.Kind == "here" && c.Who == "" && !c.Not {
			continue
		}
		// A place after the modifier ("deploy -1 to Cloud City locations")
		// is where it applies, decided by the rule reading it, not a term
		// of the condition written before it.
		if c.Kind == "at" && !strings.Contains(glossary.Fold(lead), glossary.Fold(strings.TrimSpace(c.Text))) {
			continue
		}
		rest = strings.Replace(rest, glossary.Fold(strings.TrimSpace(c.Text)), "", 1)
		if c.Kind == "piloting" {
			c.Arg = widenArg(e.Quote, c.Arg)
		}
		h, k := decideTerm(t, here, c)
		switch {
		case !k:
			known = false
		case h == c.Not:
			return false, true
		}
		decided++
	}
	if strings.Trim(reLeadGlue().ReplaceAllString(rest, " "), " ,;") != "" || decided == 0 {
		return false, false
	}
	return known, known
}

// reLeadGlue is what joins a condition's terms ("If you control, and …").
var reLeadGlue = lazyregexp.New(`(?i)\b(?:and|if|while|when)\b|[,;]`)

// conditionLead is the words of sentence before the modifier found at
// index at ("If Tarkin here, "): empty when the modifier opens its sentence.
func conditionLead(text string, at int) string {
	start := strings.LastIndex(text[:at], ".") + 1
	return strings.TrimSpace(strings.Trim(text[start:at], " ,"))
}
