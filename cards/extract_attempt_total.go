package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A change to the total of an attempt the rules name (crossing a
// character over, 'blowing away' Death Star II, Shield Gate, Blockade
// Flagship): "Where present, subtracts 3 from attempts to cross Vader
// over.", "Attempts to cross Leia over are -2.", "When he attempts to
// 'blow away' Death Star II, adds 2 to total." It is that attempt's
// destiny total changed (destiny_modifier, as "When attempting to cross
// Luke over, add 3 to total destiny for each card in stack" is read), and
// the attempt is its Target. Gemp: CrossOverAttemptTotal,
// AttemptToBlowAway…Total, and EpicEventCalculationTotal for an attempt
// an Epic Event makes ('blowing away' Alderaan).

// attemptRE is the attempt: "cross Vader over", "'blow away' Death Star
// II".
const attemptRE = `(?:cross [^.;(,]+? over|['‘]blow away['’] [A-Z][^.;(,]*?)`

func init() {
	phrase{
		// "subtracts 3 from attempts to cross Vader over", "add 2 to any
		// attempt to 'blow away' Blockade Flagship"
		name:    "attempt_total_change",
		kind:    "destiny_modifier",
		trigger: `(?i)\b(?:adds?|subtracts?) \d+ (?:to|from) (?:any )?attempts? to\b`,
		shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+) (?:to|from) (?:any )?(?P<target>attempts? to ` + attemptRE + `)(?:\s|[.;,(]|$)`,
	}.register()
	phrase{
		// "Attempts to cross Leia over are -2.", "Attempts to 'blow away'
		// Alderaan are +5."
		name:    "attempts_are",
		kind:    "destiny_modifier",
		trigger: `(?i)\battempts to (?:cross\b|['‘]blow away['’])[^.;]*? are [+-]\d`,
		shape:   `(?i)^(?P<target>attempts to ` + attemptRE + `) are (?P<sign>[+-])(?P<value>\d+)`,
	}.register()
	phrase{
		// "When on Endor, subtracts 1 from total for Deactivate The Shield
		// Generator": the total an Epic Event calculates
		name:    "epic_event_total_change",
		kind:    "destiny_modifier",
		trigger: `(?i)\b(?:adds?|subtracts?) \d+ (?:to|from) total for (?-i:[A-Z])`,
		shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+) (?:to|from) (?P<target>total for (?-i:[A-Z])[^.;(,]*?)(?:\s+and\b|\s*[.;,(]|$)`,
	}.register()
	// "When he attempts to 'blow away' Death Star II, adds 2 to total.",
	// "When opponent is attempting to 'blow away' Death Star II, subtract
	// 2 from opponent's total.": a bare "total" is the attempt's its
	// condition names, and nothing else's.
	total := phrase{name: "attempt_total_is", kind: "destiny_modifier"}
	registerExpr(total.name, `(?i)\b(?:adds?|subtracts?) \d+ (?:to|from) (?:your |opponent's |the )?total\s*(?:[.;]|$)`, func(s sentence, at [2]int) []Effect {
		m := reAttemptCondition().FindStringSubmatch(s.text[:at[0]])
		if m == nil {
			return []Effect{} // "adds 2 to total" of what the sentence does not say
		}
		out := parsePhrase(total, nil, reAttemptTotalShape(), s, at)
		for i := range out {
			out[i].Target = "attempts to " + strings.TrimSpace(m[1])
		}
		return out
	})
}

var (
	reAttemptTotalShape = lazyregexp.New(`(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+) (?:to|from) (?:your |opponent's |the )?total`)
	// reAttemptCondition: the clause before the change names the attempt.
	reAttemptCondition = lazyregexp.New(`(?i)\b(?:attempts|attempting) to (` + attemptRE + `)\s*,\s*$`)
)
