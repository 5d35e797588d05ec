package xwing

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refCompetitive = faq("Section 3: Rule Clarifications", "Competitive Play")
	refOpportunity = faq("Section 3: Rule Clarifications", "Abilities Resolve Once per Opportunity")
	refCorran      = faq("Ship Cards", "Corran Horn")
	qAnyOrder      = faq("General", "If a player has multiple effects that resolve at the same time, can he resolve them in...")
	qBothPlayers   = faq("General", "If both players have effects that resolve at the same time (or from the same trigger),...")
)

// Simultaneous rules on the order of effects that resolve at the same time.
var Simultaneous = register(&Rule[*SimultaneousAsk]{
	ID:       "xwing-simultaneous",
	Title:    "Effects resolving at the same time: initiative first",
	Question: "simultaneous",
	Schema:   "description=in what order do these effects, resolving at the same time, resolve?",
	Check:    checkSimultaneous,
	Describe: func(q *SimultaneousAsk) string {
		var es []string
		for _, e := range q.Effects {
			es = append(es, e.Effect+" ("+e.Player+")")
		}
		s := "simultaneous: " + strings.Join(es, ", ")
		if q.First != "" {
			s += "; may " + q.First + " resolve first?"
		}
		return s
	},
	Doc: `When both players have effects that resolve at the same time or from the
same trigger, the player with initiative resolves all those he would like
to, then the other player; each player resolves his own in any order he
chooses. Each effect resolves once per opportunity.`,
	Cites: refs(qAnyOrder, qBothPlayers, refCompetitive, refOpportunity, refSwarm, refCorran),
	Run:   runSimultaneous,
})

// SimultaneousAsk lists effects that resolve at the same time.
type SimultaneousAsk struct {
	Effects []TimedEffect `json:"effects" jsonschema:"required,description=the effects resolving at the same time, each with the player resolving it"`
	// First asks whether this player may resolve first.
	First string `json:"first,omitempty" jsonschema:"description=a player: may this player resolve his effects first?"`
}

// TimedEffect is one effect waiting to resolve.
type TimedEffect struct {
	Player string `json:"player" jsonschema:"required"`
	Effect string `json:"effect" jsonschema:"required,description=the ability or card, e.g. Swarm Tactics on Howlrunner"`
}

func runSimultaneous(t *Table, q *SimultaneousAsk) rulings.Ruling {
	var r rulings.Ruling
	ini := t.State.Initiative
	byPlayer := map[string][]string{}
	var players []string
	for _, e := range q.Effects {
		p := glossary.Fold(e.Player)
		if byPlayer[p] == nil {
			players = append(players, e.Player)
		}
		byPlayer[p] = append(byPlayer[p], e.Effect)
	}
	for _, e := range q.Effects {
		if strings.Contains(glossary.Fold(e.Effect), "swarm tactics") {
			r.Stepf(refs(refCompetitive, refSwarm), "Simultaneous abilities such as Swarm Tactics triggered by both players at the start of the Combat phase are resolved in initiative order.")
			break
		}
	}
	for _, e := range q.Effects {
		if strings.Contains(glossary.Fold(e.Effect), "corran horn") && len(players) > 1 {
			r.Stepf(refs(refCorran), "With Corran Horn on both sides, the player with initiative chooses first whether to resolve his ability and attack.")
			break
		}
	}
	var order []string
	if len(players) == 1 {
		r.Stepf(refs(qAnyOrder), "Every effect is %s's: a player resolves his own simultaneous effects in any order he chooses.", players[0])
		order = byPlayer[glossary.Fold(players[0])]
	} else {
		other := players[0]
		if glossary.Fold(other) == glossary.Fold(ini) {
			other = players[1]
		}
		r.Stepf(refs(qBothPlayers), "Both players have effects resolving at the same time: %s has initiative, so %s resolves all the abilities he would like to (%s), then %s resolves his (%s).",
			ini, ini, strings.Join(byPlayer[glossary.Fold(ini)], ", "), other, strings.Join(byPlayer[glossary.Fold(other)], ", "))
		r.Stepf(refs(qAnyOrder), "Within his turn to resolve, each player picks the order of his own effects.")
		for _, p := range []string{ini, other} {
			for _, e := range byPlayer[glossary.Fold(p)] {
				order = append(order, e+" ("+p+")")
			}
		}
	}
	r.Stepf(refs(refOpportunity), "Each effect resolves once for this opportunity.")
	if q.First == "" {
		r.Verdict, r.Answer = rulings.Answer, "Order: "+strings.Join(order, ", then ")+"."
		return r
	}
	first := len(players) == 1 || glossary.Fold(q.First) == glossary.Fold(ini)
	yesNo(&r, first, fmt.Sprintf("%s resolves first.", q.First), fmt.Sprintf("%s does not resolve first: %s, with initiative, does.", q.First, ini))
	return r
}

func checkSimultaneous(c *checker, q *SimultaneousAsk) error {
	players := map[string]bool{}
	for _, s := range c.t.State.Ships {
		players[glossary.Fold(s.Player)] = true
	}
	seen := map[string]bool{}
	for i, e := range q.Effects {
		if !players[glossary.Fold(e.Player)] {
			return c.Errorf(fmt.Sprintf("%s.effects[%d].player", c.path, i), "player %q has no ship in the play area", e.Player)
		}
		seen[glossary.Fold(e.Player)] = true
	}
	if len(q.Effects) < 2 {
		return c.Errorf(c.path+".effects", "list at least two effects resolving at the same time")
	}
	if q.First != "" && !seen[glossary.Fold(q.First)] {
		return c.Errorf(c.path+".first", "player %q has no effect in the list", q.First)
	}
	if len(seen) > 1 && c.t.State.Initiative == "" {
		return c.Errorf(c.path, "effects of both players resolve by initiative: add initiative: (the player who has it) at the top of the file")
	}
	if len(seen) > 1 && !seen[glossary.Fold(c.t.State.Initiative)] {
		return c.Errorf(c.path, "initiative %q is neither player with an effect here", c.t.State.Initiative)
	}
	return nil
}
