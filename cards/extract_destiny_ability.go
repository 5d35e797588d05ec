package cards

// The ability a player needs to draw battle destiny: a requirement set
// ("Total ability of 6 or more required for you to draw battle destiny
// here", "opponent must have ability > 5 to draw battle destiny"), a change
// to it ("Opponent's ability required for battle destiny +1"), and cards
// whose ability may not count ("Pilots aboard target may not use ability to
// draw battle destiny"). Target is whose requirement ("you", "opponent") or
// the cards named (rulings/swccg/battle_destiny_ability.go reads them).
func init() {
	for _, p := range []phrase{
		{
			name:    "battle_destiny_ability_required",
			trigger: `(?i)\btotal ability of \d+ or more (?:is )?required for (?:you|opponent) to draw battle destiny\b`,
			shape:   `(?i)^total ability of (?P<value>\d+) or more (?:is )?required for (?P<target>you|opponent) to draw battle destiny(?:\s+(?P<cond>(?:here|there|at|where|while|if|for)\b[^.;(]*))?`,
		},
		{
			// "> 5" is kept as 5 under its own kind: ability may be a half.
			name:    "battle_destiny_ability_above",
			trigger: `(?i)\b(?:you|opponent) must have ability > \d+ to draw battle destiny\b`,
			shape:   `(?i)^(?P<target>you|opponent) must have ability > (?P<value>\d+) to draw battle destiny(?:\s+(?P<cond>(?:here|there|at|where|while|if)\b[^.;(]*))?`,
		},
		{
			name:    "battle_destiny_ability_modifier",
			trigger: `(?i)\b(?:opponent's |your )?ability required (?:for|to draw) battle destiny (?:here )?(?:is )?\+\d+`,
			shape:   `(?i)^(?P<target>opponent's|your)?\s*ability required (?:for|to draw) battle destiny (?:(?P<place>here) )?(?:is )?\+(?P<value>\d+)(?:\s+(?P<cond>for each\b[^.;(]*))?`,
		},
		{
			// "Opponent's pilots (except Vader) present at sites may not use
			// ability to draw battle destiny" (Scramble): Target is whose.
			name:    "battle_destiny_no_ability",
			trigger: `(?i)\bmay not (?:use|apply) (?:their )?ability (?:to draw|toward drawing) battle destiny\b`,
			shape:   `(?i)^may not (?:use|apply) (?:their )?ability (?:to draw|toward drawing) battle destiny`,
		},
		{
			// "Target cannot use ability to draw battle destiny" (What Is Thy
			// Bidding, My Master?).
			name:    "battle_destiny_no_ability_target",
			kind:    "battle_destiny_no_ability",
			trigger: `(?i)\btarget cannot use ability to draw battle destiny\b`,
			shape:   `(?i)^(?P<target>target) cannot use ability to draw battle destiny`,
		},
	} {
		p.register()
	}
}
