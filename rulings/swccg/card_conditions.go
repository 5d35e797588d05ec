package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A card's text applies under its condition, read into terms by the card
// database (cards.Condition). The terms the table shows are decided here:
// who pilots what, who is with whom, what is armed with what, alone, on
// table, in battle. The judge's met: on the card overrides (the condition
// holds); a term the table cannot show is an assumption the ruling states,
// and the text is then not applied.

// applies says whether the effect e of p's text applies now, stating in r
// what it assumed. A text canceled never applies.
func applies(t *table.Table, p *table.Piece, e cards.Effect, r *rulings.Ruling) bool {
	if p.Entry.TextOff() {
		return false
	}
	if e.Condition == "" {
		return true
	}
	if met(p.Entry.Met, e.Condition) {
		return true
	}
	holds, known := conditionHolds(t, p, e)
	if !known {
		r.Assume("%s's text %q applies %s, which the table does not show: taken as not holding (add it to the card's met: if it does)", p.Name, strings.TrimSpace(e.Quote), conditionText(e))
	}
	return holds && known
}

// conditionHolds decides every term of e's condition against the table
// for p: all must hold; known is false when one is a term the table does
// not show.
func conditionHolds(t *table.Table, p *table.Piece, e cards.Effect) (holds, known bool) {
	holds = true
	for _, c := range e.Conditions {
		if c.Kind == "piloting" {
			c.Arg = widenArg(e.Quote, c.Arg)
		}
		h, k := decideTerm(t, p, c)
		if !k {
			return false, false
		}
		holds = holds && h != c.Not
	}
	return holds, true
}

// decideTerm decides one term, reading alternatives its words hold that
// the term lost ("if alone or armed with a lightsaber" read as armed_with
// only): any alternative holding makes it hold.
func decideTerm(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	body := reOpening().ReplaceAllString(strings.TrimSpace(c.Text), "")
	if c.Kind == "side" || !strings.Contains(body, " or ") || strings.Contains(c.Arg, " or ") || strings.Contains(c.Who, " or ") {
		return decide(t, p, c)
	}
	if h, k := decide(t, p, c); c.Kind == "unread" && k {
		return h, true // the words, read whole ("where you have Kylo or a Knight of Ren")
	}
	known = true
	for _, alt := range strings.Split(body, " or ") {
		if !reOpening().MatchString(alt) { // "on Endor or when present with …": the second keeps its own opening
			alt = "if " + alt
		}
		for _, ac := range cards.ParseConditions(alt) {
			h, k := decide(t, p, ac)
			if k && h != ac.Not {
				return true, true
			}
			known = known && k
		}
	}
	return false, known
}

// decide reads one term against the table: whether it holds, and whether
// the table shows it at all.
func decide(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	if c.Who != "" {
		return decideWho(t, p, c)
	}
	switch c.Kind {
	case "piloting":
		return p.Host != nil && (p.Entry.Slot == "pilot" || p.Entry.Slot == "driver") && namesCard(c.Arg, p.Host, p), true
	case "piloted_by":
		return pilotedBy(t, p, c.Arg), true
	case "aboard":
		return p.Host != nil && p.Entry.On == "" && namesCard(c.Arg, p.Host, p), true
	case "armed_with":
		for _, q := range t.Pieces {
			if q.Host == p && q.Entry.On != "" && q.Card.Type == "Weapon" && namesCard(c.Arg, q, p) {
				return true, true
			}
		}
		return false, true
	case "with":
		if who, ok := strings.CutSuffix(c.Arg, " in battle"); ok {
			return withInBattle(t, p, who), true
		}
		return len(withAt(t, p, c.Arg)) > 0, true
	case "on_table":
		for _, q := range t.Pieces {
			if namesCard(c.Arg, q, p) {
				return true, true
			}
		}
		return false, true
	case "alone":
		return alone(t, p), true
	case "in_battle":
		b := t.State.Battle
		if b == nil {
			return false, true
		}
		in := !b.Attack && contains(participants(t, p.Owner()), p)
		if kind, ok := battleAtKind(c.Arg); ok {
			return in && kind(place(t, b.At)), true
		}
		if c.Arg != "" && !strings.Contains(glossary.Fold(c.Arg), "same") {
			return false, false
		}
		return in, true
	case "here":
		return p.Location() != "", true
	case "present":
		if c.Arg == "" {
			return p.Location() != "" && (p.Host == nil || !p.Host.Enclosed()), true
		}
		return len(withAt(t, p, c.Arg)) > 0, true
	case "at":
		return locatedAtOwned(t, p, c.Arg)
	case "limit":
		return true, true // how often an action is taken, not whether the text holds
	case "occupies", "opponent_occupies", "controls", "opponent_controls":
		return holdsHere(t, p, c)
	case "unread":
		return decideWords(t, p, c.Text)
	}
	return false, false
}

