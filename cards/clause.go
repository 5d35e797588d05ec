package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// clause is the part of a sentence that leads up to a mention: an opening
// condition ("While Vader piloting") and the words between it and the
// mention ("each of your Rebels ... are power +2, and also have").
type clause struct {
	cond      string
	condStart int // sentence offset of cond, -1 without one
	body      int // sentence offset where the words after the condition start
	prefix    string
}

var (
	// reLabel strips a location side label ("Light: ") or "Also, ".
	reLabel = lazyregexp.New(`^(?:(?:Light|Dark|USED|LOST|UNUSED|STARTING|[A-Z][\w' ,!?]{2,60}):\s+|Also,\s*|OR\s+)+`)
	// reLeadCondition is a condition opening a clause, up to its comma; a
	// comma closing a quotation ("'nighttime conditions,'") does not end it.
	reLeadCondition = lazyregexp.New(`(?i)^(\{?(?:while|when|if|unless|during|where|as long as|until|otherwise|whenever|each time|at (?:the )?(?:end|start) of|at any time|for\}? remainder of (?:this )?(?:turn|game|battle)|(?:once|twice) (?:per|during|each)\b)\}?\b.*?)(?:,['’]?|['’],|:)\s+`)
	// reSubjectVerb finds the verb that ends a subject: "your Jedi present are".
	reSubjectVerb = lazyregexp.New(`(?i)\s(?:is|are|be|have|has|gains?|makes?|making|loses?|lost|cancels?)\b`)
)

// labelAt is reLabel's match in text. Every match opens with "Also,", "OR"
// or holds a colon; most sentences do none of these, and the expression
// (its {2,60}) is slow to rule them out.
func labelAt(text string) []int {
	if !strings.HasPrefix(text, "Also,") && !strings.HasPrefix(text, "OR") && !strings.Contains(text, ":") {
		return nil
	}
	return reLabel().FindStringIndex(text)
}

// clauseBefore describes the clause that ends at sentence offset at.
func clauseBefore(s sentence, at int) clause {
	c := clause{condStart: -1}
	text := s.text[:at]
	// A label that is itself a condition ("While 'communing': ...") is
	// kept as the condition of everything after it.
	if m := labelAt(text); m != nil && !reLeadCondition().MatchString(text) {
		c.body = m[1]
	}
	if m := reLeadCondition().FindStringSubmatchIndex(text[c.body:]); m != nil {
		c.cond = text[c.body+m[2] : c.body+m[3]]
		c.condStart = c.body + m[2]
		c.body += m[1]
	}
	// A second condition joined to the first right before the mention ("If
	// Vader or Xizor here, and Luke is not on table, adds 2 …") is part of
	// it: both must hold.
	if m := reCondAnd().FindStringSubmatchIndex(text[c.body:]); m != nil && c.condStart >= 0 && c.body+m[1] == len(text) {
		c.cond = joinConditions(c.cond, text[c.body+m[2]:c.body+m[3]])
		c.body += m[1]
	}
	// A cost right before the mention ("Use 1 Force to", "may lose 2
	// Force to") is part of its condition: what must be paid for it.
	if m := reCostLead().FindStringSubmatchIndex(text[c.body:]); m != nil && c.body+m[1] == len(text) {
		if c.condStart < 0 {
			c.condStart = c.body + m[2]
		}
		c.cond = joinConditions(c.cond, text[c.body+m[2]:c.body+m[3]])
		c.body += m[1]
	}
	c.prefix = text[c.body:]
	return c
}

// reCondAnd is a condition joined by "and" to a leading one, up to its
// comma: "and Luke is not on table, ".
var reCondAnd = lazyregexp.New(`(?i)^(and [^,]+?),\s+$`)

// reCostLead is a cost before what it pays for: "Use 1 Force to", "OR May
// use 2 Force to", "you may lose 1 Force to".
var reCostLead = lazyregexp.New(`(?i)^(?:OR\s+)?((?:you |opponent )?(?:may |must )?(?:use|lose) (?:\d+|X|one|two|three) Force) to\s+`)

