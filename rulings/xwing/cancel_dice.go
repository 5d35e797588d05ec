package xwing

import (
	"fmt"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refAutoblaster     = faq("Upgrade Cards", "Autoblaster")
	refAutoblasterFace = faq("Autoblaster", "Card face")
	qMustRoll          = faq("Combat", "During an attack, can the defender choose not to roll defense dice? Can the attacker...")
)

// CancelDice rules on which attack results the defender's evade results
// cancel, and whether the defender is hit.
var CancelDice = register(&Rule[*CancelAsk]{
	ID:       "xwing-cancel-dice",
	Title:    "Canceling attack results with evade results",
	Question: "cancel_dice",
	Schema:   "description=which hit and critical results do the evade results cancel; is the defender hit?",
	Check:    checkCancelDice,
	Describe: func(q *CancelAsk) string {
		return fmt.Sprintf("cancel_dice: %s attacking %s, %d hit and %d critical against %d+%d evade", q.Attacker, q.Defender, q.Hits, q.Crits, q.Evades, q.AddedEvades)
	},
	Doc: `Each evade result cancels one attack result, hit results before critical
results; results added by tokens or cards count as results that can only
be canceled. Autoblaster's hit results cannot be canceled by defense dice,
by evade tokens or by other added evade results, and its defender may
cancel critical results first. The defender is hit if any hit or critical
result is left.`,
	Cites: refs(refDiceResults, refSpendingTokens, refAutoblaster, refAutoblasterFace, qMustRoll),
	Run:   runCancelDice,
})

// CancelAsk is the attack and defense results when the dice are compared.
type CancelAsk struct {
	Attacker string `json:"attacker" jsonschema:"required"`
	Defender string `json:"defender" jsonschema:"required"`
	Hits     int    `json:"hits,omitempty" jsonschema:"minimum=0,description=hit results after modifying the attack dice"`
	Crits    int    `json:"crits,omitempty" jsonschema:"minimum=0,description=critical hit results after modifying the attack dice"`
	Evades   int    `json:"evades,omitempty" jsonschema:"minimum=0,description=evade results rolled on the defense dice (focus results already changed)"`
	// AddedEvades are evade results added by tokens or cards.
	AddedEvades int `json:"added_evades,omitempty" jsonschema:"minimum=0,description=evade results added by evade tokens or cards (C-3PO, reinforce)"`
	// Weapon is the attack's secondary weapon, none for the primary weapon.
	Weapon string `json:"weapon,omitempty" jsonschema:"description=secondary weapon of the attack (Autoblaster); none for the primary weapon"`
}

func runCancelDice(t *Table, q *CancelAsk) rulings.Ruling {
	var r rulings.Ruling
	a, d := t.Ship(q.Attacker), t.Ship(q.Defender)
	r.Stepf(refs(qMustRoll), "%s rolled its attack dice and %s its defense dice (neither may choose not to roll): %d hit, %d critical hit against %d evade %s.", a.Name(), d.Name(), q.Hits, q.Crits, q.Evades, plural(q.Evades, "result", "results"))
	if q.AddedEvades > 0 {
		r.Stepf(refs(refDiceResults, refSpendingTokens), "%d evade %s added by tokens or cards: added results are treated as dice results that can only cancel, never be modified or rerolled.", q.AddedEvades, plural(q.AddedEvades, "result is", "results are"))
	}
	hits, crits := q.Hits, q.Crits
	if glossary.Fold(q.Weapon) == glossary.Fold("Autoblaster") {
		r.Stepf(refs(refAutoblasterFace, refAutoblaster, refDiceResults), "The attack is with Autoblaster: its hit results cannot be canceled by defense dice, nor by evade tokens or other added evade results; the defender may cancel critical results before hit results.")
		cancel := min(crits, q.Evades+q.AddedEvades)
		crits -= cancel
		r.Stepf(refs(refAutoblasterFace), "The evade results cancel %d critical %s; the %d hit %s stand.", cancel, plural(cancel, "result", "results"), hits, plural(hits, "result", "results"))
	} else {
		evades := q.Evades + q.AddedEvades
		ch := min(hits, evades)
		cc := min(crits, evades-ch)
		hits, crits = hits-ch, crits-cc
		r.Stepf(refs(withNote(refAutoblasterFace, "only Autoblaster lets critical results be canceled first")), "Each evade result cancels one result, hit results first, then critical results: %d evade cancel %d hit and %d critical.", evades, ch, cc)
		r.Assume("hits are canceled before critical hits by the core rulebook's combat rules (not in the corpus); the FAQ shows the order by the one card that changes it, Autoblaster")
		if evades > ch+cc {
			r.Stepf(refs(refSpendingTokens), "%d evade %s nothing left to cancel (evade tokens may be spent beyond the attack's results).", evades-ch-cc, plural(evades-ch-cc, "result has", "results have"))
		}
	}
	if hits+crits == 0 {
		r.Verdict, r.Answer = rulings.No, fmt.Sprintf("Every result is canceled: %s is not hit.", d.Name())
		return r
	}
	r.Verdict, r.Answer = rulings.Yes, fmt.Sprintf("%s is hit: %d hit and %d critical %s remain.", d.Name(), hits, crits, plural(crits, "result", "results"))
	return r
}

func checkCancelDice(c *checker, q *CancelAsk) error {
	if err := c.mustShip(q.Attacker, c.path+".attacker"); err != nil {
		return err
	}
	if err := c.mustShip(q.Defender, c.path+".defender"); err != nil {
		return err
	}
	for _, n := range []struct {
		field string
		v     int
	}{{"hits", q.Hits}, {"crits", q.Crits}, {"evades", q.Evades}, {"added_evades", q.AddedEvades}} {
		if n.v < 0 {
			return c.Errorf(c.path+"."+n.field, "%s %d: want 0 or more", n.field, n.v)
		}
	}
	return nil
}
