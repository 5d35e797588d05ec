package cards

import (
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

func init() {
	register(extractor{
		name: "immunity_to_attrition",
		// "immune to attrition", "immunity to attrition", and the joined
		// form "Immune to Uncontrollable Fury and attrition" (and "[Permanent
		// Weapon] weapons and attrition").
		trigger: lazyregexp.New(`(?i)\bimmun(?:e|ity) to (?:[\w' ,\[\]]{1,60}? and )?attrition\b`),
		parse:   parseJoinedImmunity,
	})
}

// parseJoinedImmunity reads a mention of immunity to attrition; in the
// joined form the effect's span starts at "attrition", so the titles
// before it are read by their own effects (immune_to_title) or by none
// ("Immune to purchase, Restraining Bolt, and attrition < 5").
func parseJoinedImmunity(s sentence, at [2]int) []Effect {
	out := parseImmunity(s, at)
	if strings.HasSuffix(strings.ToLower(s.text[at[0]:at[1]]), "to attrition") {
		return out
	}
	from := at[1] - len("attrition")
	for i, e := range out {
		if e.Span[0] < s.start+from && s.start+from < e.Span[1] {
			out[i] = withStart(s, e, from)
		}
	}
	return out
}

var (
	reLossBefore    = lazyregexp.New(`(?i)(?:\b(?:loses?|lost|cancels?|removes?|no|without)\s+(?:all\s+|the\s+|any\s+)?(?:(?:its|their|his|her)\s+)?|\bnot (?:be )?|(\w+)'s\s+)$`)
	reLossAfter     = lazyregexp.New(`(?i)^(?:\s*\([^)]*\))?(?:\s+(?:of|here|for)\b[^.]*?)?\s+(?:is|are)\s+canceled`)
	reModifier      = lazyregexp.New(`(?i)^(?:\s+of\s+([^.]*?))?(?:\s+here)?\s+(?:is\s+|are\s+)?([+-])\s?(\d+)`)
	reLimit         = lazyregexp.New(`(?i)^(?:\s+of\s+([^.]*?))?(?:\s+here)?\s+(?:is|are)\s+limited\s+to\s+<\s*(\d+)`)
	reLevel         = lazyregexp.New(`^\s*<\s*(\d+)`)
	reVariableLevel = lazyregexp.New(`^\s*<\s*([^.;(]+)`)
	reForEach       = lazyregexp.New(`(?i)^\s+for each [^.(]+(?:\(limit [+-]?\d+\))?`)
	reAlternatives  = lazyregexp.New(`^\s*\(([^)]*)\)`)
	reAlternative   = lazyregexp.New(`^(?:or\s+)?<\s*(\d+)\s*(.*)$`)
	reAddsBefore    = lazyregexp.New(`(?i)\badds?\s+$`)
	reAddsTarget    = lazyregexp.New(`(?i)^\s+to\s+(.+?)(?:\s+and\s+(?:may|adds?)\b|[.;]|$)`)
	reHostWords     = lazyregexp.New(`(?i)^(?:that |this )?(?:character|he|she|it)$`)
	reLossOf        = lazyregexp.New(`^\s+of\s+([^.,;]+)`)
	reAddToBefore   = lazyregexp.New(`(?i)\b(adds?|subtracts?)\s+(\d+)\s+(?:to|from)\s+(?:[\w ]+? and\s+)?(?:(?:his|her|its|their|(\w+)'s)\s+)?$`)
	// reInCondition: the mention is part of a condition ("If starship has
	// immunity to attrition", "characters who have immunity"), not an effect.
	reInCondition = lazyregexp.New(`(?i)(?:\b(?:if|when|while|unless)\b[^,;:)]*|\bwho\s+(?:have|has|is|are)\s+)$`)
	// reOtherwise is the idiom "if unable to otherwise", which is no condition.
	reOtherwise = lazyregexp.New(`(?i)\bif (?:unable|not able) to otherwise\b`)
	// reUnknownVerb: verbs acting on immunity that no rule here reads.
	reUnknownVerb = lazyregexp.New(`(?i)\b(?:reduces?|doubles?|triples?|ignores?)\b[^,;]*$`)
)

// parseImmunity reads one mention of immunity to attrition: the card's own
// immunity ("Immune to attrition < 5 if with Luke"), immunity granted to
// others or to the host it deploys on, its loss, or a change to it.
func parseImmunity(s sentence, at [2]int) []Effect {
	before, after := s.text[:at[0]], s.text[at[1]:]
	cl := clauseBefore(s, at[0])
	sub, subAt, hasSub := cl.subject()
	if reInCondition().MatchString(reOtherwise().ReplaceAllLiteralString(before, "otherwise")) {
		return conditionalModifier(s, at, cl)
	}
	if reUnknownVerb().MatchString(before) {
		return nil
	}
	if m := reAddToBefore().FindStringSubmatchIndex(before); m != nil {
		n, _ := strconv.Atoi(before[m[4]:m[5]])
		if strings.HasPrefix(strings.ToLower(before[m[2]:m[3]]), "subtract") {
			n = -n
		}
		target, end := sub, at[1]
		switch of := reLossOf().FindStringSubmatchIndex(after); {
		case m[6] >= 0:
			target = before[m[6]:m[7]]
		case of != nil: // "adds 1 to immunity to attrition of all your scouts"
			target, end = after[of[2]:of[3]], at[1]+of[3]
		case target == "" && s.deploysOn:
			target = "host"
		}
		e := s.effect("immunity_modifier", cl.start(subAt, m[2], hasSub), end)
		e.Value, e.Target, e.Condition = float64(n), target, cl.cond
		return []Effect{e}
	}
	if m := reLossBefore().FindStringSubmatchIndex(before); m != nil || reLossAfter().MatchString(after) {
		end := at[1]
		if lm := reLossAfter().FindStringIndex(after); lm != nil {
			end += lm[1]
		}
		target, start := sub, cl.start(subAt, at[0], hasSub)
		if m != nil && m[2] >= 0 {
			target = before[m[2]:m[3]]
			start = min(start, m[2])
		}
		if of := reLossOf().FindStringSubmatch(after); of != nil {
			target = strings.TrimSpace(of[1])
		}
		e := s.effect("loses_immunity", start, end)
		e.Target, e.Condition = target, cl.cond
		return []Effect{e}
	}
	if m := reModifier().FindStringSubmatch(after); m != nil {
		n, _ := strconv.Atoi(m[3])
		if m[2] == "-" {
			n = -n
		}
		end := at[1] + len(m[0])
		if fe := reForEach().FindStringIndex(s.text[end:]); fe != nil {
			end += fe[1] // "+1 for each card stacked on X (limit +3)": the quote keeps the count
		}
		e := s.effect("immunity_modifier", cl.start(subAt, at[0], hasSub), end)
		e.Value, e.Target, e.Condition = float64(n), firstOf(m[1], sub), cl.cond
		if s.deploysOn && (e.Target == "" || reHostWords().MatchString(e.Target)) {
			e.Target = "host" // "Luke's power and immunity to attrition are +2" on Luke
		}
		return []Effect{e}
	}
	if m := reLimit().FindStringSubmatch(after); m != nil {
		n, _ := strconv.Atoi(m[2])
		e := s.effect("immunity_limit", cl.start(subAt, at[0], hasSub), at[1]+len(m[0]))
		e.Value, e.Target, e.Condition = float64(n), firstOf(m[1], sub), cl.cond
		return []Effect{e}
	}
	return immunityLevels(s, at, cl, sub, subAt, hasSub)
}

var (
	// reAddsToImmunity follows a condition about immunity: "..., also adds 2
	// to immunity", "... each add 2 to immunity".
	reAddsToImmunity = lazyregexp.New(`(?i)^,?\s+(?:each\s+|also\s+)?adds?\s+(\d+)\s+to\s+immunity\b`)
	reIfHas          = lazyregexp.New(`(?i)\bif\s+(.+?)\s+(?:has|have)\s+$`)
	reWhoHave        = lazyregexp.New(`(?i)(\S.*?\s+who\s+(?:have|has))\s+$`)
)

// conditionalModifier reads a modifier to the immunity of cards that have
// some: "your characters who have immunity to attrition each add 2 to
// immunity" (target: those characters), "If starship has immunity to
// attrition, also adds 2 to immunity" (on a host: the host). Nil when the
// mention is a condition of anything else.
func conditionalModifier(s sentence, at [2]int, cl clause) []Effect {
	add := reAddsToImmunity().FindStringSubmatch(s.text[at[1]:])
	if add == nil {
		return nil
	}
	n, _ := strconv.Atoi(add[1])
	var target, cond string
	start := at[0]
	switch {
	case reWhoHave().MatchString(cl.prefix):
		m := reWhoHave().FindStringSubmatchIndex(cl.prefix)
		target, cond = cl.prefix[m[2]:m[3]]+" immunity to attrition", cl.cond
		start = cl.body + m[2]
		if i := strings.LastIndex(target, ", "); i >= 0 {
			// "At sites related to systems you occupy, your characters who have"
			cond, target = joinConditions(cl.cond, target[:i]), target[i+2:]
		}
	case reIfHas().MatchString(cl.prefix):
		m := reIfHas().FindStringSubmatchIndex(cl.prefix)
		target = cl.prefix[m[2]:m[3]]
		cond = joinConditions(cl.cond, "if "+target+" has immunity to attrition")
		start = cl.body + m[0]
		if s.deploysOn && !strings.Contains(target, " ") {
			target = "host" // "If starship has ..." on the Star Destroyer it deploys on
		}
	default:
		return nil
	}
	if cl.condStart >= 0 {
		start = cl.condStart
	}
	e := s.effect("immunity_modifier", start, at[1]+len(add[0]))
	e.Value, e.Target, e.Condition = float64(n), target, cond
	return []Effect{e}
}

// immunityLevels reads "immune to attrition [< N] [(< M if X, ...)] [if Y]"
// into one effect per level.
func immunityLevels(s sentence, at [2]int, cl clause, sub string, subAt int, hasSub bool) []Effect {
	after := s.text[at[1]:]
	pos := 0
	level := 0
	if m := reLevel().FindStringSubmatch(after); m != nil {
		level, _ = strconv.Atoi(m[1])
		pos = len(m[0])
	} else if m := reVariableLevel().FindStringSubmatchIndex(after); m != nil {
		// "< X, where X = …", "< number of …": a level counted at the
		// table, which is not "immune to all attrition".
		e := s.effect("immune_to_attrition_counted", cl.start(subAt, at[0], hasSub), at[1]+m[1])
		e.Target, e.Condition = strings.TrimSpace(after[m[2]:m[3]]), cl.cond
		return []Effect{e}
	}
	var alts []Effect
	if m := reAlternatives().FindStringSubmatchIndex(after[pos:]); m != nil {
		inner := after[pos+m[2] : pos+m[3]]
		alts = alternatives(inner)
		if alts != nil {
			pos += m[1]
		}
	}
	start := cl.start(subAt, at[0], hasSub)
	kind, target := "immune_to_attrition", ""
	if reAddsBefore().MatchString(s.text[:at[0]]) {
		m := reAddsTarget().FindStringSubmatch(after[pos:])
		if m == nil {
			return nil
		}
		kind, target = "grants_immunity", m[1]
		pos += strings.Index(after[pos:], m[1]) + len(m[1])
		if cl.condStart < 0 {
			start = at[0] - len(strings.TrimLeft(s.text[cl.body:at[0]], " "))
		}
	} else if hasSub {
		kind, target = "grants_immunity", sub
	}
	if s.deploysOn && (kind == "immune_to_attrition" || reHostWords().MatchString(target)) {
		kind, target = "grants_immunity", "host"
	}
	cond, used := trailingCondition(after[pos:])
	pos += used
	base := s.effect(kind, start, at[1]+pos)
	base.Value, base.Target, base.Condition = float64(level), target, joinConditions(cl.cond, cond)
	out := []Effect{base}
	for _, a := range alts {
		e := base
		e.Value, e.Condition = a.Value, joinConditions(cl.cond, cond, a.Condition)
		out = append(out, e)
	}
	return out
}

// alternatives reads the higher levels in parentheses: "< 6 if alone or
// armed with a lightsaber, < 7 if both"; nil when the parentheses say
// something else.
func alternatives(inner string) []Effect {
	var out []Effect
	for _, part := range strings.Split(inner, ", ") {
		m := reAlternative().FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			return nil
		}
		n, _ := strconv.Atoi(m[1])
		out = append(out, Effect{Value: float64(n), Condition: strings.TrimSpace(m[2])})
	}
	return out
}

// firstOf returns the first non-empty string.
func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}
