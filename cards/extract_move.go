package cards

// Movement: reacts, free moves, moves forbidden.
func init() {
	for _, p := range []phrase{
		{
			name:    "may_move_as_react",
			trigger: `(?i)\bmay move as an? ['‘]react\.?['’]`,
			shape:   `(?i)^may move as an? ['‘]react\.?['’](?:\s+(?P<cond>(?:for free|for \d+ (?:additional )?Force|only|to|if|when)\b[^.;(]*))?`,
		},
		{
			name:    "moves_free",
			trigger: `(?i)\bmoves? (?:for )?free\b`,
			shape:   `(?i)^moves? (?:for )?free(?:\s+(?P<cond>(?:to|from|between|if|when)\b[^.;(]*))?`,
		},
		{
			// "Opponent's spies may not move to same site": Target who,
			// Condition where ("to same site").
			name:    "may_not_move",
			trigger: `(?i)\bmay not move\b`,
			shape:   `(?i)^may not move(?:\s+(?P<cond>(?:to|from|away|during|using|here|there)\b[^.;(]*))?`,
		},
	} {
		p.register()
	}
}
