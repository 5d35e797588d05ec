package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Moves and deploys forbidden, in the shapes may_not_move and
// may_not_deploy's own phrases (extract_move.go, extract_deploy.go) do
// not take:
//   - "Never deploys or moves (even if carried) to a site opponent
//     occupies", "Never moves to a site occupied by opponent": the card's
//     own never_deploys (Target where) and may_not_move (Condition where);
//     "… except to an [Episode VII] location …" is left unread: neither
//     rule reads a place it must not be, and a wrong "to" is worse;
//   - "Droid cannot move and …", "Cannot move to mobile sites", "cards
//     cannot move from here": may_not_move, Target who as written;
//   - "prevents opponent's characters present from using their
//     landspeed" (may_not_move, Condition "using landspeed"), "Prevents
//     opponent's spies from deploying to same Death Star II site"
//     (may_not_deploy, Title where);
//   - "opponent's Jedi may not move or deploy to Bridge", "Opponent may
//     not deploy or move to Bunker", "opponent may not deploy (or Force
//     drain) here": the half the first phrase leaves;
//   - "May not be deployed if two or more of opponent's unique (•)
//     characters on table": may_not_deploy of the card itself, its
//     Condition the "if".
func init() {
	registerGroup("move_limits", []tightPhrase{
		{phrase: phrase{
			name:    "never_moves",
			kind:    "may_not_move",
			trigger: `(?i)\bnever (?:deploys or )?moves\b`,
			shape:   `(?i)^never (?:deploys or )?moves(?:\s*\([^)]*\))?\s+(?P<cond>to\b[^.;(]*?)(?:\s*\([^)]*\))?\s*(?:[.;]|$)`,
		}},
		{phrase: phrase{
			name:    "prevents_landspeed",
			kind:    "may_not_move",
			trigger: `(?i)\bprevents [^.;]*? from using (?:their |its |his |her )?landspeed\b`,
			shape:   `(?i)^prevents (?P<target>[^.;]*?) from (?P<cond>using (?:their |its |his |her )?landspeed)`,
		}},
		{phrase: phrase{
			name:    "prevents_deploying",
			kind:    "may_not_deploy",
			trigger: `(?i)\bprevents [^.;]*? from deploying (?:to|on|at|here)\b`,
			shape:   `(?i)^prevents (?P<target>[^.;]*?) from deploying (?P<title>(?:to|on|at|here)\b[^.;(]*)`,
		}},
		{finish: hereAsTo, phrase: phrase{
			name:    "may_not_move_or_deploy",
			kind:    "may_not_deploy",
			trigger: `(?i)\bmay not move or deploy\b`,
			lead:    `(?i)\b(?P<target>(?:opponent's|your|you|opponent|neither player)(?: [\w'\[\]-]+){0,3}) $`,
			shape:   `(?i)^may not move or deploy (?P<title>(?:to|here|on|at)\b[^.;(,]*)`,
		}},
		{phrase: phrase{
			name:    "player_may_not_deploy_or_move",
			kind:    "may_not_move",
			trigger: `(?i)\b(?:you|opponent|neither player) may not deploy or move\b`,
			shape:   `(?i)^(?P<target>you|opponent|neither player) may not deploy or move (?P<cond>(?:to|here|on|at)\b[^.;(,]*)`,
		}},
		{finish: hereAsTo, phrase: phrase{
			name:    "may_not_deploy_or_drain",
			kind:    "may_not_deploy",
			trigger: `(?i)\bmay not deploy \(or Force drain\)`,
			lead:    `(?i)\b(?P<target>you|opponent|neither player) $`,
			shape:   `(?i)^may not deploy \(or Force drain\) (?P<title>here|(?:to|at) [^.;(,]*)`,
		}},
		{finish: onlyIfAsUnless, phrase: phrase{
			// "Sandwhirl here moves only if on Tatooine": may not move
			// unless on Tatooine.
			name:    "moves_only_if",
			kind:    "may_not_move",
			trigger: `(?i)\bmoves only if\b`,
			lead:    `\b(?P<target>(?-i:[A-Z•])[\w'’-]*(?: here)?) $`,
			shape:   `(?i)^moves only (?P<cond>if\b[^.;(]*)`,
		}},
		{finish: onlyIfAsUnless, phrase: phrase{
			// "You may move here only from Back Door".
			name:    "may_move_only_from",
			kind:    "may_not_move",
			trigger: `(?i)\bmay move (?:to )?here only from\b`,
			lead:    `(?i)\b(?P<target>you|opponent) $`,
			shape:   `(?i)^may move (?P<place>(?:to )?here) only (?P<cond>from\b[^.;(]*)`,
		}},
		{phrase: phrase{
			// "no movement is allowed to or from Echo Docking Bay unless it
			// is to or from an Echo site".
			name:    "no_movement_allowed",
			kind:    "may_not_move",
			trigger: `(?i)\bno movement is allowed (?:to|from)\b`,
			shape:   `(?i)^no movement is allowed (?P<cond>(?:to|from)\b[^.;(]*)`,
		}},
		{phrase: phrase{
			// "Character may not leave planet or move away from Utinni
			// Effect": Title what it may not leave.
			name:    "may_not_leave",
			kind:    "may_not_move",
			trigger: `(?i)\bmay not leave [^.;]*? or move away\b`,
			shape:   `(?i)^may not leave (?P<title>[^.;(]*?) or move (?P<cond>away from [^.;(]*)`,
		}},
		{noSubject: true, finish: aboardWhere, phrase: phrase{
			// "Cannot board starfighters or enclosed vehicles.", "May not
			// be aboard starfighters …", "Too large to go aboard a
			// starfighter.": the card's own, Title where.
			name:    "may_not_board",
			kind:    "may_not_deploy",
			trigger: `(?i)\b(?:cannot board|may not be aboard|too large to go aboard)\b`,
			shape:   `(?i)^(?:cannot board|may not be aboard|too large to go aboard) (?P<title>[^.;(]+)`,
		}},
		{phrase: phrase{
			name:    "may_not_be_deployed_if",
			kind:    "may_not_deploy",
			trigger: `(?i)\bmay not be deployed (?:if|unless)\b`,
			shape:   `(?i)^may not be deployed (?P<cond>(?:if|unless)\b[^.;(]*(?:\([^)]*\)[^.;(]*)*)`,
		}},
	})
}

