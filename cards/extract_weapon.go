package cards

// Weapon text: what it targets, the destiny it draws, when it hits.
func init() {
	for _, p := range []phrase{
		{
			// "May target a character or creature using 1 Force." Value
			// is the Force it costs (0 for free).
			name:    "weapon_target",
			trigger: `(?i)\bmay target\b`,
			shape:   `(?i)^may target (?P<target>[^.;(]+?)(?:\s+(?:for free|(?:using|for) (?P<value>\d+) Force(?: each)?))?\s*(?:[.;(]|$)`,
		},
		{
			name:    "draws_destiny",
			trigger: `(?i)\bdraws? (?:(?:one|two|three|four|\d+) )?destiny\b`,
			shape:   `(?i)^draws? (?:(?P<value>one|two|three|four|\d+) )?destiny`,
			value:   1,
		},
		{
			// "Target hit if destiny +2 > defense value": Value is what is
			// added to the destiny.
			name:    "weapon_hit",
			trigger: `(?i)\btarget (?:is )?hit\b`,
			shape:   `(?i)^target (?:is )?hit(?:,[^,]*,)? if (?:total )?(?:weapon )?destiny(?:\s*(?P<sign>[+-])\s*(?P<value>\d+))? (?:>|≥|>=) (?:its )?defense value`,
		},
		{
			// "Add 2 if targeting a creature.", "Subtract 1 if targeting a
			// character."
			name:    "weapon_destiny_modifier",
			trigger: `(?i)\b(?:add|subtract) \d+ (?:to (?:total |weapon )*destiny |from (?:total |weapon )*destiny )?if targeting\b`,
			shape:   `(?i)^(?P<sign>add|subtract) (?P<value>\d+) (?:(?:to|from) (?:total |weapon )*destiny )?(?P<cond>if targeting [^.;(]+)`,
		},
	} {
		p.register()
	}
}
