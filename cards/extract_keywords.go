package cards

import "strings"

// A card given a keyword: "Saw is a spy.", "[Set 8] Luke is a spy and
// stormtrooper.", "your Rep is a leader", "… information brokers are
// Black Sun Agents" (keyword: Target who as written, Title the keywords;
// Gemp's Keyword); and "Your training destiny draws are +1." (a named
// destiny's draws changed: destiny_draw_modifier, battle and weapon
// destiny left to their kinds).
func init() {
	registerGroup("keywords", []tightPhrase{
		{notTarget: `(?i)^(?:if|when|while|unless|add|subtract|and)\b|\b(?:if|whether)\b|^'`, phrase: phrase{
			name:    "keyword",
			trigger: `(?i)\b(?:is an?|are(?: also)?|is also an?) ` + keywordWords + `s?(?:[.;]|\s*$| and)`,
			lead:    `(?P<target>(?:\[[^\]]*\] )?[^,;:.\[\]\s][^,;:.\[\]]*?) $`,
			shape:   `(?i)^(?:is|are) (?:also )?(?:a |an )?(?P<title>` + keywordWords + `s?(?:,? and (?:a |an )?(?:leader|spy|spies|scout|stormtrooper|smuggler|bounty hunter|information broker|ISB agent|gangster)s?)?)(?:[.;,]|$)`,
		}},
		{notTarget: `(?i)^(?:if|when|while|unless|add|subtract|and)\b|\b(?:if|whether)\b`, finish: quoteFromTarget, phrase: phrase{
			// "Your Gamorreans, Niktos, and Weequays are guards", "…, your
			// aliens with 'Black Sun' in lore, bounty hunters, and
			// information brokers are Black Sun Agents": a list for
			// subject, from the clause's start.
			name:    "keyword",
			trigger: `(?i)\b(?:is an?|are(?: also)?|is also an?) ` + keywordWords + `s?(?:[.;]|\s*$| and)`,
			lead:    `(?:^|:\s+|\b(?:game|up),\s+)(?P<target>(?:[Yy]our\b|(?-i:[A-EG-VX-Z]))[^;:.\[\]{}]*?) $`,
			shape:   `(?i)^(?:is|are) (?:also )?(?:a |an )?(?P<title>` + keywordWords + `s?(?:,? and (?:a |an )?` + keywordWords + `s?)?)(?:[.;,]|$)`,
		}},
		{phrase: phrase{
			// "While at a battleground site, functions as a general", "While
			// with Kazuda, Poe, or Rey, gains Resistance Agent", "Scavenger."
			name:    "functions_as",
			kind:    "keyword",
			trigger: `(?i)\b(?:functions as an? (?:general|leader|spy|scout|pilot|warrior)|gains Resistance Agent)\b|^Scavenger\.`,
			shape:   `(?i)^(?:functions as an? |gains )?(?P<title>general|leader|spy|scout|pilot|warrior|Resistance Agent|Scavenger)\b`,
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

// keywordWords are the keywords a card gives.
const keywordWords = `(?:leader|spy|spies|scout|stormtrooper|smuggler|bounty hunter|Black Sun agent|information broker|ISB agent|gangster|thief|assassin|gambler|musician|Inquisitor|Undercover spy|guard|Skywalker)`

// quoteFromTarget starts a keyword's quote at its subject: the lead that
// found a listed subject ("…, your aliens …, bounty hunters, and
// information brokers are Black Sun Agents") begins at the comma before.
func quoteFromTarget(e *Effect) {
	if i := strings.Index(e.Quote, e.Target); i > 0 {
		e.Span[0] += i
		e.Quote = e.Quote[i:]
	}
	if strings.HasSuffix(e.Quote, ",") {
		e.Span[1]--
		e.Quote = e.Quote[:len(e.Quote)-1]
	}
}
