package cards

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// numberWords are the spelled-out numbers of game text.
var numberWords = map[string]float64{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "free": 0, "½": 0.5}

func numberValue(s string) (float64, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if v, ok := numberWords[s]; ok {
		return v, true
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, " ", ""), 64)
	return v, err == nil
}

// phrase is an extractor for a clause of fixed shape: trigger finds the
// phrase; lead, when set, must match the words just before it (and may
// carry the value: "draws one" of "draws one battle destiny if unable to
// otherwise"); shape reads it from the trigger's start. Named groups:
// "value" (number), "sign", "target", "cond" (condition as written),
// "place" (a place before the value, joined to the condition), and
// "alt" with "altcond" for a second level in parentheses ("(3 if ...)").
type phrase struct {
	name    string
	trigger string
	lead    string
	shape   string
	// optionalLead: the lead may be missing ("Use 1 Force to" before
	// "deploy on"); with leadOrOpening, only when the mention opens its
	// clause.
	optionalLead, leadOrOpening bool
	// value is the effect's value when the text gives none ("Draw
	// destiny." draws one).
	value float64
	// kind is the effects' kind when it is not name (several shapes of
	// one kind).
	kind string
	// notAfter, when set, is words that make a mention no effect when
	// they end the text before it: "total " before "weapon destiny is
	// +3", "that " before "deploys for free" (describing another card).
	notAfter string
	// notBefore, when set, is words that make a mention no effect when
	// they follow its shape: another extractor reads the whole.
	notBefore string
	// numberKind: the kind is that of the printed number the mention
	// opens with (numberKinds: "power +1", "ability +1"), so that one
	// extractor reads several numbers.
	numberKind bool
}

func (p phrase) register() { registerParser(p.name, p.trigger, p.parser) }

// parser reads one mention of the phrase.
func (p phrase) parser() func(s sentence, at [2]int) []Effect {
	shape, lead, notAfter, notBefore := lazyregexp.New(p.shape), lazyregexp.New(p.lead), lazyregexp.New(p.notAfter), lazyregexp.New(p.notBefore)
	return func(s sentence, at [2]int) []Effect {
		if p.notAfter != "" && notAfter().MatchString(s.text[:at[0]]) {
			return []Effect{}
		}
		if p.notBefore != "" {
			if m := shape().FindStringIndex(s.text[at[0]:]); m != nil && m[0] == 0 && notBefore().MatchString(s.text[at[0]+m[1]:]) {
				return []Effect{}
			}
		}
		var leadRE *regexp.Regexp
		if p.lead != "" {
			leadRE = lead()
		}
		return parsePhrase(p, leadRE, shape(), s, at)
	}
}

// numberKindAt is the kind of a modifier of the printed number whose name
// opens text ("Ability +1 while …", "Power+0A"), or "" when none does.
func numberKindAt(text string) string {
	lower := strings.ToLower(text)
	for name, kind := range numberKinds {
		if strings.HasPrefix(lower, name) && (len(lower) == len(name) || !unicode.IsLetter(rune(lower[len(name)]))) {
			return kind
		}
	}
	return ""
}

func parsePhrase(p phrase, lead, shape *regexp.Regexp, s sentence, at [2]int) []Effect {
	kind := p.name
	if p.kind != "" {
		kind = p.kind
	}
	m := shape.FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil || m[0] != 0 {
		return nil
	}
	if p.numberKind {
		if kind = numberKindAt(s.text[at[0]:]); kind == "" {
			return nil
		}
	}
	from := at[0]
	var lm []int
	if lead != nil {
		if lm = lead.FindStringSubmatchIndex(s.text[:at[0]]); lm == nil && !p.optionalLead {
			return nil
		}
		if lm != nil {
			from = lm[0]
		} else {
			// Without its lead, a leadOrOpening mention must open its
			// clause, not sit inside another ("… to use a weapon to
			// target your character").
			if sub, _ := trimPhrase(clauseBefore(s, at[0]).prefix); sub != "" && p.leadOrOpening {
				return []Effect{}
			}
			lead = nil
		}
	}
	group := func(name string) string {
		if lead != nil {
			if i := lead.SubexpIndex(name); i >= 0 && lm[2*i] >= 0 {
				return strings.TrimSpace(s.text[lm[2*i]:lm[2*i+1]])
			}
		}
		i := shape.SubexpIndex(name)
		if i < 0 || m[2*i] < 0 {
			return ""
		}
		return strings.TrimSpace(s.text[at[0]+m[2*i] : at[0]+m[2*i+1]])
	}
	cl := clauseBefore(s, from)
	end := at[0] + m[1]
	cond := joinConditions(group("place"), group("cond"))
	if cond == "" {
		var used int
		cond, used = trailingCondition(s.text[end:])
		end += used
	}
	for end > at[0] && (s.text[end-1] == ' ' || s.text[end-1] == '(') {
		end-- // a shape may end on the parenthesis that follows it
	}
	e := s.effect(kind, cl.start(0, from, false), end)
	e.Value = p.value
	if v := group("value"); v != "" {
		n, ok := numberValue(v)
		if !ok {
			return nil
		}
		if sign := strings.ToLower(group("sign")); sign == "-" || strings.HasPrefix(sign, "subtract") {
			n = -n
		}
		e.Value = n
	}
	e.Target, e.Condition, e.Title = group("target"), joinConditions(cl.cond, cond), group("title")
	if e.Target == "" && kind != "deploys_only" {
		if sub, subAt, ok := maySubject(cl, s.text[at[0]:]); ok {
			e.Target = sub
			if cl.condStart < 0 {
				e = withStart(s, e, subAt)
			}
		} else if sub, subAt, ok := cl.subject(); ok {
			e.Target = sub
			if cl.condStart < 0 && subAt < e.Span[0]-s.start {
				e = withStart(s, e, subAt)
			}
		}
	}
	if isNumberModifier(kind) {
		e.Condition = withHere(e.Condition, e.Target)
	}
	out := []Effect{e}
	if alt := group("alt"); alt != "" {
		n, ok := numberValue(alt)
		if !ok {
			return nil
		}
		if e.Value < 0 {
			n = -n // "power -1 (or -2 if …)": the second level has the first's sign
		}
		a := e
		a.Value, a.Condition = n, joinConditions(e.Condition, group("altcond"))
		out = append(out, a)
	}
	return out
}

