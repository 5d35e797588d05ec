package swccg

import (
	"fmt"
	"math"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// immunity is what a card has of immunity to attrition right now: every
// grant, modifier and limit, those that do not apply and why, and what
// removes it.
type immunity struct {
	Grants         []grant
	Skipped        []grant
	Changes        []change
	SkippedChanges []change
	RemovedBy      string
	// Cite is the reference of the removal.
	Cite glossary.Ref
}

// grant is one source of immunity to attrition < Level (+Inf for
// "immune to attrition" without a level).
type grant struct {
	Level float64
	From  string
	Why   string
	Cite  glossary.Ref
}

// Level is the highest grant changed by the modifiers and limits, 0 when
// removed or when there is none.
func (im immunity) Level() float64 {
	if im.RemovedBy != "" {
		return 0
	}
	return apply(im.Highest(), im.Changes)
}

// Highest is the highest grant: immunity is not cumulative.
func (im immunity) Highest() float64 {
	best := 0.0
	for _, g := range im.Grants {
		best = max(best, g.Level)
	}
	return best
}

// protects is the engine's boundary: attrition exists and is below the level.
func (im immunity) protects(a attrition) bool {
	return a.Exists && a.Value < im.Level()
}

func levelText(l float64) string {
	if math.IsInf(l, 1) {
		return "immune to attrition (any amount)"
	}
	return "immune to attrition < " + num(l)
}

func effectLevel(e cards.Effect) float64 {
	if e.Value == 0 {
		return math.Inf(1)
	}
	return e.Value
}

// immunityOf collects p's immunity from every source the rules name.
func immunityOf(t *table.Table, p *table.Piece) immunity { return collect(t, p, 0) }

// maxNesting bounds a chain of hosts and related sites, which a
// hand-written file could make circular.
const maxNesting = 8

func collect(t *table.Table, p *table.Piece, depth int) immunity {
	var im immunity
	im.own(t, p)
	for _, g := range p.Entry.Immunity {
		im.Grants = append(im.Grants, grant{Level: g.Level, From: g.From, Why: "declared in the file", Cite: immuneLevels})
	}
	for _, q := range t.Pieces {
		im.fromAttached(t, p, q)
	}
	im.fromEffects(p, t.Effects)
	im.fromTable(t, p)
	im.changesFromEffects(p, t.Effects)
	im.fromHost(t, p, depth)
	im.removal(p, t.Effects)
	return im
}

// own reads the card's own game text, unless canceled: its immunity and
// the modifiers and limits on itself.
func (im *immunity) own(t *table.Table, p *table.Piece) {
	from := p.Card.Title + "'s own game text"
	for _, e := range p.Card.Effects {
		own := e.Kind == "immune_to_attrition" || e.Kind == "immune_to_attrition_counted" || isChange(e.Kind) && e.Target == ""
		if !own {
			continue
		}
		why, cite, applies := fmt.Sprintf("%q", e.Quote), immuneLevels, true
		level := effectLevel(e)
		if e.Kind == "immune_to_attrition_counted" {
			var how string
			level, how, applies = countedLevel(t, p, e)
			if !applies {
				how = "a level this rule does not count"
			}
			why += " — " + how
		}
		switch {
		case p.Entry.TextOff():
			why, cite, applies = "its game text is "+p.Entry.TextOffBy(), ex3Canceled, false
		case e.Condition != "" && met(p.Entry.Met, e.Condition):
			why += " — " + e.Condition + ", declared met"
		case e.Condition != "":
			why, applies = decidedWhy(t, p, e, why, p.Entry.Met)
		}
		switch {
		case isChange(e.Kind):
			c := changeOf(e, from, why)
			c.Cite = cite
			if v, how, counted := perEach(t, e); how != "" {
				c.Value, c.Why = v, c.Why+" — "+how
				applies = applies && counted
			}
			im.addChange(c, applies)
		case applies && level > 0:
			im.Grants = append(im.Grants, grant{Level: level, From: from, Why: why, Cite: cite})
		default:
			im.Skipped = append(im.Skipped, grant{Level: level, From: from, Why: why, Cite: cite})
		}
	}
}

// met is true when a declared condition is part of the clause's condition.
func met(declared []string, condition string) bool {
	for _, d := range declared {
		if d != "" && strings.Contains(glossary.Fold(condition), glossary.Fold(d)) {
			return true
		}
	}
	return false
}

// fromAttached reads q when it is deployed on p, or is a Jedi Test targeting p.
func (im *immunity) fromAttached(t *table.Table, p, q *table.Piece) {
	test := strings.HasPrefix(q.Card.Type, "Jedi Test")
	on := q.Entry.On != "" && q.Host == p
	if !on && !(test && q.Entry.Target != "" && t.Piece(q.Entry.Target) == p) {
		return
	}
	cite, how := immuneLevels, "deployed on it"
	if test {
		cite, how = ex2Highest, "a Jedi Test it completed"
	}
	levels := []float64{}
	for _, e := range q.Card.Effects {
		switch {
		case e.Kind != "grants_immunity":
		case e.Target == "host" && e.Condition == "" || test:
			levels = append(levels, effectLevel(e))
		case on && (e.Target == "host" || hostNamed(e.Target, p, q)):
			im.conditionalFromAttached(t, p, q, e)
		}
	}
	for _, g := range q.Entry.Immunity {
		levels = append(levels, g.Level)
	}
	for _, e := range q.Card.Effects {
		if !isChange(e.Kind) || e.Target != "host" || !on {
			continue
		}
		if q.Entry.TextOff() {
			im.addChange(changeOf(e, q.Name, "its game text is "+q.Entry.TextOffBy()), false)
		} else {
			im.addChange(changeOf(e, q.Name, how+fmt.Sprintf(": %q", e.Quote)), true)
		}
	}
	for _, l := range levels {
		g := grant{Level: l, From: q.Name, Why: how, Cite: cite}
		switch {
		case test && !q.Entry.Completed:
			g.Why = "a Jedi Test not completed"
			im.Skipped = append(im.Skipped, g)
		case q.Entry.TextOff():
			g.Why = "its game text is " + q.Entry.TextOffBy()
			im.Skipped = append(im.Skipped, g)
		default:
			im.Grants = append(im.Grants, g)
		}
	}
}

// fromEffects reads effects in play aimed at p: written out in the file,
// or a card's grant with `to:` naming p, or without `to:` naming p's kind.
func (im *immunity) fromEffects(p *table.Piece, effects []*table.InPlay) {
	for _, e := range effects {
		if e.Card != nil && len(e.Entry.To) == 0 {
			for _, ce := range e.Card.Effects {
				if why, ok := classGrant(e, ce, p); ok && ce.Kind == "grants_immunity" {
					im.Grants = append(im.Grants, grant{Level: effectLevel(ce), From: e.Source(), Why: why, Cite: immuneLevels})
				}
			}
			continue
		}
		if !names(e.Entry.To, p) {
			continue
		}
		if e.Card == nil && e.Entry.Kind == "grants_immunity" {
			im.Grants = append(im.Grants, grant{Level: e.Entry.Level, From: e.Source(), Why: "an effect in play, as written in the file", Cite: immuneLevels})
		}
		if e.Card == nil {
			continue
		}
		for _, ce := range e.Card.Effects {
			if ce.Kind == "grants_immunity" {
				im.Grants = append(im.Grants, grant{Level: effectLevel(ce), From: e.Source(), Why: fmt.Sprintf("%q", ce.Quote), Cite: immuneLevels})
			}
		}
	}
}

func names(list []string, p *table.Piece) bool {
	for _, n := range list {
		if glossary.Fold(n) == glossary.Fold(p.Name) || glossary.Fold(n) == glossary.Fold(p.Card.Title) {
			return true
		}
	}
	return false
}

// fromHost passes an enclosed vehicle's or starship's immunity to the
// cards aboard it (bridge, cockpit, cargo bay), never to its related sites.
func (im *immunity) fromHost(t *table.Table, p *table.Piece, depth int) {
	if depth >= maxNesting {
		return
	}
	if h := p.Host; h != nil && p.Entry.Aboard != "" {
		hl := collect(t, h, depth+1).Level()
		switch {
		case hl == 0:
		case h.Enclosed():
			im.Grants = append(im.Grants, grant{Level: hl, From: h.Name, Why: "aboard an enclosed vehicle or starship, which protects everything aboard at its own level", Cite: immuneEnclosed})
		default:
			im.Skipped = append(im.Skipped, grant{Level: hl, From: h.Name, Why: "an open vehicle protects only itself", Cite: immuneEnclosed})
		}
	}
	for _, loc := range t.State.Locations {
		if loc.Of != "" && glossary.Fold(loc.Name) == glossary.Fold(p.Location()) {
			if h := t.Piece(loc.Of); h != nil && h != p {
				if hl := collect(t, h, depth+1).Level(); hl > 0 {
					im.Skipped = append(im.Skipped, grant{Level: hl, From: h.Name, Why: "at " + loc.Name + ", a related site: only cards aboard the bridge, cockpit or cargo bay are protected", Cite: withNote(immuneEnclosed, "does not protect cards at related starship or vehicle sites")})
				}
			}
		}
	}
}

// removal finds what takes p's immunity away; it beats every grant.
func (im *immunity) removal(p *table.Piece, effects []*table.InPlay) {
	if by := p.Entry.ImmunityLostBy; by != "" {
		im.RemovedBy, im.Cite = by, immuneRemoving
		return
	}
	for _, e := range effects {
		if e.Card == nil {
			if e.Entry.Kind == "loses_immunity" && names(e.Entry.To, p) {
				im.RemovedBy, im.Cite = e.Source(), immuneRemoving
				return
			}
			continue
		}
		for _, ce := range e.Card.Effects {
			if ce.Kind != "loses_immunity" {
				continue
			}
			if names(e.Entry.To, p) || len(e.Entry.To) == 0 && targets(ce.Target, p) {
				im.RemovedBy, im.Cite = fmt.Sprintf("%s (%q)", e.Source(), ce.Quote), immuneRemoving
				if ce.Condition != "" {
					im.RemovedBy += fmt.Sprintf(" — %s, taken as met", ce.Condition)
				}
				return
			}
		}
	}
}

// decidedWhy decides a grant's condition from the table for the card it
// speaks of: why it applies or not, and whether it does.
func decidedWhy(t *table.Table, p *table.Piece, e cards.Effect, why string, declared []string) (string, bool) {
	holds, known := conditionHolds(t, p, e)
	switch {
	case !known:
		return fmt.Sprintf("only %s, which the table does not show and the file does not declare met (met: %v)", conditionText(e), declared), false
	case !holds:
		return fmt.Sprintf("only %s, which does not hold on the table", conditionText(e)), false
	}
	return why + " — " + conditionText(e) + ", as the table shows", true
}

// hostNamed: a grant's target names the kind of card it is deployed on
// ("starfighter" for Astromech Translator on an X-wing).
func hostNamed(target string, p, q *table.Piece) bool {
	switch glossary.Fold(target) {
	case "", "it", "you", "opponent":
		return false
	}
	return namesCard(target, p, q)
}

// conditionalFromAttached reads a grant of a card deployed on p whose
// condition speaks of p ("if piloted, starfighter is immune to attrition
// < 3 (< 6 if matching pilot aboard)"): decided from the table, met: on
// either card overriding.
func (im *immunity) conditionalFromAttached(t *table.Table, p, q *table.Piece, e cards.Effect) {
	g := grant{Level: effectLevel(e), From: q.Name, Why: fmt.Sprintf("deployed on it: %q", e.Quote), Cite: immuneLevels}
	switch {
	case q.Entry.TextOff():
		g.Why = "its game text is " + q.Entry.TextOffBy()
		im.Skipped = append(im.Skipped, g)
		return
	case e.Condition == "":
	case met(q.Entry.Met, e.Condition) || met(p.Entry.Met, e.Condition):
		g.Why += " — " + conditionText(e) + ", declared met"
	default:
		why, ok := decidedWhy(t, p, e, g.Why, q.Entry.Met)
		g.Why = why
		if !ok {
			im.Skipped = append(im.Skipped, g)
			return
		}
	}
	im.Grants = append(im.Grants, g)
}
