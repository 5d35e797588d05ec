package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Modifiers of a card's numbers and of game totals, beside power, forfeit
// and deploy (extractors.go): "Maneuver +2", "defense value -1", "Force
// drain +1 here", "your total power is +1", "Adds 1 to power".
func init() {
	for _, p := range []phrase{
		modifier("maneuver_modifier", `maneuver`),
		modifier("defense_value_modifier", `defense value`),
		modifier("hyperspeed_modifier", `hyperspeed`),
		modifier("politics_modifier", `politics`),
		modifier("armor_modifier", `armor`),
		forceDrainModifier(modifier("force_drain_modifier", `(?:force drains?|force drain bonus)`)),
		modifier("force_generation_modifier", `force generation`),
		modifier("total_power_modifier", `total power(?: in battles?)?`),
		modifier("total_battle_destiny_modifier", `total battle destiny`),
		{
			// "Opponent's total battle destiny where they have a character
			// of ability > 4 is -1": a place no shared modifierPlace
			// holds ("where … are deploy -1" would be another number).
			name:    "total_battle_destiny_where",
			kind:    "total_battle_destiny_modifier",
			trigger: `(?i)\btotal battle destiny where [^.;,+(]*? is [+-]\s?\d`,
			shape:   `(?i)^total battle destiny (?P<cond>where [^.;,+(]*?) is (?P<sign>[+-])\s?(?P<value>\d+)`,
		},
		modifier("attrition_modifier", `attrition against (?:opponent|you)`),
		{
			// "Your docking bay transit to or from here requires +1 Force.",
			// "Your transit to here requires +8 Force."
			name:    "docking_bay_transit_modifier",
			trigger: `(?i)\b(?:docking bay )?transits? (?:(?:to|from|to or from|to and from) here )?requires? [+-]?\s?\d`,
			shape:   `(?i)^(?:docking bay )?transits? (?:(?P<target>(?:to|from|to or from|to and from) here) )?requires? (?P<sign>[+-])?\s?(?P<value>\d+) Force(?:\s*\(\+?(?P<alt>\d+)(?: Force)? (?P<altcond>(?:if|when)\b[^)]*)\)|\s*\([^)]*\))?`,
		},
	} {
		p.register()
	}
	phrase{
		// "Subtracts 1 from attrition against you at same site."
		name:    "adds_to_attrition",
		kind:    "attrition_modifier",
		trigger: `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) (?:your )?attrition against\b`,
		shape:   `(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?:your )?attrition against (?P<target>you|opponent)(?:\s+(?P<cond>(?:here|at|where|while|if|when|during|in)\b[^.;(]*))?`,
	}.register()
	phrase{
		// "attrition +1 against opponent in all Tatooine battles"
		name:    "attrition_sign_against",
		kind:    "attrition_modifier",
		trigger: `(?i)\battrition [+-]\d+ against (?:you|opponent)\b`,
		shape:   `(?i)^attrition (?P<sign>[+-])(?P<value>\d+) against (?P<target>you|opponent)(?:\s+(?P<cond>(?:here|at|where|while|if|when|during|in|as long as)\b[^.;(]*))?`,
	}.register()
	// "attrition against you is reduced by 2 when …": a modifier of -2
	reduced := phrase{
		name:  "attrition_reduced",
		kind:  "attrition_modifier",
		shape: `(?i)^attrition against (?P<target>you|opponent) is reduced by (?P<value>\d+)(?:\s+(?P<cond>(?:here|at|where|while|if|when|during|in)\b[^.;(]*))?`,
	}
	reducedShape := lazyregexp.New(reduced.shape)
	registerExpr(reduced.name, `(?i)\battrition against (?:you|opponent) is reduced by \d`, func(s sentence, at [2]int) []Effect {
		out := parsePhrase(reduced, nil, reducedShape(), s, at)
		for i := range out {
			out[i].Value = -out[i].Value
		}
		return out
	})
	register(extractor{name: "adds_to", trigger: reAddsTo, parse: parseAddsTo})
	register(extractor{name: "joint_modifier", trigger: reJointModifier, parse: parseJointModifier})
}

// modifier is the phrase "<number> +N" / "<number> is +N", with a trailing
// place or condition ("here", "at Hoth", "while …").
func modifier(kind, number string) phrase {
	return phrase{
		name:    kind,
		trigger: `(?i)\b` + number + ` (?:` + modifierPlace + `)?(?:(?:is|are) )?(?:each )?[+-]\s?\d`,
		shape:   `(?i)^` + number + ` (?P<place>` + modifierPlace + `)?(?:(?:is|are) )?(?:each )?(?P<sign>[+-])\s?(?P<value>\d+)` + perEachRE + `(?:\s*\((?:or )?[+-]?(?P<alt>\d+) (?P<altcond>(?:if|when|while)\b[^)]*)\))?(?:\s+(?P<cond>(?:here|at|on|aboard|where|while|when|if|in|for|during|until|to)\b[^.;(]*))?`,
	}
}