// reInExpression: a mention inside "X = …" is part of a computed value
// ("+X, where X = this TIE's power - 5"), not a modifier.
const reInExpression = `(?i)\bX = [^.;]*$`

// hereRE is "here" after a modifier's value ("Your troopers are forfeit
// -1 here"): the condition that the card modified is at this location.
const hereRE = `(?:\s+(?P<cond>here)\b)?`

const numberRE = `(?P<value>\d+|one|two|three|four|a)`

// perEachRE is a count after a modifier's value, "+1 for each Cloud City
// location you control (limit +3)": it stays in the quote (Effect.PerEach).
const perEachRE = `(?:\s+for (?:each|every) [^.;(]*(?:\s*\(limit [^)]*\))?)?`

func init() {
	for _, p := range []phrase{
		{
			name:    "adds_to_power_of_piloted",
			trigger: `(?i)\badds? \S+ to (?:the )?power of anything (?:he|she|it|they|that character)\b`,
			shape:   `(?i)^adds? ` + numberRE + ` to (?:the )?power of anything (?:he|she|it|they|that character) (?:pilots?|drives?)(?: or (?:anything (?:he|she|it|they) )?drives| or any [^.;(,]*? (?:he|she|it|they) (?:drives|pilots))?(?:(?:\s*\((?:or )?|,\s*)(?P<alt>\d+)[^).;]*? (?P<altcond>(?:if|when|while)\b[^).;]*)\)?)?`,
		},
		{
			name:    "battle_destiny_if_unable",
			trigger: `(?i)\bbattle destiny if (?:unable|not able) to otherwise\b`,
			lead:    `(?i)\bdraws? (?:up to )?` + numberRE + ` $`,
			shape:   `(?i)^battle destiny if (?:unable|not able) to otherwise`,
		},
		{
			name:    "adds_to_battle_destiny",
			trigger: `(?i)\badds? \S+ to each of (?:your|his|her|its|their) battle destiny draws\b`,
			shape:   `(?i)^adds? ` + numberRE + ` to each of (?:your|his|her|its|their) battle destiny draws`,
		},
		{
			name:    "deploy_without_presence",
			trigger: `(?i)\bwithout presence or Force icons\b`,
			lead:    `(?i)\b(?:may )?(?:be )?deploy(?:s|ed)?\b(?:\s*\([^)]*\))?,?\s*(?P<target>[^.;]*?)[\s,]*(?:even )?$`,
			shape:   `(?i)^without presence or Force icons`,
		},
		{
			name:    "deploys_only",
			trigger: `(?i)\bdeploys? only\b`,
			shape:   `(?i)^deploys? only (?P<target>(?:on|to|at|as|if|aboard|during|by|with|from|in|when|while|where)\b[^.;(]*)`,
		},
		{
			// "Power +1", and "Ability +1" (no printed card says it, but
			// a judge's table may): one extractor, the kind by the word.
			name:       "power_modifier",
			numberKind: true,
			trigger:    `(?i)\b(?:power\s?|ability\s)[+-]\s?\d`,
			notAfter:   reInExpression + `|\btotal\s+$`,
			shape:      `(?i)^(?:power\s?|ability\s)(?P<sign>[+-])\s?(?P<value>\d+)` + perEachRE + hereRE,
		},
		{
			name:    "forfeit_modifier",
			trigger: `(?i)\bforfeit\s?[+-]\s?\d`,
			shape:   `(?i)^forfeit\s?(?P<sign>[+-])\s?(?P<value>\d+)` + perEachRE + hereRE,
		},
		{
			name:    "deploy_modifier",
			trigger: `(?i)\bdeploys?\s?[+-]\s?\d`,
			shape:   `(?i)^deploys?\s?(?P<sign>[+-])\s?(?P<value>\d+)(?:\s+(?P<cond>(?:to|on|at|aboard|when|while|if|here)\b[^.;(]*))?`,
			// "May deploy -3 as a 'react'" is may_deploy_as_react's value
			notBefore: `(?i)^\s+(?:with an? \w+ )?as an? ['‘]?react`,
		},
		{
			name:    "permanent_pilot_ability",
			trigger: `(?i)\bpermanent pilots?\b[^.;]*?\bprovides? (?:total )?(?:ability|no ability)`,
			shape:   `(?i)^permanent pilots?(?: aboard)?(?: (?:is|are) (?P<target>[^.;]*?)(?:,? who|:))? provides? (?:total )?(?:ability (?:of )?(?P<value>\d+)|no ability)`,
		},
	} {
		p.register()
	}
}

