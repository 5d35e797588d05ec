package cards

// An Objective's flip in the shapes flips' own phrase leaves: "{Flip} this
// card at end of turn.", "{Flip} this card (unless Bunker 'blown away') if
// …", "{Flip} if Luke neither present …" (flips: the condition); a card
// flipping another, "flip Quiet Mining Colony" (flips_card: Title the
// card); and "Bring Him Before Me may not flip" (may_not_flip: Title).
func init() {
	registerGroup("flips_more", []tightPhrase{
		{phrase: phrase{
			name:    "flips_when",
			kind:    "flips",
			trigger: `(?i)\{?flip\}? (?:this card )?(?:\(|if\b|when\b|unless\b|during\b|at\b|any time\b)`,
			shape:   `(?i)^\{?flip\}? (?:this card )?(?P<cond>(?:\([^)]*\) )?(?:if|when|unless|during|at|any time)\b[^.]*)`,
		}},
		{notTarget: `(?i)^(?:this card|back|it)\b`, noSubject: true, phrase: phrase{
			name:    "flips_card",
			trigger: `(?i)\bflip (?-i:[A-Z])`,
			shape:   `(?i)^flip (?P<title>(?-i:[A-Z])[\w'’!-]*(?: (?:(?-i:[A-Z0-9])[\w'’!-]*|of|the|to|in|for|and|a|an|is))*?)(?: \((?:or [^)]*|flip back [^)]*)\))?(?:[.;,]|\s+and\b|$)`,
		}},
		{noSubject: true, phrase: phrase{
			name:    "may_not_flip",
			trigger: `(?i)\bmay not flip\b`,
			lead:    `\b(?P<title>(?-i:[A-Z])[\w'’!-]*(?: (?:(?-i:[A-Z])[\w'’!-]*|of|the|to|in|for))*) (?:flips and )?$`,
			shape:   `(?i)^may not flip(?: back)?`,
		}},
	})
}
