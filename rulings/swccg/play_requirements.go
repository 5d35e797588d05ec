package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// An Interrupt's requirement ("If a battle was just initiated, and two of
// your troopers are armed with weapons, target …", Don't Move!) may join
// clauses the rule decides (the time) to clauses it does not (the
// troopers' weapons). A function played on the clauses it decides would
// be a Yes that passed over the others in silence: each clause of the
// requirement no timing or need reads is stated as an assumption.

// reRequirementOpen is the opening of a requirement: "If", "Unless",
// "While", after a time or limit of its own ("During battle, if …",
// "Once per turn, if …").
var reRequirementOpen = lazyregexp.New(`(?i)^(?:(?:during|once per|twice per|at)\b[^,]*,\s*)?(?:if|unless|while)\s+`)

var reRequirementsLabel = lazyregexp.New(`(?i)^requirements?:\s*([^.]+)\.`)

// requirementClauses are the clauses of fn's opening requirement: its
// words up to the comma before the action (a comma before "and"/"or"
// joins two clauses), split at ", and".
func requirementClauses(text string) []string {
	text = strings.TrimSpace(text)
	// a sabacc Interrupt's "Requirements: a gambler, thief or smuggler on
	// Cloud City." is one clause
	if m := reRequirementsLabel().FindStringSubmatch(text); m != nil {
		return []string{strings.TrimSpace(m[1])}
	}
	loc := reRequirementOpen().FindStringIndex(text)
	if loc == nil {
		return nil
	}
	body := text[loc[1]:]
	end := -1
	for i := 0; i < len(body); i++ {
		if body[i] != ',' {
			continue
		}
		rest := strings.TrimLeft(body[i+1:], " ")
		if !strings.HasPrefix(rest, "and ") && !strings.HasPrefix(rest, "or ") && !listGoesOn(rest) {
			end = i
			break
		}
	}
	if end < 0 {
		return nil // no action after it: not a requirement of this shape
	}
	var out []string
	for _, c := range strings.Split(body[:end], ", and ") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// reActionStart: the words an action opens with after its requirement.
var reActionStart = lazyregexp.New(`(?i)^(?:target|cancel|draw|add|use|retrieve|take|place|lose|relocate|move|deploy|search|choose|name|subtract|reveal|peek|you|opponent|each|your|all|that|this|may|both|for|until)\b`)

// listGoesOn: the words after a comma carry on a list ("a character,
// vehicle or starship as a 'react' …", ComScan Detection) rather than open
// the action.
func listGoesOn(rest string) bool {
	seg, _, _ := strings.Cut(rest, ",")
	return !reActionStart().MatchString(rest) && (strings.Contains(seg, " or ") || strings.Contains(seg, " and "))
}

// assumeUndecided states each clause of fn's requirement the rule did
// not decide as taken as met.
func (pl *playing) assumeUndecided(fn playFunction) {
	for _, c := range requirementClauses(fn.text) {
		// a need may read its clause with the opening word ("If opponent
		// just moved …")
		if pl.reads(playFunction{label: fn.label, text: c}) || pl.reads(playFunction{label: fn.label, text: "If " + c}) ||
			rePlayReacted().MatchString("If "+c) { // the move need's destination
			continue
		}
		where := ""
		if fn.label != "" {
			where = " (" + fn.label + ")"
		}
		pl.r.Assume("%s's requirement%s %q is not decided against the table by this rule: taken as met; check it by hand", pl.card.Title, where, c)
	}
}
