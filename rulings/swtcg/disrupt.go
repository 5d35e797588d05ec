package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

var glossDisrupt = gloss("disrupt")

// DisruptRule rules on a chain of Battle cards, each disrupting the one
// before: which of them take effect.
var DisruptRule = register(&Rule[*DisruptAsk]{
	ID:       "swtcg-disrupt",
	Title:    "Disrupt: which Battle cards of a chain take effect",
	Question: "disrupt",
	Schema:   "description=of these Battle cards, each played to disrupt the one before, which take effect?",
	Check:    checkDisrupt,
	Describe: func(q *DisruptAsk) string { return "disrupt: " + strings.Join(q.Chain, " ← ") },
	Doc: `A disrupt card is played right after the Battle card it disrupts and
negates its effects; the player who played the disrupted card still loses
its Force cost. A disrupt card can itself be disrupted, and then the card
it would have disrupted has its effect: down a chain, the last card played
takes effect, the one before it does not, the one before that does, and so
on.`,
	Cites: refs(refWhenPlay, glossDisrupt, playDisrupt, chanceBattle, disruptNegates, disruptCost, disruptChain),
	Run:   runDisrupt,
})

// DisruptAsk is a chain of Battle cards in the order played: the first is
// the original card, each other disrupts the one before it.
type DisruptAsk struct {
	Chain []string `json:"chain" jsonschema:"required,minItems=2,description=Battle cards in the order played: the first the original, each other disrupting the one before"`
}

func runDisrupt(t *Table, q *DisruptAsk) rulings.Ruling {
	var r ruling
	r.Stepf(refs(playDisrupt, chanceBattle), "Each disrupt card is played in the chance the Battle card before it opens, right after that card is played.")
	var effect, negated []string
	disrupted := false // is the card being looked at disrupted by the next?
	for i := len(q.Chain) - 1; i >= 0; i-- {
		name := q.Chain[i]
		if disrupted {
			negated = append(negated, name)
			r.Stepf(refs(disruptNegates, disruptCost), "%s is disrupted by %s, which takes effect: %s's effects are negated, and its Force cost stays paid.", name, q.Chain[i+1], name)
		} else {
			effect = append(effect, name)
			if i == len(q.Chain)-1 {
				r.Stepf(refs(disruptChain), "%s, played last, is not disrupted: it takes effect.", name)
			} else {
				r.Stepf(refs(disruptChain), "%s's disrupter %s is itself disrupted: %s has its effect.", name, q.Chain[i+1], name)
			}
		}
		disrupted = !disrupted
	}
	orig := q.Chain[0]
	if len(q.Chain)%2 == 1 {
		return r.verdict(rulings.Answer, "%s has its effect, and so %s %s; negated: %s (Force costs stay paid).", orig, plural(len(effect)-1, "does", "do"), strings.Join(effect[:len(effect)-1], ", "), strings.Join(negated, ", "))
	}
	return r.verdict(rulings.Answer, "%s is negated (its Force cost stays paid); %s %s.", orig, strings.Join(effect, ", "), plural(len(effect), "has its effect", "have their effects"))
}

func checkDisrupt(c *checker, q *DisruptAsk) error {
	if len(q.Chain) < 2 {
		return c.Errorf(c.path+".chain", "a chain is the Battle card and at least one disrupting it; %d given", len(q.Chain))
	}
	for i, n := range q.Chain {
		if strings.TrimSpace(n) == "" {
			return c.Errorf(fmt.Sprintf("%s.chain[%d]", c.path, i), "a card needs its name")
		}
	}
	return nil
}
