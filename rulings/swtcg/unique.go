package swtcg

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

// holder is one card of a unique name a player has on the table.
type holder struct {
	unit  *Unit
	pilot *Pilot
}

func (h holder) name() string {
	if h.pilot != nil {
		return h.pilot.Name
	}
	return h.unit.Name
}

func (h holder) label() string {
	if h.pilot != nil {
		return cardLabel(h.pilot.Card) + " (Pilot on " + h.unit.label() + ")"
	}
	where := "in the " + title(Arena(h.unit.In)) + " arena"
	if !h.unit.inBattle() {
		where = "retreated"
	}
	return h.unit.label() + " (" + where + ")"
}

// UniqueRule finds two unstacked units of one unique name on one player's
// side, in battle or retreated, and the one to discard (W10).
var UniqueRule = register(&Rule[Side]{
	ID:       "swtcg-unique",
	Title:    "One unique unit of a name per player, in battle or retreated",
	Question: "unique",
	Schema:   "enum=dark,enum=light,description=does this player have two unique units of one name in battle or retreated, unstacked?",
	Check:    (*checker).side,
	Describe: func(s Side) string { return "unique: " + string(s) },
	Doc: `A player may have only one unique unit of a name in battle or
retreated, whatever its version, unless the cards are stacked; the name
pairs of Section 4 count as one name. With two unstacked, the one deployed
most recently is discarded.`,
	Cites: refs(refVersion, glossUnique, refStacking, refPilotingUnits),
	Run: func(t *Table, q Side) rulings.Ruling {
		var r ruling
		side := q
		groups := map[string][]holder{}
		var order []string
		add := func(name string, h holder) {
			k := uniqueName(name)
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], h)
		}
		for i := range t.State.Units {
			u := &t.State.Units[i]
			if u.Owner != side || u.Type == LocationCard {
				continue
			}
			if u.Version != "" {
				add(u.Name, holder{unit: u})
			}
			if p := u.Pilot; p != nil && p.Version != "" {
				add(p.Name, holder{unit: u, pilot: p})
				r.Assume("%s, a Pilot on %s, is counted as one of the %s's unique cards of its name: a Pilot on a unit isn't a unit, but it is still that unique Character", cardLabel(p.Card), u.label(), sideName(side))
			}
		}
		r.Stepf(refs(refVersion, glossUnique), "A card with a version letter is unique. The %s may have only one unique unit of each name in battle or retreated, whatever the versions, unless they are stacked; a stack is one unit.", sideName(side))
		var doubles []string
		for _, k := range order {
			hs := groups[k]
			if len(hs) < 2 {
				continue
			}
			labels := make([]string, len(hs))
			for i, h := range hs {
				labels[i] = h.label()
			}
			cites := refs(refVersion)
			for _, h := range hs[1:] {
				if equivalentPair(h.name(), hs[0].name()) {
					r.Stepf(refs(refVersion, glossUnique), "%s and %s have different names but count as one name for the unique-card rules.", h.name(), hs[0].name())
				}
			}
			r.Stepf(cites, "The %s has %d unstacked units of the unique name %s: %s.", sideName(side), len(hs), namesOf(hs), listAnd(labels))
			doubles = append(doubles, discardLatest(&r, hs))
		}
		if len(doubles) == 0 {
			r.Stepf(refs(refVersion), "No unique name appears twice among the %s's units in battle or retreated.", sideName(side))
			return r.verdict(rulings.Legal, "The %s has at most one unique unit of each name.", sideName(side))
		}
		return r.verdict(rulings.Illegal, "The %s may not have these together; %s.", sideName(side), listAnd(doubles))
	},
})

// discardLatest says which of hs is discarded: the most recently deployed.
func discardLatest(r *ruling, hs []holder) string {
	sorted := append([]holder{}, hs...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].unit.Deployed > sorted[j].unit.Deployed })
	latest := sorted[0]
	if latest.unit.Deployed == 0 || latest.unit.Deployed == sorted[1].unit.Deployed {
		r.Stepf(refs(refVersion), "The one deployed most recently is discarded, but the table does not say which that is (give each unit deployed: 1, 2, …).")
		return "discard the " + hs[0].name() + " deployed most recently"
	}
	r.Stepf(refs(refVersion), "They are not in a stack, so the one deployed most recently is discarded: %s, deployment %d. A discarded unique unit may be built and deployed again later.", latest.label(), latest.unit.Deployed)
	return "discard " + latest.label()
}

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

// costExpr shows a unit's total build cost, with the stack bonus if any.
func costExpr(u *Unit) string {
	if len(u.Beneath) == 0 {
		return itoa(val(u.Cost))
	}
	return fmt.Sprintf("(%d + %d beneath = %d)", val(u.Cost), len(u.Beneath), val(u.Cost)+len(u.Beneath))
}

func isBattleStep(s Step) bool {
	return s == "space_battle" || s == "ground_battle" || s == "character_battle"
}

// RefersToRule: text naming a card means that exact name (W11).
var RefersToRule = register(&Rule[*RefersTo]{
	ID:       "swtcg-refers-to",
	Title:    "Card text naming a card",
	Question: "refers_to",
	Schema:   "description=does card text naming a card apply to this unit?",
	Check:    checkRefersTo,
	Describe: func(r *RefersTo) string { return fmt.Sprintf("refers_to: text naming %q, unit %s", r.Name, r.Unit) },
	Doc: `Text that names a card means a card with exactly that English name;
the name pairs treated as one name for unique cards (Anakin Skywalker and
Darth Vader, …) do not count here.`,
	Cites: refs(refVersion, glossSameName),
	Run: func(t *Table, q *RefersTo) rulings.Ruling {
		var r ruling
		u := t.piece(q.Unit).Unit
		name := q.Name
		if glossary.Fold(name) == glossary.Fold(u.Name) {
			r.Stepf(refs(refVersion, glossSameName), "The text names %s, and %s has exactly that name.", name, u.label())
			return r.verdict(rulings.Yes, "Text naming %s applies to %s.", name, u.label())
		}
		if equivalentPair(name, u.Name) {
			r.Stepf(refs(refVersion), "%s and %s are treated as one name only for the rules for unique cards (contests, uniqueness, stacking).", name, u.Name)
		}
		r.Stepf(refs(refVersion, glossSameName), "Card text that names a card means only a card with that exact name; %s is named %s.", u.label(), u.Name)
		return r.verdict(rulings.No, "Text naming %s does not apply to %s.", name, u.label())
	},
})

// namesOf is the distinct names of hs, "Anakin Skywalker / Darth Vader".
func namesOf(hs []holder) string {
	var out []string
	seen := map[string]bool{}
	for _, h := range hs {
		if k := glossary.Fold(h.name()); !seen[k] {
			seen[k] = true
			out = append(out, h.name())
		}
	}
	return strings.Join(out, " / ")
}
