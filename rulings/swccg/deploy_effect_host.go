package swccg

import (
	"strings"

	"github.com/judge-swccg/judge/cards"
	"github.com/judge-swccg/judge/glossary"
	"github.com/judge-swccg/judge/rulings/swccg/table"
)

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
