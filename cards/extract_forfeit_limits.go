package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Texts that lower another card's number or forbid changing it, in the
// words the other extractors leave: "Subtracts 2 from forfeit of each
// opponent's pilots at same site" (a modifier of that number), and "Your
// characters present may not have their forfeit value reduced" /
// "Characters here may not have their forfeit increased above their
// printed value" (may_not_be_reduced / may_not_be_increased, Target the
// cards, Title the number, Condition "above their printed value").
func init() {
	registerExpr("subtracts_from", `(?i)\bsubtracts? (?:\d+|one|two|three) from (?:the |his |her |its |their )?`+numberNames+` of\b`, parseSubtractsFrom)
	registerExpr("may_not_have_number", `(?i)\bmay not have (?:their|its|his|her) `+numberNames+`(?: values?)? (?:increased|reduced|modified)\b`, parseMayNotHave)
}

var (
	reSubtractsFrom = lazyregexp.New(`(?i)^subtracts? (\d+|one|two|three) from (?:the |his |her |its |their )?(` + numberNames + `) of ([^.;(]+?)(?:\s+((?:while|when|if|for remainder|until|during)\b[^.;(]*?))?(?:\s*[.;(]|$)`)
	reMayNotHave    = lazyregexp.New(`(?i)^may not have (?:their|its|his|her) (` + numberNames + `)(?: values?)? (increased|reduced|modified)(?:\s+((?:above|below)\s+(?:their|its|his|her) printed values?))?`)
)

// parseSubtractsFrom reads "Subtracts 2 from forfeit of each opponent's
// pilots at same site": the number's modifier, -2, Target the cards.
func parseSubtractsFrom(s sentence, at [2]int) []Effect {
	text := s.text[at[0]:]
	m := reSubtractsFrom().FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	n, ok := numberValue(text[m[2]:m[3]])
	if !ok {
		return nil
	}
	cond := ""
	if m[8] >= 0 {
		cond = text[m[8]:m[9]]
	}
	cl := clauseBefore(s, at[0])
	end := at[0] + len(strings.TrimRight(text[:m[1]], ".;( "))
	return numberModifiers(s, cl, cl.start(0, at[0], false), end, text[m[4]:m[5]], -n, strings.TrimSpace(text[m[6]:m[7]]), cond)
}

// parseMayNotHave reads "<cards> may not have their <number> reduced
// (increased above their printed value)".
func parseMayNotHave(s sentence, at [2]int) []Effect {
	text := s.text[at[0]:]
	m := reMayNotHave().FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	cl := clauseBefore(s, at[0])
	start := cl.body
	for start < at[0] && s.text[start] == ' ' {
		start++
	}
	if start == at[0] {
		return nil // no cards named: not this shape
	}
	verb := strings.ToLower(text[m[4]:m[5]])
	e := s.effect("may_not_be_"+verb, cl.start(start, at[0], true), at[0]+m[1])
	e.Target = strings.TrimSpace(s.text[start:at[0]])
	e.Title = strings.ToLower(text[m[2]:m[3]])
	// "above their printed value" is a bound, read by the rule from Quote
	e.Condition = cl.cond
	return []Effect{e}
}