// subject is the noun phrase the clause's last verb applies to ("Your
// Jedi present" of "Your Jedi present are immune", "that TIE" of "makes
// that TIE immune"), with its sentence offset; ok is false when the clause
// has no subject of its own, i.e. the card itself is meant ("Maneuver +3
// and immune ...").
func (c clause) subject() (string, int, bool) {
	locs := reSubjectVerb().FindAllStringIndex(c.prefix, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		from, to := locs[i][0], locs[i][1]
		if reObjectVerb().MatchString(c.prefix[from:to]) {
			if sub, at := trimPhrase(c.prefix[to:]); sub != "" {
				return sub, c.body + to + at, true
			}
			continue
		}
		seg := c.prefix[:from]
		if reExceptTail().MatchString(seg) {
			// "Your aliens here, except Tusken Raiders, are": the exception
			// belongs to the subject; its commas end no clause.
			seg = strings.TrimRight(seg, ", ")
		}
		cut := 0
		if b := reBoundary().FindAllStringIndex(seg, -1); b != nil {
			cut = b[len(b)-1][1]
		}
		sub, at := trimPhrase(seg[cut:])
		if sub == "" {
			continue
		}
		if reNotSubject().MatchString(sub) {
			return "", 0, false
		}
		// A subject holding a verb of its own: "Bib is power +2 and Jabba"
		// means Jabba, "Rebels and Rebel starships are deploy +8" the Rebels
		// and Rebel starships.
		if v := reSubjectVerb().FindStringIndex(sub); v != nil {
			if ands := reAndSplit().FindAllStringIndex(sub[v[1]:], -1); ands != nil {
				last := v[1] + ands[len(ands)-1][1]
				sub, at = sub[last:], at+last
			} else {
				sub = strings.TrimSpace(sub[:v[0]])
			}
		}
		return sub, c.body + cut + at, true
	}
	return "", 0, false
}

var (
	reObjectVerb = lazyregexp.New(`(?i)^\s*(?:makes?|making)$`)
	// reBoundary ends a clause before a subject: "; ", ": ", ", and ", or a
	// comma before a determiner (a comma inside a list does not count).
	reBoundary = lazyregexp.New(`(?i)[;:](?:\s+|$)|,(?:\s+and\b|\s*$|\s+(?:your|each|all|that|this|the|it|he|she|its|his|her|any|target|opponent's)\b)|\s+-\s+`)
	// reNotSubject: a verb phrase of the card itself, not a subject.
	reNotSubject = lazyregexp.New(`(?i)^(?:may|must|can|to|adds?|prevents?|draws?|deploys?|moves?|cancels?|uses?|reduces?|subtracts?|for remainder)\b`)
	reConnectors = lazyregexp.New(`(?i)^(?:(?:and|also|or|then)(?:\s+|$))+|[\s,]+(?:and|to|also)?$`)
	reAndSplit   = lazyregexp.New(`(?i)\s+and\s+`)
	reExceptTail = lazyregexp.New(`,\s+except\b[^,;:]*,\s*$`)
)

// trimPhrase removes spaces and joining words from the ends of a phrase,
// returning it with its offset in s.
func trimPhrase(s string) (string, int) {
	t := strings.TrimSpace(s)
	for {
		u := strings.TrimSpace(reConnectors().ReplaceAllString(t, ""))
		if u == t {
			break
		}
		t = u
	}
	if t == "" {
		return "", 0
	}
	return t, strings.Index(s, t)
}

// start is where an effect read from this clause begins: its condition,
// else its subject, else the mention itself.
func (c clause) start(subjectAt, mention int, hasSubject bool) int {
	switch {
	case c.condStart >= 0:
		return c.condStart
	case hasSubject:
		return subjectAt
	}
	return mention
}

// reTrailingCondition is a condition after a clause ("if Dengar piloting"),
// which ends at a full stop, a parenthesis, a semicolon or a new verb phrase.
var reTrailingCondition = lazyregexp.New(`(?i)^,?\s+((?:if|when|while|unless|during|as long as|until|for remainder of (?:turn|game|battle)|where|here|at|on|aboard|with)\b.*?)(?:[.;(]|,\s|\s+and\s+(?:may|adds?|draws?|is|are|power|its|it|also)\b|$)`)

// trailingCondition reads a condition starting at after; it returns the
// condition and how many bytes of after it used.
func trailingCondition(after string) (string, int) {
	m := reTrailingCondition().FindStringSubmatchIndex(after)
	if m == nil {
		return "", 0
	}
	return strings.TrimSpace(after[m[2]:m[3]]), m[3]
}

// joinConditions joins an opening and a trailing condition.
func joinConditions(conds ...string) string {
	var kept []string
	for _, c := range conds {
		if c = strings.TrimSpace(c); c != "" {
			kept = append(kept, c)
		}
	}
	return strings.Join(kept, "; ")
}
