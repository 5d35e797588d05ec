package xwing

import (
	"fmt"
	"sort"
	"strings"

	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings"
)

var (
	refUniqueNames  = faq("Section 2: Rules from Expansions", "Unique Names")
	refModsTitles   = faq("Section 2: Rules from Expansions", "Modifications and Titles")
	refFactionOnly  = faq("Section 2: Rules from Expansions", "Faction-Restricted Upgrades")
	refEpicIcon     = faq("Epic Rules", "The Epic Icon")
	refHugeMods     = faq("Additional Huge Ship Rules", "Modifications")
	refShipOnly     = faq("New Upgrade Cards", "Ship-Restricted Upgrades")
	refLimitedCards = faq("New Upgrade Cards", "Limited Upgrades")
)

// Squad rules on whether a player's ships and upgrades make a legal squad.
var Squad = register(&Rule[*SquadAsk]{
	ID:       "xwing-squad",
	Title:    "Squad legality: unique names, modifications and titles, labels, Epic ships",
	Question: "squad",
	Schema:   "description=do this player's ships and upgrades make a legal squad?",
	Check:    checkSquad,
	Describe: func(q *SquadAsk) string { return fmt.Sprintf("squad: %s (%s play)", q.Player, formatOf(q)) },
	Doc: `A squad fields no two cards sharing a unique name, whatever their types.
Each ship equips at most one modification and one title, and one
restricted to a ship type only on that type. Rebel-only and Imperial-only
cards go only in a squad of that faction. Ships with the Epic icon are
fielded only in Epic Play, never in 100-point Standard squads. Huge-ship-
only cards go on huge ships only, and a huge ship equips only modifications
so labelled. A ship equips one copy at most of a Limited card.`,
	Cites: refs(refUniqueNames, refModsTitles, refFactionOnly, refEpicIcon, refHugeMods, refShipOnly, refLimitedCards),
	Run:   runSquad,
})

// SquadAsk names the squad's player, faction and format.
type SquadAsk struct {
	Player string `json:"player" jsonschema:"required,description=the player whose ships make the squad"`
	// Faction defaults to the player's name when that is rebel or imperial.
	Faction string `json:"faction,omitempty" jsonschema:"enum=rebel,enum=imperial,description=the squad's faction (default: the player's name when it is rebel or imperial)"`
	Format  string `json:"format,omitempty" jsonschema:"enum=standard,enum=epic,description=standard (100-point squads; default) or epic"`
}

func formatOf(q *SquadAsk) string {
	if q.Format == "" {
		return "standard"
	}
	return q.Format
}

func runSquad(t *Table, q *SquadAsk) rulings.Ruling {
	var r rulings.Ruling
	var faults []string
	fault := func(cite glossary.Ref, short string, format string, args ...any) {
		r.Stepf(refs(cite), format, args...)
		faults = append(faults, short)
	}
	faction := q.Faction
	if faction == "" && (glossary.Fold(q.Player) == "rebel" || glossary.Fold(q.Player) == "imperial") {
		faction = glossary.Fold(q.Player)
	}
	var ships []*Ship
	for i := range t.State.Ships {
		if s := &t.State.Ships[i]; s.Player == q.Player {
			ships = append(ships, s)
		}
	}
	uniques := map[string][]string{}
	for _, s := range ships {
		if s.Unique {
			uniques[glossary.Fold(s.Pilot)] = append(uniques[glossary.Fold(s.Pilot)], s.Pilot+" (pilot of "+s.Name()+")")
		}
		if s.Epic && formatOf(q) != "epic" {
			fault(refEpicIcon, s.Name()+" is an Epic ship", "%s has the Epic icon: it is fielded only in Epic Play, not in a 100-point Standard squad.", s.Name())
		}
		kinds := map[string]int{}
		copies := map[string]int{}
		for _, u := range s.Upgrades {
			if u.Unique {
				uniques[glossary.Fold(u.Name)] = append(uniques[glossary.Fold(u.Name)], u.Name+" (on "+s.Name()+")")
			}
			typ := glossary.Fold(u.Type)
			if typ == "modification" || typ == "title" {
				kinds[typ]++
			}
			if u.RestrictedTo != "" && glossary.Fold(u.RestrictedTo) != glossary.Fold(s.Ship) {
				fault(refModsTitles, u.Name+" is for the "+u.RestrictedTo, "%s is restricted to the %s; %s's ship is the %s.", u.Name, u.RestrictedTo, s.Name(), shipType(s))
			}
			if u.Faction != "" && faction != "" && glossary.Fold(u.Faction) != faction {
				fault(refFactionOnly, u.Name+" is "+titleCase(u.Faction)+" only", "%s is labelled %s only; this is a%s %s squad.", u.Name, titleCase(u.Faction), article(faction), titleCase(faction))
			}
			if u.HugeOnly && s.Size != "huge" {
				fault(refShipOnly, u.Name+" is for huge ships only", "%s is labelled Huge ship only; %s is a %s ship.", u.Name, s.Name(), s.Size)
			}
			if s.Size == "huge" && typ == "modification" && !u.HugeOnly {
				fault(refHugeMods, u.Name+" is not a huge ship modification", "%s is huge: it equips only modifications labelled Huge ship only, and %s is not.", s.Name(), u.Name)
			}
			if u.Limited {
				copies[glossary.Fold(u.Name)]++
				if copies[glossary.Fold(u.Name)] == 2 {
					fault(refLimitedCards, "two "+u.Name+" on "+s.Name(), "%s equips more than one copy of %s, which is Limited.", s.Name(), u.Name)
				}
			}
		}
		for _, typ := range []string{"modification", "title"} {
			if kinds[typ] > 1 {
				fault(refModsTitles, fmt.Sprintf("%d %ss on %s", kinds[typ], typ, s.Name()), "%s equips %d %ss: each ship is limited to one modification and one title.", s.Name(), kinds[typ], typ)
			}
		}
	}
	names := make([]string, 0, len(uniques))
	for k := range uniques {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if len(uniques[k]) > 1 {
			fault(refUniqueNames, "the unique name "+strings.Split(uniques[k][0], " (")[0]+" twice", "%s share one unique name: a player cannot field two cards with the same unique name, even of different types.", strings.Join(uniques[k], " and "))
		}
	}
	if len(faults) == 0 {
		r.Stepf(refs(refUniqueNames, refModsTitles, refFactionOnly, refEpicIcon, refLimitedCards), "%d ship(s): no unique name twice, at most one modification and one title each, every label and restriction met, for %s play.", len(ships), formatOf(q))
		r.Assume("points and the cards' own text (upgrade bars, pilot limits) are not checked: the table gives the cards as declared")
		r.Verdict, r.Answer = rulings.Legal, fmt.Sprintf("Legal: %s's squad of %d ship(s).", q.Player, len(ships))
		return r
	}
	r.Verdict, r.Answer = rulings.Illegal, fmt.Sprintf("Not legal: %s.", strings.Join(faults, "; "))
	return r
}

func shipType(s *Ship) string {
	if s.Ship != "" {
		return s.Ship
	}
	return "another type"
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func article(s string) string {
	if strings.HasPrefix(s, "i") {
		return "n"
	}
	return ""
}

func checkSquad(c *checker, q *SquadAsk) error {
	for _, s := range c.t.State.Ships {
		if s.Player == q.Player {
			switch q.Format {
			case "", "standard", "epic":
			default:
				return c.Errorf(c.path+".format", "format %q: want standard or epic", q.Format)
			}
			return nil
		}
	}
	return c.Errorf(c.path+".player", "no ship of player %q", q.Player)
}
