package cards

// Movement: reacts, free moves, moves forbidden.
func init() {
	for _, p := range []phrase{
		{
			name:    "may_move_as_react",
			trigger: `(?i)\bmay move (?:(?:here|there|to here|to this site|for free) )*as an? ['‘]react\.?['’]`,
			shape:   `(?i)^may move (?:(?P<place>here|there|to here|to this site) )?(?:for free )?as an? ['‘]react\.?['’](?:\s*\(for free\))?(?:\s+(?P<cond>(?:for free|for \d+ (?:additional )?Force|only|to|if|when)\b[^.;(]*))?`,
		},
		{
			name:    "moves_free",
			trigger: `(?i)\bmoves? (?:for )?free\b`,
			shape:   `(?i)^moves? (?:for )?free(?:\s+(?P<cond>(?:to|from|between|if|when)\b[^.;(]*))?`,
		},
		{
			// "may move to this site for free", "may move there for free".
			name:    "may_move_free",
			trigger: `(?i)\b(?:may move|moves?) (?:to [^.;,(]*?|there|here|between [^.;,(]*?) for free\b`,
			shape:   `(?i)^(?:may move|moves?) (?P<place>to [^.;,(]*?|there|here|between [^.;,(]*?) for free`,
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
