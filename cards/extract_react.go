package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A 'react': "May deploy -2 with a pilot as a 'react'", "May move as a
// 'react' only to Hoth sites", "Your troopers may move to same Hoth site as
// a 'react'", "Lobot and your Cloud City troopers may deploy or move here
// as a 'react'", "Your troopers and Royal Guards may 'react' to here for
// free", "you may 'react' by deploying cards … to that battle". One
// sentence may grant both halves, so one mention may yield a
// may_deploy_as_react and a may_move_as_react (Gemp's MayDeploy…AsReact…
// and MayMove…AsReact… classes). Target who may react (empty: the card
// itself), Condition where and at what cost as written; a deploy's
// changed cost ("May deploy -3 as a 'react'") is Value. "Neither player
// may move or deploy cards as a 'react' to …" forbids reacts
// (may_not_react); a 'react' cancelled, or an Interrupt's one-time move,
// is no standing grant and is left to other kinds.
func init() {
	registerExpr("react", `(?i)['‘\x60]?react(?:ing)?\b`, parseReact)
}

var (
	// reReactVerb: the grant's verbs before "as a 'react'", the last in
	// the clause: "may deploy", "may deploy (with a pilot) or move", "may
	// 'react' by deploying or moving", "Deploys only", "(even".
	reReactVerb = lazyregexp.New(`(?i)(?:\b(may)(?:\s+(?:also|immediately|only))?\s+(?:use \d+ Force to\s+)?(deploy|move)\b(?:\s*\([^)]*\))?(?:\s+or\s+(deploy|move)\b)?|\b(deploys only)|\((even)|\b(may) ['‘\x60]react['’]? by (deploying|moving)(?: or (deploying|moving))?)`)
	// reReactAfter is what follows "as a 'react'": the closing quote,
	// a cost in parentheses and a place or cost.
	reReactAfter = lazyregexp.New(`(?i)^[.'’]*\)?(?:\s*\((?P<paren>for free|free[^)]*|for [^)]*|-\d[^)]*)\))?(?:\s+(?P<cond>(?:to|only|from|for|away|at|if|when|within)\b[^.;(]*))?(?:\s*\((?P<paren2>for free|free[^)]*|for [^)]*)\))?`)
	// reReactBare: "may 'react' to here for free", "may 'react' from same
	// system": a react of both kinds, the place after it.
	reReactBare = lazyregexp.New(`(?i)^['‘\x60]?react['’]?(?P<cond>\s+(?:to|from)\b[^.;(]*)?`)
	reReactCost = lazyregexp.New(`^\s*([+-])(\d+)\b`)
)

