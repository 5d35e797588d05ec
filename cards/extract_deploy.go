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
			shape:        `(?i)^(?:deploys?|plays?) on (?P<target>[^.;(]+)`,
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
