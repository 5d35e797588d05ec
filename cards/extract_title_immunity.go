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
	reDanglingAnd   = lazyregexp.New(`\s(?:and|or),?\s*$`)
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
	if reDanglingAnd().MatchString(list) {
		return nil // "immune to Alter and, when it initiates Force loss, may ...": a clause follows
	}
	// Each item of the list is a title unless it reads as a game term
	// ("purchase" on IG-88, Guri): that item gives no effect and stays out
	// of every span, so the sentence is listed as not read. A long non-title
	// item is a clause the list pattern ran into, and nothing is read.
	var titles [][2]int // the titles' ranges in after
	firstIsTitle, lastIsTitle := false, false
	items := append(reTitleSep().FindAllStringIndex(list, -1), []int{len(list), len(list)})
	from := 0
	for i, sep := range items {
		a, b := from, sep[0]
		from = sep[1]
		t := strings.TrimSpace(list[a:b])
		isTitle := reTitleStart().MatchString(t) && !reNotTitleWords().MatchString(t) && !strings.ContainsAny(t, "[]")
		if !isTitle && len(words(t, 4)) > 3 {
			return nil // a clause, not an item: "Alter and, when it initiates Force loss, ..."
		}
		firstIsTitle = firstIsTitle || i == 0 && isTitle
		lastIsTitle = i == len(items)-1 && isTitle
		if isTitle {
			a += m[2] + strings.Index(list[a:b], t)
			titles = append(titles, [2]int{a, a + len(t)})
		}
	}
	if len(titles) == 0 {
		return []Effect{} // "immune to opponent's Interrupts": not a title
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
	for i, t := range titles {
		// Each title has its own span: the first item with "immune to" and
		// its subject, the last item with a condition closing the list.
		a, b := at[1]+t[0], at[1]+t[1]
		if i == 0 && firstIsTitle {
			a = start
		}
		if i == len(titles)-1 && lastIsTitle {
			b = end
		}
		e := s.effect("immune_to_title", a, b)
		e.Title, e.Condition = strings.Trim(after[t[0]:t[1]], `'"‘’“”`), joinConditions(cl.cond, cond)
		if hasSub {
			e.Target = sub // an Effect deploying on a card is itself immune ("Immune to Alter")
		}
		out = append(out, e)
	}
	return out
}
