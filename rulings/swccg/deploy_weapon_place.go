package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

// placeKinds are the last words of a "Deploy on X" clause that names a
// location rather than a card to carry the weapon or device.
var placeKinds = map[string]bool{"site": true, "system": true, "sector": true, "location": true}

// weaponPlace: a weapon or device deploying straight to a location (no
// host) goes only where its "Deploy on X" text names, when every clause of
// that text names a kind of location ("Deploy on any site", "Use 2 Force to
// deploy on an interior site"). The Glossary: each weapon or device
// specifies who or what it may be deployed on. A clause naming a card
// ("your warrior") is the host rule's; a place the engine cannot read is
// left as an assumption.
func (dp *deployment) weaponPlace(c *cards.Card, s spot) {
	if c.Type != "Weapon" && c.Type != "Device" || s.HostCard != nil || s.Place == nil {
		return
	}
	var places []textCost
	for _, tc := range costClauses(c) {
		if tc.Where == "" {
			continue
		}
		if !namesPlaceOnly(tc.Where) {
			return
		}
		places = append(places, tc)
	}
	if len(places) == 0 {
		return
	}
	cites := weaponDeployCites(c)
	var whys []string
	for _, tc := range places {
		ok, understood, why := placeMatches(dp.t, tc.Where, s)
		switch {
		case ok:
			dp.r.Stepf(cites, "%s says %q: %s.", c.Title, excerpt(tc.Clause), why)
			return
		case !understood:
			dp.r.Assume("%s's text %q was not read against %s", c.Title, excerpt(tc.Clause), s.name())
			return
		}
		whys = append(whys, why)
	}
	dp.r.Stepf(cites, "Each weapon or device deploys only where its text names: %s says %q, and %s.", c.Title, excerpt(places[0].Clause), strings.Join(whys, "; "))
	dp.block("%s deploys only on %s", c.Title, places[0].Where)
}

// namesPlaceOnly: every alternative of the phrase ends in a kind of
// location ("any site", "an exterior Tatooine site or a Hoth system").
func namesPlaceOnly(where string) bool {
	where = hostWords(where)
	for _, alt := range strings.Split(termSplitter.Replace(where), "|") {
		words := strings.Fields(glossary.Fold(alt))
		if len(words) == 0 {
			continue
		}
		if !placeKinds[singular(strings.Trim(words[len(words)-1], ",.;()"))] {
			return false
		}
	}
	return true
}

// glossEffectsOn: the Glossary's "Effects" entry, on what Effects deploy on.
var glossEffectsOn = narrow(table.GlossaryRef("Effects"), "Effects are deployed on table or on characters")

// effectHost: an Effect deploying on a card goes where its own "Deploy on
// X" text names, as weapons and devices do (Rulebook: Effects "may be
// deployed wherever appropriate"; Glossary "Effects": deployed on table or
// on characters, locations etc.). Utinni Effects, which target, are left to
// the host rule's assumption. True when it refused the host.
func (dp *deployment) effectHost(c *cards.Card, s spot, h hostReading) bool {
	if c.Type != "Effect" || containsFold(c.SubType, "utinni") || !h.refused() {
		return false
	}
	named := strings.Join(h.Named, " or ")
	dp.r.Stepf([]glossary.Ref{deployAppropriate, glossEffectsOn}, "An Effect deploys where its text says: %s deploys on %s, and %s (%s) is not one.", c.Title, named, s.HostCard.Title, hostKind(s.HostCard))
	dp.block("%s deploys only on %s", c.Title, named)
	return true
}
