package cards

// What a location or a card changes about moving and drawing there:
// "Your character movement from here (except for scouts) requires +1
// landspeed", "For opponent to move a starship from here requires +1
// Force", "Opponent's characters require +1 Force to move from Tatooine
// sites using their landspeed" (movement_cost_modifier: Value the change,
// Title `Force` or `landspeed`, Target whose movement as written; Gemp's
// MoveCost…, LandspeedRequiredToMoveFromLocation); "No
// starships or vehicles here except speeder bikes …" (not_allowed_here:
// Target what, the exceptions in the quote). A battle destiny requirement
// is extract_destiny_ability.go's.
func init() {
	registerGroup("location_rules", []tightPhrase{
		{phrase: phrase{
			name:         "movement_cost_modifier",
			trigger:      `(?i)\bmovement (?:to or from |from |to )[^.;]*? requires? [+-]\d`,
			lead:         `(?i)\b(?P<target>(?:your|opponent's)(?: \w+)?) $`,
			optionalLead: true,
			shape:        `(?i)^movement (?P<cond>(?:to or from|from|to) [^.;]*?) requires? (?P<sign>[+-])(?P<value>\d+) (?P<title>Force|landspeed)`,
		}},
		{phrase: phrase{
			name:    "movement_cost_modifier",
			trigger: `(?i)\bfor (?:opponent|you|either player) to move\b[^.;]*? requires? [+-]\d`,
			shape:   `(?i)^for (?P<target>opponent|you|either player) to move (?P<cond>[^.;]*?) requires? (?P<sign>[+-])(?P<value>\d+) (?P<title>Force|landspeed)`,
		}},
		{phrase: phrase{
			name:         "movement_cost_modifier",
			trigger:      `(?i)\brequires? [+-]\d+ Force to move\b`,
			lead:         `(?i)\b(?P<target>(?:your|opponent's) [\w' \[\]]+?) $`,
			optionalLead: true,
			shape:        `(?i)^requires? (?P<sign>[+-])(?P<value>\d+) (?P<title>Force) to move (?P<cond>[^.;(]*)`,
		}},
		{phrase: phrase{
			name:    "movement_cost_modifier",
			trigger: `(?i)\bto use (?:his|her|its|their) landspeed requires [+-]\d`,
			shape:   `(?i)^to use (?:his|her|its|their) landspeed requires (?P<sign>[+-])(?P<value>\d+) (?P<title>Force)`,
		}},
		{phrase: phrase{
			name:    "not_allowed_here",
			trigger: `(?i)^(?:(?:Light|Dark):\s+)?No (?:starships|vehicles|characters|creatures)\b`,
			shape:   `(?i)^(?:(?:Light|Dark):\s+)?No (?P<target>(?:starships|vehicles|characters|creatures)(?: or (?:starships|vehicles|characters|creatures))?) (?P<cond>here)(?: except [^.;]+)?`,
		}},
	})
}
