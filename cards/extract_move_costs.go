package cards

import "github.com/judge-swccg/judge/internal/lazyregexp"

// What moving costs, in the shapes extract_location_rules.go's
// movement_cost_modifier phrases do not take (Value the change, Title
// `Force`, Target whose movement as written, Condition where):
//   - "To move or deploy your starship to here requires +1 Force", "To
//     move your starship here from Sullust … requires -1 Force";
//   - "opponent must use +3 Force to move there", "characters must use +1
//     Force when moving to or from here using their landspeed",
//     "opponent's aliens there must use +1 Force to use their landspeed";
//   - "Requires +2 Force to use landspeed", "Opponent's Jedi using
//     landspeed from here require +2 Force", "Death Star requires +2 to
//     move";
//   - "your non-scavenger characters deploy and move to here for +1
//     Force".
func init() {
	registerGroup("move_costs", []tightPhrase{
		{phrase: phrase{
			name:         "must_use_to_move",
			kind:         "movement_cost_modifier",
			trigger:      `(?i)\bmust use [+-]\d+ Force (?:to move|when moving|to use (?:their |its |his |her )?landspeed)\b`,
			lead:         `(?i)\b(?P<target>opponent|you|(?:your|opponent's|all)(?: [\w'\[\]-]+){0,3}|characters|starships|vehicles)(?: there| here)? $`,
			optionalLead: true,
			shape:        `(?i)^must use (?P<sign>[+-])(?P<value>\d+) (?P<title>Force) (?P<cond>(?:to move|when moving|to use)\b[^.;(]*)`,
		}},
		{phrase: phrase{
			name:         "requires_to_use_landspeed",
			kind:         "movement_cost_modifier",
			trigger:      `(?i)\brequires? [+-]\d+ Force to use (?:its |his |her |their )?landspeed\b`,
			lead:         `(?i)\b(?P<target>(?:your|opponent's)(?: [\w'\[\]-]+){1,3}) $`,
			optionalLead: true,
			shape:        `(?i)^requires? (?P<sign>[+-])(?P<value>\d+) (?P<title>Force) (?P<cond>to use (?:its |his |her |their )?landspeed)`,
		}},
		{phrase: phrase{
			name:    "using_landspeed_requires",
			kind:    "movement_cost_modifier",
			trigger: `(?i)\busing landspeed (?:from|to) here requires? [+-]\d+ Force\b`,
			lead:    `(?i)\b(?P<target>(?:your|opponent's)(?: [\w'\[\]-]+){1,3}) $`,
			shape:   `(?i)^(?P<cond>using landspeed (?:from|to) here) requires? (?P<sign>[+-])(?P<value>\d+) (?P<title>Force)`,
		}},
		{phrase: phrase{
			name:    "requires_to_move",
			kind:    "movement_cost_modifier",
			trigger: `(?i)\brequires [+-]\d+ to move\b`,
			lead:    `\b(?P<target>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)*) $`,
			shape:   `(?i)^requires (?P<sign>[+-])(?P<value>\d+) to move`,
		}},
		{phrase: phrase{
			name:    "deploy_and_move_for",
			kind:    "movement_cost_modifier",
			trigger: `(?i)\bdeploy and move (?:to )?here for [+-]\d+ Force\b`,
			shape:   `(?i)^deploy and move (?P<cond>(?:to )?here) for (?P<sign>[+-])(?P<value>\d+) (?P<title>Force)`,
		}},
	})
	// "To move … requires": not "For opponent to move … requires", which
	// extract_location_rules.go reads.
	toMove := tightPhrase{phrase: phrase{
		name:    "to_move_requires",
		kind:    "movement_cost_modifier",
		trigger: `(?i)\bto move (?:or deploy )?[^.;]*? requires [+-]\d+ Force\b`,
		shape:   `(?i)^to move (?:or deploy )?(?P<target>[^.;]*?) (?P<cond>(?:to |from |between )?here\b[^.;]*?|(?:to|from|between) [^.;]*?) requires (?P<sign>[+-])(?P<value>\d+) (?P<title>Force)`,
	}}
	readToMove := toMove.parser()
	registerExpr(toMove.name, toMove.trigger, func(s sentence, at [2]int) []Effect {
		if reForWhoEnd().MatchString(s.text[:at[0]]) {
			return []Effect{}
		}
		return readToMove(s, at)
	})
}

var reForWhoEnd = lazyregexp.New(`(?i)\bfor (?:opponent|you|either player|each player) $`)
