package cards

import (
	"regexp"
	"strings"
	"sync"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Condition is one term of an effect's condition, read into a form a table
// can decide. Kind is one of:
//
//	side          the half of a location's text it sits in: Arg "Light" or "Dark"
//	piloting      the card pilots Arg ("a starfighter", "Gold 2")
//	piloted_by    Arg pilots the card ("Tycho Celchu")
//	armed_with    the card is armed with Arg ("a lightsaber")
//	with          the card is with Arg (at the same site)
//	present       Arg is present (the card itself when Arg is empty)
//	at_same       Arg ("site", "location", "system") is the same as the card's
//	here          at this location
//	alone         the card is alone
//	at            the card is at Arg ("Hoth", "a Death Star II sector")
//	aboard        the card is aboard Arg
//	on_table      Arg is on table
//	controls      you control Arg (this location when empty)
//	occupies      you occupy Arg (this location when empty)
//	opponent_controls, opponent_occupies   the same for the opponent
//	in_battle     during a battle (Arg: "at same site" and the like)
//	phase         during Arg ("your control phase", "opponent's turn"), or at
//	              its end or start ("end of opponent's deploy phase")
//	targeting     the weapon targets Arg
//	destiny       a destiny drawn compares: Arg "destiny > 2", "total destiny +1 > defense value"
//	this_side_up  an Objective's side is up
//	cost          what is paid first: Arg "use 1 Force", "lose 2 Force"
//	duration      for remainder of / until end of Arg ("turn", "game", "battle")
//	limit         once per Arg
//	unread        a condition no rule here decides; Text says it
//
// Who is the card or cards the term is about when the words name them
// ("Anakin or Vader here", "Amidala at a Mustafar location"): one of them
// must meet the term; empty, the term is about the card itself.
// Not is true for "unless" and "not"; Text is the words as written.
type Condition struct {
	Kind string `json:"kind"`
	Arg  string `json:"arg,omitempty"`
	Who  string `json:"who,omitempty"`
	Not  bool   `json:"not,omitempty"`
	Text string `json:"text"`
}

// conditionShape reads one kind of condition: the expression is matched
// against the condition's words after its opening word ("while", "if"),
// and its first group, if any, is Arg.
type conditionShape struct {
	kind string
	re   func() *regexp.Regexp
}

// conditionNeeds are the literals each condition shape requires (requiredOf):
// a condition is tried only against the shapes whose words it holds.
var conditionNeeds = sync.OnceValue(func() []required {
	needs := make([]required, len(conditionShapes))
	for i, sh := range conditionShapes {
		needs[i] = requiredOf(sh.re().String())
	}
	return needs
})

// subjectRE is who a condition is about ("he", "this starship", "Dash
// Rendar"); a name is capitalised even in a case-insensitive shape, so
// that "Maul swings a lightsaber at a Jedi" is no "at".
const subjectRE = `(?:(?:he|she|it|they|this \w+|(?P<who>` + whoRE + `)) (?:is |are )?)?`

// whoRE names one card, persona or class as a condition's subject
// ("Vader", "your Lando", "[Episode VII] Falcon", "Third Sister"), or
// several joined by commas and "or" ("Anakin or Vader", "your Lando or
// your Lobot"): capitalised, so that a verb is never a name.
const whoRE = whoItemRE + `(?:(?:,? or |, )` + whoItemRE + `)*`

const whoItemRE = `(?-i:(?:(?:[Yy]our|[Oo]pponent's|[Aa]ny|[Aa]n?) )?(?:\[[^\]]+\] )?[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)`

var conditionShapes = []conditionShape{
	{"this_side_up", lazyregexp.New(`(?i)^this side up$`)},
	{"cost", lazyregexp.New(`(?i)^(?:you |opponent )?(?:may |must )?((?:use|lose) \S+ Force)$`)},
	{"duration", lazyregexp.New(`(?i)^(?:for remainder of|until (?:the )?end of) (?:this |the |your |opponent's )?(turn|game|battle)$`)},
	{"limit", lazyregexp.New(`(?i)^once (?:per|during each of your|during your) (turn|game|battle)s?$`)},
	{"controls", lazyregexp.New(`(?i)^you control(?:s)?\b\s*(.*)$`)},
	{"occupies", lazyregexp.New(`(?i)^you occupy\b\s*(.*)$`)},
	{"opponent_controls", lazyregexp.New(`(?i)^opponent controls\b\s*(.*)$`)},
	{"opponent_occupies", lazyregexp.New(`(?i)^opponent occupies\b\s*(.*)$`)},
	{"piloting", lazyregexp.New(`(?i)^` + subjectRE + `piloting (.+)$`)},
	{"piloted_by", lazyregexp.New(`(?i)^(.+?) (?:is )?piloting(?: (?:this|it))?$`)},
	{"armed_with", lazyregexp.New(`(?i)^` + subjectRE + `armed with (.+)$`)},
	{"at_same", lazyregexp.New(`(?i)^` + subjectRE + `(?:present )?(?:at|to or from|to|from) (?:the )?same (site|location|system|planet|sector)\b.*$`)},
	{"with", lazyregexp.New(`(?i)^` + subjectRE + `(?:present )?with (.+?)$`)},
	{"on_table", lazyregexp.New(`(?i)^(.+?) (?:is |are )?on table$`)},
	{"alone", lazyregexp.New(`(?i)^` + subjectRE + `alone$`)},
	{"in_battle", lazyregexp.New(`(?i)^` + subjectRE + `(?:(?:in|during) )?(?:a |any |the )?battles?\b\s*(.*)$`)},
	{"phase", lazyregexp.New(`(?i)^at (?:the )?((?:end|start) of .+)$`)},
	{"phase", lazyregexp.New(`(?i)^((?:your|opponent's|each|each of your|each of opponent's) (?:\w+ )?(?:phase|turns?))$`)},
	{"destiny", lazyregexp.New(`(?i)^((?:total |weapon |battle )?destiny(?: ?[+-] ?\d+)? ?(?:[<>=≥≤]|>=|<=) ?.+)$`)},
	{"targeting", lazyregexp.New(`(?i)^targeting (.+)$`)},
	{"here", lazyregexp.New(`(?i)^` + subjectRE + `here$`)},
	{"present", lazyregexp.New(`(?i)^(.*?)\s*(?:(?:is|are) )?present$`)},
	{"aboard", lazyregexp.New(`(?i)^` + subjectRE + `aboard (.+)$`)},
	{"at", lazyregexp.New(`(?i)^` + subjectRE + `(?:present )?(?:at|on|to) (.+)$`)},
}

var (
	reConditionOpen = lazyregexp.New(`(?i)^\{?(while|whenever|when|if|unless|during|where|as long as|until|each time|and)\}?\s+`)
	// reArgVerb: a verb inside what should be a card or place, or a second
	// condition ("with your guard or at an opponent's site").
	reArgVerb = lazyregexp.New(`(?i)\b(?:exists?|has|have|is|are|was|were)\b|\bor (?:at|on|with|in|aboard|if|while|when)\b`)
	// reHereThen: "here" followed by a condition of its own.
	reHereThen = lazyregexp.New(`(?i)^(here)\s+((?:while|when|if|unless)\b.+)$`)
	// reDuringBattleTail: a condition that also asks for a battle.
	reDuringBattleTail = lazyregexp.New(`(?i)^(\{?(?:while|when|if)\b.*\S)\s+(during (?:a |any )?battle)$`)
	// reWhoArgUnread: words of a named card's place or company that no
	// rule reads ("a related site", "Scarif and Death Star orbiting
	// Scarif", "with at least one combat card just initiated …", a
	// parenthesis cut in two), or a second condition joined to it ("Vader's
	// Malediction on table and Vader alone here", "at a battleground site
	// unless Luke …", "Dagobah during your turn").
	reWhoArgUnread = lazyregexp.New(`(?i)\b(?:related|other|another|orbiting|just|initiated|and|unless|during)\b|^table\b|[()<>]`)
	reConditionNot = lazyregexp.New(`(?i)^(?:not|no longer)\s+|\s+not\b`)
)

// parseConditions reads a condition as written ("While Vader piloting;
// if alone") into terms; words it cannot place are one "unread" term.
func parseConditions(written string) []Condition {
	var out []Condition
	for _, part := range strings.Split(written, "; ") {
		part = strings.TrimSpace(strings.TrimRight(part, ",.:"))
		if part == "" {
			continue
		}
		// "here while with a Jedi …": the place, then its condition.
		if m := reHereThen().FindStringSubmatch(part); m != nil {
			body, open, not := conditionBody(m[2])
			out = append(out, Condition{Kind: "here", Text: m[1]}, readCondition(m[2], body, open, not))
			continue
		}
		// "When piloting Red 10 during battle": two terms, the piloting
		// and the battle.
		if m := reDuringBattleTail().FindStringSubmatch(part); m != nil {
			body, open, not := conditionBody(m[1])
			out = append(out, readCondition(m[1], body, open, not), Condition{Kind: "in_battle", Text: m[2]})
			continue
		}
		body, open, not := conditionBody(part)
		out = append(out, readCondition(part, body, open, not))
	}
	return out
}

// conditionBody is a condition's words after its opening word ("while"),
// and whether it is negated.
func conditionBody(part string) (body, open string, not bool) {
	body = unbrace.Replace(part) // "{For} remainder of game"
	if m := reConditionOpen().FindStringSubmatchIndex(body); m != nil {
		open = strings.ToLower(body[m[2]:m[3]])
		body = body[m[1]:]
	}
	not = open == "unless"
	if loc := reConditionNot().FindStringIndex(body); loc != nil {
		not = !not
		body = strings.Join(strings.Fields(body[:loc[0]]+" "+body[loc[1]:]), " ") // "Luke is not on table": one space left
	}
	return body, open, not
}

var unbrace = strings.NewReplacer("{", "", "}", "")

func readCondition(text, body, open string, not bool) Condition {
	folded := foldCase(body)
	var grams gramSet
	grams.of(folded)
	needs := conditionNeeds()
	for i, sh := range conditionShapes {
		if !needs[i].in(folded, &grams) {
			continue
		}
		// "During" opens a time, never a place: "during battle", "during
		// your control phase".
		if open == "during" && sh.kind != "phase" && sh.kind != "in_battle" {
			continue
		}
		if c, ok := matchCondition(sh, text, body, not); ok {
			return c
		}
	}
	return Condition{Kind: "unread", Not: not, Text: text}
}

func matchCondition(sh conditionShape, text, body string, not bool) (Condition, bool) {
	m := sh.re().FindStringSubmatch(body)
	if m == nil {
		return Condition{}, false
	}
	c := Condition{Kind: sh.kind, Not: not, Text: text}
	for i, name := range sh.re().SubexpNames()[1:] {
		switch {
		case name == "who":
			c.Who = strings.TrimSpace(m[i+1])
		case c.Arg == "":
			c.Arg = strings.TrimSpace(m[i+1])
		}
	}
	switch {
	case c.Who == "Once" || c.Who == "Twice": // "Once during battle" names a time, not a card
		c.Who = ""
	case c.Kind == "at" && c.Who != "" && strings.EqualFold(c.Arg, "table"):
		// "He Is The Chosen One on table": a title, whatever its words
		return Condition{Kind: "on_table", Arg: c.Who, Not: not, Text: text}, true
	}
	if reArgVerb().MatchString(c.Arg) {
		return Condition{}, false // "'nighttime conditions' exist anywhere on table" names no card
	}
	if c.Who != "" && reWhoArgUnread().MatchString(c.Arg) {
		return Condition{}, false // "unless a Weequay is at a related site": left unread, not decided wrong
	}
	return c, true
}

// reSideLabel is the label of a location's Light or Dark half.
var reSideLabel = lazyregexp.New(`^(Light|Dark)\b[^:]{0,12}:\s`)

// sideOf is the half of a location's text a sentence sits in, "" outside one.
func sideOf(s sentence) string {
	if m := reSideLabel().FindStringSubmatch(s.text); m != nil {
		return m[1]
	}
	return ""
}
