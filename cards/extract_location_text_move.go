package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A location's own movement text: "During your move phase, your scouts may
// move between here and any exterior Endor site", "… a pair of [Clone
// Army] characters may move between here and a site you occupy", "… may
// move your characters from here to Mos Eisley" (location_text_move:
// Target who moves, or Title when the text names them after the verb;
// Condition the timing and the ends). "may move free between here …" is
// moves_free's phrase read as this kind (extract_move.go); "… for free" at
// the end stays may_move_free's.
func init() {
	p := phrase{
		name:         "location_text_move",
		trigger:      `(?i)\bmay move (?:your [\w\[\]' -]+? )?(?:between here and|from here (?:directly )?to)\b`,
		lead:         `(?i)(?P<target>\b(?:you|your [\w\[\]' -]+?|a pair of [\w\[\]' -]+?|(?-i:[A-Z])[\w\[\]' -]*?)|\[[\w\[\]' -]+?) $`,
		optionalLead: true,
		shape:        `(?i)^may move (?:(?P<title>your [\w\[\]' -]+?) )?(?P<cond>(?:between here and|from here (?:directly )?to)\b[^.;(]*)`,
	}
	shape, lead := lazyregexp.New(p.shape), lazyregexp.New(p.lead)
	registerExpr(p.name, p.trigger, func(s sentence, at [2]int) []Effect {
		if reForFreeAfter().MatchString(s.text[at[1]:]) {
			return []Effect{} // may_move_free's
		}
		out := parsePhrase(p, lead(), shape(), s, at)
		for i := range out {
			out[i].Target = strings.TrimSpace(out[i].Target)
		}
		return out
	})
}

// reForFreeAfter: the move is "… for free" before the sentence ends.
var reForFreeAfter = lazyregexp.New(`(?i)^[^.;]*\bfor free\b`)
