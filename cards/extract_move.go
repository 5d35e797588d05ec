package cards

// Movement: free moves, moves forbidden (a 'react' is extract_react.go's).
func init() {
	for _, p := range []phrase{
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
