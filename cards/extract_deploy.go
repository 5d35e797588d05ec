package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Where and how a card deploys.
func init() {
	for _, p := range []phrase{
		{
			// "Deploy on table.", "Plays on table.", "Use 1 Force to deploy
			// on your warrior." Value is the Force it costs, when given; a
			// second cost, "(free on Falcon or Han)", ", free on 4-LOM",
			// ", 3 on your non-droid character", is a second effect.
			name:         "deploys_on",
			trigger:      `(?i)\b(?:deploys?|plays?) on\b`,
			lead:         `(?i)(?:\buse (?P<value>\d+) Force to|\b(?:must|may)) $`,
			optionalLead: true,
			notAfter:     `(?i)\bnot $`, // "may not deploy on a site" forbids
			shape:        `(?i)^(?:deploys?|plays?) on (?P<target>[^.;(]+?)\s*(?:(?:\(|,\s+)(?:for )?(?P<alt>\d+|free) (?P<altcond>(?:if|on|at|when)\b[^).;]*)\)?|[.;(]|$)`,
		},
		{
			// "Deploys for 1 Force to an unoccupied site."
			name:    "deploys_for",
			kind:    "deploys_on",
			trigger: `(?i)\bdeploys? for \d+ Force (?:to|on|aboard)\b`,
			shape:   `(?i)^deploys? for (?P<value>\d+) Force (?P<target>(?:to|on|aboard) [^.;(]+)`,
		},
		{
			// "Deploys and moves like an undercover spy", "… like a
			// starfighter": Target what it deploys and moves as.
			name:    "deploys_and_moves_like",
			trigger: `(?i)\bdeploys and moves like\b`,
			shape:   `(?i)^deploys and moves like (?:an? )?(?P<target>[^.;(,]+)`,
		},
		{
			name:     "deploys_free",
			trigger:  `(?i)\b(?:deploys?|plays?)(?: and (?:fires?|moves?))? (?:aboard )?(?:for )?free\b`,
			notAfter: `(?i)\b(?:that|which|them|is always)\s+$`,
			shape:    `(?i)^(?:deploys?|plays?)(?: and (?:fires?|moves?))? (?:(?P<place>aboard) )?(?:for )?free(?:\s+(?P<cond>(?:to|on|aboard|at|here|if|when)\b[^.;(]*))?`,
		},
		{
			// "Proton Torpedoes deploy and fire free aboard", "Turbolaser
			// Batteries deploy and fire free here": the firing half.
			name:    "fires_free",
			trigger: `(?i)\bfires? (?:for )?free\b`,
			shape:   `(?i)^fires? (?:for )?free(?:\s+(?P<cond>(?:aboard|here|at|on|if|when)\b[^.;(]*))?`,
		},
		{
			// "Never deploys to a site opponent occupies", "May not be
			// deployed to Hoth": the card's own restriction, negative.
			name:    "never_deploys",
			trigger: `(?i)\b(?:never deploys?|may not be deployed) (?:to|on|at|aboard|during)\b`,
			shape:   `(?i)^(?:never deploys?|may not be deployed) (?P<target>(?:to|on|at|aboard|during)\b[^.;(]*)`,
		},
		{
			// "Dark: May not deploy to Bespin, Coruscant, …": opening its
			// clause, the card's (here: the location's) own restriction.
			name:          "may_not_deploy_self",
			kind:          "never_deploys",
			trigger:       `(?i)\bmay not deploy (?:to|on|at|aboard|here)\b`,
			lead:          `(?i)\bthis card $`,
			optionalLead:  true,
			leadOrOpening: true,
			shape:         `(?i)^may not deploy (?P<target>(?:to|on|at|aboard|here)\b[^.;(]*)`,
		},
		{
			// "You may not deploy Ice Storm", "Opponent may not deploy
			// characters to Hoth": Target who, Title what.
			name:    "may_not_deploy",
			trigger: `(?i)\b(?:you|opponent|players?|neither player|opponent's [\w -]+?) may not deploy\b`,
			shape:   `(?i)^(?P<target>you|opponent|players?|neither player|opponent's [\w -]+?) may not deploy (?P<title>[^.;(]+)`,
		},
		{
			// "Limit of one Advosze per location.": a second may not
			// deploy where one is; Target what, Title "per location".
			name:    "limit_one_per",
			kind:    "may_not_deploy",
			trigger: `(?i)\blimit of one [\w' -]+? per (?:location|site|system|sector)\b`,
			shape:   `(?i)^limit of one (?P<target>[\w' -]+?) (?P<title>per (?:location|site|system|sector))`,
		},
		{
			// "No more than one character may deploy to here each turn":
			// no second one may; Target what, Title where, as written.
			name:    "no_more_than_one_deploys",
			kind:    "may_not_deploy",
			trigger: `(?i)\bno more than one [\w -]+? may deploy (?:to|at|here)\b`,
			shape:   `(?i)^no more than one (?P<target>[\w -]+?) may deploy (?P<title>(?:to |at )?(?:here|same (?:site|location)|this (?:site|location)))(?:\s+(?P<cond>each turn))?`,
		},
	} {
		if p.name == "deploys_free" {
			registerWithParenCondition(p)
			continue
		}
		p.register()
	}
	othersMayNotDeploy := phrase{
		name:  "others_may_not_deploy",
		kind:  "may_not_deploy",
		shape: `(?i)^may not deploy(?P<move> or move)? (?P<title>(?:to|here|on|at)\b[^.;(]*)`,
	}
	shape := lazyregexp.New(othersMayNotDeploy.shape)
	// "Droids may not deploy to same site", "Jar Jar and your spies (except
	// Ezra) may not deploy here", "Opponent's spies … may not deploy or
	// move to same site": a restriction on the cards its subject names (a
	// player's, "You may not deploy …", is may_not_deploy's; the card's
	// own, opening its clause, never_deploys).
	registerExpr(othersMayNotDeploy.name, `(?i)\bmay not deploy(?: or move)? (?:to|here|on|at)\b`, func(s sentence, at [2]int) []Effect {
		cl := clauseBefore(s, at[0])
		sub, subAt := trimPhrase(reModalEnd().ReplaceAllString(cl.prefix, ""))
		if sub == "" || rePlayerSubject().MatchString(s.text[:at[0]]) {
			return []Effect{}
		}
		out := parsePhrase(othersMayNotDeploy, nil, shape(), s, at)
		if strings.Count(sub, "(") > strings.Count(sub, ")") {
			// inside a parenthesis, the card's own: "Deploy on your
			// Blockade Flagship (may not deploy on a site)"
			for i := range out {
				out[i].Target, out[i].Title = "", strings.TrimRight(out[i].Title, ")")
				out[i] = withStart(s, out[i], mayStart(s, at))
				if strings.HasSuffix(out[i].Quote, ")") {
					out[i].Span[1]--
					out[i].Quote = strings.TrimSuffix(out[i].Quote, ")")
				}
			}
			return out
		}
		for i := range out {
			// the whole subject, commas and exceptions too
			out[i].Target = sub
			if cl.condStart < 0 {
				out[i] = withStart(s, out[i], cl.body+subAt)
			}
		}
		if len(out) == 1 && strings.EqualFold(out[0].Title, "here") {
			out[0].Title = "to here" // where, as may_not_deploy's Title says it
		}
		if len(out) == 1 && strings.Contains(strings.ToLower(out[0].Quote), "deploy or move") {
			mv := out[0]
			mv.Kind, mv.Title, mv.Condition = "may_not_move", "", joinConditions(out[0].Condition, out[0].Title)
			out = append(out, mv)
		}
		return out
	})
}

