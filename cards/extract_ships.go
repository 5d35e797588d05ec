package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Capacity and docking of starships and vehicles.
func init() {
	registerExpr("capacity", `(?i)\bmay (?:add|carry) (?:\d+|one|two|three|four|five|six|an?) `, parseCapacity)
	phrase{
		name:    "ship_docking_capability",
		trigger: `(?i)\bhas ship-docking capability\b`,
		shape:   `(?i)^has ship-docking capability`,
	}.register()
}

var (
	// reCapacityList is the list after "May add": items up to the end of
	// the clause, with their parentheses ("(must be a bounty hunter)").
	reCapacityList = lazyregexp.New(`^(?:[^.;()]|\([^)]*\))*`)
	reCapacitySep  = lazyregexp.New(`(?i),\s*(?:and\s+|or\s+)?|\s+and\s+`)
	reParenthesis  = lazyregexp.New(`\s*\([^)]*\)`)
	reCapacityItem = lazyregexp.New(`(?i)^(\d+|one|two|three|four|five|six|an?) ((?:[\w'•-]+ |\[[^\]]*\] ){0,3}['‘]?(?:pilots?|passengers?|drivers?|vehicles?|starships?|starfighters?|TIEs?|\w+ fighters?|characters?|droids?|astromechs?|creatures?|capital starships?|shuttles?|troopers?|aliens?|Jedi|[\w-]+s)\b.*)$`)
)

// parseCapacity reads "May add 1 pilot and 3 passengers" into one effect
// per kind of passenger: Value how many, Target what.
func parseCapacity(s sentence, at [2]int) []Effect {
	num := strings.Fields(s.text[at[0]:at[1]])[2]
	list := reCapacityList().FindString(s.text[at[1]:])
	body := reParenthesis().ReplaceAllString(list, "")
	if w := strings.Fields(body); len(w) > 0 && (strings.EqualFold(w[0], "to") || strings.EqualFold(w[0], "from")) {
		return []Effect{} // "may add 2 to power": not capacity
	}
	cl := clauseBefore(s, at[0])
	end := at[1] + len(strings.TrimRight(list, " "))
	var out []Effect
	for _, item := range reCapacitySep().Split(num+" "+strings.TrimSpace(body), -1) {
		m := reCapacityItem().FindStringSubmatch(strings.TrimSpace(item))
		if m == nil {
			return nil
		}
		n, _ := numberValue(m[1])
		e := s.effect("capacity", cl.start(0, at[0], false), end)
		e.Value, e.Target, e.Condition = n, strings.TrimSpace(m[2]), cl.cond
		out = append(out, e)
	}
	return out
}
