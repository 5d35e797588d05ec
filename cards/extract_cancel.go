package cards

import (
	"regexp"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Cancelling: "Cancel Sense.", "Cancels Don't Underestimate Our Chances.",
// "cancel target Effect", "Jabba's game text is canceled". Target is what
// is cancelled as written; Title is set, one effect per title, when it is
// named by title.
func init() {
	registerExpr("cancels", `(?i)\bcancels?\b`, parseCancel)
	registerExpr("is_canceled", `(?i)\b(?:is|are) canceled\b`, passive("cancels", reIsCanceled))
	// "target is lost", "those Ewoks are lost", "starship is lost".
	registerExpr("is_lost", `(?i)\b(?:is|are) (?:immediately )?lost\b`, passive("lost", reIsLost))
}

var (
	reCancelShape = lazyregexp.New(`(?i)^cancels? (?P<target>[^.;(]+?)(?:\s+(?P<cond>(?:if|when|while|unless|at|where|for remainder|until)\b[^.;(]*))?\s*(?:[.;(]|$)`)
	reIsCanceled  = lazyregexp.New(`(?i)^(?:is|are) canceled(?:\s+(?P<cond>(?:if|when|while|unless|at|where|here|for remainder|until)\b[^.;(]*))?`)
	reIsLost      = lazyregexp.New(`(?i)^(?:is|are) (?:immediately )?lost(?:\s+(?P<cond>(?:if|when|while|unless|at|where|here)\b[^.;(]*))?(?:\s*\([^)]*\))?`)
	// reNotBefore: "may not cancel", "does not cancel" is no cancelling.
	reNotBefore = lazyregexp.New(`(?i)\b(?:not|never|no)\s+(?:\w+\s+)?$`)
	// reCancelNotName: words that start what is cancelled without naming
	// a card ("one Sense or Alter card", "target Effect").
	reCancelNotName    = lazyregexp.New(`(?i)^(?:Effects?|Interrupts?|Utinni|Force|game text|opponent|your|the|one|all|any|a|an|that|this|target|it|Jedi|Dark|Light|battle|weapons?|immunity|Immediate|Mobile|Political|Lost|Used|and)\b`)
	reCapital          = lazyregexp.New(`^(?:•|[A-Z0-9])`)
	reParenAlternative = lazyregexp.New(`(?i)^\s*(?:or|otherwise|if|unless|and if)\b`)
)

func parseCancel(s sentence, at [2]int) []Effect {
	if reNotBefore().MatchString(s.text[:at[0]]) {
		return []Effect{}
	}
	m := reCancelShape().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return nil
	}
	target := strings.TrimSpace(s.text[at[0]+m[2] : at[0]+m[3]])
	cond := ""
	if m[4] >= 0 {
		cond = strings.TrimSpace(s.text[at[0]+m[4] : at[0]+m[5]])
	}
	cl := clauseBefore(s, at[0])
	end := at[0] + len(strings.TrimRight(s.text[at[0]:at[0]+m[1]], ".;( "))
	e := s.effect("cancels", cl.start(0, at[0], false), end)
	e.Target, e.Condition = target, joinConditions(cl.cond, cond)
	return withTitles(e, target)
}

// passive reads "X is canceled", "X is lost": X is the words after the
// clause's last comma ("If you control, opponent's Main Corridor game
// text is canceled").
func passive(kind string, shape func() *regexp.Regexp) func(s sentence, at [2]int) []Effect {
	return func(s sentence, at [2]int) []Effect { return parsePassive(kind, shape(), s, at) }
}

func parsePassive(kind string, shape *regexp.Regexp, s sentence, at [2]int) []Effect {
	m := shape.FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return nil
	}
	cl := clauseBefore(s, at[0])
	prefix, cut := cl.prefix, 0
	if i := strings.LastIndexAny(prefix, ",;:("); i >= 0 {
		cut = i + 1
	}
	sub, subAt := trimPhrase(prefix[cut:])
	if sub == "" || reNotBefore().MatchString(sub+" ") {
		return nil
	}
	cond := ""
	if m[2] >= 0 {
		cond = strings.TrimSpace(s.text[at[0]+m[2] : at[0]+m[3]])
	}
	start := cl.body + cut + subAt
	if cut == 0 && cl.condStart >= 0 {
		start = cl.condStart
	}
	// A parenthesis saying what the words before it do ("May
	// 'assassinate' any character hit by IG-88 (victim is immediately
	// lost)"): those words are when it happens, not part of what is lost.
	// An alternative ("(or that character is lost)") is no such case.
	outer := ""
	if cut > 0 && prefix[cut-1] == '(' && !reParenAlternative().MatchString(prefix[cut:]) {
		outer = strings.TrimSpace(prefix[:cut-1])
		start = cl.start(0, cl.body, false)
	}
	e := s.effect(kind, start, at[0]+m[1])
	e.Target, e.Condition = sub, joinConditions(cl.cond, outer, cond)
	return withTitles(e, sub)
}

// withTitles is one effect per card title a cancel names ("Hyper Escape,
// Power Pivot, or Out Of Commission"), or the effect as it is when it
// names none.
func withTitles(e Effect, target string) []Effect {
	var titles []string
	for _, t := range reTitleSep().Split(target, -1) {
		t = strings.Trim(strings.TrimSpace(t), `'"‘’“”`)
		t = strings.TrimSuffix(strings.TrimSuffix(t, " game text"), "'s")
		if !reCapital().MatchString(t) || reCancelNotName().MatchString(t) {
			return []Effect{e}
		}
		titles = append(titles, t)
	}
	var out []Effect
	for _, t := range titles {
		te := e
		te.Title = t
		out = append(out, te)
	}
	if len(out) == 0 {
		return []Effect{e}
	}
	return out
}
