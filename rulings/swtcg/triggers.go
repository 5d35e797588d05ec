package swtcg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/rulings"
)

// TriggersRule rules on the order in which triggered abilities waiting at
// the same time take effect.
var TriggersRule = register(&Rule[*TriggersAsk]{
	ID:       "swtcg-triggers",
	Title:    "Triggered abilities waiting together: the Dark Side first, then by turns",
	Question: "triggers",
	Schema:   "description=in what order do these triggered abilities, waiting at the same time, take effect?",
	Check:    checkTriggers,
	Describe: func(q *TriggersAsk) string { return fmt.Sprintf("triggers: %d waiting", len(q.Waiting)) },
	Doc: `A triggered ability takes effect after the event that triggered it, and
after any current reroll or damage-prevention chance. When several wait at
once, the Dark Side plays one of its own (its choice), then the Light Side
one of its own, and so on by turns; a side with none left passes its turn
to the other. An ability triggered meanwhile waits with the others.`,
	Cites: refs(refTriggered, triggersAfter, triggersDarkFirst, triggersChain),
	Run:   runTriggers,
})

// TriggersAsk are the triggered abilities waiting at the same time.
type TriggersAsk struct {
	Waiting []WaitingTrigger `json:"waiting" jsonschema:"required,minItems=1"`
}

// WaitingTrigger is one waiting triggered ability and whose it is.
type WaitingTrigger struct {
	Side    Side   `json:"side" jsonschema:"required,enum=dark,enum=light"`
	Ability string `json:"ability" jsonschema:"required,description=the ability (its unit or its text)"`
}

func runTriggers(t *Table, q *TriggersAsk) rulings.Ruling {
	var r ruling
	left := map[Side][]string{}
	for _, w := range q.Waiting {
		left[w.Side] = append(left[w.Side], w.Ability)
	}
	r.Stepf(refs(triggersAfter), "Each waits until the event that triggered it is over, and until any current reroll or damage-prevention chance has ended.")
	r.Stepf(refs(triggersChain), "An ability triggered by one of these waits with those still waiting.")
	for _, side := range []Side{Dark, Light} {
		if len(left[side]) > 0 {
			r.Stepf(nil, "The %s's waiting: %s.", sideName(side), strings.Join(left[side], "; "))
		}
	}
	r.Stepf(refs(triggersDarkFirst), "Waiting together: the Dark Side has %d, the Light Side %d. The Dark Side plays one first, then the Light Side, by turns; each chooses which of its own comes next.", len(left[Dark]), len(left[Light]))
	var order []string
	for n := map[Side]int{Dark: len(left[Dark]), Light: len(left[Light])}; n[Dark]+n[Light] > 0; {
		for _, side := range []Side{Dark, Light} {
			if n[side] > 0 {
				order = append(order, sideName(side))
				n[side]--
			}
		}
	}
	return r.verdict(rulings.Answer, "%s: each side picks which of its own abilities comes next.", strings.Join(order, ", then "))
}

func checkTriggers(c *checker, q *TriggersAsk) error {
	if len(q.Waiting) == 0 {
		return c.Errorf(c.path+".waiting", "list the waiting abilities: [{side, ability}]")
	}
	for i, w := range q.Waiting {
		if w.Side != Dark && w.Side != Light {
			return c.Errorf(fmt.Sprintf("%s.waiting[%d].side", c.path, i), "side %q: want dark or light", w.Side)
		}
		if strings.TrimSpace(w.Ability) == "" {
			return c.Errorf(fmt.Sprintf("%s.waiting[%d].ability", c.path, i), "name the ability")
		}
	}
	return nil
}
