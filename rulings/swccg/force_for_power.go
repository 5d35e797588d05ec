package swccg

import (
	"fmt"
	"strconv"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// ForceForPower rules a card's "for each unit of ability you have present
// during a battle, you may use 1 Force to raise your total power by 1"
// (K'lor'slug): how much the player may raise it now.
var ForceForPower = register(&Rule[*ForcePowerAsk]{
	ID:       "force-for-power",
	Title:    "Using Force per unit of ability present to raise total power",
	Question: "force_for_power",
	Schema:   "description=in the battle in progress, by how much may the player raise its total power with this card's 'use 1 Force for each unit of ability present'?",
	Check:    checkForcePowerAsk,
	Describe: func(q *ForcePowerAsk) string { return fmt.Sprintf("force_for_power: %s with %s", q.Player, q.Card) },
	Doc: `Reads "For each unit of ability you have present during a battle, you may
use N Force to raise your total power by M" from the card's text. Only
during a battle (battle:); the ability counted is that of the player's
characters present at the battle's location — at the site, or aboard an
open vehicle there; not aboard an enclosed vehicle or a starship (present
aboard it, not at the location), and never a permanent pilot (not a
character) — and not excluded or inactive. The raise is limited by that
ability and by the Force Pile (piles:; not given: by the ability only,
an assumption). Ability so used may not also count toward drawing destiny.`,
	Cites: []glossary.Ref{presentPlaces, glossEnclosedVehicles, glossOpenVehicles, duringBattle},
	Run:   runForceForPower,
})

var forcePowerText = lazyregexp.New(`(?i)for each unit of ability you have present during a battle, (?:you )?may use (\d+) force to raise your total power by (\d+)`)

// ForcePowerAsk names the player and its card on table.
type ForcePowerAsk struct {
	Player table.Side `json:"player" jsonschema:"required,enum=dark,enum=light"`
	Card   string     `json:"card" jsonschema:"required,description=the card on table whose text allows it (K'lor'slug)"`
}

func checkForcePowerAsk(c *table.Checker, q *ForcePowerAsk) error {
	return checkSideCards(c, q.Player, [2]string{q.Card, ".card"})
}

func runForceForPower(t *table.Table, q *ForcePowerAsk) rulings.Ruling {
	var r rulings.Ruling
	card := t.Piece(q.Card)
	no := func(format string, args ...any) rulings.Ruling { return answerNo(&r, format, args...) }
	m := forcePowerText().FindStringSubmatch(card.Card.GameText)
	if m == nil {
		r.Stepf(refs(duringBattle), "%s's text (%q) does not raise total power per unit of ability present: this rule does not read it.", card.Name, card.Card.GameText)
		r.Verdict, r.Answer = rulings.Answer, fmt.Sprintf("Not read: %s's text is not one this rule reads.", card.Name)
		return r
	}
	if card.Owner() != q.Player {
		r.Stepf(refs(duringBattle), "%s: %q — %q means its owner's: %s.", card.Name, m[0], "you", sideTitle(card.Owner()))
		return no("%s is %s's card.", card.Name, sideTitle(card.Owner()))
	}
	cost, raise := atoi(m[1]), atoi(m[2])
	b := t.State.Battle
	if b == nil || b.Attack || b.Canceled != "" {
		r.Stepf(refs(duringBattle), "%s: %q — no battle is in progress.", card.Name, m[0])
		return no("%s is used only during a battle.", card.Name)
	}
	ability := 0.0
	for _, p := range t.Pieces {
		if p.Owner() != q.Player || !isType(p, "Character") {
			continue
		}
		place, craft, why, cites := presentPlace(p)
		switch {
		case craft != nil:
			if samePlace(craft.Location(), b.At) {
				r.Stepf(cites, "%s: its ability is not present at %s.", why, b.At)
			}
		case !samePlace(place, b.At):
		case !p.Active():
			r.Stepf(refs(saveExcluded), "%s is excluded or inactive: its ability is not counted.", p.Name)
		default:
			a := p.Ability()
			r.Stepf(cites, "%s: ability %s.", why, a)
			ability += a.Value
		}
	}
	units := int(ability)
	r.Stepf(refs(presentPlaces), "%s's ability present at %s: %d unit(s) (permanent pilots are not characters, and give none).", sideTitle(q.Player), b.At, units)
	if units == 0 {
		return no("%s has no ability present at %s to use with %s.", sideTitle(q.Player), b.At, card.Name)
	}
	n, force := units, "its Force Pile is not given (piles:)"
	if pl := t.PilesOf(q.Player); pl != nil && pl.ForcePile != nil {
		n = min(n, *pl.ForcePile/cost)
		force = fmt.Sprintf("%d Force in its Force Pile", *pl.ForcePile)
	} else {
		r.Assume("the Force Pile is taken as holding enough Force")
	}
	if n == 0 {
		return no("%s has no Force to use with %s (%s).", sideTitle(q.Player), card.Name, force)
	}
	r.Stepf(refs(duringBattle), "%s: %q — up to %d time(s) (%d ability present, %s); ability used this way may not also count toward drawing destiny.", card.Name, m[0], n, units, force)
	r.Verdict = rulings.Yes
	r.Answer = fmt.Sprintf("Yes. %s may use up to %d Force to raise its total power by up to %d.", sideTitle(q.Player), n*cost, n*raise)
	return r
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
