package cards

// A deploy at a changed cost, then free when something holds: "[Death
// Star II] Wedge deploys -2 aboard (for free if deploying to Endor)"
// (deploys_free: Target who deploys, Condition the free level's; the cost
// change is deploy_modifier's). Gemp's DeploysFreeToTarget. Jawa Camp's
// "deploy here for 1 Force from you only, for free if Sandcrawler present"
// is left unread: its cost and whose Force pays are read by nothing, and
// the one quote would mark the sentence read.
func init() {
	registerGroup("deploys_free_if", []tightPhrase{
		{notTarget: `(?i)^(?:if|when|while|may|and|or)\b`, finish: quoteFromTarget, phrase: phrase{
			name:    "deploys_free_if",
			kind:    "deploys_free",
			trigger: `(?i)\bdeploys? [+-]\d+ (?:aboard|to|on)\b[^.;(]*?(?:,\s*|\s*\()for free (?:if|when)\b`,
			lead:    `(?:^|:\s+)(?P<target>(?:\[[^\]]+\] )?[^.;:,()\[\]]+?) $`,
			shape:   `(?i)^deploys? [+-]\d+ (?:aboard|to|on)\b[^.;(,]*?(?:,\s*|\s*\()for free (?P<cond>(?:if|when)\b[^.;)]*)`,
		}},
	})
}
