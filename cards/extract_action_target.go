package cards

// reIndefiniteSubject: a subject named by its kind alone ("A seeker "),
// opening its clause or parenthesis: any card of that kind, not this one.
const reIndefiniteSubject = `(?i)(?:^|[(.;:]\s*)an? [\w-]+ $`

// What an action may target, said in the passive: "(A seeker may be
// targeted by a character weapon, as if a character with defense value
// of 4.)" on an Interrupt that fires a weapon. The sentence grants nothing
// to a card in play: it widens what the weapon the Interrupt fires may
// target, so it is the action's weapon_target (Target the kind of card,
// Title the weapon, the "as if" its condition), not a may_be_targeted_by
// of the Interrupt. Gemp likewise writes it into the Interrupt's target
// filter, with no modifier.
func init() {
	phrase{
		name:    "indefinite_may_be_targeted",
		kind:    "weapon_target",
		trigger: `(?i)\ban? [\w-]+ may be targeted by\b`,
		// only where the subject opens its clause or parenthesis
		notAfter: `[\w,'’]\s*$`,
		shape:    `(?i)^an? (?P<target>[\w-]+) may be targeted by (?P<title>[^.;(),]+?)(?:,?\s+(?P<cond>as if\b[^.;()]*))?\s*(?:[.;)]|$)`,
	}.register()
}
