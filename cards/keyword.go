package cards

import (
	"regexp/syntax"
	"strings"
)

// requiredWord is the longest run of literal text every match of expr
// must contain, lower-cased ("" when there is none of three bytes or
// more). Building the index runs every extractor's trigger over every
// sentence; most sentences lack the trigger's words, and a substring test
// rules them out far faster than the regular expression.
func requiredWord(expr string) string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return ""
	}
	re = re.Simplify()
	best := ""
	var run strings.Builder
	flush := func() {
		if run.Len() > len(best) {
			best = run.String()
		}
		run.Reset()
	}
	nodes := []*syntax.Regexp{re}
	if re.Op == syntax.OpConcat {
		nodes = re.Sub
	}
	for _, n := range nodes {
		switch {
		case n.Op == syntax.OpLiteral:
			run.WriteString(strings.ToLower(string(n.Rune)))
		case n.Op == syntax.OpWordBoundary || n.Op == syntax.OpBeginText || n.Op == syntax.OpBeginLine:
			// zero width: the run goes on
		default:
			flush()
		}
	}
	flush()
	if len(best) < 3 {
		return ""
	}
	return best
}
