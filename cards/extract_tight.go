package cards

import (
	"regexp"
	"strings"
	"sync"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// tightPhrase is a phrase whose effect's span holds only what the effect
// reads: an opening condition, further conditions, the subject and "may"
// right before the mention. A phrase's span otherwise runs from the
// clause's opening condition to the mention, and would count as read the
// words of another clause in between ("…, your leaders here are immune to
// X and, if …, may peek at …"). With mayKind set, a mention right after
// "may" is the player's option and takes that kind.
type tightPhrase struct {
	phrase
	mayKind string
	// notTarget, when set, is what a Target or Title must not hold: one
	// holding it swallowed another clause ("a Rep or place a Rep …"),
	// and the mention is left unread.
	notTarget string
	// noSubject: the effect names no subject (Target stays as the shape
	// reads it, never the clause's subject).
	noSubject bool
	// finish, when set, completes each effect from its condition.
	finish func(*Effect)
}

var (
	// reConditionsThenMay: what may stand between an opening condition
	// and the mention, "if opponent occupies a site, you may", "during
	// your control phase, may use 3 Force to".
	reConditionsThenMay = lazyregexp.New(`(?i)^((?:\{?(?:if|when|while|unless|during|after|once|twice|each time|whenever|at any time|at (?:the )?(?:end|start) of|for remainder of|for (?:opponent|you|either player|each player) to|to play)\}?\b[^,;:()]*,\s+)*)(?:(?:you|opponent|that player|each player|either player|both players|player|both sides|each|also|then|and)\s+)*(?:may\s+|must\s+)?(?:first\s+|immediately\s+|also\s+)?(?:((?:use|lose) (?:\d+|X|one|two|three) Force) to\s+)?$`)
)

func (p tightPhrase) register() { registerParser(p.name, p.trigger, p.parser) }

// parser reads one mention that starts at at[0].
func (p tightPhrase) parser() func(s sentence, at [2]int) []Effect {
	shape, lead, notTarget, notAfter := lazyregexp.New(p.shape), lazyregexp.New(p.lead), lazyregexp.New(p.notTarget), lazyregexp.New(p.notAfter)
	return func(s sentence, at [2]int) []Effect {
		if p.notAfter != "" && notAfter().MatchString(s.text[:at[0]]) {
			return []Effect{}
		}
		var out []Effect
		if p.lead != "" {
			out = parsePhrase(p.phrase, lead(), shape(), s, at)
		} else {
			out = parsePhrase(p.phrase, nil, shape(), s, at)
		}
		if out == nil {
			// A match the shape does not read is left to the sentence's
			// "Not read" (Card.NotRead), not reported again in Unparsed:
			// these triggers are broad, and many of their matches are
			// another kind's shape ("take X into hand from Reserve Deck").
			return []Effect{}
		}
		if len(out) == 0 {
			return out
		}
		_, may := modalBefore(s.text[:at[0]])
		for i := range out {
			if out[i].Span[0]-s.start == at[0] {
				out[i] = withStart(s, out[i], mayStart(s, at)) // "May relocate …"
			}
			if p.notTarget != "" && (notTarget().MatchString(out[i].Target) || notTarget().MatchString(out[i].Title)) {
				return []Effect{}
			}
			if p.noSubject {
				out[i].Target = ""
			}
			out[i] = tighten(s, out[i], at)
			if may && p.mayKind != "" {
				out[i].Kind = p.mayKind
			}
			if strings.EqualFold(out[i].Target, "may") {
				out[i].Target = ""
			}
			if p.finish != nil {
				p.finish(&out[i])
			}
		}
		return out
	}
}

// reActionInCondition: an "opening condition" that holds an action of
// its own ("If present with Amidala during your control phase may use 3
// Force to relocate this droid to Maul's site, and …"), so is none.
var reActionInCondition = lazyregexp.New(`(?i)\b(?:may|must)\s+\w+|;`)

// tighten starts e's span at its mention (or the "may" before it) when
// the words between its opening condition and the mention are more than
// conditions, a subject and "may"; further conditions join Condition.
func tighten(s sentence, e Effect, at [2]int) Effect {
	start := e.Span[0] - s.start
	if start >= at[0] {
		return e
	}
	if between := s.text[start:at[0]]; strings.Contains(between, ";") || strings.Count(between, "(") != strings.Count(between, ")") {
		// "Permanent weapon is X (may target …; draw destiny; add 1 …": the
		// subject is not this clause's.
		e = withStart(s, e, mayStart(s, at))
		if !strings.Contains(e.Quote, e.Target) {
			e.Target = ""
		}
		return e
	}
	cl := clauseBefore(s, at[0])
	if cl.condStart < 0 || cl.condStart != start {
		if subjectRunsOn(s, e, start, at) {
			return withStart(s, e, mayStart(s, at))
		}
		return e // the span starts at a lead or a subject the phrase read
	}
	// A Target or Title read right before the mention ("Sense and Alter
	// are now Lost Interrupts") is no other clause: what may stand between the
	// condition and the mention is checked up to it.
	prefix, fallback := cl.prefix, mayStart(s, at)
	for _, t := range []string{e.Target, e.Title} {
		if t == "" {
			continue
		}
		if i := strings.LastIndex(s.text[:at[0]], t); i >= cl.body && reLinkOnly().MatchString(s.text[i+len(t):at[0]]) {
			prefix, fallback = s.text[cl.body:i], i
			break
		}
	}
	if m := reConditionsThenMay().FindStringSubmatch(prefix); m != nil && !reActionInCondition().MatchString(cl.cond) {
		if more := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(m[1]), ",")); more != "" {
			e.Condition = joinConditions(e.Condition, strings.ReplaceAll(more, ", ", "; "))
		}
		if m[2] != "" && !strings.Contains(e.Condition, m[2]) {
			e.Condition = joinConditions(e.Condition, m[2]) // "use 3 Force" paid for it
		}
		return e
	}
	return withStart(s, e, fallback)
}

