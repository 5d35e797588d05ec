package cards

import "strings"

// whoLead is the player an effect on Force names before it ("opponent
// loses 1 Force", "you may retrieve"), or a "may" or "must" alone.
const whoLead = `(?i)(?:\b(?P<target>opponent|you|each player|both players|that player|player|loser|winner)(?: (?:must|may|also))?|\b(?:must|may|also|immediately|then)) $`

// Force and cards moving between piles: Force lost, retrieved, activated;
// cards taken or deployed from a pile.
func init() {
	// tail: a count, a condition, what it pays for ("to activate 4
	// Force", kept in the span), a parenthesis.
	const tail = `(?:\s+for (?:each|every) [^.;(]*(?:\s*\(limit [^)]*\))?)?(?:\s+(?P<cond>(?:if|when|unless|at|here|where)\b[^.;(]*))?(?:\s+to [^.;(]*)?(?:\s*\([^)]*\))?`
	for _, p := range []phrase{
		{
			// "opponent loses 1 Force for each …", "you lose 2 Force
			// (cannot be reduced)". Value 0 for X.
			name:         "force_loss",
			trigger:      `(?i)\blose(?:s)? (?:\d+|one|two|three|X) Force\b`,
			lead:         whoLead,
			optionalLead: true,
			shape:        `(?i)^loses? (?:(?P<value>\d+|one|two|three)|X) Force` + tail,
		},
		{
			name:         "retrieves_force",
			trigger:      `(?i)\bretrieves? (?:\d+|one|two|three|X) Force\b`,
			lead:         whoLead,
			optionalLead: true,
			shape:        `(?i)^retrieves? (?:(?P<value>\d+|one|two|three)|X) Force` + tail,
		},
		{
			name:         "activates_force",
			trigger:      `(?i)\bactivates? (?:up to )?(?:\d+|one|two|three|X) Force\b`,
			lead:         whoLead,
			optionalLead: true,
			shape:        `(?i)^activates? (?:up to )?(?:(?P<value>\d+|one|two|three)|X) Force` + tail,
		},
		{
			// "may deploy Lumat and/or Wuta for free here from Reserve
			// Deck; reshuffle", "take one weapon into hand from Reserve
			// Deck; reshuffle": Target what, as written.
			name: "takes_from_pile",
			// a comma inside what is taken only before a name or
			// "and"/"or", so that "deploy phases, you may deploy X" starts
			// at the second "deploy"
			trigger:      `(?i)\b(?:deploy|take)s? (?:[^.;,]|,\s+(?:(?-i:[A-Z•])|and\b|or\b))*?\bfrom (?:your |opponent's )?(?:Reserve Deck|Lost Pile|Used Pile|Force Pile)\b`,
			lead:         `(?i)\b(?:(?:you|opponent|each player|both players) )?may $`,
			optionalLead: true,
			shape:        `(?i)^(?:deploy|take)s? (?P<target>(?:[^.;,]|,\s+(?:(?-i:[A-Z•])|and\b|or\b))*?)(?: into hand)? from (?:your |opponent's )?(?:Reserve Deck|Lost Pile|Used Pile|Force Pile)(?:\s*\([^)]*\))?(?:;? reshuffle)?`,
		},
		{
			// "search your Reserve Deck and take one IT-O or Hypo into
			// hand", "…, take one bounty hunter into hand and reshuffle".
			name:    "searches_and_takes",
			kind:    "takes_from_pile",
			trigger: `(?i)\bsearch (?:through )?(?:your |opponent's )?(?:Reserve Deck|Lost Pile|Used Pile|Force Pile)(?:,| and) take [^.;]*? into hand\b`,
			shape:   `(?i)^search (?:through )?(?:your |opponent's )?(?:Reserve Deck|Lost Pile|Used Pile|Force Pile)(?:,| and) take (?P<target>[^.;]*?) into hand(?:,? and reshuffle|; reshuffle)?`,
		},
	} {
		p.register()
	}
}

// forceDrainModifier completes the phrase of "Force drain +1 here": the
// player whose drains they are opens its span ("Opponent's Force drains
// are -1 here"), and a trailing "there" ("your Force drains are +1
// there": where the card is, which its opening condition names) closes it,
// left out of Condition as the words a rule reads after "at …".
func forceDrainModifier(p phrase) phrase {
	p.lead, p.optionalLead = `(?i)\b(?:opponent's|your|all) $`, true
	p.shape = strings.Replace(p.shape, `(?:\s+(?P<cond>(?:here|`, `(?:\s+there\b|\s+(?P<cond>(?:here|`, 1)
	return p
}
