package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/internal/lazyregexp"
)

// reViaNoPresence is an enabling clause that deploys to one kind of
// location "even without presence or Force icons" (Fly Casual: "deploy one
// starship (deploy -1) and/or one pilot to a system even without presence
// or Force icons"): the kind, when named.
var reViaNoPresence = lazyregexp.New(`(?i)(?:\bto (?:a|any) (system|site|sector)s? )?even without presence or (?:Force )?icons`)

// viaLiftsPresence: the via card's clause lets the card deploy where its
// player has neither presence nor Force icons (Rules: location deployment
// restrictions are subject to card text).
func (dp *deployment) viaLiftsPresence(lacks string, cites []glossary.Ref) bool {
	if dp.clause == "" || !reViaNoPresence().MatchString(dp.clause) {
		return false
	}
	dp.r.Stepf(append(cites, refDeployExamples), "%s; %s's clause lets it deploy even so (%q).", lacks, dp.d.ViaResolved.Title, excerpt(dp.clause))
	return true
}

// viaPlaceKind: a clause deploying "to a system" sends the card (or the
// starship it goes aboard) to a system only.
func (dp *deployment) viaPlaceKind(c *cards.Card, s spot) {
	if dp.clause == "" || s.Place == nil {
		return
	}
	m := reViaNoPresence().FindStringSubmatch(dp.clause)
	if m == nil || m[1] == "" {
		return
	}
	want := strings.ToLower(m[1])
	if kind, _ := s.kind(); kind != want {
		dp.r.Stepf([]glossary.Ref{refDeploy}, "%s's clause deploys to a %s, and %s is a %s: %s may not deploy there by it.", dp.d.ViaResolved.Title, want, s.name(), kind, c.Title)
		dp.block("%s's clause deploys only to a %s", dp.d.ViaResolved.Title, want)
	}
}
