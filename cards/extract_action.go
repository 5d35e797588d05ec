package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Actions a player may take, with their limit and timing: "Once per turn,
// may …", "Once during each of your turns, may …", "During your control
// phase, may …". What the action does stays as written in Quote; Limit and
// Conditions are what a rule on usage decides.
func init() {
	register(extractor{name: "action", trigger: reActionStart, parse: parseAction})
	phrase{
		// An Objective's flip: "{Flip} this card if you occupy two
		// battlegrounds."
		name:    "flips",
		trigger: `(?i)\{?flip\}? this card\b`,
		shape:   `(?i)^\{?flip\}? this card (?P<cond>(?:if|when|unless)\b[^.]*)`,
	}.register()
}

var (
	// reActionStart: the sentence (after a label or "OR") opens with a
	// once-per limit, or with a phase and then "may".
	reActionStart = lazyregexp.New(`(?i)^(?:(?:[A-Z][\w' ,!?()-]{0,60}):\s+|OR\s+|\{?Also\}?,?\s+)*(?:(?:\{?(?:while|if|when)\}?\b[^,.;]*,\s+)?\{?(?:once|twice)\}? (?:per|during|each)\b|\{?during\}? (?:your|opponent's|each|any|a)\b[^,.;]*,\s*(?:you |either player )?may\b)`)
	reActionPre   = lazyregexp.New(`(?i)^(\{?(?:while|if|when)\}?\b[^,]*),\s+(\{?(?:once|twice)\}? (?:per|during|each)\b)`)
	reActionLimit = lazyregexp.New(`(?i)^\{?(?:once|twice)\}? (?:per (turn|game|battle|attack)|(?:during|each) (?:each of )?(?:your |opponent's |a |any |each )?(?:(\w+) )?(turns?|phases?|battles?)\b[^,]*)`)
)

// parseAction reads one action sentence from its opening to its end.
func parseAction(s sentence, at [2]int) []Effect {
	body := s.text
	if m := labelAt(body); m != nil {
		body = body[m[1]:]
	}
	body = strings.TrimSpace(body)
	start := strings.Index(s.text, body)
	end := len(strings.TrimRight(s.text, " "))
	e := s.effect("action", start, end)
	// "{While} this side up, once per turn, may …": a condition before
	// the limit.
	pre := ""
	if m := reActionPre().FindStringSubmatchIndex(body); m != nil {
		pre, body = body[m[2]:m[3]], body[m[4]:]
	}
	if lm := reActionLimit().FindStringSubmatch(body); lm != nil {
		switch {
		case lm[1] != "":
			e.Limit = strings.ToLower(lm[1])
		case strings.HasPrefix(strings.ToLower(lm[3]), "turn") || lm[2] != "":
			e.Limit = "turn"
		default:
			e.Limit = strings.ToLower(lm[3])
		}
	}
	if strings.HasPrefix(strings.ToLower(strings.TrimLeft(body, "{")), "twice") {
		e.Value = 2 // "Twice per game, may …": Value is how often
	}
	cl := clauseBefore(sentence{text: body}, len(body))
	cond := cl.cond
	if e.Limit != "" {
		// "Once per turn, if …, may": the condition is the clause after
		// the limit; "Once during your control phase": the phase.
		rest := body
		if i := strings.Index(rest, ","); i >= 0 {
			lim := rest[:i]
			rest = strings.TrimSpace(rest[i+1:])
			cond = ""
			if j := strings.Index(strings.ToLower(lim), "during "); j >= 0 {
				cond = lim[j:]
			}
			if c := clauseBefore(sentence{text: rest}, len(rest)); c.cond != "" {
				cond = joinConditions(cond, c.cond)
			}
		}
	}
	e.Condition = joinConditions(pre, cond)
	return []Effect{e}
}
