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
