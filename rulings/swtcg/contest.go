package swtcg

import (
	"fmt"

	"github.com/judge-swccg/judge/rulings"
)

// ContestRule settles a contest between two unique units of one name.
var ContestRule = register(&Rule[*Contest]{
	ID:       "swtcg-contest",
	Title:    "Contested unique units",
	Question: "contest",
	Schema:   "description=who wins a contest of unique units, given the final bids",
	Check:    checkContest,
	Describe: describeContest,
	Doc: `Both players having a unique unit of one name in battle during the
battle phase makes them contested. Each player's total is the unit's total
build cost plus the final Force bid; the higher wins and the Dark Side wins
ties. The winner pays its bid; the loser pays nothing and its unit retreats
without tapping.`,
	Cites: refs(refContested, refGeneralRules, glossUnique, glossTotalCost, refVersion),
	Run: func(t *Table, q *Contest) rulings.Ruling {
		var r ruling
		c := q
		d, l := t.piece(c.Dark).Unit, t.piece(c.Light).Unit
		if d.Version == "" || l.Version == "" || !sameUniqueName(d.Name, l.Name) {
			r.Stepf(refs(refContested, glossUnique), "Only unique units with the same name are contested: %s and %s are not.", d.label(), l.label())
			return r.verdict(rulings.No, "%s and %s are not contested.", d.label(), l.label())
		}
		if equivalentPair(d.Name, l.Name) {
			r.Stepf(refs(refVersion, glossUnique), "%s and %s count as the same name for the unique-card rules, contests included.", d.Name, l.Name)
		}
		for _, u := range []*Unit{d, l} {
			if !u.inBattle() {
				r.Stepf(refs(refContested, refVersion), "%s is retreated, not in battle: only units in battle are contested.", u.label())
				return r.verdict(rulings.No, "%s and %s are not contested while %s is retreated.", d.label(), l.label(), u.label())
			}
		}
		if s := t.State.Step; s != "" && !isBattleStep(s) {
			r.Assume("the step is %s; a contest happens once both units are in battle during the battle phase", s)
		}
		r.Stepf(refs(refContested), "%s and %s are unique units with the same name, both in battle during the battle phase: they are contested. The Dark Side bids first, then the Light Side, alternating until neither raises.", d.label(), l.label())
		for _, b := range []struct {
			side Side
			bid  int
		}{{Dark, c.DarkBid}, {Light, c.LightBid}} {
			f := t.player(b.side).Force
			if f == nil {
				r.Assume("the %s's Force is not given: a bid of %d is taken as affordable", sideName(b.side), b.bid)
				continue
			}
			if b.bid > *f {
				r.Stepf(refs(refContested), "The %s has %d Force and cannot bid more than that; a bid of %d is not allowed.", sideName(b.side), *f, b.bid)
				return r.verdict(rulings.Illegal, "The %s cannot bid %d Force with %d.", sideName(b.side), b.bid, *f)
			}
		}
		dn, ln := numbersOf(d.Card, d.Beneath), numbersOf(l.Card, l.Beneath)
		dt, lt := dn.Cost+c.DarkBid, ln.Cost+c.LightBid
		r.Stepf(refs(refContested, glossTotalCost), "Dark Side: total build cost %s + bid %d = %d. Light Side: total build cost %s + bid %d = %d.",
			costExpr(d), c.DarkBid, dt, costExpr(l), c.LightBid, lt)
		winner, loser, wu, lu, bid := Dark, Light, d, l, c.DarkBid
		switch {
		case lt > dt:
			winner, loser, wu, lu, bid = Light, Dark, l, d, c.LightBid
			r.Stepf(refs(refContested), "%d is more than %d: the Light Side wins.", lt, dt)
		case lt == dt:
			r.Stepf(refs(refContested, refGeneralRules), "%d equals %d: the Dark Side wins ties.", dt, lt)
		default:
			r.Stepf(refs(refContested), "%d is more than %d: the Dark Side wins.", dt, lt)
		}
		r.Stepf(refs(refContested), "The %s pays its own final bid, %d Force, and %s stays in battle. The %s pays nothing, and %s retreats to the build zone without tapping.", sideName(winner), bid, wu.label(), sideName(loser), lu.label())
		return r.verdict(rulings.Answer, "The %s wins the contest: it pays %d Force and %s stays; %s retreats without tapping.", sideName(winner), bid, wu.label(), lu.label())
	},
})

func checkContest(c *checker, ct *Contest) error {
	if err := c.mustUnit(c.path+".dark", ct.Dark); err != nil {
		return err
	}
	if err := c.mustUnit(c.path+".light", ct.Light); err != nil {
		return err
	}
	if c.t.piece(ct.Dark).Unit.Owner != Dark || c.t.piece(ct.Light).Unit.Owner != Light {
		return c.Errorf(c.path, "contest: dark names the Dark Side's unit and light the Light Side's")
	}
	if ct.DarkBid < 0 || ct.LightBid < 0 {
		return c.Errorf(c.path, "bids are 0 or more")
	}
	return nil
}

// describeContest is a contest question as asked.
func describeContest(c *Contest) string {
	return fmt.Sprintf("contest: %s (dark, bid %d) against %s (light, bid %d)", c.Dark, c.DarkBid, c.Light, c.LightBid)
}
