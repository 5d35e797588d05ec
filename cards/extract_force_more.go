package cards

import "github.com/judge-swccg/judge/internal/lazyregexp"

// Numbers and Force drains in shapes the modifier phrases
// (extract_modifiers.go) do not take:
//   - "adds 1 to power and 2 to hyperspeed", "adds 2 to that starship's
//     armor and hyperspeed", "Host's power and hyperspeed are cumulatively
//     -2" (hyperspeed_modifier; Gemp's Hyperspeed);
//   - "adds 1 to your Force generation at each Endor site with an Ewok
//     present", "Your Force generation is +1 at each docking bay you
//     occupy (or +2 if you control)": the second level
//     (force_generation_modifier; Gemp's ForceGeneration);
//   - "no battles or Force drains here", "no battles or Force drains may
//     take place here", "Opponent may not initiate a battle or a Force
//     drain at same location as target" (may_not_force_drain; Gemp's
//     MayNotForceDrainAtLocation);
//   - "Attacks a character by attaching" (parasite, Target the host).
func init() {
	registerGroup("force_more", []tightPhrase{
		{phrase: phrase{
			name:    "adds_to_hyperspeed",
			kind:    "hyperspeed_modifier",
			trigger: `(?i)\badds? \d+ to [^.;]*?\band (?:\d+ to )?hyperspeed\b`,
			shape:   `(?i)^adds? (?:\d+ to [^.;]*? and )?(?P<value>\d+) to (?:(?P<target>that starship's|its) armor and )?hyperspeed`,
		}},
		{phrase: phrase{
			name:    "hyperspeed_cumulatively",
			kind:    "hyperspeed_modifier",
			trigger: `(?i)\bpower and hyperspeed are (?:cumulatively |each )?[+-]\d`,
			lead:    `(?i)\b(?P<target>host's|its|their|your [\w ]+?) $`,
			shape:   `(?i)^power and hyperspeed are (?:cumulatively |each )?(?P<sign>[+-])(?P<value>\d+)`,
		}},
		{phrase: phrase{
			name:    "adds_to_force_generation",
			kind:    "force_generation_modifier",
			trigger: `(?i)\badds? \d+ to (?:your|opponent's) Force generation\b`,
			shape:   `(?i)^adds? (?P<value>\d+) to (?P<target>your|opponent's) Force generation(?:\s+(?P<cond>(?:at|here|where|while)\b[^.;(]*))?`,
		}},
		{phrase: phrase{
			name:    "no_battles_or_drains",
			kind:    "may_not_force_drain",
			trigger: `(?i)\bno battles or Force drains\b`,
			shape:   `(?i)^no battles or Force drains (?:may take place )?(?P<cond>(?:here|there)(?: unless [^.;(]*)?|at [^.;(]*)`,
		}},
		{phrase: phrase{
			name:    "may_not_initiate_drain",
			kind:    "may_not_force_drain",
			trigger: `(?i)\bmay not initiate a battle or a Force drain\b`,
			lead:    `(?i)\b(?P<target>opponent|you) $`,
			shape:   `(?i)^may not initiate a battle or a Force drain(?:\s+(?P<cond>(?:at|here|where)\b[^.;(]*))?`,
		}},
		{phrase: phrase{
			name:    "attacks_by_attaching",
			kind:    "parasite",
			trigger: `(?i)^attacks an? \w+ by attaching\b`,
			shape:   `(?i)^attacks an? (?P<target>\w+) by attaching`,
		}},
	})
	// "(or +2 if you control)" after a Force generation modifier: the
	// second level, which the phrase reading "Your Force generation is +1
	// at …" leaves.
	registerExpr("force_generation_second_level", `(?i)\bForce generation is [+-]\d+ [^.;(]*\(or [+-]\d+ if\b`, func(s sentence, at [2]int) []Effect {
		m := reForceGenerationAlt().FindStringSubmatchIndex(s.text[at[0]:])
		if m == nil {
			return []Effect{}
		}
		cl := clauseBefore(s, at[0])
		e := s.effect("force_generation_modifier", cl.start(at[0], at[0], false), at[0]+m[1])
		e.Value, _ = numberValue(s.text[at[0]+m[6] : at[0]+m[7]])
		if s.text[at[0]+m[4]:at[0]+m[5]] == "-" {
			e.Value = -e.Value
		}
		e.Condition = joinConditions(cl.cond, s.text[at[0]+m[2]:at[0]+m[3]], s.text[at[0]+m[8]:at[0]+m[9]])
		return []Effect{e}
	})
}

var reForceGenerationAlt = lazyregexp.New(`(?i)^Force generation is [+-]\d+ ([^.;(]*?)\s*\(or ([+-])(\d+) (if [^)]*)\)`)
