package cards

// A docking bay transit made free: "Your docking bay transit from here is
// free", "Your docking bay transit is free when moving to or from same
// site" (docking_bay_transit_free: Target the direction as
// docking_bay_transit_modifier's, "from here", empty for both; Condition
// when; Gemp's DockingBayTransitFromForFree and …ToForFree). A "(free if
// …)" level of a transit cost ("Your docking bay transit from here
// requires 1 Force (free if an Imperial present)") is one too, Condition
// the "if": the cost's own words, read by docking_bay_transit_modifier as
// well.
func init() {
	phrase{
		name:         "docking_bay_transit_free",
		trigger:      `(?i)\b(?:docking bay )?transits? (?:(?:to|from|to or from) here )?is free\b`,
		lead:         `(?i)\b(?:your|opponent's|all) $`,
		optionalLead: true,
		shape:        `(?i)^(?:docking bay )?transits? (?:(?P<target>(?:to|from|to or from) here) )?is free(?:\s+(?P<cond>(?:when|if|while|unless)\b[^.;(]*))?`,
	}.register()
	phrase{
		name:    "docking_bay_transit_free_if",
		kind:    "docking_bay_transit_free",
		trigger: `(?i)\btransits? (?:(?:to|from|to or from) here )?requires? [^.;(]*\(free if\b`,
		lead:    `(?i)\b(?:docking bay )?$`,
		shape:   `(?i)^transits? (?:(?P<target>(?:to|from|to or from) here) )?requires? [^.;(]*\(free (?P<cond>if [^)]*)\)`,
	}.register()
}