// subjectRunsOn: the span starts at its subject, but other clauses stand
// between the subject and the mention ("Your characters … are immune to
// X, may not be targeted …, and during your move phase, may use 1 Force to
// relocate"): those words are no part of this effect, so they stay unread.
func subjectRunsOn(s sentence, e Effect, start int, at [2]int) bool {
	if e.Target == "" || !strings.HasPrefix(s.text[start:at[0]], e.Target) {
		return false
	}
	rest := s.text[start+len(e.Target) : at[0]]
	if reLinkOnly().MatchString(rest) {
		return false
	}
	return reConditionsThenMay().FindStringSubmatch(strings.TrimLeft(rest, ", ")) == nil
}

// reLinkOnly: what may stand between a Target and its mention.
var reLinkOnly = lazyregexp.New(`(?i)^\s*(?:(?:must|may|first|also|each|is|are|now)\s+)*$`)

// mayStart is where a mention starts with the "may" (or "must") before
// it and the player it names: "you may", "opponent must".
func mayStart(s sentence, at [2]int) int {
	start, _ := modalBefore(s.text[:at[0]])
	return start
}

// modalBefore finds "may" or "must", with the player before it and
// "immediately" or "also" after it, at the end of pre: where they start
// (len(pre) when absent) and whether the word is "may". Run on every
// mention, so without a regular expression.
func modalBefore(pre string) (start int, may bool) {
	t := strings.TrimRight(pre, " ")
	for _, w := range []string{"immediately", "also"} {
		if hasWordSuffix(t, w) {
			t = strings.TrimRight(t[:len(t)-len(w)], " ")
			break
		}
	}
	switch {
	case hasWordSuffix(t, "may"):
		may = true
		t = t[:len(t)-len("may")]
	case hasWordSuffix(t, "must"):
		t = t[:len(t)-len("must")]
	default:
		return len(pre), false
	}
	start = len(t)
	t = strings.TrimRight(t, " ")
	for _, who := range []string{"you", "opponent", "that player", "each player", "either player", "both players", "player"} {
		if hasWordSuffix(t, who) {
			return len(t) - len(who), may
		}
	}
	return start, may
}

// hasWordSuffix: s ends with the word w, in any case.
func hasWordSuffix(s, w string) bool {
	if len(s) < len(w) || !strings.EqualFold(s[len(s)-len(w):], w) {
		return false
	}
	if i := len(s) - len(w) - 1; i >= 0 {
		c := s[i]
		return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '\'' || c == '-')
	}
	return true
}

// registerGroup registers a family of tightPhrases as one extractor: one
// trigger, the alternation of theirs, so that a sentence is tested once
// for the family rather than once per phrase (the load runs every
// extractor's test on every sentence). A match is read by the first
// phrase whose shape reads it at that place.
func registerGroup(name string, ps []tightPhrase) {
	registerMade(func() extractor { return group(name, ps) })
}

// group makes the extractor of registerGroup.
func group(name string, ps []tightPhrase) extractor {
	triggers := make([]string, len(ps))
	parsers := make([]func(sentence, [2]int) []Effect, len(ps))
	for i, p := range ps {
		triggers[i] = "(?:" + p.trigger + ")"
		parsers[i] = p.parser()
	}
	expr := strings.Join(triggers, "|")
	return extractor{name: name, trigger: lazyregexp.New(expr), matches: alternationMatches(triggers), parse: func(s sentence, at [2]int) []Effect {
		for _, parse := range parsers {
			if got := parse(s, at); len(got) > 0 {
				return got
			}
		}
		return []Effect{}
	}}
}

// alternationMatches finds the matches of the alternation of triggers in
// a sentence by the alternation of only those triggers whose required
// literals the sentence holds: one without them matches nowhere in it, so
// the matches are the same, and a short alternation runs far faster than
// the whole (a sentence holds one or two of a family's words). Each
// subset's expression is compiled on first use.
func alternationMatches(triggers []string) func(text, folded string, grams *gramSet) [][]int {
	if len(triggers) > 64 {
		panic("alternationMatches: more than 64 triggers")
	}
	needs := sync.OnceValue(func() []required {
		out := make([]required, len(triggers))
		for i, t := range triggers {
			out[i] = requiredOf(t)
		}
		return out
	})
	var bySubset sync.Map // uint64 → *regexp.Regexp
	return func(text, folded string, grams *gramSet) [][]int {
		var subset uint64
		for i, need := range needs() {
			if need.in(folded, grams) {
				subset |= 1 << i
			}
		}
		if subset == 0 {
			return nil
		}
		re, ok := bySubset.Load(subset)
		if !ok {
			var in []string
			for i, t := range triggers {
				if subset&(1<<i) != 0 {
					in = append(in, t)
				}
			}
			re, _ = bySubset.LoadOrStore(subset, regexp.MustCompile(strings.Join(in, "|")))
		}
		return re.(*regexp.Regexp).FindAllStringIndex(text, -1)
	}
}
