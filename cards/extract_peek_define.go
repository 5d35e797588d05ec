package cards

// Looking at hidden cards and a card's own variable: "peek at top three
// cards of your Reserve Deck", "peek at opponent's hand" (Target what is
// looked at, Value how many cards when counted: 1 for "top card", 0 when
// not counted or X), and "X = number of Death Star sites on table"
// (Target the expression, Value when it is a number) — what a judge needs
// for "how many may I look at" and "what is X".
func init() {
	registerGroup("peek_and_define", []tightPhrase{
		{phrase: phrase{
			name:    "peeks",
			trigger: `(?i)\bpeek at (?:the )?(?:top|bottom) card\b`,
			shape:   `(?i)^peek at (?P<target>(?:the )?(?:top|bottom) card (?:of|in) ` + pileRE + `)`,
			value:   1,
		}},
		{phrase: phrase{
			name:    "peeks",
			trigger: `(?i)\bpeek at (?:the )?(?:(?:top|bottom) (?:\d+|one|two|three|four|five|six|X) cards|one card randomly|opponent's hand|your hand|the cards in|cards stacked here|the top (?:\d+|one|two|three|four|five|six) cards)\b`,
			shape:   `(?i)^peek at (?P<target>(?:the )?(?:top|bottom) (?:(?P<value>\d+|one|two|three|four|five|six)|X) cards (?:of|in) ` + pileRE + `|(?:one card randomly selected from )?(?:opponent's|your) hand|the cards in (?:your|opponent's) (?:Reserve Deck|Force Pile|Used Pile|Lost Pile)|cards stacked here|the top (?:\d+|one|two|three|four|five|six) cards)`,
		}},
		{notTarget: `, to \w`, phrase: phrase{
			// "(where) X = number of your devices on table", "USED: X = 1."
			// Not "X = 1, 2, or 3, to add …": the purpose is another clause.
			name:         "defines_x",
			trigger:      `\bX = `,
			lead:         `(?i),?\s*\bwhere $`,
			optionalLead: true,
			shape:        `^X = (?:(?P<value>\d+)(?:[.;]|$)|(?P<target>(?:\((?:[^()]|\([^()]*\))*\)|[^.;(])+(?:\([^()]*\))?))`,
		}},
	})
}

// pileRE is a deck or pile as game text names it ("any Reserve Deck",
// "opponent's Force Pile", "that deck or pile").
const pileRE = `(?:the |any |your |opponent's |that |owner's )?(?:Reserve De(?:ck|sk)|Force Pile|Used Pile|Lost Pile|deck|pile)(?: or (?:deck|pile))?(?: just shuffled)?`
