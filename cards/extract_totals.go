package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Additions to a total or a destiny: "adds 2 to your total battle
// destiny", "add 1 to your total power", "Add 1 to each player's destiny",
// "adds 1 to weapon destiny draws". The kind is the total's.
func init() {
	// "target is power = 0", "its forfeit = 0", "Ferocity = 4": a number
	// set, kind "<number>_set" ("power_set").
	registerExpr("sets_number", `(?i)\b(?:power and forfeit|power|forfeit|deploy|destiny|ability|defense value|maneuver|hyperspeed|armor|politics|ferocity) = (?:\d|½)`, parseSetsNumber)
	registerExpr("adds_to_total", `(?i)\b(?:adds?|subtracts?) (?:\d+|one|two|three) (?:to|from) (?:[\w']+ ){0,3}?(?:total battle destiny|total power|total destiny|total attrition|weapon destiny draws?|battle destiny draws?|destiny draws?|destiny)\b`, parseAddsToTotal)
}

var (
	reAddsToTotal = lazyregexp.New(`(?i)^(?P<sign>adds?|subtracts?) (?P<value>\d+|one|two|three) (?:to|from) (?:(?:your|his|her|its|their|the|opponent's|each player's|that|a|just|just-drawn|drawn|each|of|player's) )*(?P<what>total battle destiny|total power|total destiny|total attrition against (?:you|opponent)|weapon destiny draws?|battle destiny draws?|destiny draws?|destiny)\b(?:\s+(?P<cond>(?:here|at|where|while|if|when|during|in|for|just)\b[^.;(]*))?`)
	totalKinds    = map[string]string{
		"total battle destiny": "total_battle_destiny_modifier", "total power": "total_power_modifier",
		"total destiny": "destiny_modifier", "weapon destiny draw": "each_weapon_destiny_modifier",
		"battle destiny draw": "adds_to_battle_destiny", "destiny draw": "destiny_modifier", "destiny": "destiny_modifier",
	}
)

func parseAddsToTotal(s sentence, at [2]int) []Effect {
	m := reAddsToTotal().FindStringSubmatch(s.text[at[0]:])
	if m == nil {
		return nil
	}
	if reEitherWay().MatchString(s.text[:at[0]]) {
		return []Effect{} // "you may add or subtract 1 from weapon destiny draw": either way, not read
	}
	what := strings.TrimSuffix(strings.ToLower(m[reAddsToTotal().SubexpIndex("what")]), "s")
	kind, ok := totalKinds[what]
	if strings.HasPrefix(what, "total attrition") {
		kind, ok = "attrition_modifier", true
	}
	if !ok {
		return nil
	}
	if (what == "battle destiny draw" || what == "weapon destiny draw") && (strings.Contains(strings.ToLower(m[0]), " to each ") || strings.Contains(strings.ToLower(m[0]), " from each ")) {
		return []Effect{} // "adds 1 to each of your battle destiny draws" has its own extractor
	}
	if what == "weapon destiny draw" && (reWhoseWeaponDraws().MatchString(m[0]) || strings.HasPrefix(strings.ToLower(s.text[at[0]+len(m[0]):]), " of anything")) {
		return []Effect{} // "Adds 1 to its weapon destiny draws", "… of anything he is aboard": each_weapon_destiny_modifier's
	}
	got := parsePhrase(phrase{name: "adds_to_total", kind: kind}, nil, reAddsToTotal(), s, at)
	if what == "destiny draw" && len(got) == 1 && reJustTargetedByWeapon().MatchString(got[0].Condition) {
		got[0].Kind = "each_weapon_destiny_modifier" // "If … was just targeted by a weapon, subtract 3 from each destiny draw": that weapon's draws
	}
	if what == "destiny" && len(got) == 1 {
		// "adds 4 to destiny of each of your miners drawn for battle
		// destiny": the destiny number of the cards named
		end := got[0].Span[1] - s.start
		if o := reDestinyOf().FindStringSubmatch(s.text[end:]); o != nil {
			e := s.effect("destiny_value_modifier", got[0].Span[0]-s.start, end+len(o[0])-len(o[3]))
			e.Value, e.Target, e.Condition = got[0].Value, strings.TrimSpace(o[1]), joinConditions(clauseBefore(s, at[0]).cond, o[2])
			return []Effect{e}
		}
		// "whenever you draw a Gungan for battle destiny, add 3 to that
		// destiny": the destiny number of the card drawn, as above
		if d := reDrawnForThen().FindStringSubmatch(s.text[:at[0]]); d != nil && strings.HasSuffix(strings.ToLower(m[0]), "that destiny") {
			e := s.effect("destiny_value_modifier", got[0].Span[0]-s.start, got[0].Span[1]-s.start)
			e.Value, e.Target, e.Condition = got[0].Value, d[1], joinConditions(got[0].Condition, "drawn for "+d[2])
			return []Effect{e}
		}
	}
	return got
}

