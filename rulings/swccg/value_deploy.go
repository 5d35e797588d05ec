package swccg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A deploy cost is counted as the deploy rule counts it (deploy_cost.go):
// the printed cost or the text's "Use N Force", the card's own deploy
// modifiers for where it goes, the location's and the player's cards
// there; the value rule asks it without the rest of a deployment's checks.

// checkDeployValue: the card is on table (deploying to at:, by default
// where it is) or in the side's hand, deploying to at:.
func checkDeployValue(c *table.Checker, q *ValueAsk) error {
	if strings.TrimSpace(q.Card) == "" {
		return c.Errorf("", "stat: deploy needs card: the card on table or from hand")
	}
	if p := c.Table().Piece(q.Card); p != nil {
		if q.At == "" && p.Location() == "" {
			return c.Errorf("", "stat: deploy needs at: where %s deploys", p.Name)
		}
		return nil
	}
	if err := c.Side(q.Side); err != nil {
		return c.Errorf("", "%s is not on table: stat: deploy of a card from hand needs side: dark or light, who deploys it", q.Card)
	}
	if strings.TrimSpace(q.At) == "" {
		return c.Errorf("", "stat: deploy of a card from hand needs at: where it deploys")
	}
	card, err := c.HandCard(q.Card, ".card")
	q.Resolved = card
	return err
}

func deployValue(t *table.Table, q *ValueAsk, r *rulings.Ruling) {
	c, player, at := q.Resolved, q.Side, q.At
	if p := t.Piece(q.Card); c == nil && p != nil {
		c, player = p.Card, p.Owner()
		if at == "" {
			at = p.Location()
		}
	}
	r.Verdict = rulings.Answer
	if c == nil {
		r.Stepf(refs(glossDeployCost), "%s is not in the card database: its deploy cost is not known.", q.Card)
		r.Assume("no deploy cost counted for %s", q.Card)
		r.Answer = fmt.Sprintf("%s's deploy cost is not known.", q.Card)
		return
	}
	if q.Set != nil {
		r.Stepf(refs(glossUnmodifiable, glossDeployCost), "%s set its deploy cost to %s (as the file gives it): a value a card sets is unmodifiable until restored.", q.Set.From, num(q.Set.Value))
		r.Answer = fmt.Sprintf("%s's deploy cost is %s.", c.Title, num(max(q.Set.Value, 0)))
		return
	}
	d := &table.Deploy{Player: player, Card: c.Title, To: at, Resolved: c}
	for _, m := range q.Modifiers {
		d.Modifiers = append(d.Modifiers, table.CostModifier{From: m.From, Value: m.Value})
	}
	s := spot{Place: placeOf(t, at)}
	scratch := &deployment{t: t, d: d, r: &rulings.Ruling{}}
	free := slices.ContainsFunc(scratch.modifiers(c, s), func(m modifier) bool { return m.Free })
	cost := (&deployment{t: t, d: d, r: r}).cost(c, s)
	if !free {
		if extra := deployTextThere(t, r, c, player, s); extra != 0 {
			cost = max(cost+extra, 0)
			r.Stepf(refs(glossDeployCost, glossNegative), "%s costs %s with the cards on table; a cost never falls below zero.", c.Title, num(cost))
		}
	}
	r.Answer = fmt.Sprintf("%s's deploy cost to %s is %s.", c.Title, at, num(cost))
	notReadWord(t, r, "deploy")
}

// deployTextThere reads the deploy modifiers of cards on table whose target
// names the card, which the deploy rule's own reading (cards at the
// destination: "… at same site") leaves out: "Subtracts 1 from deploy cost
// of each of your capital starships at same system" (Admiral Ozzel at the
// destination), "non-pilot warriors are deploy -1" (anywhere on table).
func deployTextThere(t *table.Table, r *rulings.Ruling, c *cards.Card, player table.Side, s spot) float64 {
	sum := 0.0
	for _, q := range t.Pieces {
		if q.Entry.TextOff() || !q.Active() {
			continue
		}
		there := samePlace(q.Location(), s.name())
		for _, e := range q.Card.Effects {
			if e.Kind != "deploy_modifier" || there && q.Owner() == player && reSubtracts().MatchString(e.Quote) {
				continue // the deploy rule counts it
			}
			class, where, ok := targetClass(e.Target)
			if ok && !deployClassNames(class, q.Owner(), player, c) && reUnmatched().MatchString(class) {
				r.Stepf(refs(glossDeployCost), "%s's text \"%s\" names cards in words this rule does not match (%q): not applied.", q.Name, e.Quote, class)
				r.Assume("%s's %q is not applied to %s: check whether it is among %q", q.Name, e.Quote, c.Title, class)
			}
			if !ok || !deployClassNames(class, q.Owner(), player, c) {
				continue
			}
			w := glossary.Fold(where)
			placed := strings.HasPrefix(w, "at same") || w == "here" || strings.HasPrefix(w, "present")
			switch {
			case placed && !there:
				continue
			case w != "" && !placed:
				r.Stepf(refs(glossDeployCost), "%s's text \"%s\" reaches cards %s, which this rule does not read: not applied.", q.Name, e.Quote, where)
				r.Assume("%s's deploy modifier %q is not applied", q.Name, e.Quote)
				continue
			case e.Condition != "" && !met(q.Entry.Met, e.Condition):
				r.Stepf(refs(glossDeployCost), "%s's text \"%s\" applies only %s: not applied.", q.Name, e.Quote, conditionText(e))
				r.Assume("%s's deploy modifier %q is not applied: its condition is not read (add it to %s's met: if it holds)", q.Name, e.Quote, q.Name)
				continue
			}
			r.Stepf(refs(glossDeployCost, refDeployExamples), "%s (at %s): \"%s\": %+g.", q.Name, orNowhere(q.Location()), e.Quote, e.Value)
			sum += e.Value
		}
	}
	return sum
}

// deployClassNames: the cards a deploy modifier names ("each of your
// capital starships", "opponent's male Imperials") take in c deployed by
// player.
func deployClassNames(class string, owner, player table.Side, c *cards.Card) bool {
	f := glossary.Fold(class)
	switch {
	case strings.Contains(f, "opponent"):
		if owner == player {
			return false
		}
	case strings.Contains(f, "your"):
		if owner != player {
			return false
		}
	}
	named, _ := describes(reEachOfYour().ReplaceAllString(class, ""), c)
	return named
}

var reEachOfYour = lazyregexp.New(`(?i)^(?:each\s+)?(?:of\s+)?(?:your\s+|opponent's\s+)?`)
