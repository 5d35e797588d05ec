package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// Explode rules a mine that 'explodes' at the beginning of its owner's
// next turn (Timer Mine): does it explode now, and which of the opponent's
// characters there may be lost to its destiny.
var Explode = register(&Rule[*ExplodeAsk]{
	ID:       "explode",
	Title:    "A mine exploding at the beginning of its owner's turn",
	Question: "explode",
	Schema:   "description=does this automated weapon explode now, and which cards are lost to its destiny?",
	Check:    checkExplodeAsk,
	Describe: func(q *ExplodeAsk) string { return "explode: " + q.Weapon },
	Doc: `Reads "'Explodes' at beginning of your next turn. Draw destiny. That
number of opponent's characters there are immediately lost (owner's
choice). X is also lost." (automated weapons describe when and how they
target). It explodes when its owner's turn begins (turn: its owner, phase:
activate or none; that this is the turn after it was deployed is taken as
given). The destiny (destiny:) is how many of the opponent's characters at
its site are lost, their owner choosing which; all of them when it is as
many or more. Captives are not there for it (on table only for uniqueness);
an Undercover spy is still its owner's character. Without destiny: the
cards it may reach.`,
	Cites: []glossary.Ref{automatedTarget, glossCaptured, automatedWeapons},
	Run:   runExplode,
})

var (
	automatedTarget  = narrow(glossFiring, "Automated weapons such as seekers and mines describe when and how they target")
	automatedWeapons = narrow(table.GlossaryRef("automated weapons"), "Unless otherwise specified, you may fire automated weapons only during a battle")

	explodeText = lazyregexp.New(`(?i)'?explodes'? at (?:the )?beginning of your next turn\. draw destiny\. that number of opponent's characters there are (?:immediately )?lost \(owner's choice\)\.(?: ([^.]+?) is also lost\.)?`)
)

// ExplodeAsk names the weapon on table and the destiny drawn.
type ExplodeAsk struct {
	Weapon  string   `json:"weapon" jsonschema:"required,description=the mine on table"`
	Destiny *float64 `json:"destiny,omitempty" jsonschema:"minimum=0,description=the destiny drawn when it explodes"`
}

func checkExplodeAsk(c *table.Checker, q *ExplodeAsk) error {
	return c.MustName(q.Weapon, ".weapon")
}

func runExplode(t *table.Table, q *ExplodeAsk) rulings.Ruling {
	var r rulings.Ruling
	w := t.Piece(q.Weapon)
	m := explodeText().FindStringSubmatch(w.Card.GameText)
	if m == nil {
		r.Stepf(refs(automatedTarget), "%s's text (%q) does not explode at the beginning of a turn: this rule does not read it.", w.Name, w.Card.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: when and how %s targets.", w.Name)
		return r
	}
	owner := w.Owner()
	r.Stepf(refs(automatedTarget, automatedWeapons), "%s: %q — its own text says when it goes off.", w.Name, m[0])
	st := t.State
	if st.Turn != owner || st.Phase != "" && st.Phase != "activate" {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("No. %s explodes at the beginning of %s's next turn, not now.", w.Name, sideTitle(owner))
		return r
	}
	r.Assume("this turn of %s is the next one after %s was deployed", sideTitle(owner), w.Name)
	site := w.Location()
	var reach []string
	for _, p := range t.Pieces {
		if p.Owner() == owner || !isType(p, "Character") || !samePlace(p.Location(), site) {
			continue
		}
		if p.Entry.Captive || p.Entry.Missing {
			r.Stepf(refs(glossCaptured), "%s is captured or missing: on table only for uniqueness, not one of the characters there.", p.Name)
			continue
		}
		if undercover(t, p) {
			r.Stepf(refs(automatedTarget), "%s is Undercover, and still %s's character.", p.Name, sideTitle(p.Owner()))
		}
		reach = append(reach, p.Name)
	}
	opp := sideTitle(owner.Opponent())
	r.Stepf(refs(automatedTarget), "%s's characters at %s: %s.", opp, site, orNone(reach))
	alsoLost := ""
	if m[1] != "" {
		alsoLost = fmt.Sprintf(" %s is lost.", w.Name)
	}
	r.Verdict = rulings.Yes
	switch {
	case len(reach) == 0:
		r.Answer = fmt.Sprintf("Yes. %s explodes now: draw destiny; no character of %s's is there to lose.%s", w.Name, opp, alsoLost)
	case q.Destiny == nil:
		r.Answer = fmt.Sprintf("Yes. %s explodes now: draw destiny; that many of %s are lost (%s chooses).%s", w.Name, orNone(reach), opp, alsoLost)
	case int(*q.Destiny) >= len(reach):
		r.Answer = fmt.Sprintf("Yes. %s explodes now: destiny %g, all of %s are lost.%s", w.Name, *q.Destiny, orNone(reach), alsoLost)
	default:
		r.Answer = fmt.Sprintf("Yes. %s explodes now: destiny %g, %d of %s are lost (%s chooses).%s", w.Name, *q.Destiny, int(*q.Destiny), strings.Join(reach, ", "), opp, alsoLost)
	}
	return r
}
