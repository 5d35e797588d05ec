package cards

// Forfeit: who may not be forfeited.
func init() {
	for _, p := range []phrase{
		{
			name:    "may_not_be_forfeited",
			trigger: `(?i)\bmay not be forfeited\b`,
			shape:   `(?i)^may not be forfeited`,
		},
		{
			// "you may not voluntarily forfeit or relocate them": Target
			// the cards, as written.
			name:    "may_not_forfeit",
			kind:    "may_not_be_forfeited",
			trigger: `(?i)\bmay not (?:voluntarily )?forfeit\b`,
			shape:   `(?i)^may not (?:voluntarily )?forfeit (?:or \w+ )?(?P<target>them|it|him|her|[^.;()]+?)\s*(?:[.;()]|$)`,
		},
	} {
		p.register()
	}
}
