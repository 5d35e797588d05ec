package swccg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// A location's deploy modifier may name where it applies: "here", or
// other places ("your characters and vehicles deploy -1 to Cloud City
// locations", Bespin; "all Imperials are deploy -1 at sites", Coruscant:
// Imperial Square). A modifier naming places applies only where the
// destination is one of them, read with the shared place matcher.

// reLocationDeploy is a location's deploy modifier: whose cards (1), the
// amount or "free" (2), and the place it names (3: "here", or after
// to/at/on), if any.
var reLocationDeploy = lazyregexp.New(`(?i)\b(?:your|all) ([^.;,]+?) (?:are )?deploys? ([+-]\s?\d+|free)\b(?: \([^)]*\))?(?: (here\b|(?:to|at|on) [^.;,]+))?`)

// namedPlaceApplies says whether a modifier naming where (empty or "here":
// the location itself) applies at the destination; why says so when it
// does not.
func (dp *deployment) namedPlaceApplies(where string, s spot) (ok bool, why string) {
	where = strings.TrimSpace(where)
	if where == "" || strings.EqualFold(where, "here") {
		return true, ""
	}
	phrase := where
	if i := strings.IndexByte(where, ' '); i > 0 {
		phrase = where[i+1:]
	}
	matched, understood, reason := placeMatches(dp.t, phrase, s)
	switch {
	case matched:
		return true, reason
	case !understood:
		return false, fmt.Sprintf("the place %q is not read", where)
	}
	return false, reason
}

// placeNamedOrYours keeps an "all …" modifier only where it names its
// places: one naming none ("all Star Destroyers are deploy +1 (+3 if you
// control)", Kuat) reaches every location and often carries a second
// amount, which this reading does not take.
func placeNamedOrYours(m []string) bool {
	return m[3] != "" || !strings.HasPrefix(strings.ToLower(strings.TrimSpace(m[0])), "all ")
}

// reAlternativeAmount is a second amount after a location's modifier
// under a condition of its own: ", -2 if Tarkin is aboard a starship here"
// (Kessel).
var reAlternativeAmount = lazyregexp.New(`(?i)^,\s*([+-]\s?\d+) (if [^.;]+)`)

// alternativeAmount replaces v with the second amount written after the
// modifier when its condition is declared met; otherwise it says the
// condition was not decided and keeps v.
func (dp *deployment) alternativeAmount(pl *table.Place, after string, v float64) (float64, string) {
	m := reAlternativeAmount().FindStringSubmatch(after)
	if m == nil {
		return v, ""
	}
	if met(dp.d.Met, m[2]) {
		alt, err := strconv.ParseFloat(strings.ReplaceAll(m[1], " ", ""), 64)
		if err == nil {
			return alt, fmt.Sprintf(", %s %s (declared met)", m[1], m[2])
		}
	}
	dp.r.Assume("%s's text also gives %s %q, which the engine does not decide from the table: %+g used (declare %q in met: if it holds)", pl.Name, m[1], m[2], v, m[2])
	return v, ""
}