func parseReact(s sentence, at [2]int) []Effect {
	if reReactFromPile().MatchString(s.text[at[1]:]) {
		// "you may 'react' by deploying … from Reserve Deck": an action
		// taking a card from a pile (takes_from_pile), no standing grant
		return []Effect{}
	}
	pre := s.text[:at[0]]
	lower := strings.ToLower(pre)
	if strings.HasSuffix(strings.ToLower(s.text[at[0]:at[1]]), "ing") {
		return preventsReacting(s, at)
	}
	switch {
	case hasWordSuffix(strings.TrimRight(lower, " "), "not"):
		return []Effect{} // "may not 'react'": may_not_react's
	case hasWordSuffix(strings.TrimRight(lower, " "), "may"):
		return readBareReact(s, at, len(strings.TrimRight(pre, " "))-len("may"))
	}
	asAt := strings.LastIndex(lower, " as ")
	if asAt < 0 || strings.TrimSuffix(strings.TrimSuffix(lower[asAt:], "a "), "an ") != " as " {
		return []Effect{}
	}
	cl := clauseBefore(s, asAt)
	from := cl.body
	locs := reReactVerb().FindAllStringSubmatchIndex(pre[from:asAt], -1)
	if locs == nil {
		return []Effect{}
	}
	m := locs[len(locs)-1]
	group := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return strings.ToLower(pre[from+m[2*i] : from+m[2*i+1]])
	}
	verbAt, verbEnd := from+m[0], from+m[1]
	between := pre[verbEnd:asAt]
	if strings.ContainsAny(between, ";") || strings.Contains(strings.ToLower(between), "driver") {
		return []Effect{} // another clause, or may_deploy_with_driver_as_react's
	}
	deploy, move := false, false
	for _, v := range []string{group(2), group(3), group(7), group(8)} {
		deploy = deploy || strings.HasPrefix(v, "deploy")
		move = move || strings.HasPrefix(v, "mov")
	}
	if group(4) != "" || group(5) != "" {
		deploy = true // "Deploys only as a 'react'", "(even as a 'react')"
	}
	after := reReactAfter().FindStringSubmatchIndex(s.text[at[1]:])
	end := at[1] + after[1]
	afterGroup := func(name string) string {
		i := reReactAfter().SubexpIndex(name)
		if after[2*i] < 0 {
			return ""
		}
		return strings.TrimSpace(s.text[at[1]+after[2*i] : at[1]+after[2*i+1]])
	}
	place := strings.TrimSpace(reReactCost().ReplaceAllString(between, ""))
	if strings.HasPrefix(place, "(") && strings.HasSuffix(place, ")") {
		place = strings.TrimSpace(place[1 : len(place)-1])
	}
	object := ""
	if place != "" && !reReactPlace().MatchString(place) {
		// "may deploy cards (to same system) as a 'react'": what reacts
		object, place = place, ""
		if w := reReactPlaceWord().FindStringIndex(object); w != nil {
			object, place = strings.TrimSpace(object[:w[0]]), strings.TrimSpace(object[w[0]:])
		}
	}
	cond := joinConditions(place, afterGroup("cond"), afterGroup("paren"), afterGroup("paren2"))
	var value float64
	if c := reReactCost().FindStringSubmatch(between); c != nil {
		n, _ := numberValue(c[2])
		if value = n; c[1] == "-" {
			value = -n
		}
	}
	if strings.HasSuffix(strings.TrimSpace(s.text[at[1]:end]), ")") && strings.Count(s.text[verbAt:end], "(") < strings.Count(s.text[verbAt:end], ")") {
		end-- // "(even as a 'react')": the parenthesis is the sentence's
	}
	subjectAt := verbAt
	if open := strings.LastIndex(pre[:verbAt], "("); open > strings.LastIndex(pre[:verbAt], ")") && open >= from {
		// "Your starships may move for free (and may move as a 'react') to
		// this location": the subject is the one before the parenthesis
		if m := strings.LastIndex(strings.ToLower(pre[from:open]), "may "); m >= 0 {
			subjectAt = from + m
		}
	}
	out := reactEffects(s, subjectAt, end, deploy, move, value, cond)
	for i := range out {
		if object != "" && out[i].Kind != "may_not_react" {
			out[i].Target = object
		}
	}
	return out
}

// reReactPlace: words between a react's verb and "as a 'react'" that say
// where or how, not what reacts.
var (
	reReactFromPile  = lazyregexp.New(`(?i)^[^.;]*?\bfrom (?:hand and/or |your )?Reserve Deck\b`)
	reReactPlace     = lazyregexp.New(`(?i)^(?:to|here|there|aboard|on|with|between|away|from|for|at|into)\b`)
	reReactPlaceWord = lazyregexp.New(`(?i)\s(?:to|here|there|aboard)\b`)
)