// modifierPlace is where a total is modified, between its name and the
// value: "Your total battle destiny here is +1".
const modifierPlace = `(?:(?:here|there|everywhere|this turn) |at [^.;,+(]*? )+`

// numberKinds are the kinds of a modifier of each printed number.
var numberKinds = map[string]string{
	"power": "power_modifier", "forfeit": "forfeit_modifier", "maneuver": "maneuver_modifier",
	"landspeed": "landspeed_modifier", "hyperspeed": "hyperspeed_modifier", "defense value": "defense_value_modifier",
	"ability": "ability_modifier", "armor": "armor_modifier", "politics": "politics_modifier", "deploy": "deploy_modifier",
}

const numberNames = `(?:power|forfeit|maneuver|landspeed|hyperspeed|defense value|ability|armor|politics|deploy)`

var (
	// reAddsTo: "Adds 1 to power", "adds 2 to forfeit and maneuver",
	// "adds 1 to power of each of your troopers present".
	reAddsTo     = lazyregexp.New(`(?i)\badds? (?:\d+|one|two|three) to (?:the |his |her |its |their )?` + numberNames + `\b`)
	reAddsToFull = lazyregexp.New(`(?i)^adds? (\d+|one|two|three) to (?:the |his |her |its |their )?(` + numberNames + `(?:(?:,| and|, and) ` + numberNames + `)*)\b(?: of ([^.;(]+?(?:,? except [^.;(]+?)?))?(?:\s+((?:while|when|if|for remainder|until|during|here|at)\b[^.;(]*?))?(?:\s*[.;(,]|\s+and\b|$)`)
	reNumberName = lazyregexp.New(`(?i)` + numberNames)
	// reJointModifier: "Power and forfeit +2", "power, forfeit and
	// maneuver -1".
	reJointModifier     = lazyregexp.New(`(?i)\b` + numberNames + `(?:(?:,| and|, and) ` + numberNames + `)+ (?:(?:is|are) )?(?:each )?[+-]\s?\d`)
	reJointModifierFull = lazyregexp.New(`(?i)^(.+?) (?:(?:is|are) )?(?:each )?([+-])\s?(\d+)(?:\s+((?:here|at|on|aboard|where|while|when|if|for|during|until)\b[^.;(]*))?`)
)

func parseAddsTo(s sentence, at [2]int) []Effect {
	if got, ok := parseAddsToPiloted(s, at); ok {
		return got
	}
	m := reAddsToFull().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return nil
	}
	text := s.text[at[0]:]
	target := ""
	if m[6] >= 0 {
		target = strings.TrimSpace(text[m[6]:m[7]])
		if strings.HasPrefix(strings.ToLower(target), "anything") {
			return []Effect{} // "adds 2 to power of anything he pilots" has its own extractor
		}
	}
	n, _ := numberValue(text[m[2]:m[3]])
	cl := clauseBefore(s, at[0])
	var end int
	cond := ""
	if m[8] >= 0 {
		cond = strings.TrimSpace(text[m[8]:m[9]])
	}
	end = at[0] + len(strings.TrimSuffix(strings.TrimRight(text[:m[1]], ".;(, "), " and"))
	if target == "" && s.deploysOn {
		target = "host"
	}
	return numberModifiers(s, cl, cl.start(0, at[0], false), end, text[m[4]:m[5]], n, target, cond)
}

func parseJointModifier(s sentence, at [2]int) []Effect {
	text := s.text[at[0]:]
	m := reJointModifierFull().FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	n, _ := numberValue(text[m[6]:m[7]])
	if text[m[4]:m[5]] == "-" {
		n = -n
	}
	cond := ""
	if m[8] >= 0 {
		cond = strings.TrimSpace(text[m[8]:m[9]])
	}
	cl := clauseBefore(s, at[0])
	target, start := "", cl.start(0, at[0], false)
	if sub, subAt, ok := cl.subject(); ok {
		target = sub
		if cl.condStart < 0 {
			start = subAt
		}
	}
	return numberModifiers(s, cl, start, at[0]+m[1], text[m[2]:m[3]], n, target, cond)
}

