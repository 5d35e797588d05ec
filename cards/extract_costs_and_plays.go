package cards

import "github.com/judge-swccg/judge/internal/lazyregexp"

// What a card costs and how others are played: "Use 2 Force.", "opponent
// must first use 1 Force" (uses_force: Value the Force, 0 for X; Target
// who pays), "Sense and Alter are now Lost Interrupts", "it is a Used
// Interrupt" (plays_as: Title the kind of Interrupt; Target which cards
// when named), "draw top card of Reserve Deck" (draws_card: Value how
// many, Target from where), "Wild cards (1-6): Lando and Weather Vane."
// (wild_cards: Title the range, Target the cards), and "Deploy at any
// interior site." (deploys_on: where), with its "(except …)"
// (deploy_exception), and "May 'fly'" (may_fly).
func init() {
	registerGroup("costs_and_plays", []tightPhrase{
		{phrase: phrase{
			name:         "uses_force",
			trigger:      `(?i)\buse (?:\+?\d+|X|one|two|three) Force(?:\.|, where| where)`,
			lead:         `(?i)\b(?P<target>opponent|you|each player|that player)(?: must| may)?(?: first)? $`,
			optionalLead: true,
			shape:        `(?i)^use (?:\+?(?P<value>\d+|one|two|three)|X) Force`,
		}},
		// A verb in lower case (a title's "Have" or "May" is none) after
		// the last "and": the subject swallowed another clause. Before
		// an "and" ("Chewie adds 1 … and Life Debt is a Used
		// Interrupt") it is cut off by finish.
		{notTarget: `\b(?:adds?|draws?|may|must|is|are|deploys?|has|have)\b(?:[^ ]| [^a]| a[^n]| an[^d]| and[^ ])*$`, finish: lastConjunct, phrase: phrase{
			name:    "plays_as",
			trigger: `(?i)\b(?:is|are) (?:now )?(?:unique \(•\) and (?:are )?)?(?:a )?(?:Used|Lost|Starting) Interrupts?\b`,
			lead:    `\b(?P<target>[^,;:.]*?) $`,
			shape:   `(?i)^(?:is|are) (?:now )?(?:unique \(•\) and (?:are )?)?(?:a )?(?P<title>(?:Used|Lost|Starting) Interrupts?)`,
		}},
		{phrase: phrase{
			name:    "draws_card",
			trigger: `(?i)\bdraws? (?:the )?(?:top|bottom) card of\b`,
			shape:   `(?i)^draws? (?:the )?(?:top|bottom) card of (?P<target>` + pileRE + `)`,
			value:   1,
		}},
		{phrase: phrase{
			name:    "wild_cards",
			trigger: `(?i)\bWild cards \(\d+-\d+\): `,
			shape:   `(?i)^Wild cards \((?P<title>\d+-\d+)\): (?P<target>[^.]+)`,
		}},
		{phrase: phrase{
			// "Deploy on a non-interior planet site (except Dagobah)": the
			// hosts or places it may not deploy to, Target as written; a
			// limit "(limit one per sector)" is Value 1.
			name:    "deploy_exception",
			trigger: `(?i)\((?:except|not at|limit one per) [^)]*\)`,
			lead:    `(?i)\bdeploy (?:on|at|to) [^.;()]+ $`,
			shape:   `(?i)^\((?:except (?P<target>[^)]*)|(?P<cond>not at [^)]*)|limit (?P<value>one) per (?P<title>[^)]*))\)`,
		}},
		{phrase: phrase{
			// "May 'fly' (landspeed = 3)." (the landspeed is landspeed's)
			name:    "may_fly",
			trigger: `(?i)\bmay ['‘]fly['’]`,
			shape:   `(?i)^may ['‘]fly['’]`,
		}},
		{phrase: phrase{
			name:    "deploys_on",
			trigger: `(?i)\bdeploy (?:at|between|beside)\b`,
			shape:   `(?i)^deploy (?P<target>(?:at|between|beside) [^.;(]+)`,
		}},
	})
}

// lastConjunct keeps of a Target that holds a clause of its own
// ("Chewie adds 1 to each of his weapon destiny draws and Life Debt")
// the subject after its last "and".
func lastConjunct(e *Effect) {
	if m := reClauseThenAnd().FindStringSubmatch(e.Target); m != nil {
		e.Target = m[1]
	}
}

var reClauseThenAnd = lazyregexp.New(`\b(?:adds?|draws?|may|must|is|are|deploys?|has|have)\b.* and (.+)$`)