// rePermanentWeaponText: a permanent weapon's game text in parentheses
// ("(may target a character for free; draw 2 destiny; …)").
var rePermanentWeaponText = lazyregexp.New(`(?i)^may target\b`)

// reJustTargetedByWeapon: a weapon's firing that is under way.
var reJustTargetedByWeapon = lazyregexp.New(`(?i)\bjust targeted by (?:a|opponent's|that) weapon\b`)

// reDrawnForThen: a card drawn for a destiny before "add N to that
// destiny".
var reDrawnForThen = lazyregexp.New(`(?i)\bwhenever you draw (an? [^,.;]+?) for ((?:battle|weapon) destiny), $`)

// reEitherWay: "add or" before "subtract 1 from …", "subtract or" before
// "add 1 to …".
var reEitherWay = lazyregexp.New(`(?i)\b(?:add|subtract) or $`)

// reWhoseWeaponDraws: whose weapon destiny draws ("to its", "to their").
var reWhoseWeaponDraws = lazyregexp.New(`(?i)\bto (?:your|its|his|her|their) `)

// reDestinyOf: whose destiny number ("of each of your bowcasters"), and
// when ("drawn for battle destiny").
var reDestinyOf = lazyregexp.New(`(?i)^ of ([^.;(]+?)(?:\s+((?:drawn|when|while)\b[^.;(]*?))?(\s+and (?:adds?|is|are|may|draws?)\b|\s*[.;(]|$)`)

var reSetsNumber = lazyregexp.New(`(?i)^(?P<what>power and forfeit|power|forfeit|deploy|destiny|ability|defense value|maneuver|hyperspeed|armor|politics|ferocity) = (?P<value>\d+|½)(?:\s+(?P<cond>(?:for remainder|until|while|if|when|here|at)\b[^.;(]*))?`)

var (
	// reSetInCondition: "(eaten if power = 0)": a number set is the
	// condition, not the effect; "(minimum power = 1)" is a floor of a
	// computed number, no set either.
	reSetInCondition = lazyregexp.New(`(?i)\b(?:if|when|unless|until|minimum|maximum)\s+$`)
	// reSetExpression: "Power = 1 + total ability of all victims": the
	// value is computed, not the number printed first.
	reSetExpression = lazyregexp.New(`^\s*[+-]\s*[\w(]`)
)

func parseSetsNumber(s sentence, at [2]int) []Effect {
	m := reSetsNumber().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return nil
	}
	if reSetInCondition().MatchString(s.text[:at[0]]) || reSetExpression().MatchString(s.text[at[0]+m[5]:]) {
		return []Effect{}
	}
	what := strings.ToLower(s.text[at[0]+m[2] : at[0]+m[3]])
	if open := strings.LastIndex(s.text[:at[0]], "("); open >= 0 && !strings.Contains(s.text[open:at[0]], ")") && rePermanentWeaponText().MatchString(s.text[open+1:]) {
		// "Permanent weapon is •Kylo's Lightsaber (may target …; target
		// hit, its forfeit = 0 if …)": read within the parenthesis, whose
		// words are the weapon's, not the sentence's subject's
		end := len(s.text)
		if c := strings.Index(s.text[at[0]:], ")"); c >= 0 {
			end = at[0] + c
		}
		in := s
		in.text, in.start = s.text[open+1:end], s.start+open+1
		out := setsNumbers(in, [2]int{at[0] - open - 1, at[1] - open - 1}, what)
		for i := range out {
			if out[i].Target == "" {
				out[i].Target = "target" // the hit target's number, never the carrier's
			}
		}
		return out
	}
	return setsNumbers(s, at, what)
}

// setsNumbers reads "power and forfeit = 0" as both numbers set, one span.
func setsNumbers(s sentence, at [2]int, what string) []Effect {
	var out []Effect
	for _, w := range strings.Split(what, " and ") {
		out = append(out, parsePhrase(phrase{name: "sets_number", kind: strings.ReplaceAll(w, " ", "_") + "_set"}, nil, reSetsNumber(), s, at)...)
	}
	return out
}
