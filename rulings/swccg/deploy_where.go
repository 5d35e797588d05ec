package swccg

import (
	"slices"
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// A card with no location rule of its own type (an Effect, a weapon, a
// device) says where it goes in its "Deploy on any Death Star site (except
// docking bay)" or "Deploy on opponent's side at same site as one of your
// mining droids": a location deployment restriction from game text
// (Advanced Rulebook, Location Deployment Restrictions: "Some cards state in
// their game text they must deploy (or cannot deploy) to certain
// locations."). Characters, vehicles and starships say it with "deploys
// only" (ownPlace).

var (
	placeWords   = map[string]bool{"site": true, "system": true, "sector": true, "location": true}
	reWhereTail  = lazyregexp.New(`(?i)\s+(?:if|to cause|where|when|while|unless|and)\b.*$`)
	reAside      = lazyregexp.New(`\s*\([^)]*\)`)
	reCondTail   = lazyregexp.New(`(?i)^(?:if|where|when|while|unless)\b`)
	reOwnerWords = lazyregexp.New(`(?i)\b(?:your|opponent's|opponents')\b`)
)

// ownWhere checks the card's "Deploy on/at PLACE" clauses when it goes to
// a location (not on a card): it must fit one, and not its "(except …)".
func (dp *deployment) ownWhere(c *cards.Card, s spot) {
	if s.Place == nil || s.HostCard != nil || liftedTypes[c.Type] || c.Type == "Location" || c.Type == "Creature" {
		return // their "deploys only" is ownPlace's, a creature's place its habitat's
	}
	readExceptions := !slices.ContainsFunc(c.Effects, func(e cards.Effect) bool { return e.Kind == "deploy_exception" })
	cites := []glossary.Ref{restrGameText}
	if c.Type == "Weapon" || c.Type == "Device" {
		cites = append(cites, weaponDeployCites(c)...) // "each weapon or device specifies who or what it may be deployed on"
	}
	var named []string
	for _, tc := range costClauses(c) {
		where := strings.TrimSpace(tc.Where)
		if where == "" || strings.Contains(strings.ToLower(where), "table") {
			continue
		}
		holds, known, why := dp.clauseWhere(where, s, readExceptions)
		if !known {
			continue
		}
		if holds {
			dp.r.Stepf(cites, "%s's own text says %q: it may deploy to %s%s.", c.Title, excerpt(tc.Clause), s.name(), why)
			return
		}
		named = append(named, why)
	}
	if len(named) == 0 {
		return
	}
	dp.r.Stepf(cites, "%s's own text says where it deploys, and %s is not such a place: %s.", c.Title, s.name(), strings.Join(named, "; "))
	dp.block("%s's own text does not let it deploy to %s", c.Title, s.name())
}

// clauseWhere reads one clause's place against s: "at same site as …"
// (sameAsDestination), else a kind of location with its exceptions (when
// the card data holds no deploy_exception of its own); known is false for
// a clause that names a card to deploy on.
func (dp *deployment) clauseWhere(where string, s spot, readExceptions bool) (holds, known bool, why string) {
	if met(dp.d.Met, where) {
		return true, true, " (declared met)"
	}
	if i := strings.Index(glossary.Fold(where), "same "); i >= 0 {
		// a card the words name may be one the card data does not
		// describe ("mining droids"): no match is not read, not a no
		holds, known, why = dp.sameAsDestination(where[i:], s)
		if known && !holds && !dp.kindOnTable(where[i:]) {
			dp.r.Assume("no card at %s is read as the one %q names; declare it in met: if there is one", s.name(), where[i:])
			return false, false, ""
		}
		if !holds {
			why = strings.Trim(why, " ()") // said after "is not such a place:"
		}
		return holds, known, why
	}
	base, excluded := exclusions(where)
	// the place ends where a condition or an aside begins ("Bespin system
	// if you occupy …", "any planet system to cause …", "(adds 2 to power)")
	base = reAside().ReplaceAllString(base, "")
	if m := reWhereTail().FindStringIndex(base); m != nil {
		if tail := strings.TrimSpace(base[m[0]:]); reCondTail().MatchString(tail) && !met(dp.d.Met, tail) {
			dp.r.Assume("the condition %q of \"deploy on %s\" is not read; declare it in met: if it holds", tail, base[:m[0]])
		}
		base = base[:m[0]]
	}
	if reOwnerWords().MatchString(base) {
		return false, false, "" // whose location it is: not read here
	}
	words := strings.Fields(glossary.Fold(base))
	if len(words) == 0 || !placeWords[singular(strings.Trim(words[len(words)-1], ".,"))] {
		return false, false, ""
	}
	ok, understood, reason := placeMatches(dp.t, base, s)
	if !understood {
		return false, false, ""
	}
	if !ok {
		return false, true, reason
	}
	for _, x := range excluded {
		x = strings.TrimSpace(x)
		if x == "" {
			continue
		}
		if hit, _, _ := placeMatches(dp.t, x, s); hit {
			if !readExceptions {
				return false, false, "" // deployExceptions says it
			}
			return false, true, s.name() + " is " + x + ", which its text excepts"
		}
	}
	return true, true, " (" + reason + ")"
}

// kindOnTable: some card on table, anyone's, anywhere, is of the kind a
// "same site as one of your mining droids" names: the words are read, so
// finding none of the player's at the destination is a no, not a gap.
func (dp *deployment) kindOnTable(same string) bool {
	m := reSameAsDest().FindStringSubmatch(strings.TrimSpace(same))
	if m == nil {
		return false
	}
	kind := glossary.Fold(m[2])
	for _, lead := range []string{"one of your ", "one of opponent's ", "your ", "opponent's "} {
		kind = strings.TrimPrefix(kind, lead)
	}
	for _, q := range dp.t.Pieces {
		if q.Card != dp.d.Resolved && namesCard(kind, q, q) {
			return true
		}
	}
	return false
}