// preventsReacting reads "Prevents opponent from 'reacting' to same site"
// (may_not_react, Target who).
func preventsReacting(s sentence, at [2]int) []Effect {
	m := rePreventsReacting().FindStringSubmatchIndex(s.text[:at[0]])
	if m == nil {
		return []Effect{}
	}
	end := at[1]
	cond, used := "", 0
	rest := strings.TrimLeft(s.text[at[1]:], "'’")
	skipped := len(s.text[at[1]:]) - len(rest)
	if c := reReactTo().FindStringSubmatchIndex(rest); c != nil {
		cond, used = strings.TrimSpace(rest[c[2]:c[3]]), c[1]
	}
	end += skipped + used
	cl := clauseBefore(s, m[0])
	e := s.effect("may_not_react", cl.start(m[0], m[0], true), end)
	e.Target, e.Condition = s.text[m[2]:m[3]], joinConditions(cl.cond, cond)
	return []Effect{e}
}

var (
	rePreventsReacting = lazyregexp.New(`(?i)\bprevents (opponent|you|your [\w ]+?|opponent's [\w ]+?) from $`)
	reReactTo          = lazyregexp.New(`(?i)^(\s+(?:to|from|away)\b[^.;(]*)`)
)

// readBareReact reads "may 'react' to …" (both halves) and "may 'react' by
// deploying …" (found by reReactVerb from the "may").
func readBareReact(s sentence, at [2]int, mayAt int) []Effect {
	if m := reReactVerb().FindStringSubmatchIndex(s.text[mayAt:]); m != nil && m[0] == 0 && m[12] >= 0 {
		verbs := strings.ToLower(s.text[mayAt : mayAt+m[1]])
		end := mayAt + m[1]
		cond, used := trailingCondition(s.text[end:])
		if c := reReactByTo().FindStringSubmatchIndex(s.text[end:]); c != nil {
			cond, used = strings.TrimSpace(s.text[end+c[2]:end+c[3]]), c[1]
		}
		return reactEffects(s, mayAt, end+used, strings.Contains(verbs, "deploying"), strings.Contains(verbs, "moving"), 0, cond)
	}
	m := reReactBare().FindStringSubmatchIndex(s.text[at[0]:])
	if m == nil {
		return []Effect{}
	}
	cond := ""
	if m[2] >= 0 {
		cond = strings.TrimSpace(s.text[at[0]+m[2] : at[0]+m[3]])
	}
	deploy, move := true, true
	if by := strings.Index(cond, " by deploying"); by >= 0 {
		cond, move = cond[:by], false // "may 'react' to a battle … by deploying …"
	}
	if strings.HasPrefix(cond, "from ") {
		deploy = false // a react from somewhere is a move
	}
	return reactEffects(s, mayAt, at[0]+m[1], deploy, move, 0, cond)
}

// reReactByTo: where "you may 'react' by deploying cards (at normal use of
// the Force) to that battle" deploys: the words up to " to …".
var reReactByTo = lazyregexp.New(`(?i)^[^.;]*?\s(to [^.;(]+)`)

// reactEffects makes the effects of one grant whose modal or verb starts
// at verbAt: the subject before it is their Target.
func reactEffects(s sentence, verbAt, end int, deploy, move bool, value float64, cond string) []Effect {
	if !deploy && !move {
		return []Effect{}
	}
	vcl := clauseBefore(s, verbAt)
	start, target := verbAt, ""
	if sub, subAt, ok := maySubject(vcl, s.text[verbAt:]); ok && sub != "" {
		start, target = subAt, sub
	}
	if strings.EqualFold(target, "neither player") {
		e := s.effect("may_not_react", vcl.start(start, verbAt, true), end)
		e.Target, e.Condition = target, joinConditions(vcl.cond, cond)
		return []Effect{e}
	}
	if vcl.condStart >= 0 {
		start = vcl.condStart
	}
	var out []Effect
	for _, k := range []struct {
		kind string
		on   bool
	}{{"may_deploy_as_react", deploy}, {"may_move_as_react", move}} {
		if !k.on {
			continue
		}
		e := s.effect(k.kind, start, end)
		e.Target, e.Condition = target, joinConditions(vcl.cond, cond)
		if k.kind == "may_deploy_as_react" {
			e.Value = value
		}
		out = append(out, e)
	}
	return out
}
