package swccg

import (
	"fmt"
	"strings"

	"github.com/judge-swccg/judge/internal/lazyregexp"
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
