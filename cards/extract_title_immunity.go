package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Immunity to a card title: "Immune to Alter.", "Echo Base Garrison is
// immune to Alter", "Immune to Uncontrollable Fury and attrition < 4".
func init() {
	registerExpr("immune_to_title", `(?i)\bimmune to\s`, parseTitleImmunity)
}

var (
	// reTitleList: titles up to a condition, "and attrition", or the end.
	reTitleList     = lazyregexp.New(`^([^.;()]*?)(\s+(?:while|if|when|unless|until|during|for remainder)\b[^.;)]*|\s*,?\s+and (?:to )?attrition\b.*|\s+and (?:may|is|are|adds?|has|gains?)\b.*)?\s*(?:[.;)]|$)`)
	reTitleSep      = lazyregexp.New(`,\s*(?:and |or )?|\s+(?:and|or)\s+`)
	reTitleStart    = lazyregexp.New(`^(?:•|['"‘“]?[A-Z0-9])`)
	reNotTitleWords = lazyregexp.New(`(?i)^(?:attrition|any|all|opponent|your|the|each|cards?|weapons?|Interrupts?|Effects?|Utinni|Force|Dark|Light|Sith|Jedi)\b`)
)

// parseTitleImmunity reads the titles after "immune to": one effect per
// title, its Title the title as printed.
func parseTitleImmunity(s sentence, at [2]int) []Effect {
	after := s.text[at[1]:]
	if strings.HasPrefix(strings.ToLower(after), "attrition") {
		return []Effect{} // immunity to attrition has its own extractor
	}
	m := reTitleList().FindStringSubmatchIndex(after)
	if m == nil {
		return nil
	}
	list := after[m[2]:m[3]]
	var titles []string
	for _, t := range reTitleSep().Split(list, -1) {
		t = strings.TrimSpace(t)
		if !reTitleStart().MatchString(t) || reNotTitleWords().MatchString(t) {
			if len(titles) == 0 {
				return []Effect{} // "immune to opponent's Interrupts": not a title
			}
			return nil
		}
		titles = append(titles, strings.Trim(t, `'"‘’“”`))
	}
	if len(titles) == 0 {
		return nil
	}
	cl := clauseBefore(s, at[0])
	sub, subAt, hasSub := cl.subject()
	end := at[1] + m[3]
	cond := ""
	if m[4] >= 0 {
		tail := strings.TrimSpace(after[m[4]:m[5]])
		if c := strings.ToLower(tail); !strings.HasPrefix(c, "and") && !strings.HasPrefix(c, ",") {
			cond, end = tail, at[1]+m[5]
		}
	}
	start := cl.start(subAt, at[0], hasSub)
	var out []Effect
	for _, t := range titles {
		e := s.effect("immune_to_title", start, end)
		e.Title, e.Condition = t, joinConditions(cl.cond, cond)
		if hasSub {
			e.Target = sub // an Effect deploying on a card is itself immune ("Immune to Alter")
		}
		out = append(out, e)
	}
	return out
}