// textStep states that a card's text applies.
func textStep(r *rulings.Ruling, p *table.Piece, e cards.Effect, cites []glossary.Ref, then string) {
	how := ""
	if e.Condition != "" {
		how = " (" + conditionText(e) + ": "
		if met(p.Entry.Met, e.Condition) {
			how += "declared met"
		} else {
			how += "the table shows it"
		}
		how += ")"
	}
	r.Stepf(cites, "%s's text %q applies%s: %s", p.Name, strings.TrimSpace(e.Quote), how, then)
}

// conditionText is the condition as written, without the punctuation an
// extractor left at its ends.
func conditionText(e cards.Effect) string { return strings.Trim(e.Condition, " ()[],;") }

// unknownCondition: some term of e's condition is one the table cannot
// show (applies has then stated an assumption).
func unknownCondition(t *table.Table, p *table.Piece, e cards.Effect) bool {
	if met(p.Entry.Met, e.Condition) {
		return false
	}
	for _, c := range e.Conditions {
		if _, known := decide(t, p, c); !known {
			return true
		}
	}
	return false
}

// battleAtKind reads "in battle at a site" (Prince Xizor) and "at a system"
// into the kind of location the battle must be at.
func battleAtKind(arg string) (func(*table.Location) bool, bool) {
	switch glossary.Fold(arg) {
	case "at a site", "at site":
		return isSite, true
	case "at a system", "at system":
		return isSystem, true
	}
	return nil, false
}

// withInBattle: "when with another Weequay in battle" — p and a card the
// words name both take part in the battle now in progress.
func withInBattle(t *table.Table, p *table.Piece, who string) bool {
	b := t.State.Battle
	if b == nil || b.Attack || !contains(participants(t, p.Owner()), p) {
		return false
	}
	for _, q := range withAt(t, p, who) {
		if contains(participants(t, q.Owner()), q) {
			return true
		}
	}
	return false
}

// decideWho decides a term about the cards its words name (c.Who: "While
// Anakin or Vader here", "unless Amidala at a Mustafar location"): such a
// card must meet it, one of them enough; with none on table it does not
// hold. "Here" is p's location, with another card there; a term naming p
// itself ("If Maul in battle" on Maul) is about p.
func decideWho(t *table.Table, p *table.Piece, c cards.Condition) (holds, known bool) {
	who := c.Who
	c.Who = ""
	if c.Kind == "here" {
		return len(withAt(t, p, who)) > 0, true
	}
	if namesCard(who, p, p) {
		return decide(t, p, c)
	}
	known = true
	for _, q := range t.Pieces {
		if q == p || !q.Active() || !namesCard(who, q, p) {
			continue
		}
		h, k := decide(t, q, c)
		if k && h {
			return true, true
		}
		known = known && k
	}
	return false, known
}

// locatedAtOwned reads "at opponent's battleground", "at your site": a
// location is "your" one when you deployed its card (Glossary 2.0, He
// Hasn't Come Back Yet: "'your' exterior planet sites … if you deployed
// that site card"), the table's location owner; the place then as
// locatedAt reads it. A location whose owner the table does not give is
// unknown.
func locatedAtOwned(t *table.Table, p *table.Piece, phrase string) (holds, known bool) {
	f := glossary.Fold(phrase)
	want := p.Owner()
	rest, ok := strings.CutPrefix(f, "your ")
	if !ok {
		if rest, ok = strings.CutPrefix(f, "opponent's "); !ok {
			return locatedAt(t, p, phrase)
		}
		want = want.Opponent()
	}
	where := p.Location()
	if where == "" {
		return false, true
	}
	pl := placeOf(t, where)
	if pl.Entry == nil || pl.Entry.Owner == "" {
		return false, false
	}
	if pl.Entry.Owner != want {
		return false, true
	}
	if rest == "battleground" || rest == "battlegrounds" {
		rest = "battleground location" // the noun alone names a location
	}
	return locatedAt(t, p, rest)
}
