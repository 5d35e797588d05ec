package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// What an Objective or a Starting Interrupt deploys at the start of the
// game: "Endor Operations: Deploy Endor system, Bunker and Landing
// Platform.", "STARTING: Deploy Podrace Arena (with a Podracer …), Boonta
// Eve Podrace and any Effect that deploys for free." One effect per card
// or kind of card, Target as written ("Tatooine system (with Devastator
// there)", "a Tatooine battleground site"); what deck legality and a
// judge checking the opening setup read.
func init() {
	// A setup always follows its label ("Endor Operations: Deploy …").
	registerExpr("starting_deploys", `: Deploy `, parseStartingDeploys)
}

var (
	// reStartingLabel: the label of a setup sentence, an Objective's
	// title or STARTING, never an action's LOST or USED.
	reStartingLabel = lazyregexp.New(`^(?:STARTING|[A-Z][\w' ,!?’-]{2,60}?):\s+$`)
	// reActionLabel: labels of an action or of a location's half.
	reActionLabel = lazyregexp.New(`^(?:LOST|USED|UNUSED|Light|Dark)\b`)
	// reNotAList: words that make "Deploy …" a condition or a choice of
	// cards rather than a list of them.
	reNotAList = lazyregexp.New(`(?i)^(?:on|at|in|to|beside|between)\b|\b(?:which|that has|who|if|from|up to|simultaneously|as a|one or more)\b|;`)
)

func parseStartingDeploys(s sentence, at [2]int) []Effect {
	verb := at[1] - len("Deploy ")
	if !reStartingLabel().MatchString(s.text[:verb]) || reActionLabel().MatchString(s.text[:verb]) {
		return []Effect{} // "Deploy on table.", "LOST: Deploy …": no setup
	}
	end := len(strings.TrimRight(s.text, " \n"))
	if end > 0 && (s.text[end-1] == '.' || s.text[end-1] == '!') {
		end--
	}
	list := s.text[at[1]:end]
	if list == "" || reNotAList().MatchString(stripParens(list)) {
		return []Effect{}
	}
	items := joinPlural(list, listItems(list))
	out := make([]Effect, len(items))
	for i, item := range items {
		// Each span runs to the next item, holding the ", and" between.
		from, to := at[1]+item[0], at[1]+item[1]
		if i == 0 {
			from = verb
		}
		if i+1 < len(items) {
			to = at[1] + items[i+1][0]
		}
		out[i] = s.effect("starting_deploys", from, to)
		out[i].Target = strings.TrimSpace(list[item[0]:item[1]])
	}
	return out
}

// listItems cuts a list ("A (with B, C there), D, and E") at commas and
// "and" outside parentheses and brackets, as byte ranges of list.
func listItems(list string) [][2]int {
	var out [][2]int
	depth, start := 0, 0
	cut := func(i, next int) {
		if strings.TrimSpace(list[start:i]) != "" {
			out = append(out, [2]int{start, i})
		}
		start = next
	}
	for i := 0; i < len(list); i++ {
		switch c := list[i]; {
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case depth == 0 && c == ',':
			j := i + 1
			for j < len(list) && list[j] == ' ' {
				j++
			}
			if strings.HasPrefix(list[j:], "and ") {
				j += len("and ")
			}
			cut(i, j)
			i = j - 1
		case depth == 0 && strings.HasPrefix(list[i:], " and ") && !strings.HasPrefix(list[i:], " and/or "):
			cut(i, i+len(" and "))
			i += len(" and ") - 1
		}
	}
	cut(len(list), len(list))
	return out
}

// joinPlural keeps "Death Star and Alderaan systems" one item: the plural
// names what both are.
func joinPlural(list string, items [][2]int) [][2]int {
	var out [][2]int
	for _, it := range items {
		if n := len(out); n > 0 && strings.HasSuffix(list[it[0]:it[1]], " systems") && strings.TrimSpace(list[out[n-1][1]:it[0]]) == "and" {
			out[n-1][1] = it[1]
			continue
		}
		out = append(out, it)
	}
	return out
}

// stripParens drops parenthesised words: what they say qualifies an
// item ("(with a Podracer, opponent may also deploy a Podracer there)").
func stripParens(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