// rePlayerSubject: what may_not_deploy reads before its mention (a
// player, "opponent's spies").
var rePlayerSubject = lazyregexp.New(`(?i)\b(?:you|opponent|players?|neither player|opponent's [\w -]+?)\s+$`)

// registerWithParenCondition registers p; a mention inside a parenthesis
// that opens with its condition ("(If Effect canceled by opponent, any
// aliens here may immediately deploy for free.)") keeps that condition,
// which a clause's opening condition does not see past the parenthesis.
func registerWithParenCondition(p phrase) {
	shape, notAfter := lazyregexp.New(p.shape), lazyregexp.New(p.notAfter)
	registerExpr(p.name, p.trigger, func(s sentence, at [2]int) []Effect {
		if p.notAfter != "" && notAfter().MatchString(s.text[:at[0]]) {
			return []Effect{}
		}
		out := parsePhrase(p, nil, shape(), s, at)
		m := reParenCondition().FindStringSubmatchIndex(s.text[:at[0]])
		for i := range out {
			if m != nil && out[i].Span[0]-s.start >= m[3] {
				out[i].Condition = joinConditions(s.text[m[2]:m[3]], out[i].Condition)
				out[i] = withStart(s, out[i], m[2])
			}
		}
		return out
	})
}

// reParenCondition: an opening condition inside a parenthesis before a
// mention, "(If Effect canceled by opponent, ", "(if Effect canceled by
// opponent, ".
var reParenCondition = lazyregexp.New(`\(((?i:if|when|while|unless) [^,()]*), [^()]*$`)
