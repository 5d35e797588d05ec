package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Icons and skills a card adds: "While at any exterior site, adds one
// [Light side] icon", "adds one [Dark Side Force] icon and one [Light
// Side Force] icon", "Deploy on any location to add one [Dark Side Force]
// and one [Light Side Force]", "Add one [Dark Side Force] icon at each
// site where you have a 'Hatred' card" (gains_icon, one effect per icon:
// Title the icon, Value how many, Target where when the text names it,
// "here" or "at …" in Condition; Gemp's Icon); and a skill given to a
// character: "to give that character [Pilot] skill" (an icon:
// gains_icon), "to give that character thief skill", "Character gains
// {spy} skill" (a keyword: Title the keyword; Gemp's Keyword).
func init() {
	registerExpr("adds_icon", `(?i)\badds? (?:one|two|an?) \[[^\]]+\]`, parseAddsIcon)
	registerExpr("gives_skill", `(?i)\b(?:give|gains?) [^.;]*?skill\b`, parseGivesSkill)
}

var (
	reAddsIcon = lazyregexp.New(`(?i)^adds? (one|two|an?) \[([^\]]+)\](?: icons?)?(?: and (one|two|an?) \[([^\]]+)\](?: icons?)?)?(?:\s+(here|at [^.;(]*?|while [^.;(]*?|if [^.;(]*?))?(?:\s*[.;(]|\s+and\b|\s*$)`)
	reSkill    = lazyregexp.New(`(?i)^(?:give (that \w+|the \w+|him|her|it)|gains?) (?:\[([^\]]+)\]|\{([^}]+)\}|([\w-]+)) skill\b`)
)

func parseAddsIcon(s sentence, at [2]int) []Effect {
	m := reAddsIcon().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return []Effect{}
	}
	group := submatch(s.text[at[0]:], m)
	end := at[0] + m[1]
	end -= len(s.text[at[0]:end]) - len(strings.TrimRight(strings.TrimSuffix(s.text[at[0]:end], "and"), " .;("))
	cl := clauseBefore(s, at[0])
	var out []Effect
	for _, icon := range [][2]string{{group(1), group(2)}, {group(3), group(4)}} {
		if icon[1] == "" {
			continue
		}
		n, _ := numberValue(icon[0])
		e := s.effect("gains_icon", cl.start(at[0], at[0], false), end)
		e.Value, e.Title, e.Condition = n, icon[1], joinConditions(cl.cond, group(5))
		out = append(out, e)
	}
	return out
}

// skillIcons are the skills printed as icons (Gemp's Icon); any other
// skill given is a keyword.
var skillIcons = map[string]bool{"pilot": true, "warrior": true}

func parseGivesSkill(s sentence, at [2]int) []Effect {
	m := reSkill().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return []Effect{}
	}
	group := submatch(s.text[at[0]:], m)
	if group(2) != "" && group(1) == "" {
		return []Effect{} // "Jedi gain [Pilot] skill": gains_icon's own phrase
	}
	start, target := at[0], group(1)
	if strings.HasPrefix(strings.ToLower(s.text[at[0]:]), "gain") {
		// "Character gains {spy} skill": its subject; without one the
		// words do not say who gains it ("Target is now 'disguised:'
		// gains spy skill"), and nothing is read
		sub, at2 := trimPhrase(clauseBefore(s, at[0]).prefix)
		if sub == "" || !shortNounPhrase(sub) {
			return []Effect{}
		}
		target, start = sub, clauseBefore(s, at[0]).body+at2
	}
	if strings.HasSuffix(s.text[:at[0]], "to ") {
		start = at[0] - len("to ") // "… to give that character thief skill"
	}
	e := s.effect("keyword", start, at[0]+m[1])
	e.Target = target
	switch {
	case group(2) != "" && skillIcons[strings.ToLower(group(2))]:
		e.Kind, e.Title = "gains_icon", group(2)
	case group(2) != "":
		e.Title = group(2)
	case group(3) != "":
		e.Title = group(3)
	default:
		e.Title = group(4)
	}
	return []Effect{e}
}

// submatch reads group i of the match m in text, trimmed; "" when the
// group took no part.
func submatch(text string, m []int) func(i int) string {
	return func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return strings.TrimSpace(text[m[2*i]:m[2*i+1]])
	}
}
