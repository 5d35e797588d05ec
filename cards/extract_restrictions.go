package cards

import (
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// Restrictions on a card or a number: "Your Force drains here may not be
// modified", "Slave I's power may not be reduced by opponent", "Luke may
// not be disarmed". Kind "may_not_be_<verb>", Target what, as written.
func init() {
	registerExpr("may_not_be", `(?i)\bmay not be (?:modified|reduced|increased|used|placed|converted|disarmed|stolen|excluded|limited|captured|moved|relocated|returned|exchanged|transferred|raised|suspended|lost|released|flipped|replaced)\b`, parseMayNotBe)
}

var reMayNotBe = lazyregexp.New(`(?i)^may not be (?P<verb>\w+)(?:\s+(?:or|and) (?:\w+ed)\b)?(?:\s+(?P<cond>(?:by|below|above|to|from|here|at|where|while|if|unless|during|except|in|for)\b[^.;(]*))?`)

func parseMayNotBe(s sentence, at [2]int) []Effect {
	m := reMayNotBe().FindStringSubmatch(s.text[at[0]:])
	if m == nil {
		return nil
	}
	p := phrase{name: "may_not_be", kind: "may_not_be_" + strings.ToLower(m[reMayNotBe().SubexpIndex("verb")])}
	return parsePhrase(p, nil, reMayNotBe(), s, at)
}