// reHereSubject: a subject placed at the card's location, "Your aliens
// here", "Your aliens here, except Tusken Raiders".
var reHereSubject = lazyregexp.New(`(?i)\bhere(?:,|$)`)

// withHere adds "here" to the condition of an effect whose subject is
// placed here ("Your Tusken Raiders here are each forfeit +1"): the
// modified card must be at this location, which a rule decides from the
// condition as from a trailing "here".
func withHere(cond, target string) string {
	if !reHereSubject().MatchString(target) || slices.Contains(strings.Split(cond, "; "), "here") {
		return cond
	}
	return joinConditions(cond, "here")
}

// isNumberModifier says whether kind modifies a printed number
// (numberKinds).
func isNumberModifier(kind string) bool {
	for _, k := range numberKinds {
		if k == kind {
			return true
		}
	}
	return false
}

// withStart moves an effect's start back to sentence offset at, so that
// its span holds the subject it names.
func withStart(s sentence, e Effect, at int) Effect {
	e.Span[0] = s.start + at
	e.Quote = s.text[at : e.Span[1]-s.start]
	return e
}

// reMayMention: a mention that is itself the verb ("may not move", "may
// not be forfeited"), whose subject is the words just before it.
var (
	reMayMention = lazyregexp.New(`(?i)^(?:may|must|deploys? [+-]|deploys? (?:and fires? )?(?:aboard )?(?:for )?free|moves?|neither|initiates?)\b`)
	reMaySubject = lazyregexp.New(`(?i)^(?:(?:your|opponent's|each|all|that|this|the|his|her|its|their|any|other|non-['\w-]+|\w+'s)\s+)+[^,;:]*?$|^(?:opponent|you|he|she|it|they)$|^(?-i:[A-Z•][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’!-]*|of|the|and|or))*$`)
)

// maySubject is the subject of a "may …" mention: the noun phrase of the
// clause right before it ("Opponent's spies" of "Opponent's spies may not
// move to same site").
func maySubject(cl clause, mention string) (string, int, bool) {
	if !reMayMention().MatchString(mention) {
		return "", 0, false
	}
	prefix, cut := cl.prefix, 0
	if i := strings.LastIndexAny(prefix, ",;:"); i >= 0 {
		cut = i + 1 // "At related sites, opponent's X are canceled": the words after the comma
	}
	sub, at := trimPhrase(reModalEnd().ReplaceAllString(prefix[cut:], ""))
	at += cut
	if sub == "" && cut == 0 && cl.condStart < 0 && strings.TrimSpace(prefix) != "" {
		// "May deploy for free …": the card's own option, no subject;
		// the effect's span opens with the modal
		return "", cl.body + len(prefix) - len(strings.TrimLeft(prefix, " ")), true
	}
	if sub == "" || !reMaySubject().MatchString(sub) && !shortNounPhrase(sub) {
		return "", 0, false
	}
	return sub, cl.body + at, true
}

// reModalEnd: "may", "must" or "are" between a subject and the mention ("Your
// Immediate Effects may deploy for free", "Your starships are deploy -1"); a
// "May" opening the clause is no subject.
var reModalEnd = lazyregexp.New(`(?i)(?:^|\s+)(?:(?:may|must)(?:\s+(?:immediately|also|still|only))?|(?:is|are)(?:\s+each)?)\s*$`)

// reVerbish: words that make a phrase a clause rather than a subject.
var reVerbish = lazyregexp.New(`(?i)\b(?:is|are|was|were|be|been|has|have|had|may|must|can|will|do|does|did|if|when|while|unless|to)\b|[,;:()]`)

// shortNounPhrase: up to six words without a verb ("Force drains here").
func shortNounPhrase(s string) bool {
	return len(strings.Fields(s)) <= 6 && !reVerbish().MatchString(s)
}
