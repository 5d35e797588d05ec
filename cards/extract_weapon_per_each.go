package cards

import "github.com/judge-swccg/judge/internal/lazyregexp"

// A weapon's "Draw destiny. Add 1 for each Ewok present. Target hit if
// total destiny > defense value." adds to the weapon destiny it draws,
// as its "Add 1 if targeting a character" does (weapon_destiny_modifier;
// Gemp's TotalWeaponDestiny), not to another action's destiny: the
// sentence alone ("Add 1 for each of your Ewoks present.") says neither,
// so the sentences around it decide. An Interrupt's "Draw destiny. Add 1
// for each …. Vehicle lost if total destiny -1 > defense value." targets
// nothing and stays a destiny_modifier.
func weaponsOwnDestiny(text string, tm *titleMarks, effects []Effect) []Effect {
	for i, e := range effects {
		if e.Kind != "destiny_modifier" || !rePerEachAdd().MatchString(e.Quote) {
			continue
		}
		before, after := neighbourSentences(text, tm, e.Span)
		if reDrawWeaponDestiny().MatchString(before) && reTargetOutcome().MatchString(after) {
			effects[i].Kind = "weapon_destiny_modifier"
		}
	}
	return effects
}

// neighbourSentences are the sentences just before and just after the
// one holding span.
func neighbourSentences(text string, tm *titleMarks, span [2]int) (before, after string) {
	ss := splitSentences(text, tm)
	for i, s := range ss {
		if span[0] >= s.start && span[0] < s.start+len(s.text) {
			if i > 0 {
				before = ss[i-1].text
			}
			if i+1 < len(ss) {
				after = ss[i+1].text
			}
			break
		}
	}
	return before, after
}

var (
	rePerEachAdd        = lazyregexp.New(`(?i)^(?:add|subtract) \d+ for (?:each|every)\b`)
	reDrawWeaponDestiny = lazyregexp.New(`(?i)^draw (?:one |two |\d )?destiny\.\s*$`)
	// reTargetOutcome: what a hit does to the target the weapon fired at.
	reTargetOutcome = lazyregexp.New(`(?i)^target\b[^.]*\bif (?:total )?destiny\b[^.]*>\s*defense value`)
)
