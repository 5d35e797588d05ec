package cards

// Shapes of a card's standing and its place on the table: agendas,
// targeting restrictions, reacts forbidden, self-cancelling, where an
// Interrupt goes.
func init() {
	for _, p := range []phrase{
		{
			// "Agendas: ambition, taxation." (a senator's agendas).
			name:    "agenda",
			trigger: `(?i)^agendas?: `,
			shape:   `(?i)^agendas?: (?P<target>[\w ,'-]+)`,
		},
		{
			// "May not be targeted by We're The Bait or Someone Who Loves
			// You.", "… by weapons unless …".
			name:    "may_not_be_targeted_by",
			trigger: `(?i)\bmay not be targeted by\b`,
			shape:   `(?i)^may not be targeted by (?P<title>[^.;(]+?)(?:\s+(?P<cond>(?:unless|if|while|when)\b[^.;(]*))?\s*(?:[.;(]|$)`,
		},
		{
			// "May be targeted by Hidden Weapons.", "May be targeted by
			// starship weapons (defense value = 3)."
			name:    "may_be_targeted_by",
			trigger: `(?i)\bmay be targeted by\b`,
			shape:   `(?i)^may be targeted by (?P<title>[^.;(,]+?)(?:\s+(?P<cond>(?:as|instead of|unless|if|while|when)\b[^.;(]*))?(?:\s*\([^)]*\))?\s*(?:[.;,]|$)`,
		},
		{
			// "Add 1 for each of your blasters present." (to a destiny
			// just drawn); the count stays in the quote (Effect.PerEach).
			name:    "destiny_per_each",
			kind:    "destiny_modifier",
			trigger: `(?i)\b(?:add|subtract) \d+ for (?:each|every)\b`,
			shape:   `(?i)^(?P<sign>add|subtract) (?P<value>\d+) for (?:each|every) [^.;(]*(?:\s*\(limit [^)]*\))?`,
		},
		{
			// "Opponent may not 'react' to or from same site."
			name:    "may_not_react",
			trigger: `(?i)\bmay not ['‘]react['’]`,
			shape:   `(?i)^may not ['‘]react['’](?:\s+(?P<cond>(?:to|from|away|at|here)\b[^.;(]*))?`,
		},
		{
			// "Effect canceled if opponent controls …", "Canceled if …",
			// "Utinni Effect canceled when …", "lost if at an interior site".
			name:    "canceled_if",
			trigger: `(?i)\b(?:canceled|lost) (?:if|when|unless)\b`,
			// the card that is cancelled, when named before: "Utinni
			// Effect canceled when …"
			lead:         `(?i)(?:^|\s)(?:this |that )?(?:(?:Utinni|Immediate|Mobile|Political) )?(?:Effect|Interrupt|card|Epic Event|Defensive Shield) $`,
			optionalLead: true,
			shape:        `(?i)^(?:canceled|lost) (?P<cond>(?:if|when|unless)\b[^.;(]*)`,
		},
		{
			// "Place Interrupt in Lost Pile.", "… in Reserve Deck."
			name:    "interrupt_goes_to",
			trigger: `(?i)\bplace (?:this )?Interrupt in\b`,
			shape:   `(?i)^place (?:this )?Interrupt in (?:the |your |owner's )?(?P<target>hand|Lost Pile|Used Pile|Reserve Deck|Force Pile)`,
		},
		{
			// "adds 1 to each of his weapon destiny draws", "Add 1 to each
			// of your weapon destiny draws here."
			name:    "each_weapon_destiny_modifier",
			trigger: `(?i)\badds? (?:\d+|one|two) to each of (?:his|her|its|your|their|that character's) (?:\w+ )?weapon destiny draws\b`,
			shape:   `(?i)^adds? (?P<value>\d+|one|two) to each of (?:his|her|its|your|their|that character's) (?:\w+ )?weapon destiny draws(?:\s+(?P<cond>(?:here|at|when|while|if)\b[^.;(]*))?`,
		},
		{
			// "adds 1 to his total weapon destiny (2 if targeting an alien)".
			name:    "total_weapon_destiny_modifier",
			trigger: `(?i)\badds? (?:\d+|one|two|three) to (?:his|her|its|your|their|the) total weapon destiny\b`,
			shape:   `(?i)^adds? (?P<value>\d+|one|two|three) to (?:his|her|its|your|their|the) total weapon destiny(?:\s*\((?P<alt>\d+) (?P<altcond>(?:if|when|while)\b[^)]*)\))?`,
		},
		{
			// "Subtracts 1 from deploy cost of each of your capital
			// starships at same system", "adds 2 to deploy cost of
			// opponent's …".
			name:    "deploy_cost_modifier",
			kind:    "deploy_modifier",
			trigger: `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) (?:the )?deploy(?:ment)? costs? of\b`,
			shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?:the )?deploy(?:ment)? costs? of (?P<target>[^.;(]+)`,
		},
	} {
		p.register()
	}
}
