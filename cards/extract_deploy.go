package cards

// Where and how a card deploys.
func init() {
	for _, p := range []phrase{
		{
			// "Deploy on table.", "Plays on table.", "Use 1 Force to deploy
			// on your warrior." Value is the Force it costs, when given.
			name:         "deploys_on",
			trigger:      `(?i)\b(?:deploys?|plays?) on\b`,
			lead:         `(?i)(?:\buse (?P<value>\d+) Force to|\b(?:must|may)) $`,
			optionalLead: true,
			shape:        `(?i)^(?:deploys?|plays?) on (?P<target>[^.;(]+?)\s*(?:\((?P<alt>\d+|free) (?P<altcond>(?:if|on|when)\b[^)]*)\)|[.;(]|$)`,
		},
		{
			// "Deploys for 1 Force to an unoccupied site."
			name:    "deploys_for",
			kind:    "deploys_on",
			trigger: `(?i)\bdeploys? for \d+ Force (?:to|on|aboard)\b`,
			shape:   `(?i)^deploys? for (?P<value>\d+) Force (?P<target>(?:to|on|aboard) [^.;(]+)`,
		},
		{
			// "Deploys and moves like an undercover spy", "… like a
			// starfighter": Target what it deploys and moves as.
			name:    "deploys_and_moves_like",
			trigger: `(?i)\bdeploys and moves like\b`,
			shape:   `(?i)^deploys and moves like (?:an? )?(?P<target>[^.;(,]+)`,
		},
		{
			name:    "may_deploy_as_react",
			trigger: `(?i)\bmay deploy (?:[+-]\d+ )?as an? ['‘]react\.?['’]`,
			shape:   `(?i)^may deploy (?:(?P<sign>[+-])(?P<value>\d+) )?as an? ['‘]react\.?['’](?:\s+(?P<cond>(?:to|only to|for free)\b[^.;(]*))?`,
		},
		{
			name:    "deploys_free",
			trigger: `(?i)\bdeploys? (?:for )?free\b`,
			shape:   `(?i)^deploys? (?:for )?free(?:\s+(?P<cond>(?:to|on|aboard|at|if|when)\b[^.;(]*))?`,
		},
		{
			// "Never deploys to a site opponent occupies", "May not be
			// deployed to Hoth": the card's own restriction, negative.
			name:    "never_deploys",
			trigger: `(?i)\b(?:never deploys?|may not be deployed) (?:to|on|at|aboard|during)\b`,
			shape:   `(?i)^(?:never deploys?|may not be deployed) (?P<target>(?:to|on|at|aboard|during)\b[^.;(]*)`,
		},
		{
			// "Dark: May not deploy to Bespin, Coruscant, …": opening its
			// clause, the card's (here: the location's) own restriction.
			name:          "may_not_deploy_self",
			kind:          "never_deploys",
			trigger:       `(?i)\bmay not deploy (?:to|on|at|aboard|here)\b`,
			lead:          `(?i)\bthis card $`,
			optionalLead:  true,
			leadOrOpening: true,
			shape:         `(?i)^may not deploy (?P<target>(?:to|on|at|aboard|here)\b[^.;(]*)`,
		},
		{
			// "You may not deploy Ice Storm", "Opponent may not deploy
			// characters to Hoth": Target who, Title what.
			name:    "may_not_deploy",
			trigger: `(?i)\b(?:you|opponent|players?|neither player|opponent's [\w -]+?) may not deploy\b`,
			shape:   `(?i)^(?P<target>you|opponent|players?|neither player|opponent's [\w -]+?) may not deploy (?P<title>[^.;(]+)`,
		},
	} {
		p.register()
	}
}
