package cards

// Battle destiny: added, protected, limited.
func init() {
	for _, p := range []phrase{
		{
			// "subtracts 1 from each opponent's battle destiny at all
			// system locations"
			name:     "subtracts_from_each_battle_destiny",
			kind:     "adds_to_battle_destiny",
			trigger:  `(?i)\bsubtracts? (?:\d+|one|two) from each (?:of )?(?:opponent's|your) battle destiny\b`,
			notAfter: `(?i)\bmay $`, // "may subtract 1 from each …": a choice
			shape:    `(?i)^(?P<sign>subtracts?) (?P<value>\d+|one|two) from each (?:of )?(?P<target>opponent's|your) battle destiny(?: draws?)?(?:\s+(?P<cond>(?:here|at|where|while|if|in)\b(?:[^.;(a]|a[^n.;(]|an[^d.;(])*))?`,
		},
		{
			name:    "adds_battle_destiny",
			trigger: `(?i)\badds? (?:one|two|three|\d+|an?) battle destiny\b`,
			shape:   `(?i)^adds? (?P<value>one|two|three|\d+|an?) battle destiny`,
		},
		{
			// "Opponent may not cancel your battle destiny draws", "…
			// cancel or modify your battle destiny draws here", "… cancel
			// or substitute battle destiny draws here": the card's side's
			// draws (the opponent's cancelling, never "you may not cancel
			// opponent's").
			name:    "battle_destiny_not_cancelable",
			trigger: `(?i)\bopponent may not (?:cancel|modify)(?:,? (?:or )?(?:cancel|modify|substitute|reduce))* (?:(?:your|his|her|its|their) )?battle destin(?:y draws?|ies)\b`,
			shape:   `(?i)^opponent may not (?:cancel|modify)(?:,? (?:or )?(?:cancel|modify|substitute|reduce))* (?:(?:your|his|her|its|their) )?battle destin(?:y draws?|ies)(?:\s+(?P<cond>here\b|(?:at|where|while|when|if)\b[^.;(]*))?`,
		},
		{
			// "you may not cancel opponent's battle destiny draws at
			// sites", "(you may not cancel those destiny draws)": Target
			// whose draws (the other side's), which no rule of this side's
			// draws takes for its own.
			name:    "you_may_not_cancel_destiny",
			kind:    "battle_destiny_not_cancelable",
			trigger: `(?i)\byou may not cancel (?:opponent's|those) (?:battle )?destiny draws\b`,
			shape:   `(?i)^you may not cancel (?P<target>opponent's|those) (?:battle )?destiny draws(?:\s+(?P<cond>here\b|(?:at|where|while|when|if|in)\b[^.;(]*))?`,
		},
		{
			// "your battle destinies may not be canceled by opponent",
			// "Battle destiny draws may not be canceled where you have …",
			// "your battle destiny draws (and total battle destiny) at same
			// system may not be modified, canceled, or reset by opponent",
			// "(those destiny draws may not be modified or canceled)".
			name:         "destiny_may_not_be_canceled",
			kind:         "battle_destiny_not_cancelable",
			trigger:      `(?i)\b(?:battle destin(?:y draws|ies)|those destiny draws)\b(?: \(and total battle destiny\))?(?: (?:here|at [^.;(]*?))? may not be (?:modified,? (?:or )?)?canceled\b`,
			lead:         `(?i)(?P<target>\byour) $`,
			optionalLead: true,
			shape:        `(?i)^(?:battle destin(?:y draws|ies)|(?P<target>those) destiny draws)(?: \(and total battle destiny\))?(?:\s+(?P<place>here|at [^.;(]*?))? may not be (?:modified,? (?:or )?)?canceled(?:,? or (?:reset|modified|substituted))?(?: by opponent)?(?:\s+(?P<cond>here\b|(?:at|where|while|when|if)\b[^.;(]*))?`,
		},
		{
			name: "battle_destiny_limit",
			// "may not draw more than one battle destiny", "opponent draws
			// no more than two battle destiny per battle", "prevents
			// opponent from drawing more than one battle destiny",
			// "Players may not add power destinies or draw more than one
			// battle destiny here".
			trigger:      `(?i)\b(?:may (?:draw no|not draw)|draws? no|from drawing|or draw|neither player may draw) more than (?:one|two|three|\d+) battle destiny\b`,
			lead:         `(?i)\b(?P<target>opponent|you|players|each player) $`,
			optionalLead: true,
			shape:        `(?i)^(?:may (?:draw no|not draw)|draws? no|from drawing|or draw|(?P<target>neither player) may draw) more than (?P<value>one|two|three|\d+) battle destiny(?: draws?)?(?: per battle)?(?:\s+(?P<cond>(?:here|at|where|while|if|in)\b[^.;(]*))?`,
		},
	} {
		p.register()
	}
}
