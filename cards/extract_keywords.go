package cards

// A card given a keyword: "Saw is a spy.", "[Set 8] Luke is a spy and
// stormtrooper.", "your Rep is a leader", "… information brokers are
// Black Sun Agents" (keyword: Target who as written, Title the keywords;
// Gemp's Keyword); and "Your training destiny draws are +1." (a named
// destiny's draws changed: destiny_draw_modifier, battle and weapon
// destiny left to their kinds).
func init() {
	registerGroup("keywords", []tightPhrase{
		{notTarget: `(?i)^(?:if|when|while|unless|add|subtract|and)\b|\b(?:if|whether)\b`, phrase: phrase{
			name:    "keyword",
			trigger: `(?i)\b(?:is an?|are(?: also)?|is also an?) (?:leader|spy|spies|scout|stormtrooper|smuggler|bounty hunter|Black Sun agent|information broker|ISB agent|gangster|thief|assassin|gambler|musician|Inquisitor|Undercover spy)s?(?:[.;]|\s*$| and)`,
			lead:    `(?P<target>(?:\[[^\]]*\] )?[^,;:.\[\]\s][^,;:.\[\]]*?) $`,
			shape:   `(?i)^(?:is|are) (?:also )?(?:a |an )?(?P<title>(?:leader|spy|spies|scout|stormtrooper|smuggler|bounty hunter|Black Sun agent|information broker|ISB agent|gangster|thief|assassin|gambler|musician|Inquisitor|Undercover spy)s?(?:,? and (?:a |an )?(?:leader|spy|spies|scout|stormtrooper|smuggler|bounty hunter|information broker|ISB agent|gangster)s?)?)(?:[.;]|$)`,
		}},
		{notTarget: `(?i)\b(?:battle|weapon)\b`, phrase: phrase{
			name:    "destiny_draws_are",
			kind:    "destiny_draw_modifier",
			trigger: `(?i)\bdestiny draws (?:here |there )?(?:are|is) (?:each )?[+-]\d`,
			lead:    `(?i)\b(?P<title>(?:your |opponent's |all )?[\w'-]+(?: [\w'-]+)?) $`,
			shape:   `(?i)^destiny draws (?P<cond>here |there )?(?:are|is) (?:each )?(?P<sign>[+-])(?P<value>\d+)`,
		}},
	})
}