// onlyIfAsUnless: "moves only if on Tatooine", "may move here only from
// Back Door" forbid every other move: the condition under which the move
// is forbidden is "unless …" (a rule reads "unless" as a negated term).
func onlyIfAsUnless(e *Effect) {
	parts := strings.Split(e.Condition, "; ")
	for i, p := range parts {
		switch {
		case strings.HasPrefix(p, "if "):
			parts[i] = "unless " + strings.TrimPrefix(p, "if ")
		case strings.HasPrefix(p, "from "):
			parts[i] = "unless from " + strings.TrimPrefix(p, "from ")
		case p == "here":
			parts[i] = "to here"
		}
	}
	e.Condition = strings.Join(parts, "; ")
}

// aboardWhere: "Cannot board starfighters" forbids deploying (and moving)
// aboard them; Title says where as may_not_deploy's does ("aboard …").
func aboardWhere(e *Effect) { e.Title = "aboard " + e.Title }

// hereAsTo: "may not move or deploy here", "may not deploy (or Force
// drain) here" say where as may_not_deploy's Title says it ("to here").
func hereAsTo(e *Effect) {
	if strings.EqualFold(e.Title, "here") {
		e.Title = "to here"
	}
}

var reNeverDeploysOrMoves = lazyregexp.New(`(?i)^never deploys or moves`)

func init() {
	// "Droid cannot move and …", "Cannot move to mobile sites" ("Cannot
	// move." alone is plain_reads').
	cannot := tightPhrase{notTarget: `(?i)^(?:if|when|while|unless|during)\b`, phrase: phrase{
		name:         "cannot_move",
		kind:         "may_not_move",
		trigger:      `(?i)\bcannot move\b`,
		lead:         `(?i)\b(?P<target>(?:that |this |the |your |opponent's )?(?:(?-i:[A-Z])\w*|cards?|droid|target|starship|character|vehicle)(?: [\w'-]+){0,2}) $`,
		optionalLead: true,
		shape:        `(?i)^cannot move(?:\s+(?P<cond>(?:to|from)\b[^.;(,]*|again this turn|or battle (?:for remainder of (?:turn|game)|until end of (?:your|opponent's) next turn)|for remainder of (?:turn|game)))?`,
	}}
	readCannot := cannot.parser()
	registerExpr(cannot.name, cannot.trigger, func(s sentence, at [2]int) []Effect {
		if reCannotMoveAlone().MatchString(s.text) {
			return []Effect{}
		}
		return readCannot(s, at)
	})
	// The deploying half of "Never deploys or moves … to X" and the drain
	// half of "may not deploy (or Force drain) here": a second effect of
	// the same words.
	registerExpr("never_deploys_or_moves", `(?i)\bnever deploys or moves\b`, func(s sentence, at [2]int) []Effect {
		m := reNeverDeploysWhere().FindStringSubmatchIndex(s.text[at[0]:])
		if m == nil || !reNeverDeploysOrMoves().MatchString(s.text[at[0]:]) {
			return []Effect{}
		}
		e := s.effect("never_deploys", at[0], at[0]+m[1])
		e.Target = strings.TrimSpace(s.text[at[0]+m[2] : at[0]+m[3]])
		return []Effect{e}
	})
	registerExpr("may_not_drain_half", `(?i)\bmay not deploy \(or Force drain\)`, func(s sentence, at [2]int) []Effect {
		m := reDrainHalf().FindStringSubmatchIndex(s.text[at[0]:])
		if m == nil {
			return []Effect{}
		}
		cl := clauseBefore(s, at[0])
		sub, subAt := trimPhrase(cl.prefix)
		start := at[0]
		if sub != "" {
			start = cl.body + subAt
		}
		e := s.effect("may_not_force_drain", cl.start(start, at[0], sub != ""), at[0]+m[1])
		e.Target, e.Condition = sub, joinConditions(cl.cond, strings.TrimSpace(s.text[at[0]+m[2]:at[0]+m[3]]))
		return []Effect{e}
	})
}

var (
	reCannotMoveAlone   = lazyregexp.New(`(?i)^cannot (?:be )?moved?\.\s*$`)
	reNeverDeploysWhere = lazyregexp.New(`(?i)^never deploys or moves(?:\s*\([^)]*\))?\s+(to\b[^.;(]*?)(?:\s*\([^)]*\))?\s*(?:[.;]|$)`)
	reDrainHalf         = lazyregexp.New(`(?i)^may not deploy \(or Force drain\) (here|(?:to|at) [^.;(,]*)`)
)
