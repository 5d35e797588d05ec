package cards

// weaponAlt is a weapon's second cost, "(for free if fired by your spy)",
// "(1 if fired by an Echo Base trooper)".
const weaponAlt = `(?:\s*\((?:for )?(?P<alt>\d+|free) (?P<altcond>(?:if|when)\b[^)]*)\))?`

// Weapon text: what it targets, the destiny it draws, when it hits.
func init() {
	for _, p := range []phrase{
		{
			// "May target a character or creature using 1 Force." Value
			// is the Force it costs (0 for free). A parenthesis inside
			// the list ("a starfighter (use 3 as defense value),
			// character …") belongs to the target; another ends it. The
			// one who fires it, when the text names it ("Your warrior
			// present may target …"), is its condition.
			name:         "weapon_target",
			trigger:      `(?i)\bmay target\b`,
			lead:         `(?i)(?:^|[.;:]\s+)(?P<cond>your [^.;:,()]+?) $`,
			optionalLead: true,
			shape:        `(?i)^may target (?P<target>(?:[^.;(]|\(use \d+ as [^)]*\))+?)(?:\s+(?:for free|(?:using|for) (?P<value>\d+) Force(?: each)?))?` + weaponAlt + `\s*(?:[.;]|\([^u]|$)`,
		},
		{
			// "Use 2 Force to target two opponent's Jedi at same interior
			// battleground." (an Interrupt's target, its cost before it).
			name:          "targets",
			kind:          "weapon_target",
			trigger:       `(?i)\btarget (?:a|an|one|two|three|any|all|opponent's|your|each|up to)\b`,
			lead:          `(?i)\bmay $`,
			optionalLead:  true,
			leadOrOpening: true,
			shape:         `(?i)^target (?P<target>(?:[^.;(]|\(use \d+ as [^)]*\))+?)(?:\s+(?:for free|(?:using|for) (?P<value>\d+) Force(?: each)?))?\s*(?:[.;]|\([^u]|$)`,
		},
		{
			// "Permanent weapon is •Dengar's Blaster Carbine (may target
			// …)": Title the weapon; what its parenthesis says is read by
			// the weapon extractors, clause by clause.
			name:    "permanent_weapon",
			trigger: `(?i)\bpermanent weapons? (?:is|are) `,
			shape:   `(?i)^permanent weapons? (?:is|are) (?P<title>•?[^(.;]+?)\s*(?:\(|[.;]|$)`,
		},
		{
			name:         "draws_destiny",
			lead:         `(?i)\b(?P<target>both players|each player|opponent|you)(?: (?:may|must))? $`,
			optionalLead: true,
			trigger:      `(?i)\bdraws? (?:(?:one|two|three|four|\d+) )?destiny\b`,
			shape:        `(?i)^draws? (?:(?P<value>one|two|three|four|\d+) )?destiny`,
			value:        1,
		},
		{
			// "Target hit if destiny +2 > defense value": Value is what is
			// added to the destiny.
			name:    "weapon_hit",
			trigger: `(?i)\btarget (?:is )?hit\b`,
			shape:   `(?i)^target (?:is )?hit(?:,[^,]*,)? if (?:total )?(?:weapon )?destiny(?:\s*(?P<sign>[+-])\s*(?P<value>\d+))? (?:>|≥|>=) (?:its )?defense value`,
		},
	} {
		p.register()
	}
}