// numberModifiers is one effect per number named in names ("power,
// maneuver and landspeed"), all with the same span.
func numberModifiers(s sentence, cl clause, start, end int, names string, n float64, target, cond string) []Effect {
	var out []Effect
	for _, name := range reNumberName().FindAllString(names, -1) {
		e := s.effect(numberKinds[strings.ToLower(name)], start, end)
		e.Value, e.Target, e.Condition = n, target, joinConditions(cl.cond, cond)
		out = append(out, e)
	}
	return out
}

var (
	// rePilotedTail: what a pilot adds to "any capital starship he pilots".
	rePilotedTail = lazyregexp.New(`(?i)^[^.;(]*?\bof (anything|any [^.;(]*?) (?:he|she|it|they|that character) (?:pilots?|drives?)(?: or (?:anything (?:he|she|it|they) )?drives| or any [^.;(,]*? (?:he|she|it|they) (?:drives|pilots))?`)
	// rePilotedAlt: a second level, "(3 if Chimaera)", ", 3 when piloting Black 5".
	rePilotedAlt  = lazyregexp.New(`(?i)^(?:\s*\((?:or )?|,\s*)(\d+)[^).;]*? ((?:if|when|while)\b[^).;]*)\)?`)
	rePilotedPair = lazyregexp.New(`(?i)(\d+|one|two|three) to (?:the )?(` + numberNames + `(?:(?:,| and|, and) ` + numberNames + `)*)\b`)
)

// parseAddsToPiloted reads "Adds 2 to power and 1 to maneuver of anything
// he pilots" and "Adds 3 to power of any speeder bike he pilots": power
// is adds_to_power_of_piloted (Target the kind of vehicle, when named),
// other numbers their modifiers with Target "piloted". ok is false when
// the clause is not about what the card pilots.
func parseAddsToPiloted(s sentence, at [2]int) ([]Effect, bool) {
	m := rePilotedTail().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return nil, false
	}
	text := s.text[at[0] : at[0]+m[1]]
	what := text[m[2]:m[3]]
	pairs := rePilotedPair().FindAllStringSubmatch(text[:m[2]], -1)
	if strings.EqualFold(what, "anything") && len(pairs) == 1 && strings.EqualFold(pairs[0][2], "power") {
		return []Effect{}, true // "Adds 3 to power of anything he pilots": adds_to_power_of_piloted reads it
	}
	cl := clauseBefore(s, at[0])
	end := at[0] + m[1]
	alt := rePilotedAlt().FindStringSubmatch(s.text[end:])
	if alt != nil {
		end += len(alt[0])
	}
	var out []Effect
	for _, p := range pairs {
		n, _ := numberValue(p[1])
		for _, name := range reNumberName().FindAllString(p[2], -1) {
			out = append(out, pilotedEffects(s, cl, at[0], end, name, what, n, alt)...)
		}
	}
	return out, len(out) > 0
}

// pilotedEffects is what a pilot adds to one number of what it pilots:
// power is adds_to_power_of_piloted (with a second level, when given),
// any other number its modifier aimed at the piloted card.
func pilotedEffects(s sentence, cl clause, from, end int, name, what string, n float64, alt []string) []Effect {
	kind, target := numberKinds[strings.ToLower(name)], "piloted"
	if kind == "power_modifier" {
		kind, target = "adds_to_power_of_piloted", ""
		if !strings.EqualFold(what, "anything") {
			target = what
		}
	}
	e := s.effect(kind, cl.start(0, from, false), end)
	e.Value, e.Target, e.Condition = n, target, cl.cond
	out := []Effect{e}
	if alt != nil && kind == "adds_to_power_of_piloted" {
		a := e
		a.Value, _ = numberValue(alt[1])
		a.Condition = joinConditions(e.Condition, alt[2])
		out = append(out, a)
	}
	return out
}

func init() {
	for _, p := range []phrase{
		{
			// "May add 1 to Force drain where present.": the player's
			// choice when draining, not a standing modifier.
			name:    "may_add_to_force_drain",
			trigger: `(?i)\bmay add (?:\d+|one) to (?:your |each of your )?Force drains?\b`,
			shape:   `(?i)^may add (?P<value>\d+|one) to (?:your |each of your )?Force drains?(?:\s+(?P<cond>(?:where|here|at|on|if|when|while)\b[^.;(]*))?`,
		},
		{
			// "adds 1 to your Force drains at related cloud sectors".
			name:    "adds_to_force_drain",
			kind:    "force_drain_modifier",
			trigger: `(?i)\badds? (?:\d+|one) to (?:your |each of your )?Force drains?\b`,
			shape:   `(?i)^adds? (?P<value>\d+|one) to (?:your |each of your )?Force drains?(?:\s+there\b|\s+(?P<cond>(?:where|here|at|on|if|when|while)\b[^.;(]*))?`,
		},
	} {
		p.register()
	}
}
