package cards

// Battle destiny: added, protected, limited.
func init() {
	for _, p := range []phrase{
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
			trigger: `(?i)\bopponent may not cancel(?:,? (?:or )?(?:modify|substitute|reduce))* (?:(?:your|his|her|its|their) )?battle destiny draws?\b`,
			shape:   `(?i)^opponent may not cancel(?:,? (?:or )?(?:modify|substitute|reduce))* (?:(?:your|his|her|its|their) )?battle destiny draws?(?:\s+(?P<cond>here\b|(?:at|where|while|when|if)\b[^.;(]*))?`,
		},
		{
			name:    "battle_destiny_limit",
			trigger: `(?i)\bmay (?:draw no|not draw) more than (?:one|two|three|\d+) battle destiny\b`,
			shape:   `(?i)^may (?:draw no|not draw) more than (?P<value>one|two|three|\d+) battle destiny(?: draws?)?(?:\s+(?P<cond>(?:here|at|where|while|if|in)\b[^.;(]*))?`,
		},
	} {
		p.register()
	}
}
