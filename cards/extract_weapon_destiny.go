package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A weapon's own change to its destiny, after "Draw destiny": "Add 1 if
// targeting a character or creature, 2 if a vehicle.", "Subtract 1 when
// targeting a capital starship.", "Add 1 if Blaster Scope attached.", and
// the level for every other target, "Otherwise, subtract 6." Each level is
// an effect of its own (Gemp has a TotalWeaponDestiny row for each), all
// quoting the whole clause, so that a rule takes the first that applies.
//
// A condition that is no targeting must name the firing ("fired by",
// "target", "attached", "at an … site"): "Draw destiny. Add 2 if Ewok is
// a scout." on an Interrupt or a character's action changes the total of
// another destiny (destiny_modifier).
func init() {
	registerExpr("weapon_destiny_modifier", `(?i)\b(?:add|subtract) \d+ (?:(?:to|from) (?:total |weapon )*destiny )?(?:if|when)\b`, func(s sentence, at [2]int) []Effect {
		m := reWeaponLevels().FindStringSubmatchIndex(s.text[at[0]:])
		if m == nil || m[0] != 0 || strings.HasSuffix(s.text[:at[0]], "or ") {
			return []Effect{} // "may subtract or add 1 if …": either way, not read
		}
		group := func(i int) string { return s.text[at[0]+m[2*i] : at[0]+m[2*i+1]] }
		cond := strings.TrimSpace(group(3))
		kind, targeting := "weapon_destiny_modifier", reTargetingLevel().MatchString(cond)
		if !targeting && !reFiringCondition().MatchString(cond) {
			kind = "destiny_modifier" // "Draw destiny. Add 2 if Ewok is a scout.": another action's total
		}
		sign := 1.0
		if strings.EqualFold(group(1), "subtract") {
			sign = -1
		}
		v, _ := numberValue(group(2))
		e := s.effect(kind, at[0], at[0]+m[1])
		e.Value, e.Condition = sign*v, cond
		out := []Effect{e}
		if m[8] < 0 {
			return out
		}
		for _, lv := range reOneLevel().FindAllStringSubmatch(group(4), -1) {
			n, _ := numberValue(lv[1])
			c := strings.TrimSpace(lv[2])
			if targeting && !strings.Contains(strings.ToLower(c), "targeting") {
				// "2 if a vehicle" after "if targeting a character"
				c = "if targeting " + strings.TrimSpace(c[len("if"):])
			}
			a := e
			a.Value, a.Condition = sign*n, c
			out = append(out, a)
		}
		return out
	})
	registerExpr("weapon_destiny_otherwise", `(?i)\botherwise, (?:add|subtract) \d+\b`, func(s sentence, at [2]int) []Effect {
		m := reOtherwiseLevel().FindStringSubmatch(s.text[at[0]:])
		if m == nil || strings.TrimSpace(s.text[:at[0]]) != "" {
			return []Effect{} // the level for every other target opens its sentence
		}
		v, _ := numberValue(m[2])
		if strings.EqualFold(m[1], "subtract") {
			v = -v
		}
		e := s.effect("weapon_destiny_modifier", at[0], len(strings.TrimRight(s.text, " .")))
		e.Value, e.Condition = v, "otherwise"
		return []Effect{e}
	})
}

var (
	// reWeaponLevels: the first level, then the further ones (", 2 if a
	// vehicle").
	reWeaponLevels = lazyregexp.New(`(?i)^(add|subtract) (\d+) (?:(?:to|from) (?:total |weapon )*destiny )?((?:if|when) [^.;,(]+)((?:, \d+ (?:if|when) [^.;,(]+)*)`)
	reOneLevel     = lazyregexp.New(`(?i), (\d+) ((?:if|when) [^.;,(]+)`)
	// reTargetingLevel: a level decided by what is targeted.
	reTargetingLevel = lazyregexp.New(`(?i)^(?:if|when) targeting\b`)
	// reFiringCondition: a condition about the firing itself.
	reFiringCondition = lazyregexp.New(`(?i)\b(?:fired by|target|targeted|attached|at an? [^.;]*\bsite)\b`)
	reOtherwiseLevel  = lazyregexp.New(`(?i)^otherwise, (add|subtract) (\d+)\.?\s*$`)
)
