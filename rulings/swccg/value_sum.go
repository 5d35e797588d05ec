package swccg

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Adding the modifiers up: what a counting modifier counts, copies of one
// card once unless cumulative (with its limit on all copies).

// cumulative: the sentence holding the modifier says "cumulatively"; limit
// is the "(limit -3)" on all copies together, 0 for none.
func cumulative(c *cards.Card, e cards.Effect) (ok bool, limit float64) {
	text := e.Quote
	for _, s := range c.Sentences() {
		if s.Span[0] <= e.Span[0] && e.Span[0] < s.Span[1] {
			text = s.Text
		}
	}
	if m := reLimit().FindStringSubmatch(text); m != nil {
		limit, _ = strconv.ParseFloat(m[1], 64)
	}
	return containsFold(text, "cumulativ"), limit
}

var reLimit = lazyregexp.New(`\(limit ([+-]?\d+)\)`)

// sum adds the modifiers, each card's once unless its text is cumulative,
// and shows the copies left out.
func (vc *valueCalc) sum(mods []valueMod) float64 {
	total := 0.0
	seen := map[string]int{}
	from := map[string]string{}
	added := map[string]float64{}
	for _, m := range mods {
		key := foldKey(m.Title, m.Quote)
		seen[key]++
		if seen[key] > 1 && from[key] == m.From && m.Quote != "" {
			continue // the same words twice on one card (a location's two halves)
		}
		from[key] = m.From
		if seen[key] > 1 && !m.Cumulative {
			vc.r.Stepf(refs(glossCumulatively), "%s's \"%s\" is in effect again (%s), but no modifier is cumulative unless its text says so: this copy does not count.", m.From, m.text(), m.How)
			continue
		}
		cites := m.Cites
		if cites == nil {
			cites = vc.modifierCites(m)
		}
		v := m.Value
		if m.Cumulative && m.Limit != 0 && math.Abs(added[key]+v) > math.Abs(m.Limit) {
			v = m.Limit - added[key]
			vc.r.Stepf(refs(glossCumulatively), "%s's \"%s\" is cumulative, but limited to %s for all copies together: it adds %+g.", m.From, m.text(), signed(m.Limit), v)
			added[key] += v
			total += v
			continue
		}
		if m.Cumulative && seen[key] > 1 {
			cites = append(cites, glossCumulatively)
		}
		vc.r.Stepf(cites, "%s: \"%s\" (%s): %+g.", m.From, m.text(), m.How, v)
		added[key] += v
		total += v
	}
	return total
}

// valueMod is one modifier of a value, from card text or the file.
type valueMod struct {
	From string
	// Title is the card's title: copies of one card share it.
	Title string
	Value float64
	Quote string
	How   string
	// Cumulative: its text says so, and every copy counts.
	Cumulative bool
	// Limit bounds what all copies of a cumulative modifier add ("(limit -3)").
	Limit float64
	// Cites are the rules it rests on, when not the value's entry.
	Cites []glossary.Ref
}

func (m valueMod) text() string {
	if m.Quote == "" {
		return fmt.Sprintf("%+g", m.Value)
	}
	return m.Quote
}

func foldKey(parts ...string) string {
	for i, s := range parts {
		parts[i] = glossary.Fold(s)
	}
	return strings.Join(parts, "|")
}

// rePresentCount is what a modifier counts among the cards with it: "for
// each opponent's character present", "for each stormtrooper at same site".
var rePresentCount = lazyregexp.New(`^(?:of\s+)?(.+?)\s+(?:present|here|at same (?:site|location|system|sector))(?:,.*)?$`)

// countEach scales a counting modifier ("Power +1 for each opponent's
// character present"): the cards stacked on a card (perEach), else the
// active cards with the text's card that its words name.
func (vc *valueCalc) countEach(s *source) (value float64, how string, counted bool) {
	value, how, counted = perEach(vc.t, s.e)
	each, limit, ok := s.e.PerEach()
	if counted || !ok {
		return value, how, counted
	}
	m := rePresentCount().FindStringSubmatch(strings.TrimSpace(each))
	if m == nil {
		return value, how, false
	}
	n := len(withAt(vc.t, s.from, m[1]))
	value = s.e.Value * float64(n)
	with := "with " + s.from.Name
	if s.from.Card.Type == "Location" {
		with = "at " + s.from.Name
	}
	how = fmt.Sprintf("counting %s %s: %d, so %s × %d", m[1], with, n, signed(s.e.Value), n)
	if limit > 0 && value > limit {
		value = limit
		how += fmt.Sprintf(", limited to %s", signed(limit))
	}
	return value, how, true
}

// modifierCites: a modifier of card text applies by itself (an automatic
// modifier), and a power modifier counts wherever it is printed (Totaling
// Power: participating cards, locations, piloting text, cards elsewhere).
func (vc *valueCalc) modifierCites(m valueMod) []glossary.Ref {
	cites := refs(vc.st.Cite)
	if m.Quote != "" {
		cites = append(cites, automaticMandatory)
	}
	if vc.st.Name == "power" {
		cites = append(cites, totalModifiers)
	}
	return cites
}
