package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// An effect's condition as the shapes capture it may run on past its
// clause ("adds 1 to your Force drains at Cloud City sites and adds 4 to
// destiny of …", Pucumir Thryss) or be lost when it opens an inner clause
// ("…for free; if targeting a starfighter or vehicle, add one destiny to
// attrition", Sergeant Narthax With E-web Blaster's E-web). settleCondition
// mends both once, for every extractor, before the condition is read into
// terms.

var (
	// reClauseRunOn is where a condition's words run into the next clause:
	// "and" or a comma before a verb of an effect, with a time or
	// condition between ("and, once per turn, may …", ", may …"). "and
	// is"/"and are" stay: a condition may join two ("… and is using Sorry
	// About The Mess").
	reClauseRunOn = lazyregexp.New(`(?i)(?:\s+and,?|,)\s+(?:(?:(?:once|twice) (?:per|during|each)|during|when|while|if)\b[^,;]*,\s*)?(?:adds?|subtracts?|may|must|draws?|deploys?|moves?|cancels?|places?|retrieves?|takes?)\b`)
	// reAlsoIs: a place after an effect joined to a second predicate of
	// its subject ("deploy -2 here and are hyperspeed +2 when …").
	reAlsoIs = lazyregexp.New(`(?i)\s+and\s+(?:is|are)\b`)
	// reConditionOpensClause is a condition that opens its clause.
	reConditionOpensClause = lazyregexp.New(`(?i)^\{?(?:if|while|when|unless|whenever)\b`)
	// reInnerCondition: a clause after "; " or "(" that opens with a
	// condition and runs up to the effect's words.
	reInnerCondition = lazyregexp.New(`(?i)^\{?(?:if|while|when|unless)\b[^,;()]*,\s*$`)
	// reNameListTail is the rest of a list of names a condition's words
	// were cut from at its first comma: ", Piett or any admiral," after
	// "If you occupy with Tarkin"; ", Gunray, or Dofine," after "While
	// you control with Haako". Names are capitalised; the last item may
	// be a class ("any admiral", "an Imperial"); a comma or the sentence's end ends the list.
	reNameListTail = lazyregexp.New(`^((?:,\s+` + nameRE + `)*,?\s+or\s+(?:` + nameRE + `|(?:any|an?)\s+[\w'’-]+(?:\s+[\w'’-]+)?))\s*(?:[,.;]|$)`)
	// reEndsWithName: the condition's last word is a name ("with Tarkin").
	reEndsWithName = lazyregexp.New(`\bwith\s+` + nameRE + `$`)
)

// nameRE is a card's name as text writes it: capitalised words
// ("Tarkin", "Lord Vader", "Boba Fett").
const nameRE = `(?-i:[A-Z][\w'’-]*(?:\.[\w'’-]+)*(?:\s+[A-Z][\w'’-]*(?:\.[\w'’-]+)*)*)`

// settleCondition mends e's written condition (and span) as read in s;
// conds (may be nil) keeps clipped conditions.
func settleCondition(s sentence, e Effect, conds *conditionMemo) Effect {
	if e.Condition != "" {
		e.Condition = wholeNameLists(s, conds.clip(e.Condition))
	}
	return withInnerCondition(s, e)
}

// wholeNameLists gives back the list a condition's term was cut from at
// its first comma ("If you occupy with Tarkin" of "If you occupy with
// Tarkin, Piett or any admiral, your starships may 'react' …"): the
// condition names all of them, any of which meets it.
func wholeNameLists(s sentence, written string) string {
	parts := strings.Split(written, "; ")
	for i, p := range parts {
		if !reEndsWithName().MatchString(p) {
			continue
		}
		at := strings.Index(s.text, p)
		if at < 0 {
			continue
		}
		if m := reNameListTail().FindStringSubmatch(s.text[at+len(p):]); m != nil {
			parts[i] = p + m[1]
		}
	}
	return strings.Join(parts, "; ")
}

// clipConditions cuts each term of a written condition where it runs into
// another clause; a term that is itself the opening condition of a later
// clause ("…draws here are +1 If you control this location, may place …")
// is dropped.
func clipConditions(written string) string {
	parts := strings.Split(written, "; ")
	kept := parts[:0]
	for _, p := range parts {
		m := reClauseRunOn().FindStringIndex(p)
		opens := reConditionOpensClause().MatchString(p)
		if a := reAlsoIs().FindStringIndex(p); a != nil && !opens && (m == nil || a[0] < m[0]) {
			m = a
		}
		switch {
		case m == nil:
			kept = append(kept, p)
		case opens || strings.HasPrefix(strings.ToLower(p), "once") || strings.HasPrefix(strings.ToLower(p), "twice"):
			if !strings.HasPrefix(strings.TrimSpace(p[m[0]:]), ",") {
				kept = append(kept, strings.TrimSpace(p[:m[0]]))
			}
			// else: the condition of the clause after, not of this effect
		default:
			kept = append(kept, strings.TrimSpace(strings.TrimRight(p[:m[0]], ",")))
		}
	}
	return joinConditions(kept...)
}

// withInnerCondition joins to e's condition the one opening the inner
// clause e sits in (after the last "; " or "(" before it), when the
// extractor left it out, and starts e's span there.
func withInnerCondition(s sentence, e Effect) Effect {
	at := e.Span[0] - s.start
	if at <= 0 || at > len(s.text) {
		return e
	}
	before := s.text[:at]
	cut := innerClauseStart(before)
	if cut < 0 {
		return e
	}
	seg := before[cut:]
	if !reInnerCondition().MatchString(seg) {
		return e
	}
	cond := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(seg), ","))
	if strings.Contains(e.Condition, cond) {
		return e
	}
	e.Condition = joinConditions(e.Condition, cond)
	e.Span[0] = s.start + cut
	e.Quote = s.text[cut : e.Span[1]-s.start]
	return e
}

// innerClauseStart is where the last clause after "; " or "(" in text
// starts, -1 when there is none.
func innerClauseStart(text string) int {
	cut := -1
	if i := strings.LastIndex(text, "; "); i >= 0 {
		cut = i + 2
	}
	if i := strings.LastIndex(text, "("); i >= 0 && i+1 > cut {
		cut = i + 1
	}
	return cut
}
